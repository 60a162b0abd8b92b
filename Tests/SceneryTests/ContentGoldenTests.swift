import Foundation
import SceneModel
import Scenery
import StretchyTesting
import Testing

/// A table with sections (SPEC §1 "Sections and rows"): every cell style and accessory, a row
/// image and sticky headers, drawn pulled by 100 pt, at rest and scrolled by 300 pt (the first
/// header pushed up, the second pinned 200 pt down), light and dark, at @1x on a screen cut to
/// 480 pt.
@Suite struct ContentGoldenTests {
    static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/examples/content")

    static func scene(_ style: AppearanceStyle) -> Scene {
        var scene = Renderers.seedScene(scale: 1)
        scene.height = 480
        scene.appearance.style = style
        let avatar = images.appendingPathComponent("avatar-blue").path
        scene.sections = [
            TableSection(
                header: "Fruits", footer: "Picked today",
                rows: [
                    TableRow(text: "Apple", detail: "Red", style: .subtitle, image: avatar, accessory: .disclosure),
                    TableRow(text: "Banana", detail: "Yellow", style: .value1, accessory: .checkmark),
                    TableRow(text: "Cherry", detail: "Dark red", style: .value2, accessory: .detail),
                    TableRow(text: "Date", accessory: .detailDisclosure, height: 60),
                ]),
            TableSection(
                header: "Vegetables",
                rows: (0..<12).map {
                    TableRow(text: "Vegetable \($0)", detail: "\($0 * 10) g", style: .value1, accessory: .disclosure)
                }),
        ]
        return scene
    }

    static let renderers = Dictionary(
        uniqueKeysWithValues: AppearanceStyle.allCases.map { style in (style, Renderers.make { scene(style) }) })

    @Test(arguments: AppearanceStyle.allCases)
    func pulledRestingAndScrolled(style: AppearanceStyle) throws {
        let renderer = try #require(Self.renderers[style]).get()
        for (offset, name) in [(-300.0, "pulled"), (-200, "rest"), (300, "scrolled")] {
            expectGolden(
                of: try renderer.render(offset: offset), as: .frame(scale: 1), named: "content_\(name)_\(style)")
        }
    }
}
