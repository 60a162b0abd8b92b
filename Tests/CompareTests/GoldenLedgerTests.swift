import Foundation
import TestSupport
import Testing

@testable import Compare

/// The ledgers StretchyTesting writes and `stretchy orphans` reads, and the walk that finds the
/// goldens no ledger names (issue 43 item 6, SPEC §3 "orphans", §4 "Golden files").
@Suite(.scratchFolders) struct GoldenLedgerTests {
    @Test func aLedgerReadsBackAsWritten() throws {
        let ledger = GoldenLedger(whole: false, goldens: ["/b/__Goldens__/T/x.png", "/a/__Goldens__/T/y.json"])
        #expect(
            ledger.text == "stretchy golden ledger 1\nrun: filtered\n/a/__Goldens__/T/y.json\n/b/__Goldens__/T/x.png\n")
        #expect(try GoldenLedger(text: ledger.text, path: "l") == ledger)
        let empty = GoldenLedger(whole: true)
        #expect(try GoldenLedger(text: empty.text, path: "l") == empty)
    }

    /// One-line edits of a good ledger: each is refused, naming the file.
    @Test(arguments: [
        "stretchy golden ledger 2\nrun: whole\n/a.png\n",
        "stretchy golden ledger 1\nrun: partly\n/a.png\n",
        "stretchy golden ledger 1\nrun: whole\na.png\n",
        "stretchy golden ledger 1\nrun: whole\n/a.png",
        "stretchy golden ledger 1\n",
        "",
    ])
    func aDamagedLedgerIsRefused(_ text: String) {
        #expect(throws: CompareError.notALedger(path: "F.ledger")) { try GoldenLedger(text: text, path: "F.ledger") }
        #expect(
            CompareError.notALedger(path: "F.ledger").description
                == "'F.ledger' is not a golden ledger StretchyTesting wrote")
    }

    /// The arguments SwiftPM 6.3 starts the test processes with (seen with `swift test`, `--filter
    /// st`, `--filter testX` and `--skip testX` on a package with one test of each framework).
    @Test(arguments: [
        (["PTests.xctest"], true),
        (["PTests.xctest", "-q", "--skip-build", "--testing-library", "swift-testing"], true),
        (["PTests.xctest", "-q", "--skip-build", "--filter", "st", "--testing-library", "swift-testing"], false),
        (["PTests.xctest", "--skip", "testX", "--testing-library", "swift-testing"], false),
        (["PTests.xctest", "--filter=st", "--testing-library", "swift-testing"], false),
        (["PTests.xctest", "PTests.X/testX"], false),
        (["PTests.xctest", "PTests.X/testX,PTests.Y/testY"], false),
    ])
    func aRunIsWholeUnlessItsArgumentsSelect(_ arguments: [String], _ whole: Bool) {
        #expect(GoldenLedger.isWhole(arguments: arguments) == whole)
    }

    @Test func pathsAreCanonical() throws {
        let root = try scratchFolder("ledger").resolvingSymlinksInPath().path
        try FileManager.default.createDirectory(atPath: root + "/real/__Goldens__", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/real")
        let canonical = root + "/real/__Goldens__/a.png"
        #expect(GoldenLedger.canonical(root + "/link/__Goldens__/a.png") == canonical)
        #expect(GoldenLedger.canonical(root + "/real/./__Goldens__/../__Goldens__/a.png") == canonical)
        // Relative to the working folder (not changed here: tests run in parallel in one process).
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().path
        #expect(GoldenLedger.canonical("__Goldens__/../a.png") == here + "/a.png")
        #expect(
            GoldenLedger.canonical(root + "/link/__Goldens__/new/folders/b.png")
                == root + "/real/__Goldens__/new/folders/b.png", "folders not made yet")
    }

    /// A tree with goldens at two depths, a goldens folder's environment.json, a file outside
    /// any goldens folder, a link to a golden and a link to a folder of goldens.
    @Test func theOrphansAreTheGoldensNoLedgerNames() throws {
        let root = try scratchFolder("orphans").resolvingSymlinksInPath().path
        let files = [
            "Tests/A/__Goldens__/ATests/kept.png", "Tests/A/__Goldens__/ATests/old.png",
            "Tests/A/__Goldens__/environment.json", "Tests/B/deep/__Goldens__/BTests/old.json",
            "Tests/B/deep/__Goldens__/BTests/kept.json", "Tests/B/notAGolden.png", "elsewhere/x.png",
        ]
        for file in files {
            try FileManager.default.createDirectory(
                atPath: root + "/" + (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data([1]).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Tests/A/__Goldens__/ATests/link.png", withDestinationPath: root + "/elsewhere/x.png")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Tests/A/__Goldens__/linked", withDestinationPath: root + "/elsewhere")
        let ledger = GoldenLedger(
            whole: true,
            goldens: [
                root + "/Tests/A/__Goldens__/ATests/kept.png", root + "/Tests/B/deep/__Goldens__/BTests/kept.json",
            ])
        let tests = root + "/Tests"
        let (orphans, count) = try OrphanGoldens.orphans(
            under: [tests, tests], ledgers: [ledger], goldensFolder: "__Goldens__")
        #expect(count == 4, "each golden once, though its folder is given twice")
        #expect(
            orphans.map(\.path) == [
                tests + "/A/__Goldens__/ATests/old.png", tests + "/B/deep/__Goldens__/BTests/old.json",
            ])
        try OrphanGoldens.remove(orphans)
        #expect(!FileManager.default.fileExists(atPath: tests + "/A/__Goldens__/ATests/old.png"))
        #expect(FileManager.default.fileExists(atPath: root + "/elsewhere/x.png"), "never through a link")
        #expect(
            try OrphanGoldens.orphans(under: [tests], ledgers: [ledger], goldensFolder: "__Goldens__").orphans.isEmpty)
        #expect(throws: CompareError.folderMissing(path: root + "/none")) {
            try OrphanGoldens.goldens(under: root + "/none", goldensFolder: "__Goldens__")
        }
    }

    @Test func aFolderWithoutLedgersIsRefused() throws {
        let root = try scratchFolder("ledgers").path
        #expect(throws: CompareError.noLedger(folder: root)) { try GoldenLedger.read(folder: root) }
        try Data(GoldenLedger(whole: true, goldens: ["/x"]).text.utf8).write(
            to: URL(fileURLWithPath: root + "/1-2.ledger"))
        try Data("notes".utf8).write(to: URL(fileURLWithPath: root + "/README"))
        #expect(try GoldenLedger.read(folder: root).map(\.ledger.goldens) == [["/x"]])
        try Data("stretchy golden ledger 1\n".utf8).write(to: URL(fileURLWithPath: root + "/3-4.ledger"))
        #expect(throws: CompareError.notALedger(path: root + "/3-4.ledger")) { try GoldenLedger.read(folder: root) }
    }
}
