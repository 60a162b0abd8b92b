import Files
import JSON
import Raster
import SceneModel
import Scenery

/// `frames.json` (SPEC §3): the animation's parameters, the environment fingerprint of the
/// render (`Environment`, SPEC §6) and, for every frame written, its index, time, file and full
/// state, and with `render --layout` its layout (what `stretchy layout` prints at its offset).
package enum Manifest {
    package static let fileName = "frames.json"

    /// Stages the manifest of `frames` for `path`, a file the user named (`--manifest`), to be
    /// committed with the render's other files (`FileBatch`).
    package static func stage(
        for animation: Animation, frames: ClosedRange<Int>, environment: JSONValue, layout: SceneLayout?,
        to path: String
    ) throws(ExportError) -> StagedFile {
        let document = json(for: animation, frames: frames, environment: environment, layout: layout)
        let bytes = Array(document.prettyText.utf8)
        return try ExportError.writing { () throws(FileError) in try AtomicFile.stage(bytes, to: path) }
    }

    /// Stages the manifest of `frames` as `frames.json` in `folder` (replacing a link there once
    /// committed).
    package static func stage(
        for animation: Animation, frames: ClosedRange<Int>, environment: JSONValue, layout: SceneLayout?,
        into folder: String
    ) throws(ExportError) -> StagedFile {
        let document = json(for: animation, frames: frames, environment: environment, layout: layout)
        let bytes = Array(document.prettyText.utf8)
        return try ExportError.writing { () throws(FileError) in
            try AtomicFile.stage(bytes, named: fileName, in: folder)
        }
    }

    /// One frame of `frames`: `{"index", "time", "file", …the state's keys}`, then `"layout"`
    /// (`{"offset", "elements"}`, `stretchy layout`'s document of the frame's state: its offset,
    /// and its time for the spinner) when given.
    package static func entry(
        index: Int, time: Double, file: String, state: ScrollState, layout: ScreenLayout? = nil
    ) -> JSONValue {
        .object(
            [("index", .number(Double(index))), ("time", .number(time)), ("file", .string(file))]
                + state.jsonMembers + (layout.map { [("layout", $0.json)] } ?? []))
    }

    /// The manifest, each frame with its layout when `layout` is given; without `environment`
    /// (nil), as `render --resume` compares a finished one.
    package static func json(
        for animation: Animation, frames: ClosedRange<Int>,
        environment: JSONValue? = nil, layout: SceneLayout? = nil
    ) -> JSONValue {
        let scene = animation.scene
        let entries: [JSONValue] = frames.map { index in
            let state = animation.state(ofFrame: index)
            return entry(
                index: index, time: animation.time(ofFrame: index), file: animation.fileName(ofFrame: index),
                state: state, layout: layout?.at(state: state))
        }
        let fingerprint = environment.map { [(key: Environment.key, value: $0)] } ?? []
        return .object(
            [
                ("fps", .number(Double(animation.fps))),
                ("scale", .number(Double(scene.scale))),
                ("width", .number(Double(scene.pixelWidth))),
                ("height", .number(Double(scene.pixelHeight))),
                // So that `compare --ignore-status-bar` knows what to leave out without the scene.
                ("statusBar", scene.statusBarPixels.map(rectangle) ?? .null),
                ("homeIndicator", HomeIndicator.pixels(on: scene).map(rectangle) ?? .null),
                ("duration", .number(animation.duration)),
                ("motion", .string(animation.timeline.script.text)),
            ] + fingerprint + [("frames", .array(entries))])
    }

    /// `{"x", "y", "width", "height"}`, as `compare --json` writes `diffBounds`.
    private static func rectangle(_ rect: PixelRect) -> JSONValue {
        .object([
            ("x", .number(Double(rect.x))), ("y", .number(Double(rect.y))),
            ("width", .number(Double(rect.width))), ("height", .number(Double(rect.height))),
        ])
    }
}
