import Dispatch
import Files
import FoundationEssentials
import Glibc
import JSON
import Raster
import Wording

/// Everything that decides a comparison's verdict, for one pair or a whole folder.
package struct CompareSettings: Sendable, Equatable {
    /// pixelmatch's knobs (threshold, anti-aliasing, diff colours).
    package var options: PixelMatchOptions
    /// Pixels left out of every pair.
    package var ignore: IgnoredPixels
    /// How many differing pixels a pair may have and still match.
    package var maxDiff: DiffLimit
    /// swift-snapshot-testing's `precision`, 0...1: the share of a pair's pixels that must match.
    /// A second limit beside `maxDiff`, each a tolerance of its own: a pair passes within either.
    /// 1 (the default) allows no pixel, so that it never relaxes what `maxDiff` says.
    package var precision: Double

    package init(
        options: PixelMatchOptions = PixelMatchOptions(), ignore: IgnoredPixels = .none,
        maxDiff: DiffLimit = .exact, precision: Double = 1
    ) {
        self.options = options
        self.ignore = ignore
        self.maxDiff = maxDiff
        self.precision = precision
    }

    /// `precision` as a limit: (1 − precision) of the pixels, kept to millionths of a percent
    /// so that 0.99 of 10 000 pixels allows 100 (not 99, as (1 − 0.99)·10 000 in doubles would).
    package var precisionLimit: DiffLimit {
        .percent(millionths: Int(((1 - min(max(precision, 0), 1)) * 100_000_000).rounded()))
    }

    /// The most differing pixels a pair of `totalPixels` may have: the larger of the limits,
    /// since both default to none and each one set is a tolerance asked for.
    package func allowedPixels(ofTotal totalPixels: Int) -> Int {
        max(maxDiff.allowedPixels(ofTotal: totalPixels), precisionLimit.allowedPixels(ofTotal: totalPixels))
    }

    /// `"precision"` and `"perceptualPrecision"`, for `compare --json`.
    var jsonFields: [(key: String, value: JSONValue)] {
        [("precision", .number(precision)), ("perceptualPrecision", .number(options.perceptualPrecision))]
    }

    /// Whether `result` fails these settings: a size mismatch, or more differing pixels than
    /// `allowedPixels(ofTotal:)`.
    package func fails(_ result: PixelMatchResult) -> Bool {
        result.sizeMismatch || result.differentPixels > allowedPixels(ofTotal: result.totalPixels)
    }
}

/// A comparison's verdict, as SPEC §3's exit codes.
package enum CompareStatus: Int32, Sendable, Comparable {
    /// Everything within the limit: exit 0.
    case match = 0
    /// Some pair differs (pixels or size) or a file is on one side only: exit 1.
    case different = 1
    /// Some pair could not be compared (unreadable, corrupt, a mask of another size): exit 2,
    /// once everything else has been compared and reported.
    case failed = 2

    package static func < (a: CompareStatus, b: CompareStatus) -> Bool { a.rawValue < b.rawValue }
}

