import Files
import FoundationEssentials
import JSON
import Wording

// `table.data` (SPEC §5 "Table data"): the rows of a CSV or JSON file, each read by the same
// keys as a row of `table.sections` (`table.sections[].rows[]`), grouped into one section per
// distinct `section` value in the order they first appear, the value the section's header.
extension SceneKey {
    /// `table.data`: a file of rows read into the scene's sections, which `table.sections` gives
    /// otherwise; an input read as named.
    static func tableData(_ path: String, _ field: Field<String?>) -> SceneKey {
        SceneKey(
            path, kind: "non-empty file name",
            read: { value, reader, scene throws(SceneFileError) in
                let file = try reader.file(value, at: path)
                // Sections read from an earlier `table.data` (a Swift client's `set` over its scene)
                // are replaced; those of `table.sections` are the other key's.
                guard scene.sections == nil || scene[keyPath: field] != nil else {
                    throw reader.fail(path, "cannot be used with table.sections")
                }
                scene.sections = try reader.tableData(file, at: path)
                scene[keyPath: field] = file
            },
            value: { $0[keyPath: field].map(JSONValue.string) ?? .null }, inputs: paths { [$0[keyPath: field]] })
    }
}

extension SceneFileReader {
    /// The column or member that names a row's section; every other is a row key.
    static let sectionColumn = "section"
    private static let rowObject = "table.sections[].rows[]"

    /// The sections of the data file `file` (a name `file(_:at:)` resolved), named in errors at `key`.
    func tableData(_ file: String, at key: String) throws(SceneFileError) -> [TableSection] {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(file)
        } catch {
            throw .data(path: file, reason: "cannot be read: \(error.reason)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .data(path: file, reason: "not UTF-8 text")
        }
        let rows = try file.lowercased().hasSuffix(".json") ? jsonRows(text, file: file) : csvRows(bytes, file: file)
        guard !rows.isEmpty else { throw fail(key, "\(Excerpt.quoted(file)) holds no rows") }
        var sections: [TableSection] = [], index: [String: Int] = [:]
        var work = Scene.seed
        work.sections = [TableSection(rows: [TableRow(text: "")])]
        let reader = at(0).at(0)
        for (place, value, object) in rows {
            work.sections?[0].rows[0] = TableRow(text: "")
            let section: String?
            do {
                try reader.members(object, of: Self.rowObject, into: &work)
                section = if let value { try label(value, at: Self.sectionColumn) } else { nil }
            } catch {
                guard case let .invalid(_, member, reason) = error else { throw error }
                let name = member.split(separator: ".").last.map(String.init) ?? member
                throw fail(key, "\(Excerpt.quoted(file)) \(place(name)): \(reason)")
            }
            guard let row = TableRow.part(of: work, at: [0, 0]) else { continue }
            let s = index[section ?? ""] ?? sections.count
            if s == sections.count {
                index[section ?? ""] = s
                sections.append(TableSection(header: section.flatMap { $0.isEmpty ? nil : $0 }, rows: []))
            }
            sections[s].rows.append(row)
        }
        return sections
    }

    /// A row of the file: where it is, as a message names one of its members; its section; its
    /// members as a `table.sections` row object.
    private typealias DataRow = (place: (String) -> String, section: JSONValue?, object: JSONValue)

    /// The rows of a CSV file: a header row naming the columns, then one record a row.
    private func csvRows(_ bytes: [UInt8], file: String) throws(SceneFileError) -> [DataRow] {
        let records: [CSVRecords.Record]
        do {
            records = try CSVRecords.parse(bytes, limit: SceneLimits.rows.upperBound + 2)
        } catch {
            throw .data(path: file, reason: "not CSV (RFC 4180): \(error.reason)")
        }
        guard records.count <= SceneLimits.rows.upperBound + 1 else { throw tooMany(file) }
        guard let header = records.first else { return [] }
        let known = SceneSchema.names(in: Self.rowObject) + [Self.sectionColumn]
        for (i, column) in header.fields.enumerated() {
            let hint = Suggestion.hint(Suggestion.nearest(to: column, among: known))
            guard known.contains(column) else {
                throw fail("table.data", "\(Excerpt.quoted(file)) line 1: unknown column '\(column)'\(hint)")
            }
            guard !header.fields[..<i].contains(column) else {
                throw fail("table.data", "\(Excerpt.quoted(file)) line 1: column '\(column)' is named twice")
            }
        }
        // What each column's key is, looked up once.
        let columns = header.fields.map { name in
            let key = SceneSchema.key(SceneSchema.path(Self.rowObject, name))
            return (name: name, required: key?.required == true, numeric: key?.range != nil)
        }
        var rows: [DataRow] = []
        for record in records.dropFirst() {
            let line = record.line
            guard record.fields.count == header.fields.count else {
                throw fail(
                    "table.data",
                    "\(Excerpt.quoted(file)) line \(line): \(Plural.count(record.fields.count, "field")), "
                        + "but the header names \(Plural.count(header.fields.count, "column"))")
            }
            var members: [(key: String, value: JSONValue)] = [], section: JSONValue?
            for (column, cell) in zip(columns, record.fields) {
                if column.name == Self.sectionColumn {
                    section = .string(cell)
                } else if column.required || !cell.isEmpty {
                    members.append((column.name, Self.cellValue(cell, numeric: column.numeric)))
                }
            }
            rows.append(({ "line \(line), column '\($0)'" }, section, .object(members)))
        }
        return rows
    }

    private func tooMany(_ file: String) -> SceneFileError {
        fail("table.data", "\(Excerpt.quoted(file)) must hold at most \(SceneLimits.rows.upperBound) rows, not more")
    }

    /// A cell as the JSON value a scene file would hold: a number when its column's key takes
    /// numbers and it is one (a bad one is then refused by the key as a scene file's would be),
    /// else its text.
    private static func cellValue(_ cell: String, numeric: Bool) -> JSONValue {
        if numeric, !cell.isEmpty, cell.allSatisfy({ "0123456789.-+eE".contains($0) }), let number = Double(cell) {
            return .number(number)
        }
        return .string(cell)
    }

    /// The rows of a JSON file: an array of row objects, each of a row's keys and `section`.
    private func jsonRows(_ text: String, file: String) throws(SceneFileError) -> [DataRow] {
        let root: JSONValue
        do {
            root = try JSONValue(parsing: text)
        } catch {
            throw .data(path: file, reason: "not valid JSON: \(error.description)")
        }
        guard case let .array(items) = root else {
            throw fail("table.data", "\(Excerpt.quoted(file)) must be an array of row objects, not \(root.typeName)")
        }
        guard items.count <= SceneLimits.rows.upperBound else { throw tooMany(file) }
        var rows: [DataRow] = []
        for (i, item) in items.enumerated() {
            guard case let .object(members) = item else {
                throw fail("table.data", "\(Excerpt.quoted(file)) [\(i)]: must be an object, not \(item.typeName)")
            }
            rows.append(
                ({ "[\(i)].\($0)" }, item[Self.sectionColumn], .object(members.filter { $0.key != Self.sectionColumn }))
            )
        }
        return rows
    }
}
