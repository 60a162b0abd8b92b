import JSON
import Wording

// `table.sections` (SPEC §5): an array of sections, each an object of `TableSectionKeys.section`'s
// names, its `rows` objects of `TableSectionKeys.row`'s. Every member is read by its own entry,
// named in errors by its place: `table.sections[0].rows[2].style`.
extension SceneFileReader {
    /// The sections `value` lists, at `key`.
    func sections(_ value: JSONValue, at key: String) throws(SceneFileError) -> [TableSection] {
        guard case let .array(items) = value, !items.isEmpty else {
            throw fail(key, "must be a non-empty array of sections, not \(Self.given(value))")
        }
        var sections: [TableSection] = [], count = 0
        for (i, item) in items.enumerated() {
            var section = TableSection(rows: [])
            try read(item, at: "\(key)[\(i)]", keys: TableSectionKeys.section, into: &section)
            count += section.rows.count
            guard count <= SceneLimits.rows.upperBound else {
                throw fail(key, "must hold at most \(SceneLimits.rows.upperBound) rows in all, not more")
            }
            sections.append(section)
        }
        return sections
    }

    /// The rows `value` lists, at `key`.
    func rows(_ value: JSONValue, at key: String) throws(SceneFileError) -> [TableRow] {
        guard case let .array(items) = value, !items.isEmpty else {
            throw fail(key, "must be a non-empty array of rows, not \(Self.given(value))")
        }
        var rows: [TableRow] = []
        for (i, item) in items.enumerated() {
            var row = TableRow(text: "")
            try read(item, at: "\(key)[\(i)]", keys: TableSectionKeys.row, into: &row)
            rows.append(row)
        }
        return rows
    }

    /// Reads the object `value` at `key` into `target`, each member by the entry of its name,
    /// after refusing an unknown name and a missing required one.
    private func read<Target>(
        _ value: JSONValue, at key: String, keys: [TableSectionKeys.Entry<Target>], into target: inout Target
    ) throws(SceneFileError) {
        guard case let .object(members) = value else { throw fail(key, "must be an object, not \(value.typeName)") }
        for member in members where !keys.contains(where: { $0.name == member.key }) {
            let hint = Suggestion.hint(Suggestion.nearest(to: member.key, among: keys.map(\.name)))
            throw fail("\(key).\(member.key)", "unknown key\(hint)")
        }
        for entry in keys where entry.required && value[entry.name] == nil {
            throw fail("\(key).\(entry.name)", "is required")
        }
        for member in members {
            guard let entry = keys.first(where: { $0.name == member.key }) else { continue }
            try entry.read(member.value, self, "\(key).\(member.key)", &target)
        }
    }

    /// An array's size or another value's type, as a message gives it back.
    private static func given(_ value: JSONValue) -> String {
        if case .array = value { return "an empty array" }
        return value.typeName
    }
}
