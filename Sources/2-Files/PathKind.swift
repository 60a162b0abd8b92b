import Glibc

/// What is at a path, from one `stat` (links followed).
package enum PathKind: Sendable, Equatable {
    /// Nothing, or a path through something that is not a folder.
    case missing
    case folder
    case regularFile
    /// A device, pipe or socket.
    case other

    package init(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            self = .missing
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: self = .folder
        case S_IFREG: self = .regularFile
        default: self = .other
        }
    }

    package var exists: Bool { self != .missing }

    /// Why `path` cannot be read as a file, in the words every message uses.
    package static func unreadableReason(_ path: String) -> String {
        switch PathKind(path) {
        case .missing: return linkToNothing(path) ?? "no such file"
        case .folder: return "it is a folder"
        case .other: return InputFile.notRegular
        case .regularFile: return "permission denied or unreadable"
        }
    }

    /// When `path` is a symbolic link that leads to no file (dangling, or a loop), the words SPEC
    /// §6 gives it, with the system's reason: `it is a symbolic link that leads to no file (Too
    /// many levels of symbolic links)`; nil otherwise.
    package static func linkToNothing(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, stat(path, &status) != 0 else {
            return nil
        }
        return "it is a symbolic link that leads to no file (\(String(cString: strerror(errno))))"
    }
}
