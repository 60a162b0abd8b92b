import Compare
import Foundation
import TestSupport
import Testing

/// `--diff DIR` and `--report DIR` folders: an earlier run's files go, nobody else's (issue 22).
@Suite(.scratchFolders) final class EvidenceFolderTests {
    /// This test's scratch folder, removed when the test ends.
    private let scratch: String
    private var folder: String { scratch + "/out" }

    init() throws { scratch = try scratchFolder("evidence-folder").path }

    private func put(_ relative: String) throws {
        let url = URL(fileURLWithPath: folder + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(relative.utf8).write(to: url)
    }

    private func contents() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
    }

    @Test func anEarlierRunsFilesAreRemovedAndOnlyThose() throws {
        let first = try EvidenceFolder.prepare(folder, option: "--diff", force: false)
        #expect(try contents() == [], "created empty")
        for name in ["a.png", "sub/b.png", "sub/deeper/c.png"] { try put(name) }
        try first.record()
        #expect(
            try contents()
                == [".stretchy-compare.json", "a.png", "sub", "sub/b.png", "sub/deeper", "sub/deeper/c.png"])

        _ = try EvidenceFolder.prepare(folder, option: "--diff", force: false)
        #expect(try contents() == [], "the files, the folders that held them and the manifest are gone")
    }

    @Test func aFolderWithOtherFilesIsRefusedUnlessForced() throws {
        let run = try EvidenceFolder.prepare(folder, option: "--report", force: false)
        try put("a.png")
        try run.record()
        try put("notes.txt")
        try put("sub/keep.png")
        #expect(throws: CompareError.foreignFiles(folder: folder, example: folder + "/notes.txt", option: "--report")) {
            try EvidenceFolder.prepare(folder, option: "--report", force: false)
        }
        #expect(try contents().contains("a.png"), "nothing removed when refused")
        #expect(
            CompareError.foreignFiles(folder: "r", example: "r/x", option: "--report").description
                == "--report 'r' holds files stretchy did not write there ('r/x'); choose an empty folder, "
                + "or add --force to write beside them")

        // Forced: stretchy's file goes, the others stay and stay someone else's, except one this
        // run writes anew.
        let forced = try EvidenceFolder.prepare(folder, option: "--report", force: true)
        #expect(try contents() == ["notes.txt", "sub", "sub/keep.png"])
        // Replaced by rename, as stretchy writes: a new inode while the old one still exists (a
        // file removed first may hand its inode number straight to the next one).
        try Data("new".utf8).write(to: URL(fileURLWithPath: folder + "/sub/keep.png"), options: .atomic)
        try put("b.png")
        try forced.record()
        let manifest = try String(contentsOfFile: folder + "/" + EvidenceFolder.manifestName, encoding: .utf8)
        #expect(manifest.contains(#""b.png""#) && manifest.contains(#""sub/keep.png""#))
        #expect(!manifest.contains("notes.txt"))
        #expect(throws: CompareError.self) { try EvidenceFolder.prepare(folder, option: "--report", force: false) }
    }

    /// A manifest naming files outside the folder does not reach them.
    @Test func aManifestCannotLeadOut() throws {
        try put("../outside.png")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(#"{"files": ["../outside.png", "/etc/passwd", "a/../../outside.png"]}"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/" + EvidenceFolder.manifestName))
        _ = try EvidenceFolder.prepare(folder, option: "--diff", force: false)
        #expect(FileManager.default.fileExists(atPath: scratch + "/outside.png"))
        #expect(try contents() == [])
    }
}
