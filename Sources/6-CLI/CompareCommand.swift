import ArgumentParsing
import Codecs
import Compare
import Export
import Files
import FoundationEssentials
import JSON
import Raster
import Wording

/// `stretchy compare`: pixelmatch 7.2.0's comparison of two PNG files or two folders of them.
enum CompareCommand {
    /// The options of `compare`.
    enum Options {
        static let threshold: Option<Double> = .decimal(
            "threshold", "T",
            help: "Colour difference tolerated, 0…1 (0 = exact). "
                + "Default: 0.1; 0 when --precision or --perceptual-precision is given without --include-aa.",
            in: 0...1, allowed: "0…1")
        static let includeAA = Flag(
            "include-aa",
            help: "Count anti-aliased pixels as differences too "
                + "(on when --precision or --perceptual-precision is given without --threshold).")
        static let alpha: Option<Double> = .decimal(
            "alpha", "A", help: "Opacity of the unchanged image in the diff, 0…1. Default: 0.1.", in: 0...1,
            allowed: "0…1")
        static let diff: Option<String> = .text(
            "diff", "FILE|DIR",
            help: "Write the difference image, a .png file (for folders: a folder of them, one per differing file; "
                + "for animations: an APNG of each frame's difference).")
        static let diffMask = Flag("diff-mask", help: "Draw only the differing pixels, on transparency.")
        static let noCheckerboard = Flag(
            "no-checkerboard", help: "Blend translucent pixels over white instead of a checkerboard.")
        static let diffColor: Option<Color> = .color(
            "diff-color", help: "Colour of differing pixels. Default: 255,0,0.")
        static let aaColor: Option<Color> = .color(
            "aa-color", help: "Colour of anti-aliased pixels. Default: 255,255,0.")
        static let diffColorAlt: Option<Color> = .color(
            "diff-color-alt", help: "Colour of differing pixels that are darker in ACTUAL. Default: as --diff-color.")
        static let maxDiff = Option(
            "max-diff", "N|P%",
            help:
                "Differing pixels allowed per image before exit 1: a count, or a share of its pixels (1%, 0.25%). Default: 0.",
            reading: DiffLimit.init(parsing:))
        static let precision: Option<Double> = .decimal(
            "precision", "P",
            help: "Share of each image's pixels that must match, 0…1, judged as swift-snapshot-testing judges "
                + "(every changed pixel counts; see --threshold). Default: 1.",
            in: 0...1, allowed: "0…1")
        static let perceptualPrecision: Option<Double> = .decimal(
            "perceptual-precision", "Q",
            help: "A changed pixel still matches when its colour difference (CIE ΔE94) is at most (1 − Q)·100, 0…1, "
                + "as swift-snapshot-testing's perceptualPrecision. Default: 1.",
            in: 0...1, allowed: "0…1")
        static let ignore = RepeatedOption(
            Option(
                "ignore", "X,Y,W,H[pt]",
                help: "Leave out a rectangle from the top-left corner, in device pixels, or in points with 'pt' "
                    + "(see --scale): not counted, hatched blue in the diff. Repeat for more.",
                reading: IgnoreRegion.init(parsing:)))
        static let ignoreStatusBar = Flag(
            "ignore-status-bar",
            help: "Leave out the status bar and the home indicator, where frames.json beside the frames records them.")
        static let scale: Option<Int> = .wholeNumber(
            "scale", "1|2|3",
            help: "Device pixels per point, for --ignore in points. "
                + "Default: frames.json's beside EXPECTED, else ACTUAL.",
            in: 1...3, allowed: "1, 2 or 3")
        static let shard = Option(
            "shard", "K/N", help: "Compare only shard K of N: the pairs whose path hashes to it (see 'merge-reports').",
            reading: Shard.init(parsing:))
        static let mask: Option<String> = .text(
            "mask", "FILE", help: "Leave out the pixels where this PNG, the images' size, has alpha 128 or more.")
        static let report: Option<String> = .text(
            "report", "DIR", help: "Write an HTML report: DIR/index.html and the images of each differing pair.")
        static let junit: Option<String> = .text("junit", "FILE", help: "Write JUnit XML, one test case per pair.")
        static let summary: Option<String> = .text(
            "summary", "FILE.md",
            help: "Write a Markdown summary (counts, groups of one cause, the most different files, how to accept), "
                + "for a CI job's page ($GITHUB_STEP_SUMMARY).")
        static let json = Flag("json", help: "Print the result as JSON.")
        static let accept = RepeatedOption(
            Option<String>.text(
                "accept", "PATTERN",
                help: "Copy the actual file of each failing pair whose path matches PATTERN ('*', 'frame_00*.png') "
                    + "over its golden in EXPECTED, atomically, and rewrite EXPECTED/frames.json to match "
                    + "(folders only). Repeat for more."))
        static let environmentSuffix = Option(
            "environment-suffix", "NAME",
            help: "Compare with the goldens of one environment: EXPECTED-NAME for a folder, EXPECTED's "
                + "file-NAME.png for a file.",
            parse: { text throws(InvalidValue) in
                guard !text.isEmpty, !text.contains("/") else { throw InvalidValue("a suffix is a name, without '/'") }
                return text
            })
        static let force = Flag(
            "force",
            help: "Write into a --diff or --report folder that holds files stretchy did not write (they are kept).")
    }

