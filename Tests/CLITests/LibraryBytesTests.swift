import Foundation
import SceneModel
import StretchyKit
import TestSupport
import Testing

/// StretchyKit draws the bytes `stretchy frame` writes (issue 21): every example scene, and a
/// scene of Han text in every `font.language`, whose glyphs differ between the CJK faces.
@Suite(.scratchFolders) struct LibraryBytesTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/examples")

    /// Recursively: the effects' scenes and any folder an issue adds.
    static let exampleScenes =
        (FileManager.default.enumerator(atPath: examples.path)?.compactMap { $0 as? String } ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    @Test func thereAreExampleScenes() {
        #expect(Self.exampleScenes.count >= 15, "\(Self.examples.path)")
    }

    @Test(arguments: exampleScenes)
    func exampleScene(name: String) throws {
        try expectSameBytes(sceneFile: Self.examples.appendingPathComponent(name).path, offset: -90)
    }

    @Test(arguments: ["zh-Hans", "zh-Hant", "ja", "ko"])
    func language(_ language: String) throws {
        let folder = try temporaryDirectory()
        let scene = folder.appendingPathComponent("han.json")
        // 直, 骨 and 角 are drawn differently in the four faces (SPEC §1 "Fonts").
        let json =
            #"{"scale": 1, "title": {"text": "直角骨"}, "table": {"rows": 3, "text": "直骨 {row}"}, "#
            + #""font": {"language": "\#(language)"}}"#
        try Data(json.utf8).write(to: scene)
        try expectSameBytes(sceneFile: scene.path, offset: -200)
    }

    /// The test above could pass with one face for all: the Japanese and the Chinese Han differ.
    @Test func theLanguagesDrawDifferentGlyphs() throws {
        var japanese = Scene.seed, chinese = Scene.seed
        japanese.scale = 1
        japanese.titleText = "直角骨"
        japanese.fontLanguage = "ja"
        chinese.scale = 1
        chinese.titleText = "直角骨"
        #expect(
            try StretchyRenderer(scene: japanese).frame(atOffset: -200).pixels
                != StretchyRenderer(scene: chinese).frame(atOffset: -200).pixels)
    }

    private func expectSameBytes(sceneFile: String, offset: Double) throws {
        let cli = try Run(["frame", "--scene", sceneFile, "--offset", String(offset), "--output", "-"])
        #expect(cli.status == 0, "\(cli.stderr)")
        let renderer = try StretchyRenderer(sceneFile: sceneFile)
        // The pipeline `frame` runs, on one thread and on three, and the drawn frame encoded.
        for threads in [1, 3] {
            let library = try renderer.png(atOffset: offset, threads: threads)
            #expect(library == [UInt8](cli.output), "\(sceneFile): StretchyKit on \(threads) threads differs")
        }
        let encoded = try renderer.frame(atOffset: offset).png()
        #expect(encoded == [UInt8](cli.output), "\(sceneFile): the drawn frame, encoded, and `frame` differ")
    }
}
