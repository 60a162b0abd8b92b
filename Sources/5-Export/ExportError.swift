/// Why a file could not be written; each names the path (exit 2).
public enum ExportError: Error, Sendable, CustomStringConvertible {
    case missingFolder(path: String)
    case targetIsFolder(path: String)
    case cannotWrite(path: String, reason: String)
    case folderNotEmpty(path: String, example: String)
    case encode(path: String, reason: String)
    case interrupted

    public var description: String {
        switch self {
        case let .missingFolder(path): return "cannot write '\(path)': its folder does not exist"
        case let .targetIsFolder(path): return "cannot write '\(path)': it is a folder"
        case let .cannotWrite(path, reason): return "cannot write '\(path)': \(reason)"
        case let .folderNotEmpty(path, example):
            return "output folder '\(path)' already holds frames ('\(example)'); use --force to replace them"
        case let .encode(path, reason): return "cannot encode '\(path)': \(reason)"
        case .interrupted: return "interrupted; only whole frames were kept"
        }
    }
}
