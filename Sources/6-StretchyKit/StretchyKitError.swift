import Export
import Motion
import Wording

/// Why StretchyKit could not do what was asked: what kind of problem it is, and the line the
/// command line prints after `Error:` for it (`description`).
public struct StretchyKitError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// The scene file is missing, not JSON, or has a bad key (SPEC §5).
        case sceneFile
        /// The scene breaks a rule between keys (SPEC §5).
        case impossibleScene
        /// The bundled images are not where they were looked for (SPEC §8).
        case resourcesNotFound
        /// An image or font could not be loaded (SPEC §7).
        case assets
        /// The offset is not a number within ``StretchyRenderer/offsetRange``.
        case offsetOutOfRange
        /// The frame rate is not within 1…240 (SPEC §3 `--fps`).
        case fpsOutOfRange
        /// The motion script is invalid or its animation too long (SPEC §2).
        case motion
        /// The frame could not be encoded as PNG.
        case encode
    }

    /// What went wrong.
    public let kind: Kind
    /// The command line's message for the same problem: `offset 100001 is out of range
    /// (-100000…100000)`, `cannot read scene file 'F': no such file`.
    public let description: String

    /// The error of a layer below, whose description is the CLI's message. The layers' own
    /// error types stay out of the public API: a client reads the kind and the message.
    package init(_ kind: Kind, _ error: some CustomStringConvertible) {
        self.kind = kind
        description = error.description
    }

    package static func impossibleScene(key: String, reason: String) -> StretchyKitError {
        StretchyKitError(.impossibleScene, "the scene is impossible: \(key): \(reason)")
    }

    package static func offsetOutOfRange(_ offset: Double) -> StretchyKitError {
        let allowed = RangeText.closed(MotionLimits.offsets)
        return StretchyKitError(
            .offsetOutOfRange, "offset " + RangeText.outOfRange(NumberText.shortest(offset), allowed: allowed))
    }

    package static func fpsOutOfRange(_ fps: Int) -> StretchyKitError {
        StretchyKitError(
            .fpsOutOfRange, "fps " + RangeText.outOfRange(String(fps), allowed: RangeText.closed(RenderLimits.fps)))
    }
}
