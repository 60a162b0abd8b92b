import Files
import Scenery
import Wording

/// Why a file could not be made or written (exit 2) or a render not resumed (exit 64); each
/// names the path.
package enum ExportError: Error, Sendable, CustomStringConvertible {
    /// A file or folder could not be written.
    case file(FileError)
    /// A frame could not be drawn (its error names the header photo or the offset).
    case frame(SceneryError)
    case folderNotEmpty(path: String, example: String)
    case encode(path: String, reason: String)
    case interrupted
    /// Frames could not be written to standard output (`render --output-dir -`), for instance
    /// because its reader closed the pipe.
    case stream(FileDescriptorOutput.Failure)
    /// `render --resume` cannot tell, or knows otherwise, that its options made the folder's
    /// frames (a usage error: the options are what is wrong).
    case cannotResume(path: String, reason: String)
    /// The contact sheet could not be drawn, encoded or staged (`render --sheet`).
    case sheet(path: String, reason: String)

    package var description: String {
        switch self {
        case let .file(error): return error.description
        case let .frame(error): return error.description
        case let .folderNotEmpty(path, example):
            return
                "output folder \(Excerpt.quoted(path)) already holds frames (\(Excerpt.quoted(example))); use --force to replace them"
        case let .encode(path, reason): return "cannot encode \(Excerpt.quoted(path)): \(reason)"
        case .interrupted: return "interrupted; only whole frames were kept"
        case let .stream(failure): return failure.description
        case let .cannotResume(path, reason): return "cannot resume the render in \(Excerpt.quoted(path)): \(reason)"
        case let .sheet(path, reason): return "contact sheet '\(path)': \(reason)"
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
