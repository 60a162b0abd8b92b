import Codecs
import Compare
import Files
import FoundationEssentials
import Raster
import StretchyKit

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
        let golden = try unreadable(goldenPath) { () throws(CompareError) in try CompareFiles.loadFile(atPath: goldenPath) }
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