    static let spec = CommandSpec(
        name: "compare",
        overview:
            "Compare two PNG files, two folders of them, or two animations (APNG, GIF, WebP) frame by frame, "
            + "pixel by pixel (pixelmatch's algorithm).",
        positionals: [
            ("EXPECTED", "The reference PNG, a folder of them, or an animation (APNG, GIF, WebP)."),
            (
                "ACTUAL",
                "The PNG to check, a folder of them (files are paired by relative path), "
                    + "or an animation or a render's folder of frames."
            ),
        ],
        options: [
            Options.threshold, Options.includeAA, Options.alpha, Options.diff, Options.diffMask,
            Options.noCheckerboard, Options.diffColor, Options.aaColor, Options.diffColorAlt, Options.maxDiff,
            Options.precision, Options.perceptualPrecision, Options.ignore, Options.ignoreStatusBar,
            Options.scale, Options.mask, Options.shard, Options.report, Options.junit, Options.summary, Options.json,
            Options.force, Options.accept, Options.environmentSuffix,
        ],
        discussion:
            "EXIT: 0 within --max-diff or --precision; 1 more pixels differ, sizes differ, a file is missing on one side, or two animations differ in fps or frame count; 2 a file cannot be read or compared (every other pair is still compared and reported); 64 usage.",
        examples: [
            (
                "stretchy compare golden/frame_0010.png out/frame_0010.png --diff diff.png",
                "One frame, with a picture of the differences"
            ),
            (
                "stretchy compare golden.png out.png --diff delta.png",
                "Two APNGs (or GIFs, WebPs) frame by frame, each with its delay; an APNG of the differences"
            ),
            (
                "stretchy compare golden/ out/ --json --max-diff 0.1%",
                "Whole render folders, tolerating 0.1% of each frame"
            ),
            (
                "stretchy compare golden/ out/ --ignore-status-bar --report report --junit compare.xml",
                "In CI: the status bar left out (as frames.json records it), an HTML report and JUnit XML"
            ),
            (
                "stretchy compare golden/ out/ --ignore 0,0,375,20pt --scale 2",
                "The top 20 points of @2x frames left out"
            ),
            (
                "stretchy compare golden/ out/ --shard 2/4 --report shard-2",
                "The second of four machines; see merge-reports"
            ),
            (
                "stretchy compare golden/ out/ --accept 'frame_001*.png'",
                "After looking at the report: those frames become the goldens"
            ),
        ])

