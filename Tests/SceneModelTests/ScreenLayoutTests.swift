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

    /// The large-title list with a refresh control, its `Edit` 30 pt wide and its title 40 pt.
    static let list: Scene = {
        var scene = Scene.seed
        scene.headerHeight = 116
        scene.barLargeTitle = true
        scene.refreshEnabled = true
        scene.barItems = BarItems(left: [], right: [.text("Edit")])
        scene.titleText = "Inbox"
        scene.titleFitsText = true
        return scene
    }()
    static let measured = BarMeasures(left: [], right: [30], title: 40)

    @Test func theBarItemsAndTheLargeTitleAtRest() {
        let layout = ScreenLayout(scene: Self.list, offset: -116, bar: Self.measured)
        #expect(Array(layout.elements.map(\.kind).suffix(4)) == [.header, .barItem, .largeTitle, .statusBar])
        let item = layout.elements.first { $0.kind == .barItem }
        // From the right margin (16 pt) leftwards, the bar's 44 pt content below the status bar.
        #expect(item?.frame == PointRect(x: 329, y: 20, width: 30, height: 44) && item?.string == "Edit")
        let large = layout.elements.first { $0.kind == .largeTitle }
        // From the margin to the other, 41 pt tall, its bottom 8 pt above the area's (64 + 52).
        #expect(large?.frame == PointRect(x: 16, y: 67, width: 343, height: 41) && large?.string == "Inbox")
        #expect(!layout.elements.contains { $0.kind == .title || $0.kind == .spinner })
    }

    @Test func scrolledTheInlineTitleTakesOver() {
        // 50 pt scrolled (≥ 42): the inline title, sized to its 40 pt and centred, no large title.
        let layout = ScreenLayout(scene: Self.list, offset: -66, bar: Self.measured)
        #expect(layout.elements.first { $0.kind == .title }?.frame == PointRect(x: 167.5, y: 20, width: 40, height: 44))
        #expect(!layout.elements.contains { $0.kind == .largeTitle })
    }

    @Test func pulledTheSpinnerAndTheScaledLargeTitle() throws {
        let layout = ScreenLayout(scene: Self.list, offset: -236, bar: Self.measured)
        let kinds = layout.elements.map(\.kind)
        // The spinner with layer 1, before the header: 16 pt below the gap's top (64), 28 pt wide.
        let spinner = try #require(kinds.firstIndex(of: .spinner))
        #expect(spinner < (kinds.firstIndex(of: .header) ?? 0))
        #expect(layout.elements[spinner].frame == PointRect(x: 173.5, y: 80, width: 28, height: 28))
        // The area is 52 + 120 tall; the title scaled by 1 + 0.03·120/44 about its bottom-leading corner.
        let k = 1 + 0.03 * 120 / 44, bottom = 64.0 + 172 - 8
        let large = try #require(layout.elements.first { $0.kind == .largeTitle }).frame
        #expect(abs(large.x - 16) < 1e-12 && abs(large.y - (bottom - 41 * k)) < 1e-12)
        #expect(abs(large.width - 343 * k) < 1e-12 && abs(large.height - 41 * k) < 1e-12)
    }
}
