import Foundation
import SceneModel
import StretchyKit
import StretchyTesting
import Testing

/// The seed at @1x (small PNGs), each frame and state against its golden in
/// __Goldens__/SeedFrameTests beside this file. The suite records only missing goldens, and a
/// run with `STRETCHY_RECORD=failed` rewrites the ones that fail.
@Suite(.goldens(record: .missing))
struct SeedFrameTests {
    /// The seed's scene at scale 1: small goldens (375 × 667).
    static let renderer = Result { () throws(StretchyKitError) in
        var scene = Scene.seed
        try scene.set("scale", to: 1)
        return try StretchyRenderer(scene: scene)
    }

    /// Named goldens, one per argument: `opaque-bar.png`, `top.png`, `scrolled.png`.
    @Test(arguments: [("opaque-bar", -64.0), ("top", 0), ("scrolled", 300)])
    func frame(name: String, offset: Double) throws {
        expectGolden(of: try Self.renderer.get().frame(atOffset: offset), as: .image, named: name)
    }

    /// Unnamed goldens: `scrollAnimation.1.png` and `scrollAnimation.2.png`, after the test.
    @Test func scrollAnimation() throws {
        let renderer = try Self.renderer.get()
        let played = try renderer.play("jump 40; scroll 250 0.3", fps: 10)
        #expect(played.count == 4)
        for frame in [played[0], played[3]] {
            expectGolden(of: try renderer.frame(showing: frame.state), as: .image)
        }
        // The played motion as JSON: `scrollAnimation.3.json` (one counter per test function).
        expectGolden(of: played, as: .json)
    }

    /// A state as `stretchy state` prints it: `stretched.1.json`.
    @Test func stretched() throws {
        expectGolden(of: try Self.renderer.get().state(atOffset: -260), as: .json)
    }

    /// One call for a matrix: the seed scrolled to 100 on two phones, light and dark, at @1x,
    /// each golden named after its case (`matrix.iphone-se.light.png`, …, `matrix.iphone-x.dark.png`).
    @Test func deviceAndAppearanceMatrix() throws {
        let phones = ["iphone-se", "iphone-x"].compactMap(Device.named)
        #expect(phones.count == 2)
        expectGoldens(of: .seed, atOffset: 100, on: phones, appearances: [.light, .dark], scale: 1, named: "matrix")
    }

    /// A record mode for a block of checks, wherever they are (a call's own `record:` still
    /// wins): here `never`, so a missing golden would fail instead of being recorded.
    @Test func aScopedRecordMode() throws {
        try withGoldens(record: .never) {
            expectGolden(of: try Self.renderer.get().frame(atOffset: -64), as: .image, named: "opaque-bar")
        }
    }

    /// A tolerance carried over from swift-snapshot-testing: 99 % of the pixels must match, a
    /// pixel matching when its ΔE94 is at most 2 (a shade nobody sees).
    @Test func toleratesWhatNobodySees() throws {
        expectGolden(
            of: try Self.renderer.get().frame(atOffset: -64),
            as: .image(GoldenTolerance(precision: 0.99, perceptualPrecision: 0.98)), named: "opaque-bar")
    }
}
