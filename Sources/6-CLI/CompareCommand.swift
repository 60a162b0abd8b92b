import ArgumentParsing
import Codecs
import Compare
import Export
import Files
import FoundationEssentials
import Raster

/// `stretchy compare`: pixelmatch 7.2.0's comparison of two PNG files or two folders of them.
enum CompareCommand {
    /// The options of `compare`.
    enum Options {
        static let threshold: Option<Double> = .decimal(
            "threshold", "T", help: "Colour difference tolerated, 0…1 (0 = exact). Default: 0.1.", in: 0...1, allowed: "0…1")
        static let includeAA = Flag("include-aa", help: "Count anti-aliased pixels as differences too.")
        static let alpha: Option<Double> = .decimal(
            "alpha", "A", help: "Opacity of the unchanged image in the diff, 0…1. Default: 0.1.", in: 0...1, allowed: "0…1")
        static let diff: Option<String> = .text(
            "diff", "FILE|DIR", help: "Write the difference image, a .png file (for folders: a folder of them, one per differing file).")
        static let diffMask = Flag("diff-mask", help: "Draw only the differing pixels, on transparency.")
        static let noCheckerboard = Flag(
            "no-checkerboard", help: "Blend translucent pixels over white instead of a checkerboard.")
        static let diffColor: Option<Color> = .color("diff-color", help: "Colour of differing pixels. Default: 255,0,0.")
        static let aaColor: Option<Color> = .color("aa-color", help: "Colour of anti-aliased pixels. Default: 255,255,0.")
        static let diffColorAlt: Option<Color> = .color(
            "diff-color-alt", help: "Colour of differing pixels that are darker in ACTUAL. Default: as --diff-color.")
        static let maxDiff = Option(
            "max-diff", "N|P%",
            help: "Differing pixels allowed per image before exit 1: a count, or a share of its pixels (1%, 0.25%). Default: 0.",
            reading: DiffLimit.init(parsing:))
        static let precision: Option<Double> = .decimal(
            "precision", "P",
            help: "Share of each image's pixels that must match, 0…1 (as swift-snapshot-testing's). Default: 1.",
            in: 0...1, allowed: "0…1")
        static let perceptualPrecision: Option<Double> = .decimal(
            "perceptual-precision", "Q",
            help: "A differing pixel still matches when its colour difference (CIE ΔE94) is at most (1 − Q)·100, 0…1. "
                + "Default: 1.",
            in: 0...1, allowed: "0…1")
        static let ignore = RepeatedOption(Option(
            "ignore", "X,Y,W,H",
            help: "Leave out a rectangle, in device pixels from the top-left corner: not counted, hatched blue in the diff. Repeat for more.",
            reading: IgnoredPixels.rectangle(parsing:)))
        static let mask: Option<String> = .text(
            "mask", "FILE", help: "Leave out the pixels where this PNG, the images' size, has alpha 128 or more.")
        static let report: Option<String> = .text(
            "report", "DIR", help: "Write an HTML report: DIR/index.html and the images of each differing pair.")
        static let junit: Option<String> = .text("junit", "FILE", help: "Write JUnit XML, one test case per pair.")
        static let json = Flag("json", help: "Print the result as JSON.")
    }

