import JSON
import Testing

@testable import SceneModel

/// `stretchy layout` (SPEC §3): the visible elements in drawing order, held to SPEC's numbers.
@Suite struct ScreenLayoutTests {
    @Test func theSeedAtRest() {
        let layout = ScreenLayout(scene: .seed, offset: -200)
        let kinds = layout.elements.map(\.kind)
        // The table first, the chrome over it in layer order; the bar is transparent at rest.
        #expect(Array(kinds.suffix(4)) == [.header, .backButton, .title, .statusBar])
        let cells = layout.elements.filter { $0.kind == .cell }
        // Rows 0 … 10 meet the screen from 200 pt down, 44 pt apart.
        #expect(cells.map(\.row) == (0...10).map { Optional($0) })
        #expect(cells.first?.frame == PointRect(x: 0, y: 200, width: 375, height: 44))
        let text = layout.elements.first { $0.kind == .text }
        #expect(text?.string == "cell0" && text?.frame == PointRect(x: 15, y: 200, width: 345, height: 44))
        #expect(layout.elements.first { $0.kind == .header }?.frame == PointRect(x: 0, y: 0, width: 375, height: 200))
        #expect(layout.elements.first { $0.kind == .title }?.frame == PointRect(x: 147.5, y: 20, width: 80, height: 44))
    }

    @Test func scrolledTheBarIsThereAndAStickyHeaderIsPinned() throws {
        var scene = Scene.seed
        scene.sections = [TableSection(header: "A", rows: (0..<40).map { TableRow(text: "\($0)") })]
        let layout = ScreenLayout(scene: scene, offset: 300)
        #expect(layout.elements.contains { $0.kind == .bar && $0.frame.height == 64 })
        #expect(layout.elements.first { $0.kind == .sectionHeader }?.frame.y == 200)
        let json = layout.json
        #expect(json["offset"] == .number(300))
        guard case let .array(elements)? = json["elements"] else {
            Issue.record("no elements")
            return
        }
        #expect(
            elements.first
                == .object([
                    ("kind", .string("cell")), ("section", .number(0)), ("row", .number(6)),
                    ("frame", .array([.number(0), .number(-8), .number(375), .number(44)])),
                ]))
    }

    @Test func aScreenshotIsOneElement() {
        var scene = Scene.seed
        scene.tableContent = "/nowhere/list@2x.png"
        let layout = ScreenLayout(scene: scene, offset: -200)
        #expect(layout.elements.first?.kind == .content && layout.elements.first?.frame.y == 200)
    }
}
