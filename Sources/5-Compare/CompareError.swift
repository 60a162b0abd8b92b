/// Why a folder comparison could not be done (SPEC §3 exit code 2). Errors thrown by the
/// injected image loader or diff writer pass through unchanged.
public enum CompareError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing exists at the path.
    case folderMissing(path: String)
    /// The path exists but is not a directory.
    case notAFolder(path: String)
    /// The directory exists but its entries cannot be listed.
    case folderUnreadable(path: String)

    public var description: String {
        switch self {
        case .folderMissing(let path): return "\(path): no such folder"
        case .notAFolder(let path): return "\(path): not a folder"
        case .folderUnreadable(let path): return "\(path): the folder cannot be read"
        }
    }
}
