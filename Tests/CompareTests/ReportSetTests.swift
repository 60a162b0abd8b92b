import Compare
import Foundation
import Glibc
import TestSupport
import Testing

/// The outputs of a comparison besides what it prints (`ReportSet`), as `compare` and
/// `merge-reports` share them (SPEC §4 "Output folders").
@Suite(.scratchFolders) final class ReportSetTests {
    /// This test's scratch folder, removed when the test ends.
    private let scratch: String

    init() throws { scratch = try scratchFolder("report-set").path }

    /// A comparison with one golden missing from the actual folder: it differs, and the reports
    /// have something to say.
    private var comparison: FolderComparison {
        FolderComparison(
            expectedFolder: scratch + "/golden", actualFolder: scratch + "/out", settings: CompareSettings(),
            shard: nil, files: [], onlyInExpected: ["a.png"], onlyInActual: [])
    }

    /// A report folder is another run's from `prepare` until `write` is done: a second run is
    /// refused at once, naming the process; once written, the folder's manifest names the page,
    /// so the next run may have it and removes it first.
    @Test func aReportFolderIsLockedUntilItIsWritten() throws {
        let report = scratch + "/report"
        let reports = try ReportSet.prepare(html: report, junit: nil, diffFolder: nil, force: false)
        #expect(
            throws: CompareError.write("cannot write '\(report)': stretchy process \(getpid()) is writing into it")
        ) {
            try ReportSet.prepare(html: report, junit: nil, diffFolder: report, force: false)
        }
        #expect(reports.write(comparison, diffFolder: nil, version: "1.0.0").isEmpty)
        #expect(FileManager.default.fileExists(atPath: report + "/index.html"))

        _ = try ReportSet.prepare(html: report, junit: nil, diffFolder: nil, force: false)
        #expect(!FileManager.default.fileExists(atPath: report + "/index.html"), "the earlier run's page is gone")
    }

    /// Each report is written whatever became of the other: a JUnit file that cannot be written
    /// is returned (the CLI says it and exits 2), and the HTML report is there all the same.
    @Test func aReportThatCannotBeWrittenIsReturnedAndTheOtherIsWritten() throws {
        let report = scratch + "/report", junit = scratch + "/junit.xml"
        let reports = try ReportSet.prepare(html: report, junit: junit, diffFolder: nil, force: false)
        // A folder where the file goes, made after the check `prepare` does.
        try FileManager.default.createDirectory(atPath: junit, withIntermediateDirectories: false)
        let failed = reports.write(comparison, diffFolder: nil, version: "1.0.0")
        #expect(failed.count == 1)
        #expect(failed.first?.description.contains("'\(junit)'") == true, "\(failed)")
        #expect(FileManager.default.fileExists(atPath: report + "/index.html"))
    }

    /// A compare input is read by `InputFile`'s loop, at most 512 MiB of it, as every image file:
    /// a larger one is refused by its size, before a byte is read (the file is sparse).
    @Test func aCompareInputOver512MiBIsRefusedUnread() throws {
        let path = scratch + "/huge.png"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(512 << 20) + 1) == 0)
        #expect(throws: CompareError.unreadable(path: path, reason: "larger than 512 MiB")) {
            try CompareFiles.load(path)
        }
    }
}
