import Compare
import Files
import FoundationEssentials
import Glibc
import JSON

/// Golden-file checks that know no test framework.
public enum Golden {
    /// `<folder of sourceFile>/<goldensFolder>/<source file name without .swift>/<name>.<ext>`:
    /// each test file has its own folder, so two files never share a golden. An
    /// `environmentSuffix` is added to the name, `<name>-<suffix>.<ext>` (`GoldenSettings`).
    package static func path(
        named name: String, pathExtension: String = "png", besideSourceFile sourceFile: String,
        goldensFolder: String = "__Goldens__", environmentSuffix: String? = nil
    ) -> String {
        let fileName = FilePath.name(of: sourceFile)
        let stem = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
        return FilePath.join(
            FilePath.join(FilePath.join(FilePath.folder(of: sourceFile), goldensFolder), stem),
            name + (environmentSuffix.map { "-" + $0 } ?? "") + "." + pathExtension)
    }

    /// The path of the next unnamed golden of `function` in `sourceFile`: `<test>.<n>.<ext>`.
    package static func path(
        function: String, pathExtension: String, besideSourceFile sourceFile: String,
        goldensFolder: String = "__Goldens__", environmentSuffix: String? = nil
    ) -> String {
        path(
            named: GoldenNames.next(file: sourceFile, function: function), pathExtension: pathExtension,
            besideSourceFile: sourceFile, goldensFolder: goldensFolder, environmentSuffix: environmentSuffix)
    }

