import Files
import Wording

/// The outputs of one comparison besides what it prints, for `compare` and `merge-reports` alike
/// (SPEC §4 "Output folders"): where `--report DIR` and `--junit FILE` go, and the evidence
/// folders (`--diff DIR`, `--report DIR`), each locked for the run and cleaned of an earlier
/// run's files before any pixel is compared, then written in one order once the comparison is
/// done.
package struct ReportSet {
    /// What a shard's `--report DIR` keeps besides the page: its `--json` document, from which
    /// `merge-reports` rebuilds the whole.
    package static let shardFile = "shard.json"

    /// The HTML report's folder (`--report DIR`), when asked for.
    package let html: String?
    /// The JUnit file (`--junit FILE`), when asked for.
    package let junit: String?
    /// The Markdown summary (`--summary FILE.md`), when asked for.
    package let summary: String?
    private let folders: [EvidenceFolder]
    /// One writer per folder (SPEC §6), held until `write` has recorded the manifests.
    private let locks: [FolderLock]

    /// Whether neither report was asked for.
    package var isEmpty: Bool { html == nil && junit == nil && summary == nil }

    /// Makes every output ready before the work, so that a long comparison does not end in a
    /// folder or file that cannot be written, and an evidence folder holds none of an earlier
    /// run's: each is created, locked, then cleaned (`EvidenceFolder.prepare`).
    ///
    /// - Throws: `.write` naming the file or folder that cannot be written, or the folder
    ///   another run is writing into; `.foreignFiles` for a folder that holds files stretchy did
    ///   not write there, unless `force`.
    package static func prepare(
        html: String?, junit: String?, summary: String? = nil, diffFolder: String?, force: Bool
    ) throws(CompareError) -> ReportSet {
        let named = [(diffFolder, "--diff"), (html, "--report")].compactMap { path, option in
            path.map { (path: $0, option: option) }
        }
        for file in [junit, summary].compactMap({ $0 }) {
            do throws(FileError) {
                try Folder.ensureExists(FilePath.folder(of: file))
                try AtomicFile.checkWritable(file)
            } catch {
                throw .write(error.description)
            }
        }
        // `--diff d --report d` is one folder, locked once. No waiting here: a CI job writing
        // where another is writing is a mistake to say at once.
        var locks: [FolderLock] = []
        for path in Set(named.map(\.path)).sorted() {
            do throws(FileError) {
                try Folder.ensureExists(path)
                locks.append(try FolderLock(folder: path, wait: false))
            } catch .inUse(let path, let holder) {
                let who = holder.map { "stretchy process \($0)" } ?? "another stretchy process"
                throw .write("cannot write \(Excerpt.quoted(path)): \(who) is writing into it")
            } catch {
                throw .write(error.description)
            }
        }
        var folders: [EvidenceFolder] = []
        for (path, option) in named where !folders.contains(where: { $0.path == path }) {
            folders.append(try EvidenceFolder.prepare(path, option: option, force: force))
        }
        return ReportSet(html: html, junit: junit, summary: summary, folders: folders, locks: locks)
    }

    /// What the comparison writes of each differing pair while it is decoded: its diff into
    /// `diffFolder` (`--diff DIR`), and the report's images of it.
    package func evidence(diffFolder: String? = nil) -> FolderComparison.Evidence {
        FolderComparison.Evidence(diffFolder: diffFolder, reportFolder: html)
    }

    /// Writes the reports (the page, JUnit, the Markdown summary), each whatever became of the others, a shard's `shard.json` beside
    /// its report, then the manifests of the evidence folders, deepest first (a folder inside
    /// another is then on the outer one's list), and releases the folders. JUnit names the images
    /// the HTML report keeps (its crops, inside the folder a CI job uploads), else the files
    /// compared and the diffs in `diffFolder` (`--diff DIR`). `version` (stretchy's) is
    /// named in both; `note` (`EnvironmentNote`) is carried by both; `acceptCommand`, when given,
    /// is shown by the page for each failure and group of one cause.
    ///
    /// - Returns: what could not be written, in the order it was tried.
    package func write(
        _ comparison: FolderComparison, diffFolder: String?, version: String, note: String? = nil,
        acceptCommand: AcceptCommand? = nil
    ) -> [CompareError] {
        var failed: [CompareError] = []
        func attempt(_ body: () throws(CompareError) -> Void) {
            do throws(CompareError) {
                try body()
            } catch {
                failed.append(error)
            }
        }
        if let html {
            attempt { () throws(CompareError) in
                try HTMLReport.write(
                    comparison, to: html, version: version, note: note, acceptCommand: acceptCommand)
            }
            if comparison.shard != nil {
                attempt { () throws(CompareError) in
                    try CompareFiles.write(Array((comparison.json.text + "\n").utf8), named: Self.shardFile, in: html)
                }
            }
        }
        if let junit {
            attempt { () throws(CompareError) in
                try JUnitReport.write(
                    comparison, diffFolder: diffFolder, reportFolder: html, version: version, note: note, to: junit)
            }
        }
        if let summary {
            attempt { () throws(CompareError) in
                let text = MarkdownSummary.text(
                    for: comparison, reportPage: html.map { FilePath.join($0, "index.html") },
                    acceptCommand: acceptCommand)
                try CompareFiles.write(Array(text.utf8), to: summary)
            }
        }
        for folder in folders.sorted(by: { $0.path.count > $1.path.count }) {
            attempt { () throws(CompareError) in try folder.record() }
        }
        // The folders are done; releasing here also keeps the locks alive until now, whatever
        // the optimiser makes of the last use of `self`.
        for lock in locks { lock.release() }
        return failed
    }
}
