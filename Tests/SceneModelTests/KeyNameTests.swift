import Foundation
import Testing

@testable import SceneModel

/// Every scene-key name written as a string in Sources (`"title.text"` in a warning, a rule's
/// `"header.height"`) is a key of the schema (issue 45 item 4): a key renamed or removed in
/// `SceneSchema` cannot leave a message naming a key no scene file accepts.
@Suite struct KeyNameTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// `"group.name"` where `group` is a group of the schema's keys (`title`, `header`, …); a
    /// nested key's place, `"table.sections[\\(s)].rows[\\(r)].image"`, as its path with `[]`.
    static func keyNames(in text: String, groups: Set<String>) -> [String] {
        let literal = /"([a-z][A-Za-z]*)\.([A-Za-z][A-Za-z.]*(?:\[[^"\]]*\][A-Za-z.]*)*)"/
        return text.matches(of: literal).compactMap { match in
            let name = String(match.output.2).replacing(/\[[^\]]*\]/, with: "[]")
            return groups.contains(String(match.output.1)) ? "\(match.output.1).\(name)" : nil
        }
    }

    @Test func everyKeyNameInSourcesIsASchemaKey() throws {
        // The objects of nested keys (`table.sections[].rows[]`) are named too, by their readers.
        let keys = Set(SceneSchema.keys.map(\.path) + SceneSchema.keys.filter(\.isNested).map(\.object))
        let groups = Set(
            keys.compactMap { $0.split(separator: ".").count > 1 ? String($0.split(separator: ".")[0]) : nil })
        #expect(groups.isSuperset(of: ["title", "table", "header", "bar"]), "\(groups)")
        let files = try #require(
            FileManager.default.enumerator(atPath: Self.sources.path)?.compactMap { $0 as? String })
        var named = 0
        for file in files where file.hasSuffix(".swift") && !file.hasSuffix("SceneSchema.swift") {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for name in Self.keyNames(in: text, groups: groups) {
                named += 1
                #expect(keys.contains(name), "\(file) names '\(name)', which is no scene key")
            }
        }
        // Rules and warnings name keys: the scan found them (it cannot pass by finding none).
        #expect(named >= 5)
    }

    @Test func theScanFindsAKeyNameAndSkipsOtherDottedStrings() {
        let text = #"warn(key: "title.text"); let file = "frames.json"; "header.nope"; "table.x[\(s)].y[2].z""#
        #expect(
            Self.keyNames(in: text, groups: ["title", "header", "table"]) == [
                "title.text", "header.nope", "table.x[].y[].z",
            ])
    }
}
