import Glibc

/// What is at a path, from one `stat` (links followed).
public enum PathKind: Sendable, Equatable {
    /// Nothing, or a path through something that is not a folder.
    case missing
    case folder
    case regularFile
    /// A device, pipe or socket.
    case other

    public init(_ path: String) {
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

    public var exists: Bool { self != .missing }

    /// Why `path` cannot be read as a file, in the words every message uses.
    public static func unreadableReason(_ path: String) -> String {
        switch PathKind(path) {
        case .missing: return "no such file"
        case .folder: return "it is a folder"
        case .other: return "it is not a regular file (a device, pipe or socket)"
        case .regularFile: return "permission denied or unreadable"
        }
    }
}
