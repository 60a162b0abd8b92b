import JSON

extension Scene {
    /// The scene as a scene file (SPEC §5): `stretchy scene --print`. Reading it back gives the
    /// same scene. Every key of `SceneSchema` is written, in its order, except those the device
    /// or the appearance implies — the screen size, scale and status bar when they are the
    /// device's, the keys whose defaults follow others (`SceneRule`: `bar.height`, the iOS era,
    /// the table's colours and separator inset, `statusBar.style`) unless the scene set them,
    /// and `statusBar.time` when it is the layout's own, and `refresh.enabled` while off (an object
    /// left with no key is not written) — so that the printed file, like the
    /// scene it came from, follows a `--device` or `--appearance` given later or a `device`
    /// edited in it.
    public var json: JSONValue {
        func members(of object: String) -> [(key: String, value: JSONValue)] {
            SceneSchema.keys.filter { $0.object == object }.compactMap { key in key.print(self).map { (key.name, $0) } }
        }
        // An object none of whose keys is written (`refresh` while off) is left out with them.
        let objects = SceneSchema.objects.compactMap { object -> (key: String, value: JSONValue)? in
            let written = members(of: object)
            return written.isEmpty ? nil : (object, .object(written))
        }
        return .object(members(of: "") + objects)
    }
}
