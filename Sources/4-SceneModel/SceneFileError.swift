import Wording

/// Why a scene file was refused. A key is echoed shortened (`Excerpt`): an unknown key may be
/// megabytes long.
package enum SceneFileError: Error, Sendable, CustomStringConvertible {
    /// The file is missing, unreadable or too large (exit 2), and why.
    case unreadable(path: String, reason: String)
    /// The file is not JSON (exit 2).
    case syntax(path: String, reason: String)
    /// A key is unknown, of the wrong type, or has an impossible value (a usage error, exit 64).
    case invalid(path: String, key: String, reason: String)
    /// A `table.data` file is missing, unreadable, too large, or not CSV or JSON (exit 2).
    case data(path: String, reason: String)

    package var description: String {
        switch self {
        case let .unreadable(path, reason): return "cannot read scene file \(Excerpt.quoted(path)): \(reason)"
        case let .syntax(path, reason): return "scene file \(Excerpt.quoted(path)) is not valid JSON: \(reason)"
        case let .data(path, reason): return "table data \(Excerpt.quoted(path)): \(reason)"
        case let .invalid(path, key, reason):
            return "scene file \(Excerpt.quoted(path)): "
                + (key.isEmpty ? reason : "\(Excerpt.shortened(key)): \(reason)")
        }
    }
}
