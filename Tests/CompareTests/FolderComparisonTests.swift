import Compare
import Foundation
import Raster
import TestSupport
import Testing
import Wording

/// `load`, which returns only once the clock a pair's `seconds` is measured with has moved on by
/// a microsecond: a test that a pair is timed (`seconds > 0`) then holds however fast the machine
/// or coarse its clock, where a small pair could otherwise take no measurable time.
func loadingForAMicrosecond(
    _ load: @escaping @Sendable (String) throws -> RGBAImage
) -> @Sendable (String) throws -> RGBAImage {
    { path in
        let start = DispatchTime.now().uptimeNanoseconds
        while DispatchTime.now().uptimeNanoseconds - start < 1_000 {}
        return try load(path)
    }
}

/// Folder pairing, results per file and the folder JSON (SPEC §3, §4 "Folders").
@Suite(.scratchFolders) final class FolderComparisonTests {
    typealias T = TestImages

    /// This test's scratch folder, removed when the test ends.
    private let root: String

    init() throws { root = try scratchFolder("compare-tests").path }

    /// A fresh pair of folders holding empty files with the given names; the test loader maps
    /// a file name to an image, so no codec is involved.
    private func makeFolders(expected: [String], actual: [String]) throws -> (String, String) {
        for (side, names) in [("expected", expected), ("actual", actual)] {
            let folder = root + "/" + side
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for name in names {
                #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data()))
            }
        }
        return (root + "/expected", root + "/actual")
    }

    private static let images: [String: RGBAImage] = [
        "expected/a.png": T.image(["WWWW"]), "actual/a.png": T.image(["WWWW"]),
        "expected/b.png": T.image(["WWWW"]), "actual/b.png": T.image(["BBWW"]),
        "expected/c.png": T.image(["WW"]), "actual/c.png": T.image(["WWW"]),
    ]

    struct MissingImage: Error {}

    private static func load(_ path: String) throws -> RGBAImage {
        let key = URL(fileURLWithPath: path).pathComponents.suffix(2).joined(separator: "/")
        guard let image = images[key] else { throw MissingImage() }
        return image
    }

    @Test func pairsByNameAndListsOneSidedFiles() throws {
        let (expected, actual) = try makeFolders(
            expected: ["b.png", "a.png", "c.png", "only-expected.png", "notes.txt", ".hidden.png"],
            actual: ["c.png", "a.png", "b.png", "Z-only-actual.png", "frame.PNG"])
        try FileManager.default.createDirectory(atPath: actual + "/dir.png", withIntermediateDirectories: false)
        let result = try FolderComparison.compare(expected: expected, actual: actual, load: Self.load)
        #expect(result.files.map(\.name) == ["a.png", "b.png", "c.png"])
        #expect(result.files.map(\.result.differentPixels) == [0, 2, 0])
        #expect(result.files[0].result.identical)
        #expect(result.files[2].result.sizeMismatch)
        #expect(result.onlyInExpected == ["only-expected.png"])
        #expect(result.onlyInActual == ["Z-only-actual.png"])
        // b (2 pixels), c (size), and the two one-sided files.
        #expect(result.differentFiles == 4)
        let lenient = try FolderComparison.compare(
            expected: expected, actual: actual,
            settings: CompareSettings(maxDiff: .pixels(2)), load: Self.load)
        #expect(lenient.differentFiles == 3)
    }

    @Test func namesSortByteWise() throws {
        let (expected, _) = try makeFolders(expected: ["b.png", "B.png", "a.png", "é.png", "_.png"], actual: [])
        // Byte order: 'B' (0x42) < '_' (0x5F) < 'a' < 'b' < 'é' (0xC3 0xA9).
        #expect(try FolderComparison.pngNames(in: expected) == ["B.png", "_.png", "a.png", "b.png", "é.png"])
    }

