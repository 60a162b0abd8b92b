import Codecs
import Files
import JSON
import Raster
import Wording

/// Two animations compared frame by frame, each frame with its delay (SPEC §4 "Animations";
/// Paparazzi's `ApngVerifier` does the same for its APNG goldens): APNGs, GIFs, WebPs, a still
/// PNG, or a render's folder of frames (`RenderedFrames`), in any pairing.
///
/// Both are played on one clock, `fps` frames a second (the least common multiple of the two
/// sides' own), and cut into stretches in which each side shows one picture: each stretch is
/// one pair of `frames`, named after the frame of `fps` it starts at (`frame_0012.png`, as
/// `render` names its files), compared as `compare` compares two files, and its evidence
/// written the same way (`FolderComparison.Evidence`). The part one side plays after the other
/// ended is a lone file of that side. Frames are decoded one stretch at a time, a few pairs per
/// batch, so memory holds a few frames, never the animation.
package struct AnimationComparison: Sendable {
    /// One side: its path, the frame rate it declares (`AnimationFrames.frameRate`: nil for a
    /// GIF, a WebP or a still image) and how many frames it plays at that rate (nil without one).
    package struct Side: Sendable, Equatable {
        package let path: String
        package let fps: Int?
        package let frames: Int?
    }

    package let expected: Side
    package let actual: Side
    /// The rate both are played at.
    package let fps: Int
    /// The stretches compared, as pairs of files and lone files.
    package let frames: FolderComparison
    /// How many frames at `fps` each stretch of `frames` lasts, by name.
    package let length: [String: Int]
    /// The difference of each stretch as an APNG at `fps` (pixelmatch's diff image, a lone
    /// stretch's against transparency), when asked for and the two sides are of one size.
    package let delta: [UInt8]?

    /// The rate above which the two sides' rates cannot be played together (APNG's 16-bit delay
    /// denominator holds the delta's).
    package static let maxFPS = Int(UInt16.max)
    /// Pairs decoded and compared at once.
    static let batchSize = 8

    /// Whether the two declared frame rates differ (a GIF, a WebP or a still image declares none).
    package var fpsDiffer: Bool {
        guard let expectedFPS = expected.fps, let actualFPS = actual.fps else { return false }
        return expectedFPS != actualFPS
    }

    /// Frames at `fps`, all of them, and those of stretches that differ or are on one side only.
    package var totalFrames: Int { length.values.reduce(0, +) }
    package var differentFrames: Int {
        let names =
            frames.files.filter { $0.status == .different }.map(\.name) + frames.onlyInExpected
            + frames.onlyInActual
        return names.reduce(0) { $0 + (length[$1] ?? 0) }
    }

    /// Failed when a stretch could not be compared, else different when the rates, the frame
    /// counts or a stretch differ.
    package var status: CompareStatus {
        if frames.status == .failed { return .failed }
        return fpsDiffer || countsDiffer || frames.status == .different ? .different : .match
    }

    /// Whether the two frame counts differ, both sides declaring a frame rate.
    package var countsDiffer: Bool {
        guard let expectedFrames = expected.frames, let actualFrames = actual.frames else { return false }
        return expectedFrames != actualFrames
    }

    /// The console's lines: the rates and counts that differ, each stretch that differs and
    /// each lone one, then `N of M frames differ`.
    package var lines: [String] {
        var lines: [String] = []
        if fpsDiffer, let expectedFPS = expected.fps, let actualFPS = actual.fps {
            lines.append("Mismatched fps: expected \(expectedFPS), actual \(actualFPS)")
        }
        if countsDiffer, let expectedFrames = expected.frames, let actualFrames = actual.frames {
            lines.append("Mismatched frame count: expected \(expectedFrames), actual \(actualFrames)")
        }
        let lasting = { (name: String) in (self.length[name] ?? 1) > 1 ? " (\(self.length[name] ?? 1) frames)" : "" }
        for file in frames.files where file.status == .different {
            lines.append("\(file.name)\(lasting(file.name)): \(file.result.summary(allowedBy: frames.settings))")
        }
        for name in frames.onlyInExpected { lines.append("\(name)\(lasting(name)): only in \(expected.path)") }
        for name in frames.onlyInActual { lines.append("\(name)\(lasting(name)): only in \(actual.path)") }
        lines.append("\(differentFrames) of \(Plural.count(totalFrames, "frame")) differ")
        return lines
    }

    /// `compare --json`'s document for two animations: the comparison's, with `animation`.
    package var json: JSONValue {
        let side = { (side: Side) in
            JSONValue.object([
                ("fps", side.fps.map { JSONValue.number(Double($0)) } ?? .null),
                ("frames", side.frames.map { JSONValue.number(Double($0)) } ?? .null),
            ])
        }
        let animation = JSONValue.object([
            ("fps", .number(Double(fps))), ("expected", side(expected)), ("actual", side(actual)),
            ("differentFrames", .number(Double(differentFrames))), ("totalFrames", .number(Double(totalFrames))),
        ])
        guard case .object(let members) = frames.json else { return frames.json }
        return .object(members + [("animation", animation)])
    }

    /// Opens `path` as an animation: a folder of frames, or a file `AnimationDecoder` reads.
    package static func open(_ path: String) throws(CompareError) -> any AnimationFrames {
        if PathKind(path) == .folder { return try RenderedFrames(folder: path) }
        let bytes = try CompareFiles.readFile(atPath: path)
        let frames: (any AnimationFrames)?
        do throws(CodecError) {
            frames = try AnimationDecoder.open(bytes)
        } catch {
            throw .undecodable(path: path, reason: error.description)
        }
        guard let frames else {
            throw .undecodable(path: path, reason: bytes.isEmpty ? "empty file" : "not a PNG, GIF or WebP file")
        }
        return frames
    }

    /// Compares the animations at `expectedPath` and `actualPath` (files or folders of frames),
    /// writing `evidence` of each stretch that differs, and drawing the `delta` APNG when asked.
    /// - Throws: `CompareError` when a side cannot be read or decoded, or the two rates cannot
    ///   be played together.
    package static func compare(
        expected expectedPath: String, actual actualPath: String, settings: CompareSettings = CompareSettings(),
        evidence: FolderComparison.Evidence = .none, delta: Bool = false
    ) throws -> AnimationComparison {
        try compare(
            (try open(expectedPath), expectedPath), (try open(actualPath), actualPath), settings: settings,
            evidence: evidence, delta: delta)
    }

    /// Compares two animations already opened, each named by `path` in messages and the result.
    package static func compare(
        _ expected: (frames: any AnimationFrames, path: String), _ actual: (frames: any AnimationFrames, path: String),
        settings: CompareSettings = CompareSettings(), evidence: FolderComparison.Evidence = .none, delta: Bool = false
    ) throws -> AnimationComparison {
        let sources = (expected.frames, actual.frames)
        let bases = (sources.0.timeBase ?? sources.1.timeBase ?? 1, sources.1.timeBase ?? sources.0.timeBase ?? 1)
        let fps = bases.0 / gcd(bases.0, bases.1) * bases.1
        guard fps <= maxFPS else {
            throw CompareError.undecodable(
                path: actual.path,
                reason: "its \(bases.1) frames a second and the \(bases.0) of \(Excerpt.quoted(expected.path)) "
                    + "play together only at \(fps), above \(maxFPS)")
        }
        var walk = AnimationWalk(
            expected: .init(sources.0, path: expected.path, scale: fps / bases.0),
            actual: .init(sources.1, path: actual.path, scale: fps / bases.1),
            settings: settings, evidence: evidence, delta: delta && sameSize(sources.0, sources.1) ? fps : nil)
        try walk.run()
        let frames = FolderComparison(
            expectedFolder: expected.path, actualFolder: actual.path, settings: settings, shard: nil,
            files: walk.files, onlyInExpected: walk.onlyInExpected, onlyInActual: walk.onlyInActual,
            seconds: walk.seconds)
        return AnimationComparison(
            expected: Side(
                path: expected.path, fps: sources.0.frameRate,
                frames: sources.0.frameRate == nil ? nil : walk.expected.frames),
            actual: Side(
                path: actual.path, fps: sources.1.frameRate,
                frames: sources.1.frameRate == nil ? nil : walk.actual.frames),
            fps: fps, frames: frames, length: walk.length, delta: walk.deltaFile())
    }

    private static func sameSize(_ a: any AnimationFrames, _ b: any AnimationFrames) -> Bool {
        a.width == b.width && a.height == b.height
    }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
