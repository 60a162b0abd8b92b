import Codecs
import Foundation
import Raster
import TestSupport
import Testing

@testable import Compare

/// Pairs whose two files repeat an earlier pair's bytes are compared once (`PairTwins`): the
/// same outcome and evidence under their own names, never for files that only look alike.
@Suite(.scratchFolders) final class PairTwinsTests {
    typealias T = TestImages

    private let root: String

    init() throws { root = try scratchFolder("pair-twins").path }

    private func write(_ bytes: [UInt8], _ relative: String) throws {
        let url = URL(fileURLWithPath: root + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Twins by the bytes of both sides, checked whole: the same size with other bytes, or one
    /// side the same, is no twin; nor is a pair a file of which cannot be read.
    @Test func twinsRepeatBothFilesBytes() {
        let files: [String: [UInt8]] = [
            "e0": [1, 2, 3, 4, 5, 6, 7, 8, 9], "a0": [9, 9],
            "e1": [1, 2, 3, 4, 5, 6, 7, 8, 9], "a1": [9, 9],  // twin of 0
            "e2": [1, 2, 3, 4, 5, 6, 7, 8, 9], "a2": [9, 8],  // actual differs
            "e3": [1, 2, 3, 4, 5, 6, 7, 8, 0], "a3": [9, 9],  // expected differs, same size
            "a4": [9, 9],  // expected unreadable
            "e5": [1, 2, 3, 4, 5, 6, 7, 8, 9], "a5": [9, 8],  // twin of 2
            "e6": [1, 2, 3, 4, 5, 6, 7, 8, 9], "a6": [9, 9],  // twin of 0 too
        ]
        let pairs = (0..<7).map { (name: "p\($0)", expected: "e\($0)", actual: "a\($0)") }
        let twins = PairTwins(pairs, read: { files[$0] })
        #expect(twins.original == [nil, 0, nil, nil, nil, 2, 0])
        #expect(twins.seconds.indices.allSatisfy { twins.original[$0] != nil || twins.seconds[$0] == 0 })
        #expect(PairTwins(none: 3).original == [nil, nil, nil])
    }

    /// The hash groups words and the bytes after them: inputs that differ in any byte, at any
    /// length, hash apart here.
    @Test func theHashSeesEveryByte() {
        let base = [UInt8](repeating: 7, count: 21)
        var hashes = Set([PairTwins.hash(base)])
        for index in base.indices {
            var edited = base
            edited[index] ^= 0x80
            hashes.insert(PairTwins.hash(edited))
        }
        #expect(hashes.count == base.count + 1)
    }

    /// Frames a render holds (x and y the same golden and the same changed frame) are one
    /// comparison: the same result under each name, and each name's diff and report images,
    /// the same bytes.
    @Test func aTwinHasItsOriginalsOutcomeAndEvidenceUnderItsName() throws {
        let white = try PNGEncoder(compression: .fast).encodeRGBA(T.image(["WWWW", "WWWW"]))
        let changed = try PNGEncoder(compression: .fast).encodeRGBA(T.image(["WWWW", "WBBW"]))
        let other = try PNGEncoder(compression: .fast).encodeRGBA(T.image(["BWWW", "WWWW"]))
        for name in ["x.png", "y.png", "z.png"] { try write(white, "golden/" + name) }
        try write(changed, "out/x.png")
        try write(changed, "out/y.png")
        try write(other, "out/z.png")
        let result = try FolderComparison.compare(
            expected: root + "/golden", actual: root + "/out", settings: CompareSettings(), shard: nil,
            writing: FolderComparison.Evidence(diffFolder: root + "/diff", reportFolder: root + "/report"))
        let (x, y, z) = (result.files[0], result.files[1], result.files[2])
        #expect([x.name, y.name, z.name] == ["x.png", "y.png", "z.png"])
        #expect(y.result == x.result && y.status == .different && y.error == nil)
        #expect(y.actualPath == root + "/out/y.png" && y.expectedPath == root + "/golden/y.png")
        #expect(z.result.diffBounds != x.result.diffBounds)
        var folders = ["diff"]
        folders += ReportImages.Role.allCases.map { "report/" + $0.rawValue }
        for folder in folders {
            let twin = FileManager.default.contents(atPath: "\(root)/\(folder)/y.png")
            #expect(twin == FileManager.default.contents(atPath: "\(root)/\(folder)/x.png"), "\(folder)")
        }
        #expect(FileManager.default.fileExists(atPath: root + "/report/crops/diff/y.png"))
        #expect(FileManager.default.fileExists(atPath: root + "/diff/y.png"))
    }

    /// A pair that fails to decode is compared again for each twin, whose error then names its
    /// own file.
    @Test func aFailingOriginalsTwinsNameTheirOwnFiles() throws {
        let corrupt = Array(try PNGEncoder().encodeRGBA(T.image(["WW"])).prefix(40))
        for name in ["p.png", "q.png"] {
            try write(corrupt, "golden/" + name)
            try write(corrupt, "out/" + name)
        }
        let result = try FolderComparison.compare(expected: root + "/golden", actual: root + "/out")
        #expect(result.errorFiles == 2)
        #expect(result.files[0].error?.contains("golden/p.png") == true)
        #expect(result.files[1].error?.contains("golden/q.png") == true, "\(result.files[1].error ?? "")")
    }
}
