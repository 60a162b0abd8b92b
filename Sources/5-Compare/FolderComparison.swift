import Dispatch
import Files
import FoundationEssentials
import JSON
import Raster

/// Two folders of PNG files compared file by file (SPEC §3 `compare --json` on two folders,
/// SPEC §4 "Folders").
public struct FolderComparison: Sendable, Equatable {
    /// The comparison of one file present in both folders.
    public struct File: Sendable, Equatable {
        /// The file name, the same on both sides.
        public let name: String
        /// Its pixel comparison; `diff` is always nil here (diffs go to the writer).
        public let result: PixelMatchResult

        public init(name: String, result: PixelMatchResult) {
            self.name = name
            self.result = result
        }
    }

    /// Files present on both sides, in byte-wise name order.
    public let files: [File]
    /// `*.png` names found only in the expected folder, byte-wise sorted.
    public let onlyInExpected: [String]
    /// `*.png` names found only in the actual folder, byte-wise sorted.
    public let onlyInActual: [String]
    /// Paired files that exceed `maxDiff` (or differ in size), plus every file found on one
    /// side only: 0 exactly when the folders match.
    public let differentFiles: Int

    public init(files: [File], onlyInExpected: [String], onlyInActual: [String], differentFiles: Int) {
        self.files = files
        self.onlyInExpected = onlyInExpected
        self.onlyInActual = onlyInActual
        self.differentFiles = differentFiles
    }

    /// Pairs the `*.png` files of both folders by name and compares each pair, one file per core.
    ///
    /// - Parameters:
    ///   - maxDiff: a paired file counts as different when it has more differing pixels than
    ///     this (SPEC `--max-diff`), or a different size.
    ///   - load: reads one image from a path; called concurrently.
    ///   - writeDiff: when given, the diff image of each pair that counts as different is drawn
    ///     and handed over with the file name (called concurrently; not for size mismatches,
    ///     nor for pairs within `maxDiff`).
    /// - Throws: `CompareError` when a folder cannot be listed; otherwise the first error (in
    ///   name order) thrown by `load` or `writeDiff`, unchanged.
    public static func compare(expectedFolder: String, actualFolder: String,
                               options: PixelMatchOptions = PixelMatchOptions(), maxDiff: Int = 0,
                               load: @Sendable (String) throws -> RGBAImage,
                               writeDiff: (@Sendable (String, RGBAImage) throws -> Void)? = nil)
        throws -> FolderComparison {
        let expectedNames = try pngNames(in: expectedFolder)
        let actualNames = try pngNames(in: actualFolder)
        let actualSet = Set(actualNames), expectedSet = Set(expectedNames)
        let paired = expectedNames.filter(actualSet.contains)

        var outcomes = [Result<File, any Error>?](repeating: nil, count: paired.count)
        outcomes.withUnsafeMutableBufferPointer { buffer in
            // Each pair writes only its own outcome.
            let slots = BandShared(buffer)
            DispatchQueue.concurrentPerform(iterations: paired.count) { index in
                let name = paired[index]
                slots.pointer[index] = Result {
                    let expected = try load(FilePath.join(expectedFolder, name))
                    let actual = try load(FilePath.join(actualFolder, name))
                    // One file per core already; a lone pair may use all of them itself.
                    let threads = paired.count == 1 ? nil : 1
                    let result = PixelMatch.compare(expected, actual, options: options, threads: threads)
                    // Drawing is only for files that fail, so matching files (the usual case in
                    // CI) keep the fast paths; a failing one pays for a second pass.
                    if let writeDiff, result.exceeds(maxDiff: maxDiff), !result.sizeMismatch,
                       let diff = PixelMatch.compare(expected, actual, options: options, diff: true,
                                                     threads: threads).diff {
                        try writeDiff(name, diff)
                    }
                    return File(name: name, result: result)
                }
            }
        }
        let files = try outcomes.compactMap { try $0?.get() }
        let onlyInExpected = expectedNames.filter { !actualSet.contains($0) }
        let onlyInActual = actualNames.filter { !expectedSet.contains($0) }
        let differing = files.filter { $0.result.exceeds(maxDiff: maxDiff) }.count
        return FolderComparison(files: files, onlyInExpected: onlyInExpected, onlyInActual: onlyInActual,
                                differentFiles: differing + onlyInExpected.count + onlyInActual.count)
    }

    /// The names matching `*.png` in `folder` (not hidden, not directories), byte-wise sorted.
    public static func pngNames(in folder: String) throws -> [String] {
        switch PathKind(folder) {
        case .folder: break
        case .missing: throw CompareError.folderMissing(path: folder)
        default: throw CompareError.notAFolder(path: folder)
        }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw CompareError.folderUnreadable(path: folder)
        }
        return entries
            .filter { name in
                name.hasSuffix(".png") && !name.hasPrefix(".") && [.regularFile, .other].contains(PathKind(FilePath.join(folder, name)))
            }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// `{"files": [{"name": …, …the fields of PixelMatchResult.json}], "onlyInExpected": [...],
    /// "onlyInActual": [...], "differentFiles": …}`, keys in SPEC order.
    public var json: JSONValue {
        .object([
            ("files", .array(files.map { .object([("name", .string($0.name))] + $0.result.jsonFields) })),
            ("onlyInExpected", .array(onlyInExpected.map(JSONValue.string))),
            ("onlyInActual", .array(onlyInActual.map(JSONValue.string))),
            ("differentFiles", .number(Double(differentFiles))),
        ])
    }
}
