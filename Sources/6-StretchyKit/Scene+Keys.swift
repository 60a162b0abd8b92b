import FoundationEssentials
import JSON
import SceneModel

extension Scene {
    /// The name a scene changed in Swift has in error messages.
    private static let swiftName = "<Scene.set>"

    /// The value of the scene file key at the dotted `key` (SPEC §5: `title.text`, `header.height`,
    /// `table.sections`), as a scene file writes it, a default that follows other keys included;
    /// nil for a name that is not a key (an object such as `title`, or a member of a row).
    public subscript(key: String) -> JSONValue? {
        SceneSchema.key(key)?.fileValue(in: self)
    }

    /// Sets the scene file key at the dotted `key` (SPEC §5) to `value`, read and checked as
    /// `--scene` reads that key in a file: the same names, ranges and messages, the rules that tie
    /// keys together included, so a scene changed here is one a scene file could describe. An
    /// object's name (`title`) takes an object of its keys. A key whose default follows others
    /// (`bar.height`) is set, and no longer follows them; `device` sets the screen as a file's
    /// `device` does.
    ///
    /// ```swift
    /// var scene = Scene.seed
    /// try scene.set("scale", to: 1)
    /// try scene.set("title", to: ["text": "Fruits", "align": "center"])
    /// try scene.set("table.sections", to: [["header": "Red", "rows": [["text": "Apple"]]]])
    /// ```
    ///
    /// - Parameters:
    ///   - key: a key's dotted path, or an object's name.
    ///   - value: its value, as a scene file holds it.
    ///   - folder: the folder relative file names (`header.image`, `table.data`, row images)
    ///     are found in; nil is the working directory.
    /// - Throws: ``StretchyKitError`` of kind `sceneFile` naming the key, and the scene unchanged.
    public mutating func set(_ key: String, to value: JSONValue, folder: URL? = nil) throws(StretchyKitError) {
        do throws(SceneFileError) {
            self = try SceneFile.setting(key, to: value, in: self, path: Self.swiftName, folder: Self.folder(folder))
        } catch {
            throw StretchyKitError(.sceneFile, error)
        }
    }
}
