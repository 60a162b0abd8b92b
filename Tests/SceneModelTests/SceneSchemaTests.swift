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
    "bar.height": .number(70),
    "bar.color": .string("#010203"),
    "bar.backImages": .array([.string("/icons/a"), .string("/icons/b.png")]),
    "title.text": .string("Trip"),
    "title.colors": .array([.string("#000000"), .string("#FFFFFF")]),
    "title.in": .string("bar"),
    "title.width": .number(120),
    "table.rows": .number(7),
    "table.rowHeight": .number(50),
    "table.text": .string("row {row}"),
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
    /// every other key prints as the seed's (a key the device implies prints as nothing, but for
    /// the iOS era, always printed: the iPhone X's is 13).
    @Test(arguments: SceneSchema.keys.map(\.path))
    func aKeyIsReadAsItselfAndNothingElse(path: String) throws {
        let key = try #require(SceneSchema.key(path))
        let value = try #require(changedValues[path])
        let text = document(setting: path, to: value)
        let scene = try SceneFile(text: text, path: "test.json", folder: URL(fileURLWithPath: "/scenes")).scene
        #expect(scene != .seed, "\(path)")
        #expect(key.print(scene) == value, "\(path)")
        let followsTheDevice: Set = path == "device" ? ["device", "appearance.ios"] : ["device"]
        #expect(path != "device" || scene.appearance.era == .ios13)
        for other in SceneSchema.keys where other.path != path && !followsTheDevice.contains(other.path) {
            #expect(other.print(scene) == other.print(.seed), "\(path) changed \(other.path)")
        }
    }

    @Test func pathsAreUniqueAndEveryObjectIsAKeyOfTheTopLevel() {
        #expect(Set(SceneSchema.keys.map(\.path)).count == SceneSchema.keys.count)
        #expect(SceneSchema.objects == ["appearance", "header", "bar", "title", "table", "font", "statusBar"])
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

/// The key tables of SPEC §5 and README: the schema's keys in its order, each with its range,
/// its words and its default.
@Suite struct SceneSchemaDocsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The rows of the first table headed `| key | value | default` after `heading`, as
    /// (keys, value, default) with backticks and quotes taken out of value and default.
    static func table(in file: String, after heading: String) throws
        -> [(keys: [String], value: String, default: String)]
    {
        let text = try String(contentsOf: repository.appendingPathComponent(file), encoding: .utf8)
        let section = try #require(text.range(of: heading)).upperBound
        let lines = text[section...].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("| key | value | default") }) + 2
        let plain = { (cell: String) in String(cell.replacing("`", with: "").replacing("\"", with: "")) }
        return lines[start...].prefix { $0.hasPrefix("|") }.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            let keys = cells[1].split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces).replacing("`", with: "") }
            return (keys, plain(cells[2]), plain(cells[3]))
        }
    }

    /// The scene fuzzer's dictionary names every key, so that mutations can form each member.
    @Test func theFuzzDictionaryNamesEveryKey() throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent("Fuzz/scene.dict"), encoding: .utf8)
        for name in Set(SceneSchema.keys.map(\.name) + SceneSchema.objects) {
            #expect(text.contains(#""\"\#(name)\"""#), "Fuzz/scene.dict lacks \(name)")
        }
    }

    /// A printed value as the docs write it, without quotes.
    static func plain(_ value: JSONValue) -> String {
        switch value {
        case let .string(s): return s
        case let .number(n): return NumberText.decimal(n)
        case let .array(items): return "[" + items.map(plain).joined(separator: ", ") + "]"
        default: return value.text
        }
    }

    @Test(arguments: [
        ("docs/SPEC.md", "## 5. Scene files and devices", " … "),
        ("README.md", "## Scene files and devices", "–"),
    ])
    func theKeyTableIsTheSchema(file: String, heading: String, dash: String) throws {
        let rows = try Self.table(in: file, after: heading)
        #expect(rows.flatMap(\.keys) == SceneSchema.keys.map(\.path), "\(file): keys")
        for row in rows {
            for path in row.keys {
                guard let key = SceneSchema.key(path) else {
                    Issue.record("\(file): \(path) is no key of the schema")
                    continue
                }
                if let range = key.range {
                    let text = NumberText.decimal(range.lowerBound) + dash + NumberText.decimal(range.upperBound)
                    #expect(row.value.contains(text), "\(file): \(path) should give the range \(text)")
                }
                if let maxLength = key.maxLength {
                    #expect(
                        row.value.contains("at most \(maxLength) characters"),
                        "\(file): \(path) should give its length, at most \(maxLength) characters")
                }
                for word in key.words {
                    #expect(row.value.contains(word), "\(file): \(path) should name \(word)")
                }
                let expected = try key.defaultText ?? Self.plain(#require(key.print(.seed)))
                #expect(row.default.contains(expected), "\(file): \(path) should default to \(expected)")
            }
        }
    }
}
