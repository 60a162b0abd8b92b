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
        #expect(Self.exampleScenes.count >= 14, "\(Self.examples.path)")
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

    /// StretchyKit's animated files are `stretchy render`'s bytes (issue 45 item 2): an APNG, a
    /// GIF and a WebP of the same motion, written by the library on one job and by the command.
    @Test func animatedFilesAreRendersBytes() throws {
        let folder = try temporaryDirectory()
        let motion = "hold 0.1; drag -120 0.3; release"
        let cli = try Run([
            "render", "--scale", "1", "--fps", "10", "--motion", motion, "--loop", "2",
            "--apng", folder.appendingPathComponent("cli.png").path,
            "--gif", folder.appendingPathComponent("cli.gif").path,
            "--webp", folder.appendingPathComponent("cli.webp").path,
        ])
        #expect(cli.status == 0, "\(cli.stderr)")
        var scene = Scene.seed
        scene.scale = 1
        let files = AnimationFiles(
            apng: folder.appendingPathComponent("kit.png").path, gif: folder.appendingPathComponent("kit.gif").path,
            webp: folder.appendingPathComponent("kit.webp").path, loop: 2)
        try StretchyRenderer(scene: scene).writeAnimation(motion, fps: 10, to: files, jobs: 1)
        for ext in ["png", "gif", "webp"] {
            let made = try Data(contentsOf: folder.appendingPathComponent("kit.\(ext)"))
            #expect(made == (try Data(contentsOf: folder.appendingPathComponent("cli.\(ext)"))), "\(ext) differs")
        }
    }

    @Test func anAnimationNeedsAFileAndAPlayableLoop() throws {
        let renderer = try StretchyRenderer(scene: Scene.seed)
        let script = "hold 0.1"
        #expect(throws: StretchyKitError.self) { try renderer.writeAnimation(script, to: AnimationFiles()) }
        let error = #expect(throws: StretchyKitError.self) {
            try renderer.writeAnimation(script, to: AnimationFiles(apng: "never.png", loop: 70000))
        }
        #expect(error?.kind == .encode)
        #expect(error?.description.contains("loop 70000") == true, "\(String(describing: error))")
        #expect(!FileManager.default.fileExists(atPath: "never.png"))
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