    /// pixelmatch's options as the command line sets them.
    static func pixelMatchOptions(_ arguments: ParsedArguments) throws -> PixelMatchOptions {
        let precision = try arguments[Options.precision]
        let perceptualPrecision = try arguments[Options.perceptualPrecision]
        let threshold = try arguments[Options.threshold]
        // swift-snapshot-testing's numbers judge as it does, unless pixelmatch's own knobs are
        // given too (SPEC §4 "Precision").
        let judgesAsSnapshotTesting =
            (precision != nil || perceptualPrecision != nil) && threshold == nil && !arguments[Options.includeAA]
        var options = judgesAsSnapshotTesting ? PixelMatchOptions.snapshotTesting() : PixelMatchOptions()
        options.threshold = threshold ?? options.threshold
        options.alpha = try arguments[Options.alpha] ?? options.alpha
        options.includeAA = options.includeAA || arguments[Options.includeAA]
        options.diffMask = arguments[Options.diffMask]
        options.checkerboard = !arguments[Options.noCheckerboard]
        options.diffColor = try arguments[Options.diffColor] ?? options.diffColor
        options.aaColor = try arguments[Options.aaColor] ?? options.aaColor
        options.diffColorAlt = try arguments[Options.diffColorAlt]
        options.perceptualPrecision = perceptualPrecision ?? options.perceptualPrecision
        return options
    }

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        let options = try pixelMatchOptions(arguments)
        let precision = try arguments[Options.precision]
        let maxDiff = try arguments[Options.maxDiff] ?? .exact
        let regions = try arguments[Options.ignore]
        let mask = try arguments[Options.mask]
        let shard = try arguments[Options.shard]
        let report = try arguments[Options.report]
        let junit = try arguments[Options.junit]
        let summary = try arguments[Options.summary]
        let json = arguments[Options.json]
        let force = arguments[Options.force]
        let diff = try arguments[Options.diff]
        let accept = try arguments[Options.accept]
        let actual = arguments.positionals[1]
        let expected =
            try arguments[Options.environmentSuffix].map { suffixed(arguments.positionals[0], $0) }
            ?? arguments.positionals[0]

