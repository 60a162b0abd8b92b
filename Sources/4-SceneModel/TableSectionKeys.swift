import JSON

/// The keys of a section and of a row inside `table.sections` (SPEC §5): each one entry that
/// reads its member and prints it back, as `SceneSchema.keys` does for the scene's own keys.
package enum TableSectionKeys {
    /// One member of a section or row object.
    package struct Entry<Target>: Sendable {
        /// The member's name (`header`, `text`).
        package let name: String
        /// What it holds, as SPEC §5 words it.
        package let about: String
        /// Whether the object must have it.
        package let required: Bool
        /// Reads the member at `key` into the target.
        let read: @Sendable (JSONValue, SceneFileReader, _ key: String, inout Target) throws(SceneFileError) -> Void
        /// The member's value in the target as a scene file writes it; nil leaves it out.
        let value: @Sendable (Target) -> JSONValue?
    }

    /// A section's members.
    package static let section: [Entry<TableSection>] = [
        Entry(
            name: "header", about: "one line of text: the section's header (plain: pinned, §1)", required: false,
            read: { v, reader, key, section throws(SceneFileError) in section.header = try reader.label(v, at: key) },
            value: { $0.header.map(JSONValue.string) }),
        Entry(
            name: "footer", about: "one line of text: the section's footer", required: false,
            read: { v, reader, key, section throws(SceneFileError) in section.footer = try reader.label(v, at: key) },
            value: { $0.footer.map(JSONValue.string) }),
        Entry(
            name: "rows", about: "a non-empty array of rows (below)", required: true,
            read: { v, reader, key, section throws(SceneFileError) in section.rows = try reader.rows(v, at: key) },
            value: { .array($0.rows.map { object($0, row) }) }),
    ]

    /// A row's members.
    package static let row: [Entry<TableRow>] = [
        Entry(
            name: "text", about: "one line of text", required: true,
            read: { v, reader, key, row throws(SceneFileError) in row.text = try reader.label(v, at: key) },
            value: { .string($0.text) }),
        Entry(
            name: "detail", about: "one line of text: the detail label's (not shown by `default`)", required: false,
            read: { v, reader, key, row throws(SceneFileError) in row.detail = try reader.label(v, at: key) },
            value: { $0.detail.map(JSONValue.string) }),
        Entry(
            name: "style", about: words(CellStyle.self) + ": `UITableViewCell.CellStyle`; default `default`",
            required: false,
            read: { v, reader, key, row throws(SceneFileError) in row.style = try reader.word(v, at: key) },
            value: { $0.style == .default ? nil : .string($0.style.rawValue) }),
        Entry(
            name: "image", about: "an image name or file, found as `bar.backImages` are (`UIImage(named:)`)",
            required: false,
            read: { v, reader, key, row throws(SceneFileError) in row.image = try reader.file(v, at: key) },
            value: { $0.image.map(JSONValue.string) }),
        Entry(
            name: "accessory", about: words(CellAccessory.self) + "; default `none`", required: false,
            read: { v, reader, key, row throws(SceneFileError) in row.accessory = try reader.word(v, at: key) },
            value: { $0.accessory == .none ? nil : .string($0.accessory.rawValue) }),
        Entry(
            name: "height", about: "number 1 … 10000 (pt); default `table.rowHeight`", required: false,
            read: { v, reader, key, row throws(SceneFileError) in
                row.height = try reader.number(v, at: key, in: SceneLimits.length)
            },
            value: { $0.height.map(JSONValue.number) }),
    ]

    /// `target` as an object of `entries`' members, those it sets.
    static func object<Target>(_ target: Target, _ entries: [Entry<Target>]) -> JSONValue {
        .object(entries.compactMap { entry in entry.value(target).map { (entry.name, $0) } })
    }

    /// `` `a`, `b` or `c` ``: the words of an enum's cases.
    private static func words<Word: RawRepresentable & CaseIterable>(_: Word.Type) -> String
    where Word.RawValue == String {
        let all = Word.allCases.map { "`\($0.rawValue)`" }
        return all.dropLast().joined(separator: ", ") + " or " + (all.last ?? "")
    }
}

extension SceneKey {
    /// `table.sections`: an array of sections, each read by `TableSectionKeys`; nil prints null.
    static func sections(_ path: String, _ field: Field<[TableSection]?>) -> SceneKey {
        SceneKey(
            path, kind: "array of sections (below)",
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.sections(value, at: path)
            },
            value: { scene in
                scene[keyPath: field].map { .array($0.map { TableSectionKeys.object($0, TableSectionKeys.section) }) }
                    ?? .null
            })
    }
}
