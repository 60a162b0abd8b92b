import JSON
import Wording

// The objects of a scene's arrays (`table.sections`, a section's `rows`), each read member by
// member by the schema's nested keys (`SceneKey+Parts`). While it reads the object at
// `table.sections[0].rows[2]` the reader carries its indices, `[0, 2]`: the keys read into the
// part there, and errors name it by its place, `table.sections[0].rows[2].style`.
extension SceneFileReader {
    /// This reader inside the array item at `index` of the object it reads.
    func at(_ index: Int) -> SceneFileReader {
        var inner = self
        inner.indices.append(index)
        return inner
    }

    /// `key` with each `[]` the index of its place: `table.sections[0].rows[2].style`.
    func place(_ key: String) -> String { Self.place(key, at: indices) }

    /// `key` with each `[]` the index of `indices` at its level.
    static func place(_ key: String, at indices: [Int]) -> String {
        guard !indices.isEmpty, key.contains("[]") else { return key }
        var place = "", rest = Substring(key), level = 0
        while let brackets = rest.firstRange(of: "[]"), level < indices.count {
            place += rest[..<brackets.lowerBound] + "[\(indices[level])]"
            rest = rest[brackets.upperBound...]
            level += 1
        }
        return place + rest
    }

    /// The items of the non-empty array `value` at `key`, an array of `what`.
    func objects(_ value: JSONValue, at key: String, of what: String) throws(SceneFileError) -> [JSONValue] {
        guard case let .array(items) = value, !items.isEmpty else {
            let given = if case .array = value { "an empty array" } else { value.typeName }
            throw fail(key, "must be a non-empty array of \(what), not \(given)")
        }
        return items
    }

    /// Reads the object `value` at `object` (`table.sections[]`) into the part of `scene` at
    /// this reader's indices, each member by the key of its path, after refusing an unknown
    /// name and a missing required one.
    func members(_ value: JSONValue, of object: String, into scene: inout Scene) throws(SceneFileError) {
        guard case let .object(members) = value else { throw fail(object, "must be an object, not \(value.typeName)") }
        let keys = SceneSchema.keys(in: object)
        for member in members where !keys.contains(where: { $0.name == member.key }) {
            let hint = Suggestion.hint(Suggestion.nearest(to: member.key, among: keys.map(\.name)))
            throw fail(SceneSchema.path(object, member.key), "unknown key\(hint)")
        }
        for key in keys where key.required && !members.contains(where: { $0.key == key.name }) {
            throw fail(key.path, "is required")
        }
        for member in members {
            guard let key = keys.first(where: { $0.name == member.key }) else { continue }
            try key.read(member.value, self, &scene)
        }
    }
}
