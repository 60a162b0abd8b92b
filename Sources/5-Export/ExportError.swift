import Files
import Scenery

/// Why a file could not be made or written; each names the path (exit 2).
public enum ExportError: Error, Sendable, CustomStringConvertible {
    /// A file or folder could not be written.
    case file(FileError)
    /// A frame could not be drawn (its error names the header photo or the offset).
    case frame(SceneryError)
    case folderNotEmpty(path: String, example: String)
    case encode(path: String, reason: String)
    case interrupted

    public var description: String {
        switch self {
        case let .file(error): return error.description
        case let .frame(error): return error.description
        case let .folderNotEmpty(path, example):
            return "output folder '\(path)' already holds frames ('\(example)'); use --force to replace them"
        case let .encode(path, reason): return "cannot encode '\(path)': \(reason)"
        case .interrupted: return "interrupted; only whole frames were kept"
        }
    }
}

extension ExportError {
    /// Runs a file-system step, reporting its failure as an export error.
    static func writing<T>(_ step: () throws(FileError) -> T) throws(ExportError) -> T {
        do {
            return try step()
        } catch {
            throw .file(error)
        }
    }
}
