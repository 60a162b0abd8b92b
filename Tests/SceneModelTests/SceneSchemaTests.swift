import Foundation
import JSON
import Testing
import Wording

@testable import SceneModel

/// A value for every key, none of them the seed's, each possible alone.
private let changedValues: [String: JSONValue] = [
    "device": .string("iphone-x"),
    "width": .number(400),
    "height": .number(700),
    "scale": .number(3),
    "statusBarHeight": .number(30),
    "appearance.style": .string("dark"),
    "appearance.ios": .number(13),
    "header.image": .string("/photos/top.jpg"),
    "header.height": .number(300),
    "header.filter": .string("trilinear"),
    "header.effect": .string("expo"),
    "header.stretch": .string("zoom"),
    "header.collapse": .string("squash"),
    "header.parallax": .number(0.5),
    "header.minimumHeight": .number(64),
    "header.blur": .number(0.1),
    "bar.height": .number(70),
    "bar.color": .string("#010203"),
    "bar.tint": .string("#FF9500"),
    "bar.backImages": .array([.string("/icons/a"), .string("/icons/b.png")]),
    "bar.items": .object([
        ("left", .array([.object([("text", .string("Edit"))])])),
        ("right", .array([.object([("image", .string("/icons/plus.png"))])])),
    ]),
    "bar.material": .string("chrome"),
    "bar.largeTitle": .bool(true),
    "refresh.enabled": .bool(true),
    "title.text": .string("Trip"),
    "title.colors": .array([.string("#000000"), .string("#FFFFFF")]),
    "title.in": .string("bar"),
    "title.width": .number(120),
    "title.align": .string("center"),
    "table.rows": .number(7),
    "table.rowHeight": .number(50),
    "table.text": .string("row {row}"),
    "table.sections": .array([
        .object([
            ("header", .string("A")),
            ("rows", .array([.object([("text", .string("Apple")), ("style", .string("subtitle"))])])),
        ])
    ]),
    "table.sections[].header": .string("Fruits"),
    "table.sections[].footer": .string("Today"),
    "table.sections[].rows": .array([.object([("text", .string("Pear"))])]),
    "table.sections[].rows[].text": .string("Apple"),
    "table.sections[].rows[].detail": .string("Red"),
    "table.sections[].rows[].style": .string("value2"),
    "table.sections[].rows[].image": .string("/i/apple"),
    "table.sections[].rows[].accessory": .string("checkmark"),
    "table.sections[].rows[].height": .number(60),
    // Read from its file: `TableDataTests`.
    "table.data": .string("/data/rows.csv"),
    "table.stickyHeaders": .string("bar"),
    "table.style": .string("grouped"),
    "table.content": .string("/shots/list@2x.png"),
    "table.textColor": .string("#102030"),
    "table.background": .string("#FAFAF0"),
    "table.separatorColor": .string("#00000000"),
    "table.separatorInset": .number(20),
    "table.contentInsetAdjustment": .string("automatic"),
    "font.size": .number(21),
    "font.files": .array([.string("/fonts/a.ttf")]),
    "font.language": .string("ko"),
    "statusBar.style": .string("light"),
    "statusBar.time": .string("10:09"),
    "statusBar.battery": .number(50),
]

/// `{"object": {"name": value}}` for the path `object.name`, or `{"name": value}`.
private func document(setting path: String, to value: JSONValue) -> String {
    let parts = path.split(separator: ".").map(String.init)
    let inner = JSONValue.object([(parts.last!, value)])
    return (parts.count == 1 ? inner : .object([(parts[0], inner)])).text
}

@Suite struct SceneSchemaTests {
    @Test func everyKeyHasATestValue() {
        #expect(SceneSchema.keys.map(\.path).sorted() == changedValues.keys.sorted())
    }

    /// A key is read into its own field and no other: set alone, it prints back as given and
    /// every other key prints as the seed's (a key the device implies prints as nothing, as the
    /// iOS era does: the iPhone X's, 13, is not set but followed).
    @Test(arguments: SceneSchema.keys.filter { !$0.isNested && $0.path != "table.data" }.map(\.path))
    func aKeyIsReadAsItselfAndNothingElse(path: String) throws {
        let key = try #require(SceneSchema.key(path))
        let value = try #require(changedValues[path])
        let text = document(setting: path, to: value)
        let scene = try SceneFile(text: text, path: "test.json", folder: URL(fileURLWithPath: "/scenes")).scene
        #expect(scene != .seed, "\(path)")
        #expect(key.print(scene) == value, "\(path)")
        #expect(path != "device" || scene.appearance.era == .ios13)
        for other in SceneSchema.keys where other.path != path && other.path != "device" {
            #expect(other.print(scene) == other.print(.seed), "\(path) changed \(other.path)")
        }
    }