/// Two folders of PNG files compared file by file (SPEC §3 `compare` on two folders, SPEC §4
/// "Folders"): subfolders included, files paired by their path relative to the folder.
package struct FolderComparison: Sendable, Equatable {
    /// One pair of files with the same relative path.
    package struct File: Sendable, Equatable {
        /// The path relative to both folders, `/`-separated: `frame_0001.png`, `a/frame_0001.png`.
        package let name: String
        /// The expected (golden) file.
        package let expectedPath: String
        /// The actual file.
        package let actualPath: String
        /// Its pixel comparison; `diff` is always nil here (diffs go to `evidence`). `.empty`
        /// when `error` is set.
        package let result: PixelMatchResult
        /// Why the pair could not be compared (a side unreadable or corrupt, a mask of another
        /// size, its diff image not written), naming the file; nil when it was compared. A
        /// subfolder that cannot be listed is an entry of its own, its name ending in `/`.
        package let error: String?
        /// Match, different (size or too many pixels), or failed (`error`).
        package let status: CompareStatus
        /// Wall time the pair took (reading, comparing, its evidence), in whole microseconds,
        /// so that the JSON form gives it back exactly. The one thing that differs between runs.
        package let seconds: Double

        package init(
            name: String, expectedPath: String, actualPath: String, result: PixelMatchResult,
            error: String?, status: CompareStatus, seconds: Double
        ) {
            self.name = name
            self.expectedPath = expectedPath
            self.actualPath = actualPath
            self.result = result
            self.error = error
            self.status = status
            self.seconds = (seconds * 1_000_000).rounded() / 1_000_000
        }
    }

    /// A pair that counts as different while its images are still decoded: what `--diff DIR`
    /// and the report draw their images from, so no file is read twice.
    package struct DifferingPair: Sendable {
        /// The pair's relative path.
        package let name: String
        /// The files compared.
        package let expectedPath: String, actualPath: String
        package let expected: RGBAImage
        package let actual: RGBAImage
        /// The comparison, with its `diff` image when the sizes match.
        package let result: PixelMatchResult
        /// The names of the later pairs whose files hold these very bytes (`PairTwins`): their
        /// evidence is this pair's, written under their names.
        package var twinNames: [String] = []

        /// The pair's name, then its twins'.
        package var names: [String] { [name] + twinNames }
    }

    /// What a comparison writes of each pair that counts as different, while its images are
    /// still decoded: its diff image into `diffFolder` (`--diff DIR`, by the pair's relative
    /// path; none for a size mismatch), then the report's images of it into `reportFolder`
    /// (`ReportImages`, which JUnit names too).
    package struct Evidence: Sendable, Equatable {
        package var diffFolder: String?
        package var reportFolder: String?

        package init(diffFolder: String? = nil, reportFolder: String? = nil) {
            self.diffFolder = diffFolder
            self.reportFolder = reportFolder
        }

        /// Nothing written.
        package static let none = Evidence()

        /// The writer of a comparison made with `settings`; nil when nothing is written, so that
        /// no diff is drawn for nothing.
        func writer(settings: CompareSettings) -> (@Sendable (DifferingPair) throws -> Void)? {
            guard diffFolder != nil || reportFolder != nil else { return nil }
            let (diffFolder, reportFolder) = (diffFolder, reportFolder)
            return { pair in
                if let diffFolder, let image = pair.result.diff {
                    try CompareFiles.writeDiff(image, named: pair.names, in: diffFolder)
                }
                if let reportFolder {
                    try ReportImages.write(pair, settings: settings, in: reportFolder)
                }
            }
        }
    }

    /// The expected folder as given.
    package let expectedFolder: String
    /// The actual folder as given.
    package let actualFolder: String
    /// The settings every pair was compared with.
    package let settings: CompareSettings
    /// The part of the pairs compared, when the comparison is split (`--shard K/N`); nil for
    /// all of them.
    package let shard: Shard?
    /// Files present on both sides, in byte-wise order of their relative paths.
    package let files: [File]
    /// Relative paths of PNG files found only in the expected folder, byte-wise sorted.
    package let onlyInExpected: [String]
    /// Relative paths of PNG files found only in the actual folder, byte-wise sorted.
    package let onlyInActual: [String]
    /// Paired files that exceed the limit (or differ in size), plus every file found on one
    /// side only: 0 exactly when no compared file differs. Pairs with an error are not in it.
    package let differentFiles: Int
    /// Pairs that could not be compared.
    package let errorFiles: Int
    /// Wall time of the whole comparison in seconds, to the microsecond (the pairs run one per
    /// core, so it is less than the sum of their `seconds`); for shards joined, the sum of the
    /// shards' own. Nil when not known (a result written before it was recorded). JUnit's suite
    /// `time`.
    package let seconds: Double?

    /// The verdict of the whole comparison: failed when any pair failed, else different when
    /// anything differs, else match.
    package var status: CompareStatus {
        errorFiles > 0 ? .failed : differentFiles > 0 ? .different : .match
    }

    /// Pairs the PNG files of both folders (subfolders included, hidden entries skipped) by
    /// relative path and compares each pair, one pair per core. A pair that cannot be read is
    /// recorded with its `error` and every other pair is still compared.
    ///
    /// - Parameters:
    ///   - load: reads one image from a path (`NameText`: a name that is not printable UTF-8
    ///     is escaped); called concurrently. Its error's description becomes the pair's
    ///     `error`, so it should name the file (`CompareFiles.load` does). Nil for the files
    ///     themselves (`CompareFiles.load`), where a pair whose files hold an earlier pair's
    ///     bytes is not compared again (`PairTwins`); a loader given may read what it likes, so
    ///     no pair is a twin with one.
    ///   - evidence: when given, receives each pair that counts as different, its diff drawn
    ///     when the sizes match (called concurrently; not for pairs within the limit), to write
    ///     its images from (`CompareFiles.writeDiff`, `ReportImages.write`), under each of its
    ///     `names` (the pair's, then its twins'). Its time counts in the pair's `seconds`; what it
    ///     throws becomes the pair's `error`.
    ///   - shard: when given, only the pairs and lone files whose relative path is in it.
    /// - Throws: `CompareError` when a folder given cannot be listed or the expected one holds
    ///   no PNG file (in any shard). A subfolder that cannot be listed, or evidence that cannot
    ///   be written, is an error of that folder or pair instead.
    package static func compare(
        expected expectedFolder: String, actual actualFolder: String,
        settings: CompareSettings = CompareSettings(), shard: Shard? = nil,
        load: (@Sendable (String) throws -> RGBAImage)? = nil,
        evidence: (@Sendable (DifferingPair) throws -> Void)? = nil
    )
        throws -> FolderComparison
    {
        let start = DispatchTime.now().uptimeNanoseconds
        let expectedWalk = try walk(expectedFolder)
        guard !expectedWalk.names.isEmpty || !expectedWalk.unreadable.isEmpty else {
            throw CompareError.noPNGFiles(path: expectedFolder)
        }
        let actualWalk = try walk(actualFolder)
        let inShard = { (name: String) in shard?.contains(NameText.bytes(of: name)) ?? true }
        // Files below a folder unreadable on either side are neither paired nor lone: that
        // folder's error says why.
        let unreadable = (expectedWalk.unreadable + actualWalk.unreadable).map { ($0.name, $0.path) }
            .filter { inShard($0.0) }
        let hidden = { (name: String) in unreadable.contains { name.hasPrefix($0.0) } }
        let expectedNames = expectedWalk.names.filter { inShard($0) && !hidden($0) }
        let actualNames = actualWalk.names.filter { inShard($0) && !hidden($0) }
        let actualSet = Set(actualNames), expectedSet = Set(expectedNames)
        let pairs = expectedNames.filter(actualSet.contains).map {
            ($0, path(in: expectedFolder, $0), path(in: actualFolder, $0))
        }
        let folderErrors = unreadable.map { name, path in
            File(
                name: name, expectedPath: Self.path(in: expectedFolder, name),
                actualPath: Self.path(in: actualFolder, name), result: .empty,
                error: CompareError.folderUnreadable(path: path).description, status: .failed, seconds: 0)
        }
        let twins = load == nil ? PairTwins(pairs, read: { try? CompareFiles.read($0) }) : nil
        let files =
            comparePairs(
                pairs, settings: settings, load: load ?? CompareFiles.load, evidence: evidence, twins: twins)
            + folderErrors
        return FolderComparison(
            expectedFolder: expectedFolder, actualFolder: actualFolder, settings: settings,
            shard: shard, files: files.sorted { bytewise($0.name, $1.name) },
            onlyInExpected: expectedNames.filter { !actualSet.contains($0) },
            onlyInActual: actualNames.filter { !expectedSet.contains($0) }, seconds: secondsSince(start))
    }

    /// `compare(expected:actual:settings:shard:load:evidence:)` reading the files from disk and
    /// writing `evidence` of every pair that differs (`Evidence`), as `compare` does.
    package static func compare(
        expected expectedFolder: String, actual actualFolder: String, settings: CompareSettings,
        shard: Shard?, writing evidence: Evidence
    ) throws -> FolderComparison {
        try compare(
            expected: expectedFolder, actual: actualFolder, settings: settings, shard: shard,
            evidence: evidence.writer(settings: settings))
    }

    /// Wall time since `start` (`DispatchTime` nanoseconds), in seconds.
    private static func secondsSince(_ start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// One pair of files as a comparison of its own (no file on one side only), so that the
    /// reports and the verdict work the same for two files as for two folders. The pair is
    /// named by the last component of `actual`: the reports lay their images out by name, and a
    /// path as given (`/tmp/out/a.png`, `../a.png`) would put them outside the report's folders.
    /// The files are read from disk (`CompareFiles.load`), unless `images` gives them already
    /// read, so that the comparison shows what was compared even if a file changes meanwhile.
    package static func compare(
        expectedFile: String, actualFile: String,
        settings: CompareSettings = CompareSettings(),
        images: (expected: RGBAImage, actual: RGBAImage)? = nil,
        writing evidence: Evidence = .none
    ) -> FolderComparison {
        let start = DispatchTime.now().uptimeNanoseconds
        let (expected, actual) = (NameText.text(of: expectedFile.utf8), NameText.text(of: actualFile.utf8))
        let load: @Sendable (String) throws -> RGBAImage
        if let images {
            load = { $0 == expected ? images.expected : images.actual }
        } else {
            load = CompareFiles.load
        }
        let files = comparePairs(
            [(FilePath.name(of: actual), expected, actual)], settings: settings,
            load: load, evidence: evidence.writer(settings: settings))
        return FolderComparison(
            expectedFolder: FilePath.folder(of: expectedFile), actualFolder: FilePath.folder(of: actualFile),
            settings: settings, shard: nil, files: files, onlyInExpected: [], onlyInActual: [],
            seconds: secondsSince(start))
    }

    /// A comparison from its parts, as `compare` makes it or as the JSON form gives it back
    /// (shards joined into one); the counts follow from them. `seconds` is kept to the
    /// microsecond, as a pair's are.
    package init(
        expectedFolder: String, actualFolder: String, settings: CompareSettings, shard: Shard?,
        files: [File], onlyInExpected: [String], onlyInActual: [String], seconds: Double? = nil
    ) {
        self.seconds = seconds.map { ($0 * 1_000_000).rounded() / 1_000_000 }
        self.expectedFolder = expectedFolder
        self.actualFolder = actualFolder
        self.settings = settings
        self.shard = shard
        self.files = files
        self.onlyInExpected = onlyInExpected
        self.onlyInActual = onlyInActual
        differentFiles = files.filter { $0.status == .different }.count + onlyInExpected.count + onlyInActual.count
        errorFiles = files.filter { $0.status == .failed }.count
    }

    /// Compares `(name, expected path, actual path)` pairs, one pair per core (`load` reads a
    /// path: a file, or a frame of an animation, `AnimationComparison`). A twin (`twins`) takes
    /// its original's outcome under its own name, unless the original failed: then it is
    /// compared itself, so that its error names its own files.
    static func comparePairs(
        _ pairs: [(name: String, expected: String, actual: String)],
        settings: CompareSettings, load: @Sendable (String) throws -> RGBAImage,
        evidence: (@Sendable (DifferingPair) throws -> Void)?, twins: PairTwins? = nil
    ) -> [File] {
        let twins = twins ?? PairTwins(none: pairs.count)
        let originals = pairs.indices.filter { twins.original[$0] == nil }
        let repeats = twins.original.indices.reduce(into: [Int: [Int]]()) { repeats, index in
            if let original = twins.original[index] { repeats[original, default: []].append(index) }
        }
        var outcomes = [File?](repeating: nil, count: pairs.count)
        outcomes.withUnsafeMutableBufferPointer { buffer in
            // Each pair writes only its own outcome.
            let slots = BandShared(buffer)
            DispatchQueue.concurrentPerform(iterations: originals.count) { position in
                let index = originals[position]
                slots.pointer[index] = comparePair(
                    pairs[index], twinNames: repeats[index, default: []].map { pairs[$0].name }, settings: settings,
                    load: load, evidence: evidence,
                    // One pair per core already; a lone pair may use all of them.
                    threads: pairs.count == 1 ? nil : 1)
            }
        }
        for (index, original) in twins.original.enumerated() {
            guard let original, let outcome = outcomes[original], outcome.error == nil else { continue }
            outcomes[index] = File(
                name: pairs[index].name, expectedPath: pairs[index].expected, actualPath: pairs[index].actual,
                result: outcome.result, error: nil, status: outcome.status, seconds: twins.seconds[index])
        }
        let orphans = pairs.indices.filter { outcomes[$0] == nil }
        outcomes.withUnsafeMutableBufferPointer { buffer in
            let slots = BandShared(buffer)
            DispatchQueue.concurrentPerform(iterations: orphans.count) { position in
                let index = orphans[position]
                slots.pointer[index] = comparePair(
                    pairs[index], twinNames: [], settings: settings, load: load, evidence: evidence, threads: 1)
            }
        }
        return outcomes.map { $0! }
    }

    /// One pair's outcome; an input that cannot be read, or a diff that cannot be written, is
    /// its error.
    private static func comparePair(
        _ pair: (name: String, expected: String, actual: String),
        twinNames: [String], settings: CompareSettings,
        load: @Sendable (String) throws -> RGBAImage,
        evidence: (@Sendable (DifferingPair) throws -> Void)?,
        threads: Int?
    ) -> File {
        let start = DispatchTime.now().uptimeNanoseconds
        let elapsed = { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        func failed(_ error: any Error, _ result: PixelMatchResult = .empty) -> File {
            File(
                name: pair.name, expectedPath: pair.expected, actualPath: pair.actual, result: result,
                error: String(describing: error), status: .failed, seconds: elapsed())
        }
        let expected: RGBAImage, actual: RGBAImage, drawn: PixelMatchResult
        do {
            expected = try load(pair.expected)
            actual = try load(pair.actual)
            // With evidence to write, a pair whose bytes differ is drawn in the pass that counts
            // (a failing pair took a second pass, 7 % of a report). Identical pairs, which never
            // fail, are not: a CI run where all match, with a report asked for, would draw a grey
            // image for each.
            drawn = try PixelMatch.compare(
                expected, actual, options: settings.options, ignoring: settings.ignore, diff: evidence != nil,
                diffIfIdentical: false, threads: threads)
        } catch let error as IgnoreError {
            return failed(CompareError.ignore(path: pair.actual, error))
        } catch {
            return failed(error)
        }
        let result = drawn.withoutDiff
        let differs = settings.fails(result)
        if let evidence, differs {
            do {
                try evidence(
                    DifferingPair(
                        name: pair.name, expectedPath: pair.expected, actualPath: pair.actual,
                        expected: expected, actual: actual, result: drawn, twinNames: twinNames))
            } catch {
                return failed(error, result)
            }
        }
        return File(
            name: pair.name, expectedPath: pair.expected, actualPath: pair.actual, result: result,
            error: nil, status: differs ? .different : .match, seconds: elapsed())
    }

    /// The relative paths of the `*.png` files under `folder` (regular files, hidden files and
    /// folders skipped, subfolders followed once each), byte-wise sorted. Subfolders that cannot
    /// be listed are left out.
    package static func pngNames(in folder: String) throws(CompareError) -> [String] {
        try walk(folder).names
    }

    /// What a folder walk found: the PNG files' relative paths, byte-wise sorted, and the
    /// subfolders that could not be listed (relative path ending in `/`, and path).
    private struct Walk {
        var names: [String] = []
        var unreadable: [(name: String, path: String)] = []
    }

    /// Walks `folder`, which must be one that can be listed.
    private static func walk(_ folder: String) throws(CompareError) -> Walk {
        try CompareFiles.requireFolder(folder)
        var found = Walk()
        var visited = Set<[UInt64]>()
        collectPNGNames(in: Array(folder.utf8), prefix: [], into: &found, visited: &visited)
        if found.unreadable.first?.name == "" { throw .folderUnreadable(path: folder) }
        found.names.sort(by: bytewise)
        return found
    }

    /// Adds the PNG files below `folder` to `found`, and the subfolders it cannot list; `visited`
    /// holds the folders already walked (device and inode), so a link back up the tree is not
    /// followed round and round. Names are bytes here, whatever they hold, and become
    /// `NameText` only in `found`.
    private static func collectPNGNames(
        in folder: [UInt8], prefix: [UInt8], into found: inout Walk,
        visited: inout Set<[UInt64]>
    ) {
        var status = stat()
        guard CompareFiles.status(of: folder, &status),
            visited.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted
        else {
            return
        }
        let slash = UInt8(ascii: "/")
        guard let entries = CompareFiles.entries(of: folder) else {
            found.unreadable.append((NameText.text(of: prefix), NameText.text(of: folder)))
            return
        }
        for entry in entries where entry.first != UInt8(ascii: ".") {
            let path = (folder.last == slash ? folder : folder + [slash]) + entry
            guard CompareFiles.status(of: path, &status) else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                collectPNGNames(in: path, prefix: prefix + entry + [slash], into: &found, visited: &visited)
            } else if status.st_mode & S_IFMT == S_IFREG, entry.count > 4, entry.suffix(4).elementsEqual(".png".utf8) {
                // Only a regular file: a FIFO or a link to /dev/zero named *.png is no image (SPEC §3).
                found.names.append(NameText.text(of: prefix + entry))
            }
        }
    }

    /// Byte-wise order of the names `NameText` stands for, which SPEC §3 lists pairs in.
    static func bytewise(_ a: String, _ b: String) -> Bool {
        NameText.bytes(of: a).lexicographicallyPrecedes(NameText.bytes(of: b))
    }

    /// The path of the entry `name` (`NameText`) of the folder given as `folder`, in `NameText`
    /// as a whole: what `CompareFiles.load` reads and messages show.
    static func path(in folder: String, _ name: String) -> String {
        FilePath.join(NameText.text(of: folder.utf8), name)
    }
}
