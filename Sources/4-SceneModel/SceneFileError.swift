/// Why a scene file was refused.
public enum SceneFileError: Error, Sendable, CustomStringConvertible {
    /// The file is missing or unreadable (exit 2).
    case unreadable(path: String)
    /// The file is not JSON (exit 2).
    case syntax(path: String, reason: String)
    /// A key is unknown, of the wrong type, or has an impossible value (a usage error, exit 64).
    case invalid(path: String, key: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path): return "cannot read scene file '\(path)': no such file or not readable"
        case let .syntax(path, reason): return "scene file '\(path)' is not valid JSON: \(reason)"
        case let .invalid(path, key, reason):
            return "scene file '\(path)': " + (key.isEmpty ? reason : "\(key): \(reason)")
        }
    }
}
