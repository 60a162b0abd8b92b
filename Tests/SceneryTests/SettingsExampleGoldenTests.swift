import FoundationEssentials
import Raster
import SceneModel
import StretchyTesting
import TestSupport
import Testing

/// Issue 40's Settings-like example (`Resources/examples/content/settings.json`, SPEC §1 "Grouped
/// styles"): an `insetGrouped` table of `value1` rows with chevrons, a checkmark, headers and
/// footers on an iPhone 15, pulled by 120 pt, at rest and scrolled to 0, light and dark, at @1x.
/// Dark mode gives the bar a black view and white titles (the file's bar is light mode's).
@Suite struct SettingsExampleGoldenTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/examples/content/settings.json")

    @Test(arguments: [AppearanceStyle.light, .dark])
    func pulledRestingAndScrolled(style: AppearanceStyle) throws {
        var scene = try SceneFile(contentsOf: Self.file.path).scene
        scene.scale = 1
        scene.appearance.style = style
        if style == .dark {
            scene.barColor = .black
            scene.titleColors = BarStates(transparent: .white, opaque: .white)
        }
        let renderer = try SceneRenderer.make(scene)
        let rest = scene.restOffset
        for (label, offset) in [("pulled", rest - 120), ("rest", rest), ("scrolled", 0.0)] {
            expectGolden(
                of: try renderer.render(offset: offset), as: .frame(scale: 1), named: "settings_\(style)_\(label)")
        }
    }
}
