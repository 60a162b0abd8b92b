import Codecs
import Compare
import Raster

/// What a strategy's comparison of a golden file with the actual value found.
public struct GoldenComparison: Sendable, Equatable {
    /// The three outcomes that decide whether a golden passes and whether it may be rewritten.
    public enum Verdict: Sendable, Equatable {
        /// The same content (the same pixels, the same text): never rewritten, whatever the mode.
        case identical
        /// Not the same, within the tolerance: passes; only record mode `all` rewrites it.
        case withinTolerance
        /// Beyond the tolerance: fails; record modes `failed` and `all` rewrite it.
        case different
    }

    /// The outcome.
    public var verdict: Verdict
    /// What differs, one line or a line diff: for `different`, and for images `withinTolerance`
    /// (the count a re-recording names); empty otherwise.
    public var message: String
    /// Files besides the golden and the actual value that show the difference (a diff image).
    public var attachments: [GoldenAttachment]

    /// An outcome, with what differs and the files that show it when it is `different`.
    public init(verdict: Verdict, message: String = "", attachments: [GoldenAttachment] = []) {
        self.verdict = verdict
        self.message = message
        self.attachments = attachments
    }

    /// Two images compared as SPEC §4 compares them (pixelmatch, then `tolerance`'s limits):
    /// identical pixels are `identical` whatever bytes they came from, so an encoder change
    /// rewrites no golden. `different` attaches pixelmatch's diff image (`diff.png`) when the
    /// sizes match. For strategies of one's own over images.
    public static func images(_ golden: RGBAImage, _ actual: RGBAImage, tolerance: GoldenTolerance) throws
        -> GoldenComparison
    {
        let settings = tolerance.compareSettings
        // Without a diff image first: identical pixels are one memcmp, where drawing the diff
        // visits every pixel. The diff is drawn only for a failure.
        let verdict = try PixelMatch.compare(golden, actual, options: settings.options, ignoring: settings.ignore)
        if verdict.identical { return GoldenComparison(verdict: .identical) }
        guard settings.fails(verdict) else {
            return GoldenComparison(verdict: .withinTolerance, message: verdict.summary(allowedBy: settings))
        }
        let result = try PixelMatch.compare(
            golden, actual, options: settings.options, ignoring: settings.ignore,
            diff: true)
        let message = result.summary(allowedBy: settings)
        let diff = try result.diff.map { image in
            GoldenAttachment(suffix: "diff.png", bytes: try PNGEncoder(compression: .fast).encodeRGBA(image))
        }
        return GoldenComparison(verdict: .different, message: message, attachments: diff.map { [$0] } ?? [])
    }

    /// Two animated files (APNG, GIF or WebP, in any pairing) compared frame by frame, each frame
    /// with its delay, as `stretchy compare` compares them (SPEC §4 "Animations"): `different`
    /// when the frame rates, the frame counts or a frame's pixels differ beyond `tolerance`, its
    /// message the lines `compare` prints (`Mismatched fps: expected 30, actual 60`, …, `N of M
    /// frames differ`) joined by `; `, and the delta APNG (each frame's diff image) attached as
    /// `diff.png`; `identical` when every frame has the same pixels for the same time.
    public static func animations(_ golden: [UInt8], _ actual: [UInt8], tolerance: GoldenTolerance) throws
        -> GoldenComparison
    {
        func open(_ bytes: [UInt8], _ name: String) throws -> (frames: any AnimationFrames, path: String) {
            guard let frames = try AnimationDecoder.open(bytes) else {
                throw CompareError.undecodable(path: name, reason: "not a PNG, GIF or WebP file")
            }
            return (frames, name)
        }
        let result = try AnimationComparison.compare(
            try open(golden, "golden"), try open(actual, "actual"), settings: tolerance.compareSettings, delta: true)
        if let error = result.frames.files.compactMap(\.error).first {
            throw CompareError.undecodable(path: "actual", reason: error)
        }
        let message = result.lines.joined(separator: "; ")
        switch result.status {
        case .match where result.frames.files.allSatisfy(\.result.identical):
            return GoldenComparison(verdict: .identical)
        case .match, .failed:
            return GoldenComparison(verdict: .withinTolerance, message: message)
        case .different:
            let delta = result.delta.map { [GoldenAttachment(suffix: "diff.png", bytes: $0)] } ?? []
            return GoldenComparison(verdict: .different, message: message, attachments: delta)
        }
    }
}
