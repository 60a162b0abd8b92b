import Foundation
import Testing

/// `stretchy orphans` (issue 43 item 6, SPEC §3): the goldens that no test of a whole run
/// checked, listed (exit 1) or removed (exit 0), never after a filtered run.
@Suite(.scratchFolders) struct OrphansCommandTests {
    /// A goldens tree with two goldens, one checked, and a ledger folder.
    struct Tree {
        let root: String
        var tests: String { root + "/Tests" }
        var ledgers: String { root + "/ledgers" }
        var kept: String { tests + "/A/__Goldens__/ATests/kept.png" }
        var old: String { tests + "/A/__Goldens__/ATests/old.png" }

        init() throws {
            root = try temporaryDirectory().resolvingSymlinksInPath().path
            try FileManager.default.createDirectory(
                atPath: tests + "/A/__Goldens__/ATests", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: ledgers, withIntermediateDirectories: true)
            for file in [kept, old, tests + "/A/__Goldens__/environment.json"] {
                try Data([1]).write(to: URL(fileURLWithPath: file))
            }
        }

        /// A ledger as StretchyTesting writes it (SPEC §4 "Golden files").
        func ledger(_ name: String, run: String, _ goldens: [String]) throws {
            let text = (["stretchy golden ledger 1", "run: \(run)"] + goldens.sorted()).joined(separator: "\n") + "\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: ledgers + "/" + name + ".ledger"))
        }
    }

    @Test func theOrphansAreListedThenRemoved() throws {
        let tree = try Tree()
        try tree.ledger("1-1", run: "whole", [tree.kept])
        try tree.ledger("2-2", run: "whole", [])
        let list = try Run(["orphans", "--ledger", tree.ledgers, tree.tests])
        #expect(list.status == 1, "\(list.stderr)")
        #expect(list.stdout == tree.old + "\n")
        #expect(list.stderr == "1 golden of 2 orphaned (2 ledgers in '\(tree.ledgers)')\n")
        let remove = try Run(["orphans", "--ledger", tree.ledgers, "--remove", tree.tests])
        #expect(remove.status == 0, "\(remove.stderr)")
        #expect(remove.stdout.isEmpty)
        #expect(remove.stderr == "1 golden of 2 removed (2 ledgers in '\(tree.ledgers)')\n")
        #expect(!FileManager.default.fileExists(atPath: tree.old))
        #expect(FileManager.default.fileExists(atPath: tree.kept))
        let again = try Run(["orphans", "--ledger", tree.ledgers, tree.tests])
        #expect(again.status == 0 && again.stdout.isEmpty, "\(again.stderr)")
    }

    @Test func aFilteredRunListsWithAWarningAndRemovesNothing() throws {
        let tree = try Tree()
        try tree.ledger("1-1", run: "whole", [tree.kept])
        try tree.ledger("2-2", run: "filtered", [])
        let filtered = "'\(tree.ledgers)/2-2.ledger' is of a filtered run (--filter or --skip)"
        let list = try Run(["orphans", "--ledger", tree.ledgers, tree.tests])
        #expect(list.status == 1)
        #expect(list.stderr.hasPrefix("Warning: \(filtered): the goldens of the tests it skipped are listed too\n"))
        let remove = try Run(["orphans", "--ledger", tree.ledgers, "--remove", tree.tests])
        #expect(remove.status == 2)
        #expect(remove.stderr == "Error: \(filtered): its goldens are only those of the tests it ran; remove nothing\n")
        #expect(FileManager.default.fileExists(atPath: tree.old))
    }

    @Test func withoutALedgerNothingIsSaid() throws {
        let tree = try Tree()
        let run = try Run(["orphans", "--ledger", tree.ledgers, tree.tests])
        #expect(run.status == 2)
        #expect(
            run.stderr == "Error: no golden ledger in '\(tree.ledgers)': run the whole test suite with "
                + "STRETCHY_GOLDEN_LEDGER='\(tree.ledgers)' first\n")
        let usage = try Run(["orphans", tree.tests])
        #expect(usage.status == 64)
        #expect(usage.stderr.hasPrefix("Error: missing option '--ledger <DIR>'\n"), "\(usage.stderr)")
    }
}