    /// Checks `value` against the golden at `goldenPath` through `strategy`, recording it as
    /// the record mode says (`RecordMode.resolve`: `STRETCHY_RECORD`, `CI`, `settings.record`,
    /// `GoldenScope.record`, `GoldenTrait.current`, else `missing`).
    ///
    /// - Returns: nil when it passes; otherwise why not. On a difference the actual file and
    ///   the diff image go to the artifacts folder as `<golden stem>.actual.<ext>` and
    ///   `<golden stem>.diff.png`, and the failure carries them to be attached; a golden
    ///   re-recorded leaves the diff of what it replaced there too.
    public static func verify<Value>(
        _ value: Value, as strategy: GoldenStrategy<Value>, goldenPath: String,
        settings: GoldenSettings = GoldenSettings(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> GoldenFailure?
    {
        do {
            try check(value, as: strategy, goldenPath: goldenPath, settings: settings, environment: environment)
            return nil
        } catch {
            return error
        }
    }

    /// `verify(_:as:goldenPath:settings:environment:)` as a throwing call.
    public static func check<Value>(
        _ value: Value, as strategy: GoldenStrategy<Value>, goldenPath: String,
        settings: GoldenSettings = GoldenSettings(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    )
        throws(GoldenFailure)
    {
        let (mode, source) = try RecordMode.resolve(environment: environment, call: settings.record)
        // Checked, whatever the verdict: the golden belongs to a test (`stretchy orphans`).
        try GoldenLedgerRecorder.note(goldenPath, environment: environment)
        // `record mode failed, from withGoldens(record:)`: where to look to change it.
        let why = "record mode \(mode.rawValue), \(source)"
        // Encoded only for a file to write: comparing needs no file of the value.
        func actual() throws(GoldenFailure) -> [UInt8] {
            try step(goldenPath, "the actual value for golden '\(goldenPath)'") { try strategy.encode(value) }
        }
        guard PathKind(goldenPath) != .missing else {
            guard mode != .never else {
                throw GoldenFailure(
                    kind: .missingGolden,
                    message: "no golden '\(goldenPath)' (\(why)); record it with STRETCHY_RECORD=missing",
                    goldenPath: goldenPath)
            }
            try write(try actual(), goldenPath, settings)
            throw GoldenFailure(
                kind: .recorded,
                message: "recorded golden '\(goldenPath)' (\(why)); look at it, then run the tests again",
                goldenPath: goldenPath)
        }
        let golden = try step(goldenPath, "golden '\(goldenPath)'") { try CompareFiles.readFile(atPath: goldenPath) }
        let comparison = try step(goldenPath, "golden '\(goldenPath)'") { try strategy.compare(golden, value) }
        let stem = stem(of: goldenPath, pathExtension: strategy.pathExtension)
        switch (comparison.verdict, mode) {
        case (.identical, _), (.withinTolerance, .never), (.withinTolerance, .missing), (.withinTolerance, .failed):
            return
        case (.withinTolerance, .all), (.different, .all), (.different, .failed):
            // What was replaced, and where its diff is, so that a re-recording is looked at.
            let diff = try leave(
                comparison.attachments, stem: stem, goldenPath: goldenPath, settings: settings,
                environment: environment)["diff.png"]
            try write(try actual(), goldenPath, settings)
            let what = comparison.message.isEmpty ? "" : ", which differed: " + comparison.message
            let files = diff.map { "; diff of what it replaced: \($0)" } ?? ""
            throw GoldenFailure(
                kind: .recorded,
                message: what.contains("\n")
                    ? "re-recorded golden '\(goldenPath)' (\(why))\(files); look at it, then run the tests again\n"
                        + comparison.message
                    : "re-recorded golden '\(goldenPath)' (\(why))\(what)\(files); look at it, then run the tests again",
                goldenPath: goldenPath, diffPath: diff)
        case (.different, .never), (.different, .missing):
            break
        }
        let attachments =
            [
                GoldenAttachment(suffix: "golden." + strategy.pathExtension, bytes: golden),
                GoldenAttachment(suffix: "actual." + strategy.pathExtension, bytes: try actual()),
            ] + comparison.attachments
        let written = try leave(
            Array(attachments.dropFirst()), stem: stem, goldenPath: goldenPath, settings: settings,
            environment: environment)
        let actualPath = written["actual." + strategy.pathExtension], diffPath = written["diff.png"]
        let files = "actual: \(actualPath ?? "")" + (diffPath.map { ", diff: \($0)" } ?? "")
        let note = environmentNote(goldenPath: goldenPath, settings: settings).map { "\nNote: " + $0 } ?? ""
        let message =
            comparison.message.contains("\n")
            ? "golden '\(goldenPath)': \(files) (if the change is intended, re-record with STRETCHY_RECORD=failed)\n"
                + comparison.message
            : "golden '\(goldenPath)': \(comparison.message); \(files) "
                + "(if the change is intended, re-record with STRETCHY_RECORD=failed)"
        throw GoldenFailure(
            kind: .different, message: message + note, goldenPath: goldenPath, actualPath: actualPath,
            diffPath: diffPath, attachments: attachments)
    }

    /// Where failures leave their files when neither `GoldenSettings.artifactsFolder` nor
    /// `STRETCHY_ARTIFACTS` says: `<temporary folder>/stretchy-artifacts-<uid>`, the same folder
    /// for every check and every run of the user (a file is replaced by the next failure of its
    /// golden), so that failures do not pile up a folder each.
    package static var defaultArtifactsFolder: String {
        FilePath.join(FileManager.default.temporaryDirectory.path, "stretchy-artifacts-\(getuid())")
    }

    /// Writes `bytes` as the golden, and the settings' environment as the goldens'
    /// `environment.json`.
    private static func write(_ bytes: [UInt8], _ goldenPath: String, _ settings: GoldenSettings)
        throws(GoldenFailure)
    {
        try step(goldenPath, "golden '\(goldenPath)'") { try CompareFiles.write(bytes, to: goldenPath) }
        if let environment = settings.environment {
            let path = environmentPath(besideGolden: goldenPath, goldensFolder: settings.goldensFolder)
            try step(goldenPath, "'\(path)'") { try CompareFiles.write(Array(environment.prettyText.utf8), to: path) }
        }
    }

    /// Writes each attachment as `<stem>.<suffix>` in the artifacts folder.
    ///
    /// - Returns: the paths written, by suffix.
    private static func leave(
        _ attachments: [GoldenAttachment], stem: String, goldenPath: String, settings: GoldenSettings,
        environment: [String: String]
    ) throws(GoldenFailure) -> [String: String] {
        let artifacts =
            settings.artifactsFolder ?? environment["STRETCHY_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? defaultArtifactsFolder
        var written: [String: String] = [:]
        for attachment in attachments {
            let path = FilePath.join(artifacts, stem + "." + attachment.suffix)
            try step(goldenPath, "golden '\(goldenPath)'") { try CompareFiles.write(attachment.bytes, to: path) }
            written[attachment.suffix] = path
        }
        return written
    }

    /// `environment.json` of the goldens folder a golden is in: `__Goldens__/environment.json`
    /// for `__Goldens__/<test file>/<name>.png`, else beside the golden.
    static func environmentPath(besideGolden goldenPath: String, goldensFolder: String) -> String {
        let folder = FilePath.folder(of: goldenPath)
        let parent = FilePath.folder(of: folder)
        return FilePath.join(FilePath.name(of: parent) == goldensFolder ? parent : folder, "environment.json")
    }

    /// What differs between the goldens' recorded environment and `current`; nil when nothing
    /// does, or either is unknown.
    private static func environmentNote(goldenPath: String, settings: GoldenSettings) -> String? {
        let path = environmentPath(besideGolden: goldenPath, goldensFolder: settings.goldensFolder)
        guard let current = settings.environment, let bytes = try? CompareFiles.readFile(atPath: path),
            let recorded = try? JSONValue(parsing: String(decoding: bytes, as: UTF8.self))
        else { return nil }
        return EnvironmentNote.text(
            recorded: recorded, current: current, recordedAs: "goldens recorded with", currentAs: "this run has")
    }

    /// The golden's file name without its extension: what its artifacts are named after.
    static func stem(of goldenPath: String, pathExtension: String) -> String {
        let name = FilePath.name(of: goldenPath)
        return name.hasSuffix("." + pathExtension) ? String(name.dropLast(pathExtension.count + 1)) : name
    }

    /// Runs a step, reporting its failure against the golden.
    private static func step<T>(_ goldenPath: String, _ what: String, _ body: () throws -> T)
        throws(GoldenFailure) -> T
    {
        do {
            return try body()
        } catch {
            throw GoldenFailure(kind: .unreadable, message: "\(what): \(error)", goldenPath: goldenPath)
        }
    }
}
