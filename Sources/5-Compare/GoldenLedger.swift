import Files
import FoundationEssentials
import Glibc

/// The goldens one test process checked: what `stretchy orphans` reads to tell which goldens no
/// test wrote (SPEC §4 "Golden files"). StretchyTesting writes one per process into the folder
/// `STRETCHY_GOLDEN_LEDGER` names; a run of `swift test` is two processes (XCTest's, then Swift
/// Testing's), so a run is every ledger of the folder.
///
/// The file is text: `stretchy golden ledger 1`, then `run: whole` or `run: filtered`, then one
/// golden's canonical path a line (links resolved), sorted. Rejected: appending a line per check
/// (a killed process leaves half a line; the whole file is written again instead, atomically,
/// and a process checks at most some thousands of goldens) and a ledger beside the goldens (it
/// would be committed).
package struct GoldenLedger: Sendable, Equatable {
    /// Whether the process ran every test: a filtered run says nothing of the tests it skipped,
    /// whose goldens removing would delete (Roborazzi's `cleanupOldScreenshots` refuses a filtered
    /// run for the same reason).
    package var whole: Bool
    /// The canonical paths of the goldens checked (`canonical(_:)`).
    package var goldens: Set<String>

    /// A ledger file's name ends so.
    package static let fileExtension = "ledger"
    private static let firstLine = "stretchy golden ledger 1"

    package init(whole: Bool, goldens: Set<String> = []) {
        self.whole = whole
        self.goldens = goldens
    }

    /// The file's text.
    package var text: String {
        ([Self.firstLine, "run: " + (whole ? "whole" : "filtered")] + goldens.sorted()).joined(separator: "\n") + "\n"
    }

    /// A ledger file's `text`, read from `path`.
    package init(text: String, path: String) throws(CompareError) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 3, lines[0] == Self.firstLine, lines.last == "",
            lines[1] == "run: whole" || lines[1] == "run: filtered"
        else { throw .notALedger(path: path) }
        whole = lines[1] == "run: whole"
        goldens = Set(lines[2..<(lines.count - 1)].map(String.init))
        guard goldens.allSatisfy({ $0.hasPrefix("/") }) else { throw .notALedger(path: path) }
    }

    /// Whether a test process with these arguments runs every test. SwiftPM hands Swift
    /// Testing's process its `--filter` and `--skip` options (`--skip-build` is SwiftPM's own),
    /// and XCTest's process the selected tests as arguments (`Module.Class/test`), and nothing
    /// when every test runs.
    package static func isWhole(arguments: [String]) -> Bool {
        let options = arguments.dropFirst()
        if options.contains(where: {
            $0 == "--filter" || $0 == "--skip" || $0.hasPrefix("--filter=") || $0.hasPrefix("--skip=")
        }) {
            return false
        }
        // Swift Testing's process is told `--testing-library swift-testing`; its other
        // arguments are the options `swift test` was given, never a selection.
        guard !options.contains("--testing-library") else { return true }
        return !options.contains { !$0.hasPrefix("-") }
    }

    /// `path` absolute, with `.` and `..` taken out and the links of its longest existing
    /// folder resolved (a golden being recorded may be in a folder not made yet): the same golden
    /// has one name in every ledger and in `stretchy orphans`' walk.
    package static func canonical(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FilePath.join(FileManager.default.currentDirectoryPath, path)
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        // The longest existing folder among the golden's folders, resolved, then the rest.
        for kept in stride(from: parts.count - 1, through: 0, by: -1) {
            guard let resolved = realpath("/" + parts[..<kept].joined(separator: "/"), nil) else { continue }
            defer { free(resolved) }
            let folder = String(cString: resolved)
            return parts[kept...].reduce(folder) { FilePath.join($0, String($1)) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Every ledger in `folder`, by file name.
    package static func read(folder: String) throws(CompareError) -> [(path: String, ledger: GoldenLedger)] {
        try CompareFiles.requireFolder(folder)
        guard let names = CompareFiles.entries(of: Array(folder.utf8)) else { throw .folderUnreadable(path: folder) }
        var ledgers: [(path: String, ledger: GoldenLedger)] = []
        for name in names.map({ String(decoding: $0, as: UTF8.self) }).sorted()
        where name.hasSuffix("." + fileExtension) {
            let path = FilePath.join(folder, name)
            let bytes = try CompareFiles.readFile(atPath: path)
            ledgers.append((path, try GoldenLedger(text: String(decoding: bytes, as: UTF8.self), path: path)))
        }
        guard !ledgers.isEmpty else { throw .noLedger(folder: folder) }
        return ledgers
    }
}
