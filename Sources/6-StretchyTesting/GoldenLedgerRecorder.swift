import Compare
import Files
import FoundationEssentials
import Glibc
import Synchronization

/// Notes each golden a check reads or writes in this process's ledger, when
/// `STRETCHY_GOLDEN_LEDGER` names a folder (SPEC §4 "Golden files"): `stretchy orphans` lists,
/// or removes, the goldens that no ledger of a whole run names. Off by default: a run leaves no
/// file anywhere unless asked.
enum GoldenLedgerRecorder {
    /// The ledgers this process writes, by folder (a test may name another folder in the
    /// environment it passes to `Golden.check`).
    private static let ledgers = Mutex<[String: GoldenLedger]>([:])
    /// `<pid>-<start in ns>.ledger`: a process's own file, a pid used again a new one.
    private static let fileName: String = {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return "\(getpid())-\(Int(now.tv_sec) * 1_000_000_000 + now.tv_nsec).\(GoldenLedger.fileExtension)"
    }()

    /// Adds `goldenPath` to the ledger in `environment["STRETCHY_GOLDEN_LEDGER"]`, writing the
    /// file again when it is new there.
    static func note(_ goldenPath: String, environment: [String: String]) throws(GoldenFailure) {
        guard let folder = environment["STRETCHY_GOLDEN_LEDGER"], !folder.isEmpty else { return }
        let golden = GoldenLedger.canonical(goldenPath)
        let text: String? = ledgers.withLock { ledgers in
            var ledger = ledgers[folder] ?? GoldenLedger(whole: GoldenLedger.isWhole(arguments: CommandLine.arguments))
            guard ledger.goldens.insert(golden).inserted else { return nil }
            ledgers[folder] = ledger
            return ledger.text
        }
        guard let text else { return }
        do throws(FileError) {
            try Folder.ensureExists(folder)
            try AtomicFile.write(Array(text.utf8), named: fileName, in: folder)
        } catch {
            throw GoldenFailure(
                kind: .unreadable, message: "golden ledger '\(FilePath.join(folder, fileName))': \(error)",
                goldenPath: goldenPath)
        }
    }
}
