import Glibc

/// A file written whole and flushed under a temporary name beside its target
/// (`AtomicFile.stage`), not yet the target's: `commit` renames it over the target. Dropped
/// uncommitted, it removes its temporary file, so a failure between staging and committing
/// leaves no temporary behind however it unwinds.
///
/// For `FileBatch`, a commit can keep the file it replaces (a hard link under a temporary name)
/// until `finish`, so that `rollBack` can put it back.
package final class StagedFile {
    /// The target's folder, open; this file's own descriptor.
    let folder: Int32
    /// The target's name in `folder`.
    let name: String
    /// The temporary file's name in `folder`.
    let temporary: String
    /// What messages call the target.
    package let path: String
    /// A path the user named (`--apng FILE`): anything there but a regular file or a link is
    /// refused. stretchy's own files replace whatever is at their names (a FIFO at a frame's).
    let userNamed: Bool
    /// The folder this process has locked and a descriptor of its own on it, checked again
    /// before the rename (`FolderLock.checkHeld`).
    let lock: (folder: String, descriptor: Int32)?
    /// How `rollBack` undoes the commit; nil when it cannot.
    private var undo: Undo?
    private var state = State.staged

    private enum State {
        case staged, committed, finished
    }

    private enum Undo {
        /// There was no file at the target: remove the new one.
        case remove
        /// The replaced file, kept under this temporary name until `finish`.
        case restore(String)
    }

    init(
        folder: Int32, name: String, temporary: String, path: String, userNamed: Bool,
        lock: (folder: String, descriptor: Int32)?
    ) {
        self.folder = folder
        self.name = name
        self.temporary = temporary
        self.path = path
        self.userNamed = userNamed
        self.lock = lock
    }

    deinit {
        if state == .staged { unlinkat(folder, temporary, 0) }
        if case .restore(let backup) = undo { unlinkat(folder, backup, 0) }
        close(folder)
        if let lock { close(lock.descriptor) }
    }

    /// Throws when the rename would now be wrong: the locked folder moved or its lock file
    /// replaced, a folder at the target's name, or (a user-named target) a device, pipe or
    /// socket planted there since it was checked.
    package func check() throws(FileError) {
        if let lock { try FolderLock.checkHeld(lock.folder, descriptor: lock.descriptor) }
        var status = stat()
        guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: throw .targetIsFolder(path: path)
        case S_IFREG, S_IFLNK: return
        default: if userNamed { throw .cannotWrite(path: path, reason: AtomicFile.notRegularFile) }
        }
    }

    /// Renames the file over its target, durably. With `keepingReplaced`, a file already at the
    /// target stays reachable until `finish` (or goes back with `rollBack`); where hard links
    /// cannot be made, it is replaced without that.
    package func commit(keepingReplaced: Bool = false) throws(FileError) {
        try check()
        if keepingReplaced {
            undo = .remove
            if faccessat(folder, name, F_OK, AT_SYMLINK_NOFOLLOW) == 0 {
                let backup = AtomicFile.temporaryName(for: name)
                undo = linkat(folder, name, folder, backup, 0) == 0 ? .restore(backup) : nil
            }
        }
        guard renameat(folder, temporary, folder, name) == 0 else {
            throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        state = keepingReplaced ? .committed : .finished
        // The rename is only durable once the folder's entry is.
        if let failure = AtomicFile.syncFolder(folder) {
            throw .cannotWrite(path: path, reason: String(cString: strerror(failure)))
        }
    }

    /// Undoes a `commit(keepingReplaced: true)`: the file it replaced is back at the target, or
    /// the target is gone when there was none.
    package func rollBack() {
        guard state == .committed else { return }
        switch undo {
        case .restore(let backup): if renameat(folder, backup, folder, name) == 0 { undo = nil }
        case .remove: unlinkat(folder, name, 0)
        case nil: break
        }
        state = .finished
        _ = AtomicFile.syncFolder(folder)
    }

    /// Lets the replaced file go, once every file of the batch is committed.
    package func finish() {
        if case .restore(let backup) = undo { unlinkat(folder, backup, 0) }
        undo = nil
        state = .finished
    }
}
