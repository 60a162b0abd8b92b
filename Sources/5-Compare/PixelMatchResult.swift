import JSON
import Raster

/// The outcome of comparing two images (SPEC §3 `compare --json` on two files).
public struct PixelMatchResult: Sendable, Equatable {
    /// Pixels counted as different (anti-aliased ones excluded unless `includeAA`); 0 when the
    /// sizes differ, since no pixel was compared.
    public let differentPixels: Int
    /// `width · height`.
    public let totalPixels: Int
    /// Width of the expected (first) image.
    public let width: Int
    /// Height of the expected (first) image.
    public let height: Int
    /// Same size and byte-identical RGBA data. Stricter than `differentPixels == 0`, which a
    /// threshold or anti-aliasing can also give.
    public let identical: Bool
    /// The two images differ in size; nothing else was compared and there is no diff image.
    public let sizeMismatch: Bool
    /// The diff image when one was asked for and the sizes match.
    public let diff: RGBAImage?

    public init(differentPixels: Int, totalPixels: Int, width: Int, height: Int,
                identical: Bool, sizeMismatch: Bool, diff: RGBAImage?) {
        self.differentPixels = differentPixels
        self.totalPixels = totalPixels
        self.width = width
        self.height = height
        self.identical = identical
        self.sizeMismatch = sizeMismatch
        self.diff = diff
    }

    /// Whether this result fails `--max-diff N` (SPEC §3 exit code 1): a size mismatch, or more
    /// than `maxDiff` differing pixels.
    public func exceeds(maxDiff: Int) -> Bool {
        sizeMismatch || differentPixels > maxDiff
    }

    /// `{"differentPixels": …, "totalPixels": …, "width": …, "height": …, "identical": …,
    /// "sizeMismatch": …}`, keys in SPEC order.
    public var json: JSONValue { .object(jsonFields) }

    /// The members of `json`, so a folder entry can put `"name"` first.
    var jsonFields: [(key: String, value: JSONValue)] {
        [("differentPixels", .number(Double(differentPixels))), ("totalPixels", .number(Double(totalPixels))),
         ("width", .number(Double(width))), ("height", .number(Double(height))),
         ("identical", .bool(identical)), ("sizeMismatch", .bool(sizeMismatch))]
    }
}
