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
        static let maxDiff: Option<Int> = .wholeNumber(
            "max-diff", "N", help: "Differing pixels allowed per image before exit 1. Default: 0.",
            in: 0...Int.max, allowed: "0 or more")
        static let json = Flag("json", help: "Print the result as JSON.")
    }

    static let spec = CommandSpec(
        name: "compare",
        overview: "Compare two PNG files, or two folders of them, pixel by pixel (pixelmatch's algorithm).",
        usage: ["compare <EXPECTED> <ACTUAL> [--threshold <T>] [--include-aa] [--alpha <A>] [--diff <FILE|DIR>] [--diff-mask] [--no-checkerboard] [--diff-color <R,G,B>] [--aa-color <R,G,B>] [--diff-color-alt <R,G,B>] [--max-diff <N>] [--json]"],
        positionals: [("EXPECTED", "The reference PNG, or a folder of them."),
                      ("ACTUAL", "The PNG to check, or a folder of them (files are paired by name).")],
        options: [Options.threshold, Options.includeAA, Options.alpha, Options.diff, Options.diffMask,
                  Options.noCheckerboard, Options.diffColor, Options.aaColor, Options.diffColorAlt, Options.maxDiff,
                  Options.json],
        discussion: "EXIT: 0 within --max-diff; 1 more pixels differ, sizes differ, or a file is missing on one side; 2 a file cannot be read; 64 usage.",
        examples: [
            ("stretchy compare golden/frame_0010.png out/frame_0010.png --diff diff.png", "One frame, with a picture of the differences"),
            ("stretchy compare golden/ out/ --json --max-diff 20", "Whole render folders, tolerating 20 pixels per frame"),
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
        let maxDiff = try arguments[Options.maxDiff] ?? 0
        let json = arguments[Options.json]
        let diff = try arguments[Options.diff]
        let (expected, actual) = (arguments.positionals[0], arguments.positionals[1])

        switch (kind(of: expected), kind(of: actual)) {
        case (.missing, _): throw CommandFailure(message: "cannot read '\(expected)': no such file or folder")
        case (_, .missing): throw CommandFailure(message: "cannot read '\(actual)': no such file or folder")
        case (.file, .file):
            if let diff {
                do {
                    _ = try PNGName.checked(diff)
                } catch {
                    throw arguments.fail(Options.diff) { _ in error }
                }
                try CommandFailure.reporting { () throws(FileError) in try AtomicFile.checkWritable(diff) }
            }
            let (expectedImage, actualImage) = (try load(expected), try load(actual))
            let result = PixelMatch.compare(expectedImage, actualImage, options: options, diff: diff != nil)
            if let diff, let image = result.diff { try writeDiff(image, to: diff) }
            if json {
                print(result.json.text)
            } else if result.sizeMismatch {
                // Which one is the odd size is the first thing one asks; no diff can be drawn.
                print("\(actual): sizes differ (expected \(expectedImage.width)×\(expectedImage.height), actual \(actualImage.width)×\(actualImage.height))"
                      + (diff != nil ? "; no diff image written" : ""))
            } else {
                print(summary(result, name: actual))
            }
            return result.exceeds(maxDiff: maxDiff) ? .different : .success
        case (.folder, .folder):
            if let diff, PNGName.isPNG(diff) {
                throw arguments.fail(Options.diff) {
                    InvalidValue("'\($0)' names a PNG file; comparing folders writes a folder of diff images")
                }
            }
            if let diff { try CommandFailure.reporting { () throws(FileError) in try Folder.ensureExists(diff) } }
            var writer: (@Sendable (String, RGBAImage) throws -> Void)?
            if let diff {
                writer = { name, image in try writeDiff(image, to: FilePath.join(diff, name)) }
            }
            let result: FolderComparison
            do {
                result = try FolderComparison.compare(expectedFolder: expected, actualFolder: actual, options: options,
                                                      maxDiff: maxDiff, load: { try load($0) }, writeDiff: writer)
            } catch let failure as CommandFailure {
                throw failure
            } catch {
                throw CommandFailure(message: "\(error)")
            }
            if json {
                print(result.json.text)
            } else {
                for file in result.files where file.result.exceeds(maxDiff: maxDiff) { print(summary(file.result, name: file.name)) }
                for name in result.onlyInExpected { print("\(name): only in \(expected)") }
                for name in result.onlyInActual { print("\(name): only in \(actual)") }
                print("\(result.differentFiles) of \(result.files.count + result.onlyInExpected.count + result.onlyInActual.count) files differ")
            }
            return result.differentFiles > 0 ? .different : .success
        default:
            throw arguments.fail("<EXPECTED> and <ACTUAL> must both be files or both be folders")
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

    @Sendable static func load(_ path: String) throws -> RGBAImage {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(message: "cannot read '\(path)': not readable")
        }
        let bytes = [UInt8](data)
        // libpng's own words for a wrong signature ("Not a PNG file", or a read error for a
        // short text file) do not say what the file is.
        switch ImageDecoder.format(of: bytes) {
        case .png:
            do {
                return try PNGDecoder.decode(bytes)
            } catch {
                throw CommandFailure(message: "cannot decode '\(path)': \(error)")
            }
        case let other?:
            throw CommandFailure(message: "cannot decode '\(path)': \(other.withArticle); compare reads PNG files only")
        case nil:
            throw CommandFailure(message: "cannot decode '\(path)': \(bytes.isEmpty ? "empty file" : "not a PNG file")")
        }
    }

    @Sendable static func writeDiff(_ image: RGBAImage, to path: String) throws {
        let bytes: [UInt8]
        do throws(CodecError) {
            bytes = try PNGEncoder(compression: .fast).encodeRGBA(image)
        } catch {
            throw CommandFailure(message: ExportError.encode(path: path, reason: error.description).description)
        }
        try CommandFailure.reporting { () throws(FileError) in try AtomicFile.write(bytes, to: path) }
    }

    static func summary(_ result: PixelMatchResult, name: String) -> String {
        if result.sizeMismatch { return "\(name): sizes differ" }
        return "\(name): \(result.differentPixels) of \(result.totalPixels) pixels differ"
    }
}
