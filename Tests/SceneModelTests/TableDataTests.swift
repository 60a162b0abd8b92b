import Foundation
import JSON
import Testing

@testable import SceneModel

/// CSV as RFC 4180 writes it (SPEC §5 "Table data"): quotes, embedded commas and line breaks.
@Suite struct CSVRecordsTests {
    private func fields(_ text: String) throws -> [[String]] {
        try CSVRecords.parse(Array(text.utf8), limit: 100).map(\.fields)
    }

    @Test func quotedFieldsHoldCommasLineBreaksAndQuotes() throws {
        let text = "text,detail\r\n\"a, b\",\"say \"\"hi\"\"\"\r\n\"two\nlines\",\r\nplain,\"\"\n"
        #expect(
            try fields(text) == [["text", "detail"], ["a, b", "say \"hi\""], ["two\nlines", ""], ["plain", ""]])
    }

    @Test func aRecordKeepsTheLineItStartsOn() throws {
        let records = try CSVRecords.parse(Array("text\n\"a\nb\nc\"\nd".utf8), limit: 100)
        #expect(records.map(\.line) == [1, 2, 5])
        #expect(records.last?.fields == ["d"])
    }

    @Test func aByteOrderMarkIsSkippedAndTheLastLineBreakIsOptional() throws {
        #expect(try fields("\u{FEFF}text\nä") == [["text"], ["ä"]])
        #expect(try fields("text\nä\n") == [["text"], ["ä"]])
        #expect(try fields("text\r\n,\r\n") == [["text"], ["", ""]])
    }

    @Test(arguments: [
        ("text\n\"open", "line 2: a quoted field is not closed"),
        ("text\n\"a\"b", "line 2: text after a closing quote"),
        ("text\na\"b", "line 2: a quote inside an unquoted field"),
    ])
    func malformedCSVIsRefusedNamingTheLine(text: String, reason: String) {
        #expect(throws: CSVRecords.Malformed(reason: reason)) { try fields(text) }
    }

    @Test func readingStopsAtTheLimit() throws {
        #expect(try CSVRecords.parse(Array("a\nb\nc\nd\n".utf8), limit: 2).map(\.fields) == [["a"], ["b"]])
    }
}

/// `table.data`: rows from a CSV or JSON file beside the scene, read by the row keys of
/// `table.sections`, one section per `section` value in first-appearance order.
@Suite struct TableDataTests {
    static let csv = """
        section,text,detail,style,accessory,height,image
        Fruits,Apple,Red,value1,disclosure,60,
        Fruits,"Pear, green","a ""nice"" one",subtitle,,,
        Nuts,Walnut,,,checkmark,,/i/walnut
        Fruits,Fig,,,,44.5,

        """
    static let json = """
        [{"section": "Fruits", "text": "Apple", "detail": "Red", "style": "value1", "accessory": "disclosure",
          "height": 60},
         {"section": "Fruits", "text": "Pear, green", "detail": "a \\"nice\\" one", "style": "subtitle"},
         {"section": "Nuts", "text": "Walnut", "accessory": "checkmark", "image": "/i/walnut"},
         {"section": "Fruits", "text": "Fig", "height": 44.5}]
        """
    static let sections = [
        TableSection(
            header: "Fruits",
            rows: [
                TableRow(text: "Apple", detail: "Red", style: .value1, accessory: .disclosure, height: 60),
                TableRow(text: "Pear, green", detail: "a \"nice\" one", style: .subtitle),
                TableRow(text: "Fig", height: 44.5),
            ]),
        TableSection(header: "Nuts", rows: [TableRow(text: "Walnut", image: "/i/walnut", accessory: .checkmark)]),
    ]

