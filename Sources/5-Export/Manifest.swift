import Files
import JSON
import Raster
import SceneModel

/// `frames.json` (SPEC §3): the animation's parameters and, for every frame written, its index,
/// time, file and full state.
public enum Manifest {
    public static let fileName = "frames.json"

    /// Writes the manifest of `frames` to `path` atomically.
    public static func write(for animation: Animation, frames: ClosedRange<Int>, to path: String) throws(ExportError) {
        let text = json(for: animation, frames: frames).prettyText
        try ExportError.writing { () throws(FileError) in try AtomicFile.write(Array(text.utf8), to: path) }
    }

    public static func json(for animation: Animation, frames: ClosedRange<Int>) -> JSONValue {
        let scene = animation.scene
        let entries: [JSONValue] = frames.map { index in
            .object([
                ("index", .number(Double(index))),
                ("time", .number(animation.time(ofFrame: index))),
                ("file", .string(animation.fileName(ofFrame: index))),
            ] + animation.state(ofFrame: index).jsonMembers)
        }
        return .object([
            ("fps", .number(Double(animation.fps))),
            ("scale", .number(Double(scene.scale))),
            ("width", .number(Double(scene.pixelWidth))),
            ("height", .number(Double(scene.pixelHeight))),
            // So that `compare --ignore-status-bar` knows what to leave out without the scene.
            ("statusBar", scene.statusBarPixels.map(rectangle) ?? .null),
            ("homeIndicator", HomeIndicator.pixels(on: scene).map(rectangle) ?? .null),
            ("duration", .number(animation.duration)),
            ("motion", .string(animation.timeline.script.text)),
            ("frames", .array(entries)),
        ])
    }

    /// `{"x", "y", "width", "height"}`, as `compare --json` writes `diffBounds`.
    private static func rectangle(_ rect: PixelRect) -> JSONValue {
        .object([("x", .number(Double(rect.x))), ("y", .number(Double(rect.y))),
                 ("width", .number(Double(rect.width))), ("height", .number(Double(rect.height)))])
    }
}
