import Testing

@testable import SceneModel

/// The large title's area, scale and the inline title's opacity (SPEC §1 "Large titles") held
/// to SPEC's formulas at offsets across each transition: pulled past the 1.1 cap, pulled a
/// little, at rest, collapsing, at the inline title's threshold (42 pt) and gone (52 pt).
@Suite struct LargeTitleLayoutTests {
    static func scene(_ device: String = "iphone-8") throws -> Scene {
        var scene = Scene.seed.on(try #require(Device.named(device)))
        scene.barLargeTitle = true
        return scene
    }

    /// SPEC's formulas, written out: u = offset − rest.
    static func expected(u: Double) -> (height: Double, scale: Double, inline: Double) {
        let height = max(0, 52 - u)
        let scale = min(1.1, max(1, 1 + 0.03 * (height - 52) / 44))
        return (height, scale, u >= 42 ? 1 : 0)
    }

    @Test(
        arguments: ["iphone-8", "iphone-15", "iphone-8-plus"],
        [-300.0, -146.5, -60, -0.5, 0, 0.5, 20, 41.5, 42, 51.5, 52, 300])
    func theAreaScaleAndInlineTitleFollowSpec(device: String, u: Double) throws {
        let scene = try Self.scene(device)
        let state = ScrollState(offset: scene.restOffset + u, scene: scene)
        let large = try #require(state.largeTitle)
        // u on the pixel grid, as the state snaps the offset (−0.5 is −2/3 @3x).
        let want = Self.expected(u: state.offset - scene.restOffset)
        #expect(
            large.height == want.height && abs(large.scale - want.scale) < 1e-12
                && large.inlineTitleAlpha == want.inline)
        let top = scene.statusBarHeight + 44, margin = scene.width >= 414 ? 20.0 : 16
        #expect(large.area == PointRect(x: 0, y: top, width: scene.width, height: want.height))
        #expect(
            large.label
                == PointRect(x: margin, y: top + want.height - 8 - 41, width: scene.width - 2 * margin, height: 41))
    }

    /// 1.1 is reached after 146.67 pt of pull (0.1 · 44 / 0.03) and never passed.
    @Test func theScaleStopsAt1Point1() throws {
        let scene = try Self.scene()
        let at = { (pull: Double) in ScrollState(offset: scene.restOffset - pull, scene: scene).largeTitle?.scale }
        #expect(try #require(at(146)) < 1.1 && at(147) == 1.1 && at(1000) == 1.1 && at(0) == 1)
    }

    /// Without `bar.largeTitle` the state has none and prints none (the seed's JSON).
    @Test func noLargeTitleByDefault() throws {
        let state = ScrollState(offset: -200, scene: .seed)
        #expect(state.largeTitle == nil && !state.jsonMembers.contains { $0.key.hasPrefix("largeTitle") })
        let large = ScrollState(offset: -200, scene: try Self.scene())
        #expect(large.jsonMembers.suffix(3).map(\.key) == ["largeTitleHeight", "largeTitleScale", "inlineTitleAlpha"])
    }
}