    static let spec = CommandSpec(
        name: "compare",
        overview: "Compare two PNG files, or two folders of them, pixel by pixel (pixelmatch's algorithm).",
        usage: ["compare <EXPECTED> <ACTUAL> [--threshold <T>] [--include-aa] [--alpha <A>] [--diff <FILE|DIR>] [--diff-mask] [--no-checkerboard] [--diff-color <R,G,B>] [--aa-color <R,G,B>] [--diff-color-alt <R,G,B>] [--max-diff <N|P%>] [--precision <P>] [--perceptual-precision <Q>] [--ignore <X,Y,W,H> ...] [--mask <FILE>] [--report <DIR>] [--junit <FILE>] [--json]"],
        positionals: [("EXPECTED", "The reference PNG, or a folder of them."),
                      ("ACTUAL", "The PNG to check, or a folder of them (files are paired by relative path).")],
        options: [Options.threshold, Options.includeAA, Options.alpha, Options.diff, Options.diffMask,
                  Options.noCheckerboard, Options.diffColor, Options.aaColor, Options.diffColorAlt, Options.maxDiff,
                  Options.precision, Options.perceptualPrecision, Options.ignore, Options.mask, Options.report,
                  Options.junit, Options.json],
        discussion: "EXIT: 0 within --max-diff or --precision; 1 more pixels differ, sizes differ, or a file is missing on one side; 2 a file cannot be read or compared (every other pair is still compared and reported); 64 usage.",
        examples: [
            ("stretchy compare golden/frame_0010.png out/frame_0010.png --diff diff.png", "One frame, with a picture of the differences"),
            ("stretchy compare golden/ out/ --json --max-diff 0.1%", "Whole render folders, tolerating 0.1% of each frame"),
            ("stretchy compare golden/ out/ --ignore 0,0,375,20 --report report --junit compare.xml",
             "In CI: the status bar left out, an HTML report and JUnit XML"),
        ])

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        var options = PixelMatchOptions()
        options.threshold = try arguments[Options.threshold] ?? options.threshold
        options.alpha = try arguments[Options.alpha] ?? options.alpha
        options.includeAA = arguments[Options.includeAA]
        options.diffMask = arguments[Options.diffMask]
        options.checkerboard = !arguments[Options.noCheckerboard]
        options.diffColor = try arguments[Options.diffColor] ?? options.diffColor
        options.aaColor = try arguments[Options.aaColor] ?? options.aaColor
        options.diffColorAlt = try arguments[Options.diffColorAlt]
        options.perceptualPrecision = try arguments[Options.perceptualPrecision] ?? options.perceptualPrecision
        let maxDiff = try arguments[Options.maxDiff] ?? .exact
        let rectangles = try arguments[Options.ignore]
        let mask = try arguments[Options.mask]
        let report = try arguments[Options.report]
        let junit = try arguments[Options.junit]
        let json = arguments[Options.json]
        let diff = try arguments[Options.diff]
        let (expected, actual) = (arguments.positionals[0], arguments.positionals[1])

