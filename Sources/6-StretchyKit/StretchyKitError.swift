import Export
import Motion
import SceneModel
import Scenery
import Wording

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
    /// The offset is not a number within `MotionLimits.offsets`.
    case offsetOutOfRange(Double)
    /// The frame rate is not within `RenderLimits.fps`.
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
        case .offsetOutOfRange(let offset):
            let allowed = RangeText.closed(MotionLimits.offsets)
            return "offset " + RangeText.outOfRange(NumberText.shortest(offset), allowed: allowed)
        case .fpsOutOfRange(let fps):
            return "fps " + RangeText.outOfRange(String(fps), allowed: RangeText.closed(RenderLimits.fps))
        case .motion(let error): return error.description
        case .encode(let error): return error.description
        }
    }
}
