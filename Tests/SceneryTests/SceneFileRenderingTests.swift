import Foundation
import JSON
import Raster
import SceneModel
import TestSupport
import Testing

@testable import Scenery

/// The folder relative names in the test scene files are resolved against.
private let folder = URL(fileURLWithPath: "/scenes/project")

private func read(_ text: String, in directory: URL = folder) throws(SceneFileError) -> SceneFile {
    try SceneFile(text: text, path: "test.json", folder: directory)
}

@Suite(.scratchFolders) struct SceneFileImageTests {
    @Test func backImageNamesInTheFolderAreLoadedAsUIImageNamedDoes() throws {
        let directory = try scratchFolder("scenes")
        let resources = try ResourceLocator.find()
        // The folder holds only @3x images; a @2x screen takes them, resampled to the button.
        for name in ["back_0@3x.png", "back_1@3x.png"] {
            try FileManager.default.copyItem(
                at: resources.directory.appendingPathComponent(name),
                to: directory.appendingPathComponent(name.replacingOccurrences(of: "back", with: "mine")))
        }
        let scene = try read(##"{"bar": {"backImages": ["mine_0", "mine_1"]}}"##, in: directory).scene
        let image = try SceneAssets.buttonImage(scene.backImages.transparent, scene: scene, resources: resources)
        let bundled = try SceneAssets.buttonImage("back_0", scene: scene, resources: resources)
        #expect(image.width == bundled.width && image.height == bundled.height)
        #expect(throws: SceneryError.self) {
            try SceneAssets.buttonImage(
                directory.appendingPathComponent("nothing").path, scene: scene, resources: resources)
        }
    }
}

/// Issue 5's check: a 260 pt header, 8 rows of 60 pt, a red bar and the title in the bar.
@Suite struct TallHeaderShortTableTests {
    static let text =
        ##"{"header": {"height": 260}, "table": {"rows": 8, "rowHeight": 60}, "bar": {"color": "#FF0000"}, "title": {"in": "bar"}}"##

    @Test func theFileSaysWhatItMeans() throws {
        let scene = try read(Self.text).scene
        #expect(scene.headerHeight == 260 && scene.barHeight == 64)
        #expect(scene.rows == 8 && scene.rowHeight == 60)
        #expect(scene.barColor == Color(red: 255, green: 0, blue: 0))
        #expect(scene.titlePlacement == .bar)
        #expect(scene.restOffset == -260)
        // 8 · 60 = 480 pt of rows on a 667 pt screen: the table cannot scroll past its rest.
        #expect(scene.minOffset == -260 && scene.maxOffset == -187)
    }

    @Test(arguments: stride(from: -400.0, through: 0, by: 0.5).map { $0 })
    func statesFollowTheFormulasWith260And64(offset: Double) throws {
        let state = ScrollState(offset: offset, scene: try read(Self.text).scene)
        #expect(state.offset == offset)
        #expect(abs(state.barAlpha - min(1, max(0, (offset + 64) / (260 - 64) + 1))) < 1e-12)
        #expect(state.stretched == (offset < -260))
        #expect(state.opaque == (offset >= -64))
        let header =
            offset < -260
            ? PointRect(x: 0, y: 0, width: 375, height: -offset)
            : PointRect(x: 0, y: -260 - offset, width: 375, height: 260)
        #expect(state.header == header)
        #expect(state.barBackImage == (offset >= -64 ? "back_1" : "back_0"))
        #expect(state.floatingBackVisible == (offset < -64))
    }

    @Test func atZeroTheBarIsOpaqueRedAndBelowTheLastRowOnlyPlaceholderSeparators() throws {
        let scene = try read(Self.text).scene
        let frame = try render(scene, offset: 0)
        let layout = FrameLayout(state: ScrollState(offset: 0, scene: scene), scene: scene)
        #expect(frame.width == 750 && frame.height == 1334)

        // The bar: 128 px of #FF0000 at full opacity, except where the back button and the
        // title draw, below the 40 px of the status bar (layer 8, over everything).
        var titleInk = 0
        var wrong: [String] = []
        for y in 40..<128 {
            for x in 0..<750 where !inside(layout.backButton, x, y) {
                let pixel = frame.pixel(x: x, y: y)
                if inside(layout.title, x, y) {
                    if pixel.red < 0x80 { titleInk += 1 }
                } else if hex(pixel) != "#FF0000" {
                    wrong.append("(\(x), \(y)) \(hex(pixel))")
                }
            }
        }
        #expect(wrong.isEmpty, "bar pixels that are not #FF0000: \(wrong.prefix(5))")
        #expect(titleInk > 100, "the title is drawn in the bar, dark on red")
        #expect(hex(frame.pixel(x: 375, y: 128)) != "#FF0000", "the bar ends at 64 pt")

        // Below the last row (content 480 pt = screen 960 px): the table's white, crossed by
        // the placeholder rows' separators every 120 px (SPEC §1, layer 1) — #C8C7CC from
        // x = 30 px to the right edge, one device pixel high — and nothing else.
        let separatorRows: Set<Int> = [959, 1079, 1199, 1319]
        wrong = []
        for y in 940..<1334 {
            for x in 0..<750 {
                let expected = separatorRows.contains(y) && x >= 30 ? "#C8C7CC" : "#FFFFFF"
                if y < 960 && expected == "#FFFFFF" { continue }  // the last real row's text
                let found = hex(frame.pixel(x: x, y: y))
                if found != expected { wrong.append("(\(x), \(y)) \(found) not \(expected)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) pixels below the last row: \(wrong.prefix(5))")
    }

    @Test func atTheBottomBoundNothingIsBelowTheLastRow() throws {
        let scene = try read(Self.text).scene
        let layout = FrameLayout(state: ScrollState(offset: scene.maxOffset, scene: scene), scene: scene)
        #expect(layout.rows.allSatisfy { !$0.isPlaceholder })
        #expect(layout.rows.last?.frame.maxY == 1334)
    }

    @Test func theTitleInTheBarFadesWithIt() throws {
        let inBar = try read(Self.text).scene
        var inView = inBar
        inView.titlePlacement = .view
        let layout = FrameLayout(state: ScrollState(offset: -260, scene: inBar), scene: inBar)
        // At rest the bar is transparent: in the bar the title is invisible, on the view it is white.
        let hidden = try render(inBar, offset: -260), shown = try render(inView, offset: -260)
        var inTitle = 0, elsewhere = 0
        for y in 0..<hidden.height {
            for x in 0..<hidden.width where hidden.pixel(x: x, y: y) != shown.pixel(x: x, y: y) {
                if inside(layout.title, x, y) { inTitle += 1 } else { elsewhere += 1 }
            }
        }
        #expect(inTitle > 100)
        #expect(elsewhere == 0)
        // Fully opaque, both show the same black title.
        #expect(try render(inBar, offset: 0) == render(inView, offset: 0))
    }
}

/// Renders scenes with the bundled images and the scene's fonts, as the CLI does.
private func render(_ scene: Scene, offset: Double) throws -> Pixmap {
    try SceneRenderer.make(scene).render(offset: offset)
}

private func inside(_ rect: PixelRect, _ x: Int, _ y: Int) -> Bool {
    rect.minX <= x && x < rect.maxX && rect.minY <= y && y < rect.maxY
}

private func hex(_ pixel: PremultipliedColor) -> String {
    Color(red: pixel.red, green: pixel.green, blue: pixel.blue, alpha: pixel.alpha).hex
}