    @Test func differingPairsGoToTheEvidenceWriter() throws {
        let (expected, actual) = try makeFolders(
            expected: ["a.png", "b.png", "c.png"],
            actual: ["a.png", "b.png", "c.png"])
        let written = Written()
        _ = try FolderComparison.compare(
            expected: expected, actual: actual, load: Self.load,
            evidence: { pair in written.add(pair.name, pair.result.diff) })
        let diffs = written.all
        // a is identical; c differs in size: it is evidence, but only b has a picture of its differences.
        #expect(diffs.keys.sorted() == ["b.png", "c.png"])
        #expect(diffs["c.png"] == .some(nil))
        #expect(T.rgba(try #require(diffs["b.png"] ?? nil), 0, 0) == [255, 0, 0, 255])
        #expect(T.rgba(try #require(diffs["b.png"] ?? nil), 3, 0)[3] == 255, "the whole diff is drawn, not a mask")

        let tolerated = Written()
        _ = try FolderComparison.compare(
            expected: expected, actual: actual, settings: CompareSettings(maxDiff: .pixels(2)),
            load: Self.load,
            evidence: { pair in tolerated.add(pair.name, pair.result.diff) })
        #expect(tolerated.all.keys.sorted() == ["c.png"], "b's 2 pixels are within --max-diff 2; c's size is not")
    }

    @Test func aLoaderErrorIsRecordedForItsPairOnly() throws {
        let (expected, actual) = try makeFolders(expected: ["a.png", "zz.png"], actual: ["a.png", "zz.png"])
        let result = try FolderComparison.compare(expected: expected, actual: actual, load: Self.load)
        #expect(result.files.map(\.status) == [.match, .failed])
        #expect(result.files[1].error == String(describing: MissingImage()))
        #expect(result.status == .failed)
    }

    @Test func unusableFoldersAreReported() throws {
        let (expected, _) = try makeFolders(expected: ["a.png"], actual: [])
        #expect(throws: CompareError.folderMissing(path: expected + "/nope")) {
            try FolderComparison.pngNames(in: expected + "/nope")
        }
        #expect(throws: CompareError.notAFolder(path: expected + "/a.png")) {
            try FolderComparison.pngNames(in: expected + "/a.png")
        }
        #expect(CompareError.notAFolder(path: "x/a.png").description == "x/a.png: not a folder")
    }

    @Test func folderJSONHasSpecKeysInOrder() throws {
        let (expected, actual) = try makeFolders(expected: ["b.png", "q\"x.png"], actual: ["b.png"])
        let result = try FolderComparison.compare(
            expected: expected, actual: actual, load: loadingForAMicrosecond(Self.load))
        // The time is the one member that differs between runs.
        let seconds = try #require(result.files.first?.seconds)
        #expect(seconds > 0)
        #expect(
            result.json.text == #"{"expected": "\#(expected)", "actual": "\#(actual)", "#
                + #""settings": {"threshold": 0.1, "#
                + #""includeAA": false, "alpha": 0.1, "maxDiff": "0", "ignore": []}, "#
                + #""files": [{"name": "b.png", "differentPixels": 2, "totalPixels": 4, "#
                + #""width": 4, "height": 1, "identical": false, "sizeMismatch": false, "actualWidth": 4, "#
                + #""actualHeight": 1, "diffBounds": {"x": 0, "y": 0, "width": 2, "height": 1}, "ignoredPixels": 0, "#
                + #""seconds": \#(NumberText.decimal(seconds))}], "#
                + #""onlyInExpected": ["q\"x.png"], "onlyInActual": [], "differentFiles": 2, "errorFiles": 0, "#
                + #""seconds": \#(NumberText.decimal(try #require(result.seconds))), "#
                + #""precision": 1, "perceptualPrecision": 1}"#)
    }
}

/// Collects what the diff writer receives from concurrent calls.
final class Written: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [String: RGBAImage?] = [:]

    func add(_ name: String, _ image: RGBAImage?) {
        lock.lock(); defer { lock.unlock() }
        images[name] = image
    }

    var all: [String: RGBAImage?] {
        lock.lock(); defer { lock.unlock() }
        return images
    }
}