    /// A nested key is read into its own member of its section or row and printed back there:
    /// set in a section `{"rows": [{"text": "a"}]}`, the printed `table.sections` is that section
    /// with the member changed and nothing else.
    @Test(arguments: SceneSchema.keys.filter(\.isNested).map(\.path))
    func aNestedKeyIsReadIntoItsPart(path: String) throws {
        let key = try #require(SceneSchema.key(path))
        let value = try #require(changedValues[path])
        let row: [(key: String, value: JSONValue)] = [("text", .string("a"))]
        let changedRow = key.object == "table.sections[].rows[]" ? replacing(row, key, value) : row
        let section: [(key: String, value: JSONValue)] = [("rows", .array([.object(changedRow)]))]
        let changed = key.object == "table.sections[]" ? replacing(section, key, value) : section
        let scene = try SceneFile(
            text: document(setting: "table.sections", to: .array([.object(changed)])), path: "t.json",
            folder: URL(fileURLWithPath: "/scenes")
        ).scene
        let printed = try #require(SceneSchema.key("table.sections")?.print(scene))
        #expect(printed == .array([.object(changed)]), "\(path)")
        #expect(scene.sections != [TableSection(rows: [TableRow(text: "a")])], "\(path)")
        #expect(key.print(scene) == nil && key.isNested)
    }

    /// `members` with `name` set to `value`, replaced where it is, else added, in the schema's
    /// order (the order a printed scene writes them in).
    private func replacing(_ members: [(key: String, value: JSONValue)], _ key: SceneKey, _ value: JSONValue)
        -> [(key: String, value: JSONValue)]
    {
        let (order, name) = (SceneSchema.names(in: key.object), key.name)
        return (members.filter { $0.key != name } + [(name, value)]).sorted {
            (order.firstIndex(of: $0.key) ?? 0) < (order.firstIndex(of: $1.key) ?? 0)
        }
    }

    @Test func pathsAreUniqueAndEveryObjectIsAKeyOfTheTopLevel() {
        #expect(Set(SceneSchema.keys.map(\.path)).count == SceneSchema.keys.count)
        #expect(
            SceneSchema.objects == ["appearance", "header", "bar", "title", "table", "refresh", "font", "statusBar"])
        #expect(
            SceneSchema.names(in: "") == ["device", "width", "height", "scale", "statusBarHeight"]
                + SceneSchema.objects)
        #expect(SceneSchema.key("rows") == nil && SceneSchema.key("table") == nil)
        #expect(SceneSchema.key("table.rows")?.path == "table.rows")
    }

    /// An unknown key is refused, never read as a neighbour (the old reader's `default:`
    /// branches read `header.x` as `header.height`).
    @Test(arguments: ["appearance.x", "header.x", "bar.x", "title.x", "table.x", "font.x", "statusBar.x", "x"])
    func anUnknownKeyIsRefused(path: String) throws {
        do {
            let text = document(setting: path, to: .number(1))
            _ = try SceneFile(text: text, path: "t.json", folder: URL(fileURLWithPath: "/"))
            Issue.record("\(path) was read")
        } catch {
            guard case let .invalid(_, refused, reason) = error else { throw error }
            #expect(refused == path && reason.hasPrefix("unknown key"), "\(error)")
        }
    }
}

