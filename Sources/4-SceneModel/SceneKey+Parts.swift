import JSON

// The keys of the objects in a scene's arrays (issue 45 item 4): `table.sections` and each
// section's `rows` are arrays of objects whose members are keys of the schema too, their paths
// written with `[]` (`table.sections[].rows[].style`). Each is read into the part of the scene
// at the reader's indices and printed by its object (`SceneSchema.object(_:of:at:)`).
extension SceneKey {
    /// Part field types as the constructors take them: key path literals are `Sendable`.
    typealias PartField<Part, Value> = WritableKeyPath<Part, Value> & Sendable

    /// A member of a part: `read` gives its value, `value` prints it (nil leaves it out).
    private static func member<Part: ScenePart, Value: Sendable>(
        _ path: String, _ field: PartField<Part, Value>, kind: String, range: ClosedRange<Double>? = nil,
        words: [String] = [], maxLength: Int? = nil, required: Bool = false,
        read: @escaping @Sendable (JSONValue, SceneFileReader) throws(SceneFileError) -> Value,
        value: @escaping @Sendable (Value) -> JSONValue?, inputs: (@Sendable (Scene) -> [SceneInput])? = nil
    ) -> SceneKey {
        SceneKey(
            nested: path, kind: kind, range: range, words: words, maxLength: maxLength, required: required,
            read: { json, reader, scene throws(SceneFileError) in
                let new = try read(json, reader)
                guard var part = Part.part(of: scene, at: reader.indices) else { return }
                part[keyPath: field] = new
                Part.put(part, in: &scene, at: reader.indices)
            },
            partValue: { scene, indices in Part.part(of: scene, at: indices).flatMap { value($0[keyPath: field]) } },
            inputs: inputs)
    }

    /// One line of text (`LabelText`), which its object must hold.
    static func requiredLabel<Part: ScenePart>(_ path: String, _ field: PartField<Part, String>) -> SceneKey {
        member(
            path, field, kind: "one line of text", maxLength: SceneLimits.labelLength, required: true,
            read: { json, reader throws(SceneFileError) in try reader.label(json, at: path) }, value: JSONValue.string)
    }

    /// One line of text, or none.
    static func label<Part: ScenePart>(_ path: String, _ field: PartField<Part, String?>) -> SceneKey {
        member(
            path, field, kind: "one line of text", maxLength: SceneLimits.labelLength,
            read: { json, reader throws(SceneFileError) in try reader.label(json, at: path) },
            value: { $0.map(JSONValue.string) })
    }

    /// One of the words `Word`'s cases stand for; `omitted` is left out when printed.
    static func word<Part: ScenePart, Word: RawRepresentable & CaseIterable & Sendable & Equatable>(
        _ path: String, _ field: PartField<Part, Word>, omitted: Word
    ) -> SceneKey where Word.RawValue == String {
        member(
            path, field, kind: "word", words: Word.allCases.map(\.rawValue),
            read: { json, reader throws(SceneFileError) in try reader.word(json, at: path) },
            value: { $0 == omitted ? nil : .string($0.rawValue) })
    }

    /// A number in `range`, or none.
    static func number<Part: ScenePart>(
        _ path: String, _ field: PartField<Part, Double?>, in range: ClosedRange<Double>
    ) -> SceneKey {
        member(
            path, field, kind: "number", range: range,
            read: { json, reader throws(SceneFileError) in try reader.number(json, at: path, in: range) },
            value: { $0.map(JSONValue.number) })
    }

    /// An image named relative to the scene file, or none; an input found as `UIImage(named:)`
    /// finds it, each name once, at the place of the first part that names it.
    static func file<Part: ScenePart>(_ path: String, _ field: PartField<Part, String?>) -> SceneKey {
        member(
            path, field, kind: "non-empty file name",
            read: { json, reader throws(SceneFileError) in try reader.file(json, at: path) },
            value: { $0.map(JSONValue.string) },
            inputs: { scene in
                var seen = Set<String>()
                return Part.indices(in: scene).compactMap { indices in
                    guard let name = Part.part(of: scene, at: indices)?[keyPath: field], seen.insert(name).inserted
                    else { return nil }
                    return SceneInput(
                        name: name, lookup: .image, place: SceneFileReader.place(path, at: indices))
                }
            })
    }

    /// `table.sections`: a non-empty array of sections, each an object of the keys of
    /// `table.sections[]`, at most `SceneLimits.rows` rows in all; nil prints null. Refused once
    /// the key `other` is read (`isSet`), which gives the sections otherwise.
    static func sections(
        _ path: String, _ field: Field<[TableSection]?>, notWith other: String,
        isSet: @escaping @Sendable (Scene) -> Bool
    ) -> SceneKey {
        SceneKey(
            path, kind: "array of sections (below)",
            read: { value, reader, scene throws(SceneFileError) in
                let items = try reader.objects(value, at: path, of: "sections")
                guard !isSet(scene) else { throw reader.fail(path, "cannot be used with \(other)") }
                scene[keyPath: field] = Array(repeating: TableSection(rows: []), count: items.count)
                var count = 0
                for (s, item) in items.enumerated() {
                    try reader.at(s).members(item, of: path + "[]", into: &scene)
                    count += scene[keyPath: field]?[s].rows.count ?? 0
                    guard count <= SceneLimits.rows.upperBound else {
                        throw reader.fail(
                            path, "must hold at most \(SceneLimits.rows.upperBound) rows in all, not more")
                    }
                }
            },
            value: { scene in
                scene[keyPath: field].map { sections in
                    .array(sections.indices.map { SceneSchema.object(path + "[]", of: scene, at: [$0]) })
                } ?? .null
            })
    }

    /// A section's `rows`: a non-empty array of rows, each an object of the keys of `path[]`.
    static func rows(_ path: String) -> SceneKey {
        SceneKey(
            nested: path, kind: "non-empty array of rows, each an object of the keys below", required: true,
            read: { value, reader, scene throws(SceneFileError) in
                let items = try reader.objects(value, at: path, of: "rows")
                do {
                    // Scoped: a copy of the rows kept while they are read would copy them at each row.
                    guard var section = TableSection.part(of: scene, at: reader.indices) else { return }
                    section.rows = Array(repeating: TableRow(text: ""), count: items.count)
                    TableSection.put(section, in: &scene, at: reader.indices)
                }
                for (r, item) in items.enumerated() {
                    try reader.at(r).members(item, of: path + "[]", into: &scene)
                }
            },
            partValue: { scene, indices in
                TableSection.part(of: scene, at: indices).map { section in
                    .array(section.rows.indices.map { SceneSchema.object(path + "[]", of: scene, at: indices + [$0]) })
                }
            })
    }
}
