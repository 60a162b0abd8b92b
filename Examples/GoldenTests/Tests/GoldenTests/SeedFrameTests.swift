import SceneModel
import StretchyKit
import StretchyTesting
import Testing

/// The seed at @1x with the header photo scrolled away (small PNGs): the bar just opaque,
/// scrolled further, and a programmatic scroll; each frame against its golden in Golden/ beside
/// this file.
struct SeedFrameTests {
    /// The seed's scene at scale 1: small goldens (375 × 667).
    static let renderer = Result { () throws(StretchyKitError) in
        var scene = Scene.seed
        scene.scale = 1
        return try StretchyRenderer(scene: scene)
    }

    @Test(arguments: [("opaque-bar", -64.0), ("top", 0), ("scrolled", 300)])
    func frame(name: String, offset: Double) throws {
        expectGolden(try Self.renderer.get().frame(atOffset: offset), named: name)
    }

    @Test func scrollAnimation() throws {
        // The first and last frames of an eased scroll, named as `stretchy render` names them.
        let renderer = try Self.renderer.get()
        let played = try renderer.play("jump 40; scroll 250 0.3", fps: 10)
        #expect(played.count == 4)
        for frame in [played[0], played[3]] {
            expectGolden(try renderer.frame(showing: frame.state), named: "scroll_" + frame.fileName.dropLast(4))
        }
    }
}