        let inputs = try Inputs(expected, actual, diff: diff, arguments: arguments)
        let comparingFiles = inputs != .folders
        if shard != nil && comparingFiles {
            throw arguments.fail(Options.shard) { _ in InvalidValue("only folders are split") }
        }
        if !accept.isEmpty && comparingFiles {
            throw arguments.fail("option '--accept': only goldens in a folder are accepted; copy the file with cp")
        }
        let folders = [inputs.folder(of: expected), inputs.folder(of: actual)]
        let rectangles = try ignoredRectangles(regions, arguments: arguments, framesIn: folders)
        let settings = CompareSettings(
            options: options,
            ignore: IgnoredPixels(
                rectangles: rectangles,
                mask: try mask.map(CompareFiles.loadFile(atPath:))),
            maxDiff: maxDiff, precision: precision ?? 1)
        // Every output is made ready before the work: a long comparison does not end in a
        // folder or file that cannot be written, and a folder of evidence holds none of an
        // earlier run's.
        try CommandFailure.reporting { () throws(FileError) in
            if let diff, comparingFiles { try AtomicFile.checkWritable(diff) }
        }
        let reports = try ReportSet.prepare(
            html: report, junit: junit, summary: summary, diffFolder: comparingFiles ? nil : diff, force: force)
        // Said only when something differs: why, if the two sides were made in other environments.
        let note = EnvironmentNote.text(
            recorded: environment(in: folders[0]), current: environment(in: folders[1]),
            recordedAs: "expected frames made with", currentAs: "actual frames with")
        switch inputs {
        case .files:
            return try compareFiles(
                expected, actual, settings: settings, diff: diff, json: json, reports: reports, note: note)
        case .animations:
            return try compareAnimations(
                expected, actual, settings: settings, diff: diff, json: json, reports: reports, note: note)
        case .folders: break
        }
        return try compareFolders(
            expected, actual, settings: settings, shard: shard, diff: diff, json: json,
            reports: reports, accept: accept, note: note)
    }

    /// The command that accepts what this run finds different: this very command line, its
    /// `--accept` options left out (`AcceptCommand`).
    static var acceptCommand: AcceptCommand {
        AcceptCommand(arguments: CommandLine.arguments)
    }

    /// `golden` with `--environment-suffix NAME`: `golden-NAME`, or `frame-NAME.png` for `frame.png`.
    static func suffixed(_ path: String, _ suffix: String) -> String {
        if PNGName.isPNG(path) { return String(path.dropLast(4)) + "-" + suffix + String(path.suffix(4)) }
        var folder = Substring(path)
        while folder.count > 1 && folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder + "-" + suffix
    }

    /// The environment fingerprint of the `frames.json` in `folder` (SPEC §6); nil without one.
    static func environment(in folder: String) -> JSONValue? {
        guard let bytes = try? CompareFiles.readFile(atPath: FilePath.join(folder, Manifest.fileName)),
            let manifest = try? JSONValue(parsing: String(decoding: bytes, as: UTF8.self))
        else { return nil }
        return manifest[Environment.key]
    }

    /// The `--ignore` regions in device pixels, and the status bar and home indicator for
    /// `--ignore-status-bar`: points are converted with `--scale`, else with the scale of the
    /// `frames.json` in the first of `folders` that holds one. Neither, for a region in points
    /// or the status bar, is a usage error.
    static func ignoredRectangles(
        _ regions: [IgnoreRegion], arguments: ParsedArguments,
        framesIn folders: [String]
    ) throws -> [PixelRect] {
        let statusBar = arguments[Options.ignoreStatusBar]
        let inPoints = regions.first { $0.inPoints }
        let given = try arguments[Options.scale]
        guard statusBar || (inPoints != nil && given == nil) else {
            return regions.map { $0.pixels(scale: given ?? 1) }
        }
        let noRecord = "no frames.json (written by 'stretchy render') in '\(folders[0])' or '\(folders[1])'"
        let recorded = try RecordedFrames.find(in: folders)
        var rectangles = try regions.map { region in
            guard let scale = given ?? recorded?.scale else {
                let rectangle = region.rectangle
                throw arguments.fail(
                    "option '--ignore': '\(rectangle.x),\(rectangle.y),\(rectangle.width),"
                        + "\(rectangle.height)pt' is in points: give --scale, as \(noRecord) says it")
            }
            return region.pixels(scale: scale)
        }
        if statusBar {
            guard let recorded else {
                throw arguments.fail("--ignore-status-bar needs a render's frames.json: \(noRecord)")
            }
            guard let chrome = recorded.chrome else {
                throw arguments.fail(
                    "--ignore-status-bar: '\(recorded.path)' does not record the status bar "
                        + "(written by an older stretchy); render again, or use --ignore")
            }
            rectangles += chrome
        }
        return rectangles
    }

    /// Writes `reports` (`ReportSet.write`), saying on stderr what could not be written.
    ///
    /// - Returns: how many could not be written.
    static func write(
        _ reports: ReportSet, _ comparison: FolderComparison, diffFolder: String?, note: String?,
        acceptCommand: AcceptCommand? = nil
    ) -> Int {
        let failed = reports.write(
            comparison, diffFolder: diffFolder, version: Stretchy.version, note: note, acceptCommand: acceptCommand)
        for error in failed { Stretchy.printError("Error: \(error)") }
        return failed.count
    }

    /// Two files: read both (an unreadable one stops the command, exit 2), compare, print.
    static func compareFiles(
        _ expected: String, _ actual: String, settings: CompareSettings, diff: String?, json: Bool,
        reports: ReportSet, note: String?
    ) throws -> ExitCode {
        var note = note
        let (expectedImage, actualImage) = (
            try CompareFiles.loadFile(atPath: expected),
            try CompareFiles.loadFile(atPath: actual)
        )
        let result: PixelMatchResult
        do throws(IgnoreError) {
            result = try PixelMatch.compare(
                expectedImage, actualImage, options: settings.options,
                ignoring: settings.ignore, diff: diff != nil)
        } catch {
            throw CompareError.ignore(path: actual, error)
        }
        if let diff, let image = result.diff {
            try CompareFiles.writeDiff(image, to: diff)
        }
        if !settings.fails(result) { note = nil }
        if let note { Stretchy.printError("Note: \(note)") }
        if json {
            try StandardOutput.print(result.json(settings: settings).text)
        } else {
            // With sizes that differ no diff can be drawn: say so, since one was asked for.
            try StandardOutput.print(
                "\(actual): \(result.summary(allowedBy: settings))"
                    + (diff != nil && result.sizeMismatch ? "; no diff image written" : ""))
        }
        if !reports.isEmpty {
            // The images already read, so that the reports show what was compared even if a
            // file changes meanwhile.
            let comparison = FolderComparison.compare(
                expectedFile: expected, actualFile: actual, settings: settings,
                images: (expectedImage, actualImage), writing: reports.evidence())
            let failed = write(reports, comparison, diffFolder: nil, note: note)
            for file in comparison.files { if let error = file.error { Stretchy.printError("Error: \(error)") } }
            if failed > 0 || comparison.status == .failed { return .failure }
        }
        return settings.fails(result) ? .different : .success
    }

    /// Two animations (`AnimationComparison`): the rates and frame counts that differ, each
    /// stretch that differs, `N of M frames differ`; the delta APNG as `--diff`, the stretches
    /// in the reports as pairs of a folder.
    static func compareAnimations(
        _ expected: String, _ actual: String, settings: CompareSettings, diff: String?, json: Bool,
        reports: ReportSet, note: String?
    ) throws -> ExitCode {
        let compared = try AnimationComparison.compare(
            expected: expected, actual: actual, settings: settings, evidence: reports.evidence(),
            delta: diff != nil)
        if let diff, let delta = compared.delta { try CompareFiles.write(delta, to: diff) }
        let note = compared.status == .different ? note : nil
        if let note { Stretchy.printError("Note: \(note)") }
        let failedReports = write(reports, compared.frames, diffFolder: nil, note: note)
        for file in compared.frames.files { if let error = file.error { Stretchy.printError("Error: \(error)") } }
        if json {
            try StandardOutput.print(compared.json.text)
        } else {
            for line in compared.lines { try StandardOutput.print(line) }
            // Sizes that differ leave no diff to draw: say so, since one was asked for.
            if diff != nil && compared.delta == nil {
                try StandardOutput.print("no diff image written: the sizes differ")
            }
        }
        if failedReports > 0 || compared.status == .failed { return .failure }
        return compared.status == .different ? .different : .success
    }

    /// Two folders: every pair is compared and reported, a pair that cannot be read or whose
    /// images cannot be written included (on stderr, and in the JSON and the reports); the exit
    /// status comes last, from all of them.
    static func compareFolders(
        _ expected: String, _ actual: String, settings: CompareSettings, shard: Shard?,
        diff: String?, json: Bool, reports: ReportSet, accept: [String], note: String?
    ) throws -> ExitCode {
        let compared = try FolderComparison.compare(
            expected: expected, actual: actual, settings: settings, shard: shard,
            writing: reports.evidence(diffFolder: diff))
        return try report(
            compared, reports: reports, diffFolder: diff, json: json, accept: accept, acceptCommand: acceptCommand,
            note: note)
    }

    /// Writes the reports, accepts the failing pairs `accept` matches (their goldens replaced
    /// by their actual files, `frames.json` rewritten), then prints the comparison (a pair whose
    /// images could not be written is an error of its own), and gives the exit status of all of
    /// it: an accepted pair no longer counts as different. A difference prints `note`
    /// (`EnvironmentNote`) as a `Note:` line, and the reports carry it; with pairs that differ and
    /// nothing accepted, `Note:` lines name the report's page and the command that accepts them
    /// (`acceptCommand`, which the report shows per group too).
    static func report(
        _ comparison: FolderComparison, reports: ReportSet, diffFolder: String?,
        json: Bool, accept: [String] = [], acceptCommand: AcceptCommand? = nil, note: String? = nil
    ) throws(CommandFailure) -> ExitCode {
        let note = comparison.status == .different ? note : nil
        if let note { Stretchy.printError("Note: \(note)") }
        let failedReports = write(
            reports, comparison, diffFolder: diffFolder, note: note, acceptCommand: accept.isEmpty ? acceptCommand : nil
        )
        for file in comparison.files { if let error = file.error { Stretchy.printError("Error: \(error)") } }
        let accepted = accept.isEmpty ? nil : GoldenAcceptance.accept(comparison, matching: accept)
        for refused in accepted?.refused ?? [] { Stretchy.printError("Error: \(refused.reason)") }
        if accepted?.accepted.isEmpty == true, accepted?.refused.isEmpty == true {
            let patterns = accept.map { "--accept '\($0)'" }.joined(separator: " ")
            Stretchy.printError("Note: \(patterns) matches none of the pairs that differ")
        }
        if json {
            guard let accepted, case .object(let members) = comparison.json else {
                try StandardOutput.print(comparison.json.text)
                return status(of: comparison, failedReports: failedReports, accepted: nil)
            }
            try StandardOutput.print(
                JSONValue.object(members + [("accepted", .array(accepted.accepted.map(JSONValue.string)))]).text)
        } else {
            try printLines(comparison, accepted: accepted)
        }
        // A run that fails by its differences alone says where to look and how to accept them.
        if accepted == nil, comparison.status == .different,
            comparison.files.contains(where: { $0.status == .different })
        {
            if let page = reports.html.map({ FilePath.join($0, "index.html") }) {
                Stretchy.printError("Note: the report is \(page)")
            }
            if let acceptCommand {
                Stretchy.printError("Note: to accept every pair that differs: \(acceptCommand.text(accepting: ["*"]))")
            }
        }
        return status(of: comparison, failedReports: failedReports, accepted: accepted)
    }

    /// The console lines of a comparison: each pair that differs and each lone file, the tally;
    /// after `--accept`, each golden replaced, the `frames.json` rewritten and how many still differ.
    private static func printLines(
        _ comparison: FolderComparison, accepted: GoldenAcceptance.Outcome?
    ) throws(CommandFailure) {
        let (expected, actual) = (comparison.expectedFolder, comparison.actualFolder)
        for file in comparison.files where file.status == .different {
            try StandardOutput.print("\(file.name): \(file.result.summary(allowedBy: comparison.settings))")
        }
        for name in comparison.onlyInExpected { try StandardOutput.print("\(name): only in \(expected)") }
        for name in comparison.onlyInActual { try StandardOutput.print("\(name): only in \(actual)") }
        try StandardOutput.print(
            tally(comparison) + (comparison.errorFiles > 0 ? ", \(comparison.errorFiles) could not be compared" : ""))
        guard let accepted else { return }
        for name in accepted.accepted {
            try StandardOutput.print(
                "accepted \(name): \(FilePath.join(expected, name)) is now a copy of \(FilePath.join(actual, name))")
        }
        if let rewritten = accepted.rewrittenFrames {
            let record = RecordedFrames.fileName
            try StandardOutput.print(
                "rewrote \(FilePath.join(expected, record)): \(Plural.count(rewritten, "frame")) as "
                    + "\(FilePath.join(actual, record)) records them")
        }
        let total = comparison.files.count + comparison.onlyInExpected.count + comparison.onlyInActual.count
        let still = comparison.differentFiles - accepted.accepted.count
        try StandardOutput.print(
            "\(still) of \(total) \(total == 1 ? "file" : "files") still \(still == 1 ? "differs" : "differ")"
                + (comparison.errorFiles > 0 ? ", \(comparison.errorFiles) could not be compared" : ""))
    }

    /// The exit status: 2 when a report, a pair or an acceptance failed, else 1 when something
    /// still differs (a failing pair not accepted, a lone file), else 0.
    private static func status(
        of comparison: FolderComparison, failedReports: Int, accepted: GoldenAcceptance.Outcome?
    ) -> ExitCode {
        guard let accepted else { return failedReports > 0 ? .failure : ExitCode(comparison.status) }
        if failedReports > 0 || comparison.errorFiles > 0 || !accepted.refused.isEmpty { return .failure }
        return comparison.differentFiles > accepted.accepted.count ? .different : .success
    }

    /// `K of M files differ`, counting the pairs that differ within the tolerance too, since
    /// they do differ: `16 of 16 files differ, all within the tolerance`, `5 of 16 files differ,
    /// 3 of them within the tolerance`.
    static func tally(_ comparison: FolderComparison) -> String {
        let total = comparison.files.count + comparison.onlyInExpected.count + comparison.onlyInActual.count
        let within = comparison.files.filter { $0.status == .match && !$0.result.identical }.count
        let differing = comparison.differentFiles + within
        let line = "\(differing) of \(total) \(total == 1 ? "file differs" : "files differ")"
        switch within {
        case 0: return line
        case differing: return line + (within == 1 ? ", within the tolerance" : ", all within the tolerance")
        default: return line + ", \(within) of them within the tolerance"
        }
    }

    /// What EXPECTED and ACTUAL are: two PNG files, two folders, or two animations (APNG, GIF,
    /// WebP, or one of them and a render's folder of frames, or a still PNG against an animation).
    enum Inputs {
        case files, folders, animations

        /// Checks the two paths and `--diff` against each other.
        init(_ expected: String, _ actual: String, diff: String?, arguments: ParsedArguments) throws {
            let animated = { (path: String) in
                CompareCommand.kind(of: path) == .file
                    && (try? CompareFiles.readFile(atPath: path)).map(AnimationDecoder.isAnimation) == true
            }
            switch (CompareCommand.kind(of: expected), CompareCommand.kind(of: actual)) {
            case (.missing, _):
                throw CommandFailure(message: "cannot read \(Excerpt.quoted(expected)): no such file or folder")
            case (_, .missing):
                throw CommandFailure(message: "cannot read \(Excerpt.quoted(actual)): no such file or folder")
            case (.file, .file):
                self = animated(expected) || animated(actual) ? .animations : .files
            case (.folder, .folder):
                self = .folders
                if let diff, PNGName.isPNG(diff) {
                    throw arguments.fail(Options.diff) {
                        InvalidValue("'\($0)' names a PNG file; comparing folders writes a folder of diff images")
                    }
                }
                return
            default:
                guard animated(expected) || animated(actual) else {
                    throw arguments.fail(
                        "<EXPECTED> and <ACTUAL> must both be files or both be folders "
                            + "(or an animation and a render's folder of frames)")
                }
                self = .animations
            }
            if let diff {
                do {
                    _ = try PNGName.checked(diff)
                } catch {
                    throw arguments.fail(Options.diff) { _ in error }
                }
            }
        }

        /// Where the `frames.json` of `path`'s side is looked for: a folder given, else the
        /// folder of the file.
        func folder(of path: String) -> String {
            CompareCommand.kind(of: path) == .folder ? path : FilePath.folder(of: path)
        }
    }

    enum Kind { case file, folder, missing }

    static func kind(of path: String) -> Kind {
        switch PathKind(path) {
        case .missing: .missing
        case .folder: .folder
        case .regularFile, .other: .file
        }
    }
}
