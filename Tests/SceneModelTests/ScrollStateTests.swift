import JSON
import Raster
import Testing

@testable import SceneModel

/// The seed's formulas, written out again here so the tests check the code against SPEC §1,
/// not against itself.
private func expectedBarAlpha(_ offset: Double, header: Double = 200, bar: Double = 64) -> Double {
    min(1, max(0, (offset + bar) / (header - bar) + 1))
}

@Suite struct ScrollStateTests {
    let seed = Scene.seed

    @Test func restIsTransparentAndUnstretched() {
        let state = ScrollState(offset: -200, scene: seed)
        #expect(state.barAlpha == 0)
        #expect(!state.stretched)
        #expect(!state.opaque)
        #expect(state.header == PointRect(x: 0, y: 0, width: 375, height: 200))
        #expect(state.barBackImage == "back_0")
        #expect(state.floatingBackVisible)
        #expect(state.titleColor == "#FFFFFF")
    }

    @Test func barIsOpaqueFromMinus64() {
        let state = ScrollState(offset: -64, scene: seed)
        #expect(state.barAlpha == 1)
        #expect(state.opaque)
        #expect(state.barBackImage == "back_1")
        #expect(!state.floatingBackVisible)
        #expect(state.titleColor == "#000000")
        let before = ScrollState(offset: -64.5, scene: seed)
        #expect(!before.opaque)
        #expect(before.barAlpha == expectedBarAlpha(-64.5))
    }

    @Test(arguments: stride(from: -700.0, through: 900.0, by: 0.5).map { $0 })
    func barAlphaFollowsTheSeedFormula(offset: Double) {
        let state = ScrollState(offset: offset, scene: seed)
        #expect(state.offset == offset)
        #expect(abs(state.barAlpha - expectedBarAlpha(offset)) < 1e-12)
        #expect(state.stretched == (offset < -200))
        #expect(state.opaque == (offset >= -64))
    }

    @Test func offsetsSnapToTheDevicePixelGrid() {
        #expect(ScrollState(offset: -130.3, scene: seed).offset == -130.5)
        #expect(ScrollState(offset: -130.2, scene: seed).offset == -130)
        var scene3 = seed
        scene3.scale = 3
        #expect(ScrollState(offset: -130.1, scene: scene3).offset == -390.0 / 3)
        #expect(ScrollState(offset: -130.2, scene: scene3).offset == -391.0 / 3)
        var scene1 = seed
        scene1.scale = 1
        #expect(ScrollState(offset: -130.4, scene: scene1).offset == -130)
        #expect(ScrollState(offset: -130.6, scene: scene1).offset == -131)
    }

    @Test func stretchedHeaderFillsFromTheTopOfTheScreen() {
        let state = ScrollState(offset: -400, scene: seed)
        #expect(state.stretched)
        #expect(state.header == PointRect(x: 0, y: 0, width: 375, height: 400))
        #expect(ScrollState(offset: -200.5, scene: seed).header.height == 200.5)
    }

    @Test func headerScrollsAwayUnstretched() {
        #expect(ScrollState(offset: -130, scene: seed).header == PointRect(x: 0, y: -70, width: 375, height: 200))
        #expect(ScrollState(offset: 0, scene: seed).header == PointRect(x: 0, y: -200, width: 375, height: 200))
    }

    @Test func stateJSONIsSpecShaped() {
        let text = ScrollState(offset: -130, scene: seed).json.text
        #expect(
            text
                == ##"{"offset": -130, "barAlpha": 0.514706, "stretched": false, "opaque": false, "header": {"x": 0, "y": -70, "width": 375, "height": 200}, "headerBox": {"x": 0, "y": 0, "width": 375, "height": 130}, "headerZoom": 1, "headerBlur": 0, "barBackImage": "back_0", "floatingBackVisible": true, "titleColor": "#FFFFFF"}"##
        )
    }

    @Test func formulasFollowTheScene() {
        var scene = seed
        scene.headerHeight = 260
        scene.barHeight = 88
        let state = ScrollState(offset: -150, scene: scene)
        #expect(abs(state.barAlpha - expectedBarAlpha(-150, header: 260, bar: 88)) < 1e-12)
        #expect(!state.opaque)
        #expect(ScrollState(offset: -88, scene: scene).opaque)
        #expect(ScrollState(offset: -260.5, scene: scene).stretched)
    }

    @Test func boundsFollowRowsAndScreen() {
        #expect(seed.minOffset == -200)
        #expect(seed.maxOffset == 653)
        var few = seed
        few.rows = 3
        #expect(few.maxOffset == -200)
    }

    @Test func cellTextReplacesEveryRowMarker() {
        var scene = seed
        #expect(scene.text(ofRow: 7) == "cell7")
        scene.cellText = "{row}: row {row}"
        #expect(scene.text(ofRow: 12) == "12: row 12")
    }
}

@Suite struct FrameLayoutTests {
    @Test func restingLayoutAt2x() {
        let layout = FrameLayout(state: ScrollState(offset: -200, scene: .seed), scene: .seed)
        #expect(layout.screen == PixelRect(x: 0, y: 0, width: 750, height: 1334))
        #expect(layout.header == PixelRect(x: 0, y: 0, width: 750, height: 400))
        #expect(layout.bar == PixelRect(x: 0, y: 0, width: 750, height: 128))
        #expect(layout.backButton == PixelRect(x: 0, y: 40, width: 80, height: 88))
        #expect(layout.title == PixelRect(x: 295, y: 40, width: 160, height: 88))
        #expect(layout.separatorMinX == 30)
        // Rows from y = 400 px, 88 px each, until the bottom of the screen: (1334 − 400) / 88 → 11 rows.
        #expect(
            layout.rows.first
                == FrameLayout.Row(
                    index: 0, isPlaceholder: false,
                    frame: PixelRect(x: 0, y: 400, width: 750, height: 88)))
        #expect(layout.rows.count == 11)
        #expect(layout.rows.allSatisfy { !$0.isPlaceholder })
    }

    @Test func rowsScrollWithTheOffset() {
        let layout = FrameLayout(state: ScrollState(offset: 100, scene: .seed), scene: .seed)
        // Content y 100 is the screen top: row 2 (88…132 pt) starts at −12 pt.
        #expect(layout.rows.first?.index == 2)
        #expect(layout.rows.first?.frame.minY == -24)
        #expect(layout.header.maxY <= 0)
    }

    @Test func placeholderRowsBelowTheLastRow() {
        let layout = FrameLayout(state: ScrollState(offset: 700, scene: .seed), scene: .seed)
        let placeholders = layout.rows.filter(\.isPlaceholder)
        #expect(placeholders.first?.index == 30)
        // The last real row ends at content 1320 → screen (1320 − 700)·2 = 1240 px.
        #expect(placeholders.first?.frame.minY == 1240)
        #expect(layout.rows.filter { !$0.isPlaceholder }.last?.index == 29)
    }
}
