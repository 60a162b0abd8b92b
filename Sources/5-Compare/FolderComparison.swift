import Dispatch
import Files
import FoundationEssentials
import Glibc
import JSON
import Raster

/// Everything that decides a comparison's verdict, for one pair or a whole folder.
public struct CompareSettings: Sendable, Equatable {
    /// pixelmatch's knobs (threshold, anti-aliasing, diff colours).
    public var options: PixelMatchOptions
    /// Pixels left out of every pair.
    public var ignore: IgnoredPixels
    /// How many differing pixels a pair may have and still match.
    public var maxDiff: DiffLimit
    /// swift-snapshot-testing's `precision`, 0...1: the share of a pair's pixels that must match.
    /// A second limit beside `maxDiff`, each a tolerance of its own: a pair passes within either.
    /// 1 (the default) allows no pixel, so that it never relaxes what `maxDiff` says.
    public var precision: Double

    public init(options: PixelMatchOptions = PixelMatchOptions(), ignore: IgnoredPixels = .none,
                maxDiff: DiffLimit = .exact, precision: Double = 1) {
        self.options = options
        self.ignore = ignore
        self.maxDiff = maxDiff
        self.precision = precision
    }

    /// `precision` as a limit: (1 − precision) of the pixels, kept to millionths of a percent
    /// so that 0.99 of 10 000 pixels allows 100 (not 99, as (1 − 0.99)·10 000 in doubles would).
    public var precisionLimit: DiffLimit {
        .percent(millionths: Int(((1 - min(max(precision, 0), 1)) * 100_000_000).rounded()))
    }

    /// The most differing pixels a pair of `totalPixels` may have: the larger of the limits,
    /// since both default to none and each one set is a tolerance asked for.
    public func allowedPixels(ofTotal totalPixels: Int) -> Int {
        max(maxDiff.allowedPixels(ofTotal: totalPixels), precisionLimit.allowedPixels(ofTotal: totalPixels))
    }

    /// `"precision"` and `"perceptualPrecision"`, for `compare --json`.
    var jsonFields: [(key: String, value: JSONValue)] {
        [("precision", .number(precision)), ("perceptualPrecision", .number(options.perceptualPrecision))]
    }

    /// Whether `result` fails these settings: a size mismatch, or more differing pixels than
    /// `allowedPixels(ofTotal:)`.
    public func fails(_ result: PixelMatchResult) -> Bool {
        result.sizeMismatch || result.differentPixels > allowedPixels(ofTotal: result.totalPixels)
    }
}

/// A comparison's verdict, as SPEC §3's exit codes.
public enum CompareStatus: Int32, Sendable, Comparable {
    /// Everything within the limit: exit 0.
    case match = 0
    /// Some pair differs (pixels or size) or a file is on one side only: exit 1.
    case different = 1
    /// Some pair could not be compared (unreadable, corrupt, a mask of another size): exit 2,
    /// once everything else has been compared and reported.
    case failed = 2

    public static func < (a: CompareStatus, b: CompareStatus) -> Bool { a.rawValue < b.rawValue }
}

/// Two folders of PNG files compared file by file (SPEC §3 `compare` on two folders, SPEC §4
/// "Folders"): subfolders included, files paired by their path relative to the folder.
public struct FolderComparison: Sendable, Equatable {
    /// One pair of files with the same relative path.
    public struct File: Sendable, Equatable {
        /// The path relative to both folders, `/`-separated: `frame_0001.png`, `a/frame_0001.png`.
        public let name: String
        /// The expected (golden) file.
        public let expectedPath: String
        /// The actual file.
        public let actualPath: String
        /// Its pixel comparison; `diff` is always nil here (diffs go to the writer). All zeros
        /// when `error` is set.
        public let result: PixelMatchResult
        /// Why the pair could not be compared (a side unreadable or corrupt, a mask of another
        /// size), naming the file; nil when it was compared.
        public let error: String?
        /// Match, different (size or too many pixels), or failed (`error`).
        public let status: CompareStatus
    }

    /// The expected folder as given.
    public let expectedFolder: String
    /// The actual folder as given.
    public let actualFolder: String
    /// The settings every pair was compared with.
    public let settings: CompareSettings
    /// Files present on both sides, in byte-wise order of their relative paths.
    public let files: [File]
    /// Relative paths of PNG files found only in the expected folder, byte-wise sorted.
    public let onlyInExpected: [String]
    /// Relative paths of PNG files found only in the actual folder, byte-wise sorted.
    public let onlyInActual: [String]
    /// Paired files that exceed the limit (or differ in size), plus every file found on one
    /// side only: 0 exactly when no compared file differs. Pairs with an error are not in it.
    public let differentFiles: Int
    /// Pairs that could not be compared.
    public let errorFiles: Int

