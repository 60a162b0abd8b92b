/// Files written as one (SPEC §6 "Atomic files"): each is staged whole under a temporary name
/// beside its target first (`AtomicFile.stage`), and only once all are whole are they renamed
/// over their targets, in the order added. Before the first rename every target is checked
/// again (a folder or FIFO planted at one, a lock file replaced); a rename that still fails puts
/// back the files the earlier renames replaced. So the targets end all new or all as they were,
/// and a batch dropped uncommitted (a failure while staging) leaves no temporary file.
///
/// Rejected: writing each file in turn atomically, as before: a render whose third file could
/// not be written (a full disk) kept the first two of this run beside the third of an earlier
/// one.
package final class FileBatch {
    private var files: [StagedFile] = []

    package init() {}

    /// Adds a staged file; it is renamed after those added before it.
    package func add(_ file: StagedFile) {
        files.append(file)
    }

    /// Renames every staged file over its target, or none (see the type). Empties the batch.
    package func commit() throws(FileError) {
        defer { files = [] }
        for file in files { try file.check() }
        var committed: [StagedFile] = []
        do throws(FileError) {
            for file in files {
                // Listed first: a rename whose folder then cannot be flushed is undone too.
                committed.append(file)
                try file.commit(keepingReplaced: true)
            }
        } catch {
            for file in committed.reversed() { file.rollBack() }
            throw error
        }
        for file in committed { file.finish() }
    }
}
