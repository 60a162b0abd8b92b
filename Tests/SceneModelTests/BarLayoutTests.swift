import FoundationEssentials
import Testing

@testable import SceneModel

/// The bar's items and the title's place (SPEC §1 "Bar items"): UINavigationBar's margins (16 pt,
/// 20 from 414 pt), 8 pt between items and before the title, the label sized to its text and
/// slid into the room with `title.width: "auto"`.
@Suite struct BarLayoutTests {
    static func scene(left: [BarItem]? = nil, right: [BarItem] = [], width: Double = 375, fits: Bool = true) -> Scene {
        var scene = Scene.seed
        scene.width = width
        scene.barItems = BarItems(left: left, right: right)
        scene.titleFitsText = fits
        return scene
    }

    @Test func itemsRunInwardsFromTheMargins() {
        let scene = Self.scene(left: [.text("Edit"), .text("Undo")], right: [.image("plus"), .text("Share")])
        let layout = BarLayout(scene: scene, leftWidths: [30, 40], rightWidths: [22, 50])
        func frame(_ x: Double, _ w: Double) -> PointRect { PointRect(x: x, y: 20, width: w, height: 44) }
        #expect(layout.left == [frame(16, 30), frame(16 + 30 + 8, 40)])
        #expect(layout.right == [frame(375 - 16 - 22, 22), frame(375 - 16 - 22 - 8 - 50, 50)])
        #expect(layout.titleMinX == 16 + 30 + 8 + 40 + 8 && layout.titleMaxX == 375 - 16 - 22 - 8 - 50 - 8)
    }

    @Test(arguments: [(320.0, 16.0), (375, 16), (413, 16), (414, 20), (440, 20)])
    func theMarginFollowsTheWidth(width: Double, margin: Double) {
        let layout = BarLayout(
            scene: Self.scene(left: [], right: [.text("a")], width: width), leftWidths: [],
            rightWidths: [10])
        #expect(layout.right[0].maxX == width - margin && layout.titleMinX == margin)
    }

    /// The seed's back button stays unless `left` replaces it: the room starts 8 pt right of it.
    @Test func theBackButtonBoundsTheRoomWhileItStays() {
        #expect(BarLayout(scene: Self.scene(), leftWidths: [], rightWidths: []).titleMinX == 40 + 8)
        #expect(BarLayout(scene: Self.scene(left: []), leftWidths: [], rightWidths: []).titleMinX == 16)
        #expect(Self.scene().barItems.keepsBackButton && !Self.scene(left: []).barItems.keepsBackButton)
    }

    /// `auto`: as wide as the text (up to a whole pixel), centred on the screen, slid into the room.
    @Test func anAutoTitleIsCentredThenSlidIntoTheRoom() {
        let scene = Self.scene(right: [.text("Share")])
        let layout = BarLayout(scene: scene, leftWidths: [], rightWidths: [100])
        // Room: 48 … 375 − 16 − 100 − 8 = 251.
        #expect(layout.titleMinX == 48 && layout.titleMaxX == 251 && layout.titleTextRoom == 203)
        // A narrow text fits centred: (375 − 60.5)/2, its width rounded up to half a point (@2x).
        #expect(layout.titleFrame(textWidth: 60.2) == PointRect(x: 375 / 2 - 30.25, y: 20, width: 60.5, height: 44))
        // A wider one would cross the room's right edge: slid left until it ends there.
        #expect(layout.titleFrame(textWidth: 180) == PointRect(x: 251 - 180, y: 20, width: 180, height: 44))
        // A text wider than the room (never typeset so) is cut to it.
        #expect(layout.titleFrame(textWidth: 500) == PointRect(x: 48, y: 20, width: 203, height: 44))
    }

    /// A number keeps the seed's label whatever the items: centred on the screen, `title.width` wide.
    @Test func aFixedWidthKeepsTheSeedsLabel() {
        let scene = Self.scene(right: [.text("Share")], fits: false)
        let layout = BarLayout(scene: scene, leftWidths: [], rightWidths: [200])
        #expect(layout.titleTextRoom == 80)
        #expect(layout.titleFrame(textWidth: 10) == PointRect(x: 147.5, y: 20, width: 80, height: 44))
        let seed = FrameLayout(state: ScrollState(offset: -200, scene: .seed), scene: .seed)
        #expect(seed.title == FrameLayout.pixels(layout.titleFrame(textWidth: 10), scale: 2))
    }

    /// Items crowding the bar leave no room, never a negative one.
    @Test func crowdedItemsLeaveAnEmptyRoom() {
        let layout = BarLayout(
            scene: Self.scene(left: [.text("a")], right: [.text("b")]), leftWidths: [200],
            rightWidths: [200])
        #expect(layout.titleTextRoom == 0 && layout.titleFrame(textWidth: 40).width == 0)
    }

    @Test func theTintIsSystemBlueUnlessSet() {
        var scene = Scene.seed
        #expect(scene.barTint.hex == "#007AFF")
        scene.appearance.style = .dark
        #expect(scene.barTint.hex == "#0A84FF")
        scene.barTint = .black
        scene.appearance.style = .light
        #expect(scene.barTint == .black)
    }
}