    /// The verdict of the whole comparison: failed when any pair failed, else different when
    /// anything differs, else match.
    public var status: CompareStatus {
        errorFiles > 0 ? .failed : differentFiles > 0 ? .different : .match
    }

    /// Pairs the PNG files of both folders (subfolders included, hidden entries skipped) by
    /// relative path and compares each pair, one pair per core. A pair that cannot be read is
    /// recorded with its `error` and every other pair is still compared.
    ///
    /// - Parameters:
    ///   - load: reads one image from a path; called concurrently. Its error's description
    ///     becomes the pair's `error`, so it should name the file (`CompareFiles.load` does).
    ///   - writeDiff: when given, receives the diff image of each pair that counts as
    ///     different, with its relative path (called concurrently; not for size mismatches,
    ///     nor for pairs within the limit). `CompareFiles.writeDiff(_:named:in:)` writes it.
    /// - Throws: `CompareError` when a folder cannot be listed or the expected one holds no
    ///   PNG file; the first error (in name order) thrown by `writeDiff`, unchanged.
    public static func compare(expected expectedFolder: String, actual actualFolder: String,
                               settings: CompareSettings = CompareSettings(),
                               load: @Sendable (String) throws -> RGBAImage = CompareFiles.load,
                               writeDiff: (@Sendable (String, RGBAImage) throws -> Void)? = nil)
        throws -> FolderComparison {
        let expectedNames = try pngNames(in: expectedFolder)
        guard !expectedNames.isEmpty else { throw CompareError.noPNGFiles(path: expectedFolder) }
        let actualNames = try pngNames(in: actualFolder)
        let actualSet = Set(actualNames), expectedSet = Set(expectedNames)
        let pairs = expectedNames.filter(actualSet.contains).map {
            ($0, FilePath.join(expectedFolder, $0), FilePath.join(actualFolder, $0))
        }
        let outcome = comparePairs(pairs, settings: settings, load: load, writeDiff: writeDiff)
        if let failure = outcome.firstWriteError { throw failure }
        return FolderComparison(expectedFolder: expectedFolder, actualFolder: actualFolder, settings: settings,
                                files: outcome.files,
                                onlyInExpected: expectedNames.filter { !actualSet.contains($0) },
                                onlyInActual: actualNames.filter { !expectedSet.contains($0) })
    }

    /// One pair of files as a comparison of its own (no file on one side only), so that the
    /// reports and the verdict work the same for two files as for two folders. The pair is
    /// named by the last component of `actual`: the reports lay their images out by name, and a
    /// path as given (`/tmp/out/a.png`, `../a.png`) would put them outside the report's folders.
    public static func compare(expectedFile: String, actualFile: String,
                               settings: CompareSettings = CompareSettings(),
                               load: @Sendable (String) throws -> RGBAImage = CompareFiles.load) -> FolderComparison {
        let outcome = comparePairs([(FilePath.name(of: actualFile), expectedFile, actualFile)], settings: settings,
                                   load: load, writeDiff: nil)
        return FolderComparison(expectedFolder: FilePath.folder(of: expectedFile), actualFolder: FilePath.folder(of: actualFile),
                                settings: settings, files: outcome.files, onlyInExpected: [], onlyInActual: [])
    }

    init(expectedFolder: String, actualFolder: String, settings: CompareSettings, files: [File],
         onlyInExpected: [String], onlyInActual: [String]) {
        self.expectedFolder = expectedFolder
        self.actualFolder = actualFolder
        self.settings = settings
        self.files = files
        self.onlyInExpected = onlyInExpected
        self.onlyInActual = onlyInActual
        differentFiles = files.filter { $0.status == .different }.count + onlyInExpected.count + onlyInActual.count
        errorFiles = files.filter { $0.status == .failed }.count
    }

    /// What went wrong with one pair: its input (recorded) or its diff output (thrown).
    private enum PairFailure: Error {
        case load(any Error)
        case write(any Error)
    }

