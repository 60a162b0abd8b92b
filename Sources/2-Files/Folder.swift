import FoundationEssentials

/// Folders that output goes into.
public enum Folder {
    /// Creates `path` and its missing parents, unless it is already a folder.
    public static func ensureExists(_ path: String) throws(FileError) {
        switch PathKind(path) {
        case .folder: return
        case .missing: break
        default: throw .cannotWrite(path: path, reason: "it is a file, not a folder")
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: path, reason: "cannot create the folder")
        }
    }
}
