// StretchyTesting — golden-frame assertions for Swift test suites, in the manner of
// swift-snapshot-testing: a frame (or any PNG) is compared with a PNG committed beside the
// tests, recorded when missing, and a failure leaves the actual image and a diff to look at.
//
// Design note
// - One core that knows no test framework: `Golden.verify` returns nil or a `GoldenFailure`
//   (a value with the message and the paths), and `Golden.check` throws it. The framework
//   helpers are one line each on top: `expectGolden` records a Swift Testing `Issue`,
//   `XCTAssertGolden` calls `XCTFail`. Both frameworks import from a library target on Linux
//   with Swift 6.3 (checked), so one module serves both; a client links both runtimes, which
//   any `swift test` run has anyway.
// - Comparison is the Compare module's pixelmatch with exact defaults (threshold 0, max-diff 0),
//   since stretchy renders the same bytes for the same input; `CompareSettings` can relax it.
// - Record modes from `STRETCHY_RECORD` (`missing`, `all`, `never`): `missing` by default so a
//   new test records its golden on the first run, and `never` when `CI` is set, so CI cannot
//   pass by recording. A recording run fails, as swift-snapshot-testing's does: a run that
//   wrote goldens must never be mistaken for one that checked them.
// - Rejected: re-recording on a failure in `missing` mode (it would hide regressions), and
//   writing artifacts beside the goldens (they would end up committed).
import Codecs
import Compare
import Files
import FoundationEssentials
import Raster
import StretchyKit

/// When goldens are written (`STRETCHY_RECORD`).
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write the goldens that do not exist yet (and fail saying so); compare the others.
    case missing
    /// Rewrite every golden (and fail saying so).
    case all
    /// Never write; a missing golden is a failure.
    case never

    /// The mode the environment asks for: `STRETCHY_RECORD` when set and not empty, else
    /// `never` when `CI` is set and not empty, else `missing`.
    public static func from(environment: [String: String]) throws(GoldenFailure) -> RecordMode {
        if let word = environment["STRETCHY_RECORD"], !word.isEmpty {
            guard let mode = RecordMode(rawValue: word) else {
                throw GoldenFailure(kind: .badEnvironment, message: "STRETCHY_RECORD='\(word)' is not missing, all or never")
            }
            return mode
        }
        return environment["CI", default: ""].isEmpty ? .missing : .never
    }
}

/// How a golden is checked.
public struct GoldenSettings: Sendable {
    /// How images are compared and how many differing pixels pass. Default: threshold 0,
    /// anti-aliasing still detected as pixelmatch does, max-diff 0.
    public var compare: CompareSettings
    /// When goldens are written; nil reads `STRETCHY_RECORD` and `CI` (`RecordMode.from`).
    public var record: RecordMode?
    /// Where a failure leaves the actual and diff images; nil is `$STRETCHY_ARTIFACTS` when
    /// set, else a new folder under the system's temporary folder. The message names it.
    public var artifactsFolder: String?

    public init(compare: CompareSettings = CompareSettings(options: PixelMatchOptions(threshold: 0)),
                record: RecordMode? = nil, artifactsFolder: String? = nil) {
        self.compare = compare
        self.record = record
        self.artifactsFolder = artifactsFolder
    }
}

/// Why a golden check failed: `description` is the whole message a test reports.
public struct GoldenFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The images differ (pixels beyond the limit, or sizes).
        case different
        /// The golden was written (record mode `missing` or `all`).
        case recorded
        /// There is no golden and the mode forbids recording it.
        case missingGolden
        /// The golden or the actual PNG cannot be read, or an artifact cannot be written.
        case unreadable
        /// `STRETCHY_RECORD` holds an unknown word.
        case badEnvironment
    }

    public let kind: Kind
    /// One line naming the golden file and, for a difference, the pixel count and the paths.
    public let message: String
    /// The golden file.
    public var goldenPath: String?
    /// Differing pixels counted (nil unless `kind` is `.different` with equal sizes).
    public var differentPixels: Int?
    /// Where the actual image was written on a difference.
    public var actualPath: String?
    /// Where the diff image was written on a difference of pixels.
    public var diffPath: String?

    public init(kind: Kind, message: String, goldenPath: String? = nil, differentPixels: Int? = nil,
                actualPath: String? = nil, diffPath: String? = nil) {
        self.kind = kind
        self.message = message
        self.goldenPath = goldenPath
        self.differentPixels = differentPixels
        self.actualPath = actualPath
        self.diffPath = diffPath
    }

    public var description: String { message }
}

/// Golden-file checks that know no test framework.
public enum Golden {
    /// `<folder of sourceFile>/Golden/<name>.png`: where a test's goldens sit beside it.
    public static func path(named name: String, besideSourceFile sourceFile: String) -> String {
        FilePath.join(FilePath.join(FilePath.folder(of: sourceFile), "Golden"), name + ".png")
    }

    /// Checks `image` against the golden PNG at `goldenPath`, recording the golden as
    /// `settings.record` says.
    ///
    /// - Returns: nil when `image` matches; otherwise why not. On a difference the actual PNG
    ///   goes to `<artifacts>/<golden name>.actual.png` and, when the sizes match, the diff to
    ///   `<artifacts>/<golden name>.diff.png`.
    public static func verify(_ image: some GoldenImage, goldenPath: String, settings: GoldenSettings = GoldenSettings(),
                              environment: [String: String] = ProcessInfo.processInfo.environment) -> GoldenFailure? {
        do {
            try check(image, goldenPath: goldenPath, settings: settings, environment: environment)
            return nil
        } catch {
            return error
        }
    }

