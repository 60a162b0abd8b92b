import Codecs
import Foundation
import Raster
import SceneModel
import StretchyKit
import Testing

/// The facade draws what the CLI draws, and says why it cannot (issue 13).
struct StretchyKitTests {
    /// The seed @1x, loaded once for all tests.
    static let renderer = Result { () throws(StretchyKitError) in
        var scene = Scene.seed
        scene.scale = 1
        return try StretchyRenderer(scene: scene)
    }

    @Test func stateMatchesTheSeedsFormula() throws {
        let state = try Self.renderer.get().state(atOffset: -130)
        #expect(
            state.json.text == #"{"offset": -130, "barAlpha": 0.514706, "stretched": false, "opaque": false, "#
                + #""header": {"x": 0, "y": -70, "width": 375, "height": 200}, "#
                + #""headerBox": {"x": 0, "y": 0, "width": 375, "height": 130}, "headerZoom": 1, "headerBlur": 0, "#
                + #""barBackImage": "back_0", "#
                + ##""floatingBackVisible": true, "titleColor": "#FFFFFF"}"##)
    }

    @Test func frameIsTheScreenAndItsPNGDecodesToIt() throws {
        let frame = try Self.renderer.get().frame(atOffset: -200)
        #expect(frame.pixels.width == 375 && frame.pixels.height == 667)
        #expect(frame.state.offset == -200)
        let png = try frame.png()
        #expect(try PNGDecoder.decode(png) == frame.rgba)
        #expect(frame.rgba == frame.pixels.unpremultiplied(), "a frame is opaque: its straight bytes are its own")
        // The same offset gives the same bytes: frames are a function of the offset.
        #expect(try Self.renderer.get().frame(atOffset: -200).png() == png)
        // The committed golden of SceneryTests is the same picture.
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SceneryTests/__Goldens__/GoldenFrameTests/seed_1x_-200.png")
        #expect(try PNGDecoder.decode([UInt8](Data(contentsOf: golden))) == frame.rgba)
    }

    @Test func playGivesTheRenderCommandsFrames() throws {
        let frames = try Self.renderer.get().play("hold 0.2; jump 0", fps: 10)
        #expect(frames.map(\.index) == Array(0...2))
        #expect(frames.map(\.fileName) == ["frame_0000.png", "frame_0001.png", "frame_0002.png"])
        #expect(frames.map(\.time) == [0, 0.1, 0.2])
        #expect(frames.map(\.state.offset) == [-200, -200, 0])
        let last = try Self.renderer.get().frame(showing: frames[2].state)
        #expect(last.pixels == (try Self.renderer.get().frame(atOffset: 0).pixels))
    }

    @Test func bundledImagesComeFromTheEnvironmentOrTheSourceTree() throws {
        let tree = try StretchyRenderer.bundledResources(environment: [:])
        #expect(tree.directory.path.hasSuffix("/Resources"))
        #expect(
            try StretchyRenderer.bundledResources(environment: ["STRETCHY_RESOURCES": tree.directory.path]).directory
                == tree.directory)
        do {
            _ = try StretchyRenderer.bundledResources(environment: ["STRETCHY_RESOURCES": "/nonexistent"])
            Issue.record("a wrong STRETCHY_RESOURCES must fail")
        } catch {
            #expect(error.description.contains("looked in /nonexistent (STRETCHY_RESOURCES)"), "\(error)")
        }
    }

    @Test func errorsAreTypedAndSayWhy() throws {
        let renderer = try Self.renderer.get()
        #expect(throws: StretchyKitError.self) { try renderer.play("hold 1", fps: 0) }
        do {
            _ = try renderer.play("dance 3")
            Issue.record("an unknown step must fail")
        } catch {
            #expect(error.description == "motion step 1 'dance 3': unknown step 'dance'")
        }
        var broken = Scene.seed
        broken.headerHeight = 50
        do {
            _ = try StretchyRenderer(scene: broken)
            Issue.record("an impossible scene must fail")
        } catch {
            #expect(error.description == "the scene is impossible: header.height: 50 must be above bar.height (64)")
        }
        do {
            _ = try StretchyRenderer(sceneFile: "/nonexistent/scene.json")
            Issue.record("a missing scene file must fail")
        } catch {
            #expect(error.description == "cannot read scene file '/nonexistent/scene.json': no such file")
        }
        var missingHeader = Scene.seed
        missingHeader.headerImage = "/nonexistent/photo.jpg"
        do {
            _ = try StretchyRenderer(scene: missingHeader)
            Issue.record("a missing header must fail")
        } catch {
            #expect(error.description.hasPrefix("cannot read header image '/nonexistent/photo.jpg'"))
        }
    }
}
