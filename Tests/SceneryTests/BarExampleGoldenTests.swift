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
}