    /// `verify(_:goldenPath:settings:environment:)` as a throwing call.
    public static func check(_ image: some GoldenImage, goldenPath: String, settings: GoldenSettings = GoldenSettings(),
                             environment: [String: String] = ProcessInfo.processInfo.environment) throws(GoldenFailure) {
        let actual: [UInt8]
        do {
            actual = try image.goldenPNG()
        } catch {
            throw GoldenFailure(kind: .unreadable, message: "the actual image for golden '\(goldenPath)': \(error)",
                                goldenPath: goldenPath)
        }
        let mode: RecordMode
        if let chosen = settings.record { mode = chosen } else { mode = try RecordMode.from(environment: environment) }
        let exists = PathKind(goldenPath) != .missing
        if mode == .all || (mode == .missing && !exists) {
            try unreadable(goldenPath) { () throws(CompareError) in try CompareFiles.write(actual, to: goldenPath) }
            throw GoldenFailure(kind: .recorded, message: "recorded golden '\(goldenPath)' (STRETCHY_RECORD=\(mode.rawValue)); "
                                + "look at it, then run the tests again", goldenPath: goldenPath)
        }
        guard exists else {
            throw GoldenFailure(kind: .missingGolden, message: "no golden '\(goldenPath)' (STRETCHY_RECORD=never"
                                + (environment["CI", default: ""].isEmpty ? "" : ", since CI is set")
                                + "); record it with STRETCHY_RECORD=missing", goldenPath: goldenPath)
        }
        let golden = try unreadable(goldenPath) { () throws(CompareError) in try CompareFiles.load(goldenPath) }
        let image: RGBAImage
        do throws(CodecError) {
            image = try PNGDecoder.decode(actual)
        } catch {
            throw GoldenFailure(kind: .unreadable, message: "the actual image for golden '\(goldenPath)' is not a PNG: \(error)",
                                goldenPath: goldenPath)
        }
        let compare = settings.compare
        let result: PixelMatchResult
        do throws(IgnoreError) {
            result = try PixelMatch.compare(golden, image, options: compare.options, ignoring: compare.ignore, diff: true)
        } catch {
            throw GoldenFailure(kind: .unreadable, message: "golden '\(goldenPath)': \(error)", goldenPath: goldenPath)
        }
        guard result.exceeds(compare.maxDiff) else { return }

        let artifacts = settings.artifactsFolder ?? environment["STRETCHY_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FilePath.join(FileManager.default.temporaryDirectory.path, "stretchy-artifacts-\(UUID().uuidString)")
        let stem = String(FilePath.name(of: goldenPath).dropLast(FilePath.name(of: goldenPath).hasSuffix(".png") ? 4 : 0))
        let actualPath = FilePath.join(artifacts, stem + ".actual.png")
        try unreadable(goldenPath) { () throws(CompareError) in try CompareFiles.write(actual, to: actualPath) }
        var diffPath: String?
        if let diff = result.diff {
            try unreadable(goldenPath) { () throws(CompareError) in
                try CompareFiles.writeDiff(diff, named: stem + ".diff.png", in: artifacts)
            }
            diffPath = FilePath.join(artifacts, stem + ".diff.png")
        }
        let what = result.sizeMismatch
            ? "sizes differ (golden \(result.width)×\(result.height), actual \(result.actualWidth)×\(result.actualHeight))"
            : "\(result.differentPixels) of \(result.totalPixels) pixels differ "
                + "(allowed \(compare.maxDiff.allowedPixels(ofTotal: result.totalPixels)))"
        throw GoldenFailure(kind: .different,
                            message: "golden '\(goldenPath)': \(what); actual: \(actualPath)"
                                + (diffPath.map { ", diff: \($0)" } ?? "")
                                + " (if the change is intended, re-record with STRETCHY_RECORD=all)",
                            goldenPath: goldenPath, differentPixels: result.sizeMismatch ? nil : result.differentPixels,
                            actualPath: actualPath, diffPath: diffPath)
    }

    /// Runs a file step, reporting its failure against the golden.
    private static func unreadable<T>(_ goldenPath: String, _ step: () throws(CompareError) -> T) throws(GoldenFailure) -> T {
        do {
            return try step()
        } catch {
            throw GoldenFailure(kind: .unreadable, message: "golden '\(goldenPath)': \(error)", goldenPath: goldenPath)
        }
    }
}

/// Something a golden PNG is checked against: PNG bytes as they are (`[UInt8]`), or a rendered
/// `StretchyFrame` as `stretchy frame` would write it.
public protocol GoldenImage {
    /// The PNG bytes recorded as the golden and compared with it.
    func goldenPNG() throws -> [UInt8]
}

extension Array: GoldenImage where Element == UInt8 {
    public func goldenPNG() -> [UInt8] { self }
}

extension StretchyFrame: GoldenImage {
    public func goldenPNG() throws -> [UInt8] { try png() }
}
