import Glibc
import Wording

/// Folders that output goes into.
package enum Folder {
    /// Creates `path` and its missing parents, unless it is already a folder, durably.
    package static func ensureExists(_ path: String) throws(FileError) {
        switch PathKind(path) {
        case .folder: return
        case .missing:
            if let reason = PathKind.linkToNothing(path) { throw .cannotWrite(path: path, reason: reason) }
        default: throw .cannotWrite(path: path, reason: "it is a file, not a folder")
        }
        var created: [String] = []
        var missing = path
        while PathKind(missing) == .missing, !created.contains(missing) {
            created.append(missing)
            missing = FilePath.folder(of: missing)
        }
        // Outermost first; one made meanwhile by another process is as good as ours.
        for folder in created.reversed() where mkdir(folder, 0o777) != 0 {
            let code = errno
            if code == EEXIST && PathKind(folder) == .folder { continue }
            let which = folder == path ? "the folder" : "the folder \(Excerpt.quoted(folder))"
            throw .cannotWrite(path: path, reason: "cannot create \(which): " + String(cString: strerror(code)))
        }
        // A new folder survives a crash, with the files written into it, once its parent's
        // entry for it is on the disk.
        for folder in created {
            let failure = AtomicFile.syncFolder(FilePath.folder(of: folder))
            if failure != 0 { throw .cannotWrite(path: path, reason: String(cString: strerror(failure))) }
        }
    }
}
