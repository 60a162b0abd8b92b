import Wording

/// Why a file or folder could not be written; each names the path (exit 2).
package enum FileError: Error, Sendable, CustomStringConvertible {
    case missingFolder(path: String)
    case targetIsFolder(path: String)
    case cannotWrite(path: String, reason: String)
    /// Another run holds the folder's `FolderLock`; its process id when it wrote one.
    case inUse(path: String, holder: Int32?)

    package var description: String {
        switch self {
        case let .missingFolder(path): return "cannot write \(Excerpt.quoted(path)): its folder does not exist"
        case let .targetIsFolder(path): return "cannot write \(Excerpt.quoted(path)): it is a folder"
        case let .cannotWrite(path, reason): return "cannot write \(Excerpt.quoted(path)): \(reason)"
        case let .inUse(path, holder):
            let who = holder.map { "stretchy process \($0)" } ?? "another stretchy process"
            return "cannot write \(Excerpt.quoted(path)): \(who) is writing into it (--wait waits for it to finish)"
        }
    }
}
