import FoundationEssentials
import Raster
import SceneModel
import StretchyTesting
import TestSupport
import Testing

/// Issue 41's examples (`Resources/examples/bar/`) pulled, resting and scrolled, light and dark,
/// at @1x: the bar's items and an auto-sized centred title over an `mx-center` header resting
/// without bands on an iPhone 15, a large-title list, and a translucent (`chrome`) bar, also
/// half faded in over the photo. Dark mode gives the bar a black view and white titles (the
/// files' own colours are light mode's).
@Suite struct BarExampleGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/examples/bar")

    static func scene(_ name: String, _ style: AppearanceStyle) throws -> Scene {
        var scene = try SceneFile(contentsOf: folder.appendingPathComponent("\(name).json").path).scene
        scene.scale = 1
        scene.appearance.style = style
        if style == .dark {
            scene.barColor = .black
            scene.titleColors = BarStates(transparent: .white, opaque: .white)
        }
        return scene
    }

    @Test(arguments: ["items", "large-title-list", "translucent-bar"], [AppearanceStyle.light, .dark])
    func pulledRestingAndScrolled(name: String, style: AppearanceStyle) throws {
        let scene = try Self.scene(name, style)
        let renderer = try SceneRenderer.make(scene)
        let rest = scene.restOffset
        let fading = name == "translucent-bar" ? [("fading", rest + 150)] : []
        for (label, offset) in [("pulled", rest - 120), ("rest", rest), ("scrolled", 0.0)] + fading {
            expectGolden(
                of: try renderer.render(offset: offset), as: .frame(scale: 1), named: "\(name)_\(style)_\(label)")
        }
    }

    /// The pull-to-refresh example (`bar/pull-to-refresh.json`, SPEC §1 "The refresh control"):
    /// pulled 50 pt (4 ticks of 8, faded in), pulled past the trigger at 0.3 s (spinning, the
    /// active tick 2), held open by a `refresh` step at 0.6 s (tick 4), and at rest.
    @Test(arguments: [AppearanceStyle.light, .dark])
    func pullToRefresh(style: AppearanceStyle) throws {
        let scene = try Self.scene("pull-to-refresh", style)
        let renderer = try SceneRenderer.make(scene)
        let rest = scene.restOffset
        let frames: [(String, Double, RefreshMoment)] = [
            ("pulled", rest - 50, .still), ("triggered", rest - 120, RefreshMoment(time: 0.3, phase: .idle)),
            ("refreshing", rest - 60, RefreshMoment(time: 0.6, phase: .refreshing)), ("rest", rest, .still),
        ]
        for (label, offset, moment) in frames {
            let state = ScrollState(offset: offset, scene: scene, moment: moment)
            expectGolden(
                of: try renderer.render(state), as: .frame(scale: 1), named: "pull-to-refresh_\(style)_\(label)")
        }
    }
}