    /// A folder holding `files`, and the scene `scene` read in it as `scene.json`.
    static func read(_ scene: String, files: [String: String]) throws -> Scene {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("table-data-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return try SceneFile(text: scene, path: "scene.json", folder: folder).scene
    }

    @Test(arguments: [("rows.csv", csv), ("rows.json", json)])
    func theRowsAreTheSectionsOfTheEquivalentScene(name: String, text: String) throws {
        let scene = try Self.read(#"{"table": {"data": "\#(name)"}}"#, files: [name: text])
        #expect(scene.sections == Self.sections)
        #expect(scene.tableData?.hasSuffix("/\(name)") == true)
        // Printed, the scene names the file, not its rows, and reads back as itself.
        let printed = scene.json
        #expect(printed["table"]?["sections"] == nil && printed["table"]?["data"] == .string(scene.tableData ?? ""))
    }

    @Test func withoutASectionColumnTheRowsAreOneSectionWithoutHeader() throws {
        let scene = try Self.read(#"{"table": {"data": "r.csv"}}"#, files: ["r.csv": "text\na\nb"])
        #expect(scene.sections == [TableSection(rows: [TableRow(text: "a"), TableRow(text: "b")])])
    }

    /// Bad inputs, each one line of the good CSV edited: one line naming the file, the line and
    /// the column (the scene's `table.data` key, a usage error).
    @Test(arguments: [
        (0, "section,text,colour", "line 1: unknown column 'colour'"),
        (0, "section,text,text", "line 1: column 'text' is named twice"),
        (1, "Fruits,Apple,Red,value3,disclosure,60,", "line 2, column 'style': must be 'default', 'subtitle',"),
        (
            1, "Fruits,Apple,Red,value1,disclosure,0,",
            "line 2, column 'height': must be a number from 1 to 10000, not 0"
        ),
        (1, "Fruits,Apple,Red,value1,disclosure,tall,", "line 2, column 'height': must be a number, not a string"),
        (1, "Fruits,Apple,Red", "line 2: 3 fields, but the header names 7 columns"),
        (1, "Fruits,Apple,Red,value1,chevron,60,", "line 2, column 'accessory': must be 'none', 'disclosure',"),
        (
            4, "Fruits,\"Tab\there\",,,,,",
            "line 5, column 'text': must be one line without control characters, not text with U+0009"
        ),
        // A field may span lines (RFC 4180), but a label is one line: named by its record's first line.
        (
            2, "Fruits,\"Pear\nX\",,,,,",
            "line 3, column 'text': must be one line without control characters, not text with U+000A"
        ),
    ])
    func aBadLineIsNamed(line: Int, edit: String, message: String) throws {
        var lines = Self.csv.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[line] = edit
        let csv = lines.joined(separator: "\n")
        do {
            _ = try Self.read(#"{"table": {"data": "rows.csv"}}"#, files: ["rows.csv": csv])
            Issue.record("accepted \(edit)")
        } catch let error as SceneFileError {
            guard case let .invalid(path, key, reason) = error else { throw error }
            #expect(path == "scene.json" && key == "table.data", "\(error)")
            #expect(reason.contains("rows.csv' \(message)"), "\(error)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test(arguments: [
        (#"[{"text": "a", "styel": "red"}]"#, "[0].styel: unknown key; did you mean 'style'?"),
        (#"[{"text": "a"}, {"detail": "b"}]"#, "[1].text: is required"),
        (#"[{"text": "a", "section": 3}]"#, "[0].section: must be a string, not a number"),
        (#"{"text": "a"}"#, "must be an array of row objects, not an object"),
        (#"[]"#, "holds no rows"),
    ])
    func aBadJSONRowIsNamed(json: String, message: String) throws {
        do {
            _ = try Self.read(#"{"table": {"data": "rows.json"}}"#, files: ["rows.json": json])
            Issue.record("accepted \(json)")
        } catch let error as SceneFileError {
            guard case let .invalid(_, key, reason) = error else { throw error }
            #expect(key == "table.data" && reason.hasSuffix(message), "\(error)")
        }
    }

    @Test(
        arguments: [
            (
                "rows.csv", "text\n\"open\n", "table data '",
                "rows.csv': not CSV (RFC 4180): line 2: a quoted field is not closed"
            ),
            ("rows.json", "[{", "table data '", "rows.json': not valid JSON"),
            ("missing.csv", nil, "table data '", "missing.csv': cannot be read: no such file"),
        ] as [(String, String?, String, String)])
    func anUnreadableOrMalformedFileIsAFailure(name: String, text: String?, start: String, part: String) throws {
        do {
            _ = try Self.read(#"{"table": {"data": "\#(name)"}}"#, files: text.map { [name: $0] } ?? [:])
            Issue.record("accepted \(name)")
        } catch let error as SceneFileError {
            guard case .data = error else { throw error }
            #expect(error.description.hasPrefix(start) && error.description.contains(part), "\(error)")
        }
    }

    @Test func dataAndSectionsExcludeEachOther() throws {
        for scene in [
            #"{"table": {"data": "r.csv", "sections": [{"rows": [{"text": "a"}]}]}}"#,
            #"{"table": {"sections": [{"rows": [{"text": "a"}]}], "data": "r.csv"}}"#,
        ] {
            do {
                _ = try Self.read(scene, files: ["r.csv": "text\na"])
                Issue.record("accepted \(scene)")
            } catch let error as SceneFileError {
                guard case let .invalid(_, key, reason) = error else { throw error }
                #expect(reason.hasPrefix("cannot be used with table."), "\(key): \(reason)")
            }
        }
    }

    @Test func atMostTenThousandRows() throws {
        let rows = String(repeating: "r\n", count: SceneLimits.rows.upperBound)
        let scene = try Self.read(#"{"table": {"data": "r.csv"}}"#, files: ["r.csv": "text\n" + rows])
        #expect(scene.sections?.first?.rows.count == SceneLimits.rows.upperBound)
        #expect(throws: SceneFileError.self) {
            _ = try Self.read(#"{"table": {"data": "r.csv"}}"#, files: ["r.csv": "text\n" + rows + "r\n"])
        }
    }
}