        let comparingFiles: Bool
        switch (kind(of: expected), kind(of: actual)) {
        case (.missing, _): throw CommandFailure(message: "cannot read '\(expected)': no such file or folder")
        case (_, .missing): throw CommandFailure(message: "cannot read '\(actual)': no such file or folder")
        case (.file, .file):
            comparingFiles = true
            if let diff {
                do {
                    _ = try PNGName.checked(diff)
                } catch {
                    throw arguments.fail(Options.diff) { _ in error }
                }
            }
        case (.folder, .folder):
            comparingFiles = false
            if let diff, PNGName.isPNG(diff) {
                throw arguments.fail(Options.diff) {
                    InvalidValue("'\($0)' names a PNG file; comparing folders writes a folder of diff images")
                }
            }
        default:
            throw arguments.fail("<EXPECTED> and <ACTUAL> must both be files or both be folders")
        }
        let settings = CompareSettings(options: options,
                                       ignore: IgnoredPixels(rectangles: rectangles, mask: try mask.map(CompareFiles.load)),
                                       maxDiff: maxDiff, precision: try arguments[Options.precision] ?? 1)
        // Every output is made ready before the work: a long comparison does not end in a
        // folder or file that cannot be written.
        try CommandFailure.reporting { () throws(FileError) in
            if let diff {
                if comparingFiles { try AtomicFile.checkWritable(diff) } else { try Folder.ensureExists(diff) }
            }
            if let report { try Folder.ensureExists(report) }
            if let junit {
                try Folder.ensureExists(FilePath.folder(of: junit))
                try AtomicFile.checkWritable(junit)
            }
        }
        let reports = Reports(html: report, junit: junit)
        if comparingFiles {
            return try compareFiles(expected, actual, settings: settings, diff: diff, json: json, reports: reports)
        }
        return try compareFolders(expected, actual, settings: settings, diff: diff, json: json, reports: reports)
    }

    /// Where `--report` and `--junit` go, when given.
    struct Reports {
        let html: String?
        let junit: String?

        var isEmpty: Bool { html == nil && junit == nil }

        /// Writes both. JUnit messages name the diff images where they are written: in the HTML
        /// report's `diff` folder, or in `diffFolder` (`--diff DIR`) when given.
        func write(_ comparison: FolderComparison, diffFolder: String?) throws {
            if let html { try HTMLReport.write(comparison, to: html) }
            if let junit {
                try JUnitReport.write(comparison,
                                      diffFolder: diffFolder ?? html.map { FilePath.join($0, HTMLReport.Role.diff.rawValue) },
                                      to: junit)
            }
        }
    }

    /// Two files: read both (an unreadable one stops the command, exit 2), compare, print.
    static func compareFiles(_ expected: String, _ actual: String, settings: CompareSettings, diff: String?, json: Bool,
                             reports: Reports) throws -> ExitCode {
        let (expectedImage, actualImage) = (try CompareFiles.load(expected), try CompareFiles.load(actual))
        let result: PixelMatchResult
        do throws(IgnoreError) {
            result = try PixelMatch.compare(expectedImage, actualImage, options: settings.options,
                                            ignoring: settings.ignore, diff: diff != nil)
        } catch {
            throw CompareError.ignore(path: actual, error)
        }
        if let diff, let image = result.diff {
            try CompareFiles.writeDiff(image, to: diff)
        }
        if json {
            try StandardOutput.print(result.json(settings: settings).text)
        } else if result.sizeMismatch {
            // Which one is the odd size is the first thing one asks; no diff can be drawn.
            let sizes = "expected \(expectedImage.width)×\(expectedImage.height), actual \(actualImage.width)×\(actualImage.height)"
            try StandardOutput.print("\(actual): sizes differ (\(sizes))"
                  + (diff != nil ? "; no diff image written" : ""))
        } else {
            try StandardOutput.print(summary(result, name: actual))
        }
        if !reports.isEmpty {
            // The images already read, so that the reports show what was compared even if a
            // file changes meanwhile.
            let comparison = FolderComparison.compare(expectedFile: expected, actualFile: actual, settings: settings,
                                                      load: { $0 == expected ? expectedImage : actualImage })
            try reports.write(comparison, diffFolder: nil)
        }
        return settings.fails(result) ? .different : .success
    }

    /// Two folders: every pair is compared and reported, a pair that cannot be read included
    /// (on stderr, and in the JSON and the reports); the exit status comes last, from all of them.
    static func compareFolders(_ expected: String, _ actual: String, settings: CompareSettings, diff: String?,
                               json: Bool, reports: Reports) throws -> ExitCode {
        var writeDiff: (@Sendable (String, RGBAImage) throws -> Void)?
        if let diff { writeDiff = { try CompareFiles.writeDiff($1, named: $0, in: diff) } }
        let comparison = try FolderComparison.compare(expected: expected, actual: actual, settings: settings,
                                                      writeDiff: writeDiff)
        for file in comparison.files { if let error = file.error { Stretchy.printError("Error: \(error)") } }
        if json {
            try StandardOutput.print(comparison.json.text)
        } else {
            for file in comparison.files where file.status == .different {
                try StandardOutput.print(summary(file.result, name: file.name))
            }
            for name in comparison.onlyInExpected { try StandardOutput.print("\(name): only in \(expected)") }
            for name in comparison.onlyInActual { try StandardOutput.print("\(name): only in \(actual)") }
            let total = comparison.files.count + comparison.onlyInExpected.count + comparison.onlyInActual.count
            try StandardOutput.print("\(comparison.differentFiles) of \(total) files differ"
                  + (comparison.errorFiles > 0 ? ", \(comparison.errorFiles) could not be compared" : ""))
        }
        try reports.write(comparison, diffFolder: diff)
        return ExitCode(comparison.status)
    }

    enum Kind { case file, folder, missing }

    static func kind(of path: String) -> Kind {
        switch PathKind(path) {
        case .missing: .missing
        case .folder: .folder
        case .regularFile, .other: .file
        }
    }

    static func summary(_ result: PixelMatchResult, name: String) -> String {
        if result.sizeMismatch { return "\(name): sizes differ" }
        return "\(name): \(result.differentPixels) of \(result.totalPixels) pixels differ"
    }
}
