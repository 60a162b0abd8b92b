import Export
import SceneModel
import Scenery

/// Why StretchyKit could not do what was asked; `description` is the CLI's message for it.
public enum StretchyKitError: Error, Sendable, CustomStringConvertible {
    /// The scene file is missing, not JSON, or has a bad key (SPEC §5).
    case sceneFile(SceneFileError)
    /// The scene breaks a rule between keys (SPEC §5).
    case impossibleScene(key: String, reason: String)
    /// The bundled images are not where they were looked for (SPEC §8).
    case resourcesNotFound(ResourcesNotFound)
    /// An image or font could not be loaded (SPEC §7).
    case assets(SceneryError)
    /// The offset is not a number within ±100000.
    case offsetOutOfRange(Double)
    /// The frame rate is not 1 … 240.
    case fpsOutOfRange(Int)
    /// The motion script is invalid or its animation too long (SPEC §2).
    case motion(AnimationError)
    /// The frame could not be encoded as PNG.
    case encode(ExportError)

    public var description: String {
        switch self {
        case .sceneFile(let error): return error.description
        case let .impossibleScene(key, reason): return "the scene is impossible: \(key): \(reason)"
        case .resourcesNotFound(let error): return error.description
        case .assets(let error): return error.description
        case .offsetOutOfRange(let offset): return "offset \(offset) is not within -100000…100000"
        case .fpsOutOfRange(let fps): return "fps \(fps) is not within 1…240"
        case .motion(let error): return error.description
        case .encode(let error): return error.description
        }
    }
}
