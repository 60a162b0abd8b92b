import Codecs
import Compare
import JSON
import Raster
import SceneModel
import StretchyKit

/// How a value becomes a golden file and how a golden file is compared with a value, in the
/// spirit of swift-snapshot-testing's `Snapshotting` and `Diffing`: `.image` for frames,
/// `.png` for PNG bytes, `.json` for states, played motions and any JSON, and `pullback` to
/// check a type of one's own through one of them.
///
/// A value is encoded only when a file must be written (a golden recorded, or the actual file
/// of a failure): `.image` compares a frame's pixels with the decoded golden, which spares a
/// PNG encoding per check (seconds for an @3x frame in a debug build).
public struct GoldenStrategy<Value>: Sendable {
    /// The golden file's extension, without the dot: `png`, `json`.
    public var pathExtension: String
    /// The golden file's bytes for a value.
    public var encode: @Sendable (Value) throws -> [UInt8]
    /// Compares the golden file's bytes with the actual value.
    public var compare: @Sendable (_ golden: [UInt8], _ actual: Value) throws -> GoldenComparison

    /// A strategy of one's own: the golden's extension, how a value is written, and how a
    /// golden file compares with a value (`GoldenComparison.images` does it for pixels).
    public init(
        pathExtension: String, encode: @escaping @Sendable (Value) throws -> [UInt8],
        compare: @escaping @Sendable (_ golden: [UInt8], _ actual: Value) throws -> GoldenComparison
    ) {
        self.pathExtension = pathExtension
        self.encode = encode
        self.compare = compare
    }

    /// The same golden files and comparison for another type, turned into this one first:
    /// `GoldenStrategy<ScrollState>.json.pullback { (cell: MyCell) in cell.state }`.
    public func pullback<Other>(_ transform: @escaping @Sendable (Other) throws -> Value) -> GoldenStrategy<Other> {
        let (encode, compare) = (self.encode, self.compare)
        return GoldenStrategy<Other>(
            pathExtension: pathExtension, encode: { try encode(transform($0)) },
            compare: { golden, other in try compare(golden, transform(other)) })
    }
}

extension GoldenStrategy where Value == [UInt8] {
    /// PNG bytes, compared as SPEC §4 compares images (pixelmatch, then `tolerance`'s limits).
    /// Identical pixels are `identical` whatever the bytes, so an encoder change rewrites no
    /// golden. A failure attaches pixelmatch's diff image (`diff.png`) when the sizes match.
    public static func png(_ tolerance: GoldenTolerance = .exact) -> GoldenStrategy {
        GoldenStrategy(
            pathExtension: "png", encode: { $0 },
            compare: { golden, actual in
                try GoldenComparison.images(PNGDecoder.decode(golden), PNGDecoder.decode(actual), tolerance: tolerance)
            })
    }

    /// `png(.exact)`.
    public static var png: GoldenStrategy { png() }

    /// An animation's bytes as one golden, an APNG (`StretchyRenderer.writeAnimation`'s, or any
    /// APNG, GIF or WebP), compared frame by frame with each frame's delay as `stretchy compare`
    /// compares two animations (`GoldenComparison.animations`): identical pixels for the same
    /// time are `identical` whatever the bytes. A failure names the frames that differ, or the
    /// fps or frame count that does, and attaches the delta APNG (`diff.png`: each frame's diff
    /// image). The golden is `.png`, as an APNG is.
    public static func apng(_ tolerance: GoldenTolerance = .exact) -> GoldenStrategy {
        GoldenStrategy(
            pathExtension: "png", encode: { $0 },
            compare: { golden, actual in try GoldenComparison.animations(golden, actual, tolerance: tolerance) })
    }

    /// `apng(.exact)`.
    public static var apng: GoldenStrategy { apng() }
}

extension GoldenStrategy where Value == StretchyFrame {
    /// A frame as the PNG `stretchy frame` writes for it, compared as `png(tolerance)` does.
    public static func image(_ tolerance: GoldenTolerance = .exact) -> GoldenStrategy {
        GoldenStrategy(
            pathExtension: "png", encode: { try $0.png() },
            compare: { golden, frame in
                try GoldenComparison.images(PNGDecoder.decode(golden), frame.rgba, tolerance: tolerance)
            })
    }

    /// `image(.exact)`: every pixel the same.
    public static var image: GoldenStrategy { image() }
}

extension GoldenStrategy where Value == JSONValue {
    /// JSON indented by two spaces, compared as text; a failure is a line diff of the two.
    public static var json: GoldenStrategy {
        GoldenStrategy(
            pathExtension: "json", encode: { Array($0.prettyText.utf8) },
            compare: { golden, value in
                let actual = Array(value.prettyText.utf8)
                if golden == actual { return GoldenComparison(verdict: .identical) }
                let diff = LineDiff.text(
                    from: String(decoding: golden, as: UTF8.self),
                    to: String(decoding: actual, as: UTF8.self))
                return GoldenComparison(verdict: .different, message: "the JSON differs (- golden, + actual):\n" + diff)
            })
    }
}

extension GoldenStrategy where Value == ScrollState {
    /// The state as `stretchy state` prints it (SPEC §1), indented.
    public static var json: GoldenStrategy { GoldenStrategy<JSONValue>.json.pullback { $0.json } }
}

extension GoldenStrategy where Value == [PlayedFrame] {
    /// A played motion: the frames of `frames.json` (index, time, file and state, SPEC §3).
    public static var json: GoldenStrategy { GoldenStrategy<JSONValue>.json.pullback { .array($0.map { $0.json }) } }
}
