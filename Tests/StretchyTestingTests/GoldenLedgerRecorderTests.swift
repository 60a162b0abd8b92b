import Compare
import Foundation
import TestSupport
import Testing

@testable import StretchyTesting

/// The ledger a check writes when `STRETCHY_GOLDEN_LEDGER` asks (issue 43 item 6, SPEC §4
/// "Golden files"), which `stretchy orphans` reads.
@Suite(.scratchFolders) struct GoldenLedgerRecorderTests {
    @Test func everyCheckNotesItsGoldenWhateverTheVerdict() throws {
        let root = try scratchFolder("ledger-recorder").resolvingSymlinksInPath().path
        let ledgers = root + "/ledgers"
        let environment = ["STRETCHY_GOLDEN_LEDGER": ledgers]
        let recorded = root + "/__Goldens__/T/recorded.png", changed = root + "/__Goldens__/T/changed.png"
        // Recorded (a failure of its kind), then identical, then different: each is checked.
        #expect(
            Golden.verify(GoldenTests.grey, as: .png, goldenPath: recorded, environment: environment)?.kind == .recorded
        )
        #expect(Golden.verify(GoldenTests.grey, as: .png, goldenPath: recorded, environment: environment) == nil)
        _ = Golden.verify(GoldenTests.grey, as: .png, goldenPath: changed, environment: environment)
        let artifacts = GoldenSettings(artifactsFolder: root + "/artifacts")
        try FileManager.default.createDirectory(atPath: root + "/x", withIntermediateDirectories: true)
        #expect(
            Golden.verify(
                GoldenTests.changed, as: .png, goldenPath: root + "/x/../__Goldens__/T/changed.png",
                settings: artifacts,
                environment: environment)?.kind == .different)
        let files = try FileManager.default.contentsOfDirectory(atPath: ledgers)
        #expect(files.count == 1 && files[0].hasPrefix("\(getpid())-") && files[0].hasSuffix(".ledger"), "\(files)")
        let text = try String(contentsOfFile: ledgers + "/" + files[0], encoding: .utf8)
        let ledger = try GoldenLedger(text: text, path: files[0])
        #expect(ledger.goldens == [recorded, changed], "one line a golden, however it is spelt")
        #expect(ledger.whole == GoldenLedger.isWhole(arguments: CommandLine.arguments))
    }

    @Test func withoutTheVariableNothingIsWritten() throws {
        let root = try scratchFolder("ledger-off").path
        _ = Golden.verify(GoldenTests.grey, as: .png, goldenPath: root + "/__Goldens__/T/a.png", environment: [:])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["__Goldens__"])
    }

    @Test func anUnwritableLedgerFailsTheCheck() throws {
        let root = try scratchFolder("ledger-blocked").path
        try Data([1]).write(to: URL(fileURLWithPath: root + "/file"))
        let failure = Golden.verify(
            GoldenTests.grey, as: .png, goldenPath: root + "/__Goldens__/T/a.png",
            environment: ["STRETCHY_GOLDEN_LEDGER": root + "/file/ledgers"])
        #expect(failure?.kind == .unreadable)
        #expect(failure?.message.hasPrefix("golden ledger '\(root)/file/ledgers/") == true, "\(failure?.message ?? "")")
    }
}