/// The docs made from the schema are current: SPEC §5's and the scenes guide's key tables and the fuzzer's
/// dictionary (`SceneKeyDocs`). With `STRETCHY_WRITE_SCENE_KEYS=1` (`make docs`) it writes them.
@Suite struct SceneKeyDocsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let writing = ProcessInfo.processInfo.environment["STRETCHY_WRITE_SCENE_KEYS"] == "1"

    /// Writes `made` to `file` when writing, else expects the file to hold it, naming the first
    /// line that differs (rather than printing both files whole).
    static func check(_ file: String, _ made: String, _ text: String, madeBy: String = "the scene schema") throws {
        guard made != text else { return }
        if writing {
            try made.write(to: repository.appendingPathComponent(file), atomically: true, encoding: .utf8)
            return
        }
        let lines = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false) }
        let (want, have) = (lines(made), lines(text))
        let line = want.indices.first { $0 >= have.count || want[$0] != have[$0] } ?? want.count
        let expected = line < want.count ? want[line] : "the end of the file"
        Issue.record(
            "\(file) is not what \(madeBy) makes: line \(line + 1) should be '\(expected)'; run 'make docs'")
    }

    static func read(_ file: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(file), encoding: .utf8)
    }

    @Test(arguments: SceneKeyDocs.tables)
    func theKeyTableIsTheSchema(file: String) throws {
        let text = try Self.read(file)
        #expect(text.contains(SceneKeyDocs.begin), "\(file) has no key table")
        let made = try #require(SceneKeyDocs.replacingTables(in: text), "\(file): a scene-keys marker is broken")
        try Self.check(file, made, text)
    }

    @Test func theFuzzDictionaryIsTheSchema() throws {
        try Self.check(SceneKeyDocs.dictionary, SceneKeyDocs.dictionaryText(), try Self.read(SceneKeyDocs.dictionary))
    }

    /// Each key's row states its range, length, words and default (what the old hand-made tables
    /// were checked for), and the dictionary names every key.
    @Test func aRowSaysWhatTheKeyAccepts() {
        let rows = SceneKeyDocs.table(.spec).dropFirst(2)
        #expect(rows.count == SceneSchema.keys.count)
        for (row, key) in zip(rows, SceneSchema.keys) {
            #expect(row.hasPrefix("| `\(key.path)` |"))
            if let range = key.range { #expect(row.contains(NumberText.decimal(range.upperBound)), "\(key.path)") }
            if let maxLength = key.maxLength { #expect(row.contains("at most \(maxLength) characters"), "\(key.path)") }
            for word in key.words { #expect(row.contains("`\"\(word)\"`"), "\(key.path)") }
            #expect(!SceneKeyDocs.defaultText(of: key).isEmpty, "\(key.path)")
        }
        let dictionary = SceneKeyDocs.dictionaryText()
        for name in SceneSchema.keys.map(\.name) + SceneSchema.objects {
            #expect(dictionary.contains(#""\"\#(name)\"""#), "\(name)")
        }
    }
}

/// SPEC §3's record: the files a scene's keys name, in the record's order.
@Suite struct SceneInputTests {
    @Test func aScenesFilesComeInTheRecordsOrder() {
        var scene = Scene.seed
        scene.headerImage = "/p/top.jpg"
        scene.backImages = BarStates(transparent: "/i/a", opaque: "/i/b.png")
        scene.barItems = BarItems(left: [.text("Edit"), .image("/i/l.png")], right: [.image("/i/r")])
        let rows = ["/i/x", "/i/y", "/i/x"].map { TableRow(text: "t", image: $0) }
        scene.sections = [TableSection(rows: rows), TableSection(rows: [TableRow(text: "u", image: "/i/z")])]
        scene.fontFiles = ["/f/1.ttf", "/f/2.otf"]
        scene.tableContent = "/t/list.png"
        scene.tableData = "/t/rows.csv"
        let images = ["/i/a", "/i/b.png", "/i/l.png", "/i/r"].map { SceneInput(name: $0, lookup: .image) }
        // Each row image once, at the first row that names it.
        let rowImages = [("/i/x", "[0].rows[0]"), ("/i/y", "[0].rows[1]"), ("/i/z", "[1].rows[0]")].map {
            SceneInput(name: $0, lookup: .image, place: "table.sections\($1).image")
        }
        let paths = ["/f/1.ttf", "/f/2.otf", "/t/list.png", "/t/rows.csv"].map { SceneInput(name: $0, lookup: .path) }
        #expect(
            SceneSchema.inputFiles(of: scene)
                == [SceneInput(name: "/p/top.jpg", lookup: .fileOrBundled)] + images + rowImages + paths)
        // The seed's: its photo and its two back images.
        #expect(SceneSchema.inputFiles(of: .seed).map(\.name) == ["ceshi.jpg", "back_0", "back_1"])
    }

    @Test func theRecordsOrderNamesKeysThatNameFiles() {
        #expect(SceneSchema.recordOrder.allSatisfy { SceneSchema.key($0)?.inputs != nil })
    }
}
