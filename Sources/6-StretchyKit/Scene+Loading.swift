import FoundationEssentials
import SceneModel

extension Scene {
    /// The name a scene given as text has in error messages.
    private static let textName = "<json>"

    /// The scene a scene file's text describes (SPEC §5), read as `stretchy --scene` reads the
    /// file: the same keys, checks and defaults, so the scene is the one the command draws.
    ///
    /// - Parameters:
    ///   - json: the text of a scene file.
    ///   - folder: the folder its relative file names (`header.image`, `table.data`, row
    ///     images) are found in; nil is the working directory.
    /// - Throws: ``StretchyKitError`` of kind `sceneFile` with the command line's message.
    public init(json: String, folder: URL? = nil) throws(StretchyKitError) {
        do throws(SceneFileError) {
            self = try SceneFile(text: json, path: Self.textName, folder: Self.folder(folder)).scene
        } catch {
            throw StretchyKitError(.sceneFile, error)
        }
    }

    /// `folder`, or the working directory for nil: where a scene given in Swift finds the files
    /// it names by relative paths.
    static func folder(_ folder: URL?) -> URL {
        folder ?? URL(fileURLWithPath: textName).deletingLastPathComponent()
    }

    /// The scene of the scene file at `url`, read as `stretchy --scene` reads it: its relative
    /// file names are found beside it.
    public init(contentsOf url: URL) throws(StretchyKitError) {
        do throws(SceneFileError) {
            self = try SceneFile(contentsOf: url.path).scene
        } catch {
            throw StretchyKitError(.sceneFile, error)
        }
    }
}
