import Foundation
import JSON
import SceneModel
import StretchyKit
import Testing

/// A scene changed and read in Swift by its scene-file keys (`Scene.set(_:to:folder:)`,
/// `scene[key]`) is the scene a file with those keys describes, checked as the file is (issue 45).
struct SceneKeysTests {
    @Test func settingKeysGivesTheSceneAFileWithThemDescribes() throws {
        var built = Scene.seed
        try built.set("scale", to: 1)
        try built.set("title", to: ["text": "Fruits", "align": "center"])
        try built.set("header.height", to: 240.5)
        try built.set("appearance", to: ["style": "dark"])
        try built.set("table.sections", to: [["header": "Red", "rows": [["text": "Apple", "detail": "1"]]]])
        let file = try Scene(
            json: #"""
                {"scale": 1, "title": {"text": "Fruits", "align": "center"}, "header": {"height": 240.5},
                 "appearance": {"style": "dark"},
                 "table": {"sections": [{"header": "Red", "rows": [{"text": "Apple", "detail": "1"}]}]}}
                """#)
        #expect(built == file)
        #expect(built.json == file.json)
        #expect(built != .seed)
    }

    @Test func aDeviceSetLaterIsFollowedAsInAFile() throws {
        var built = Scene.seed
        try built.set("device", to: "iphone-x")
        #expect(built == (try Scene(json: #"{"device": "iphone-x"}"#)))
        // The bar follows the status bar of the device unless set (SPEC §5 `bar.height`).
        #expect(built["bar.height"] == 88)
        #expect(built["width"] == 375 && built["height"] == 812)
        try built.set("bar.height", to: 70)
        try built.set("device", to: "iphone-se")
        #expect(built["bar.height"] == 70, "a key the scene set stays set")
    }

    @Test func aValueIsCheckedAsTheFileChecksItAndTheSceneIsKept() throws {
        var scene = Scene.seed
        let cases: [(String, JSONValue, String)] = [
            ("scale", 9, "scene file '<Scene.set>': scale: must be a whole number from 1 to 3, not 9"),
            ("title.text", 3, "scene file '<Scene.set>': title.text: must be a string, not a number"),
            ("title.sparkle", true, "scene file '<Scene.set>': title.sparkle: unknown key"),
            ("sparkle", true, "scene file '<Scene.set>': sparkle: unknown key"),
            ("header.height", 50, "scene file '<Scene.set>': header.height: 50 must be above bar.height (64)"),
        ]
        for (key, value, message) in cases {
            do {
                try scene.set(key, to: value)
                Issue.record("\(key) = \(value.text) must fail")
            } catch {
                #expect(error.kind == .sceneFile)
                #expect(error.description == message)
            }
            #expect(scene == .seed, "a refused value leaves the scene as it was (\(key))")
        }
    }

    @Test func tableDataSetAgainReplacesItsRowsAndStillExcludesSections() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("text\nApple\n".utf8).write(to: folder.appendingPathComponent("a.csv"))
        try Data("text\nPear\nPlum\n".utf8).write(to: folder.appendingPathComponent("b.csv"))
        var scene = Scene.seed
        try scene.set("table.data", to: "a.csv", folder: folder)
        try scene.set("table.data", to: "b.csv", folder: folder)
        #expect(scene == (try Scene(json: #"{"table": {"data": "b.csv"}}"#, folder: folder)))
        #expect(throws: StretchyKitError.self) { try scene.set("table.sections", to: [["rows": [["text": "A"]]]]) }
        var own = Scene.seed
        try own.set("table.sections", to: [["rows": [["text": "A"]]]])
        do {
            try own.set("table.data", to: "a.csv", folder: folder)
            Issue.record("table.data over table.sections must fail")
        } catch {
            #expect(error.description == "scene file '<Scene.set>': table.data: cannot be used with table.sections")
        }
    }

    @Test func everyKeyReadsAsItsFileValueAndSetsBackToIt() throws {
        let seed = Scene.seed
        var checked = 0
        for key in SceneSchema.keys where !key.isNested {
            guard let value = seed[key.path] else {
                Issue.record("\(key.path) has no value")
                continue
            }
            #expect(value == key.fileValue(in: seed), "\(key.path)")
            guard value != .null else { continue }  // a key that is off (`table.data`) is left out
            var scene = seed
            try scene.set(key.path, to: value)
            #expect(scene[key.path] == value, "\(key.path)")
            #expect(scene.json == seed.json || key.defaultText != nil, "\(key.path): \(scene.json.text)")
            checked += 1
        }
        #expect(checked > 40)
        #expect(seed["title"] == nil, "an object is not a key")
        #expect(seed["table.sections[].header"] == nil, "a member of a row is its part's")
        #expect(seed["sparkle"] == nil)
    }
}