    /// Compares `(name, expected path, actual path)` pairs, one pair per core.
    private static func comparePairs(_ pairs: [(name: String, expected: String, actual: String)],
                                     settings: CompareSettings, load: @Sendable (String) throws -> RGBAImage,
                                     writeDiff: (@Sendable (String, RGBAImage) throws -> Void)?)
        -> (files: [File], firstWriteError: (any Error)?) {
        var outcomes = [Result<File, PairFailure>?](repeating: nil, count: pairs.count)
        outcomes.withUnsafeMutableBufferPointer { buffer in
            // Each pair writes only its own outcome.
            let slots = BandShared(buffer)
            DispatchQueue.concurrentPerform(iterations: pairs.count) { index in
                slots.pointer[index] = comparePair(pairs[index], settings: settings, load: load, writeDiff: writeDiff,
                                                   // One pair per core already; a lone pair may use all of them.
                                                   threads: pairs.count == 1 ? nil : 1)
            }
        }
        var files: [File] = [], firstWriteError: (any Error)?
        for (pair, outcome) in zip(pairs, outcomes) {
            switch outcome! {
            case .success(let file):
                files.append(file)
            case .failure(.load(let error)):
                let empty = PixelMatchResult(differentPixels: 0, totalPixels: 0, width: 0, height: 0, identical: false,
                                             sizeMismatch: false, diff: nil, actualWidth: 0, actualHeight: 0,
                                             diffBounds: nil, ignoredPixels: 0)
                files.append(File(name: pair.name, expectedPath: pair.expected, actualPath: pair.actual, result: empty,
                                  error: String(describing: error), status: .failed))
            case .failure(.write(let error)):
                firstWriteError = firstWriteError ?? error
            }
        }
        return (files, firstWriteError)
    }

    private static func comparePair(_ pair: (name: String, expected: String, actual: String), settings: CompareSettings,
                                    load: @Sendable (String) throws -> RGBAImage,
                                    writeDiff: (@Sendable (String, RGBAImage) throws -> Void)?,
                                    threads: Int?) -> Result<File, PairFailure> {
        let expected: RGBAImage, actual: RGBAImage, result: PixelMatchResult
        do {
            expected = try load(pair.expected)
            actual = try load(pair.actual)
            result = try PixelMatch.compare(expected, actual, options: settings.options, ignoring: settings.ignore,
                                            threads: threads)
        } catch let error as IgnoreError {
            return .failure(.load(CompareError.ignore(path: pair.actual, error)))
        } catch {
            return .failure(.load(error))
        }
        let differs = settings.fails(result)
        // Drawing is only for files that fail, so matching files (the usual case in CI) keep
        // the fast paths; a failing one pays for a second pass.
        // The same images and mask as above: the ignore map cannot fail this time.
        if let writeDiff, differs, !result.sizeMismatch,
           let diff = try? PixelMatch.compare(expected, actual, options: settings.options, ignoring: settings.ignore,
                                              diff: true, threads: threads).diff {
            do {
                try writeDiff(pair.name, diff)
            } catch {
                return .failure(.write(error))
            }
        }
        return .success(File(name: pair.name, expectedPath: pair.expected, actualPath: pair.actual, result: result,
                             error: nil, status: differs ? .different : .match))
    }

    /// The relative paths of the `*.png` files under `folder` (regular files, hidden files and
    /// folders skipped, subfolders followed once each), byte-wise sorted.
    public static func pngNames(in folder: String) throws(CompareError) -> [String] {
        switch PathKind(folder) {
        case .folder: break
        case .missing: throw .folderMissing(path: folder)
        default: throw .notAFolder(path: folder)
        }
        var names: [String] = []
        var visited = Set<[UInt64]>()
        try collectPNGNames(in: folder, prefix: "", into: &names, visited: &visited)
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Adds the PNG files below `folder` to `names`; `visited` holds the folders already
    /// walked (device and inode), so a link back up the tree is not followed round and round.
    private static func collectPNGNames(in folder: String, prefix: String, into names: inout [String],
                                        visited: inout Set<[UInt64]>) throws(CompareError) {
        var status = stat()
        guard stat(folder, &status) == 0, visited.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else {
            return
        }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw .folderUnreadable(path: folder)
        }
        for entry in entries where !entry.hasPrefix(".") {
            let path = FilePath.join(folder, entry)
            switch PathKind(path) {
            case .folder:
                try collectPNGNames(in: path, prefix: prefix + entry + "/", into: &names, visited: &visited)
            case .regularFile, .other:
                if entry.hasSuffix(".png") { names.append(prefix + entry) }
            case .missing:
                break
            }
        }
    }

    /// `{"files": [{"name": …, …the fields of PixelMatchResult.json} or {"name": …, "error": …}],
    /// "onlyInExpected": [...], "onlyInActual": [...], "differentFiles": …, "errorFiles": …,
    /// "precision": …, "perceptualPrecision": …}`,
    /// keys in SPEC order.
    public var json: JSONValue {
        .object([
            ("files", .array(files.map { file in
                .object([("name", .string(file.name))]
                        + (file.error.map { [("error", .string($0))] } ?? file.result.jsonFields))
            })),
            ("onlyInExpected", .array(onlyInExpected.map(JSONValue.string))),
            ("onlyInActual", .array(onlyInActual.map(JSONValue.string))),
            ("differentFiles", .number(Double(differentFiles))),
            ("errorFiles", .number(Double(errorFiles))),
        ] + settings.jsonFields)
    }
}
