import Files
import FoundationEssentials
import JSON

/// A scene file (SPEC §5): every key optional, checked strictly, paths relative to the file.
///
/// The merge order is: the seed, then the file's `device`, then the file's other keys. The
/// command line applies its options after that (the CLI's `SceneOptions`).
package struct SceneFile: Sendable {
    /// The scene the file describes. The keys whose defaults follow others and that the file
    /// does not set (`bar.height`, `table.background`, …) follow the device and the appearance,
    /// also when options change those later.
    package let scene: Scene

    /// Reads and checks the file at `path`; `-` reads standard input, and then relative file
    /// names resolve against the working directory (the folder of a file named `-` there).
    package init(contentsOf path: String) throws(SceneFileError) {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        guard let text = String(data: Data(bytes), encoding: .utf8) else {
            throw .syntax(path: path, reason: "not UTF-8 text")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        try self.init(text: text, path: path, folder: folder)
    }

    /// Checks `text` as the scene file `path`, resolving relative file names against `folder`.
    package init(text: String, path: String, folder: URL) throws(SceneFileError) {
        let root: JSONValue
        do {
            root = try JSONValue(parsing: text)
        } catch {
            throw .syntax(path: path, reason: error.description)
        }
        scene = try SceneFileReader(path: path, folder: folder).scene(from: root)
    }

    /// `scene` with the key at the dotted `key` (`title.text`, `scale`, or an object, `title`)
    /// set to `value`, read and checked as a scene file `path` holding only that key is read over
    /// it (relative file names against `folder`), the rules that tie keys together included.
    package static func setting(
        _ key: String, to value: JSONValue, in scene: Scene, path: String, folder: URL
    ) throws(SceneFileError) -> Scene {
        let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
        let root: JSONValue =
            if parts.count == 2, SceneSchema.objects.contains(parts[0]) {
                .object([(parts[0], .object([(parts[1], value)]))])
            } else {
                .object([(key, value)])
            }
        return try SceneFileReader(path: path, folder: folder).scene(from: root, over: scene)
    }
}
