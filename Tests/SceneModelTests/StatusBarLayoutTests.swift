import Raster
import Testing

@testable import SceneModel

/// A stand-in for a typesetter: every character 7 pt wide at any size.
private func width(_ text: String, _ size: Double) -> Double { Double(text.count) * 7 }

private func scene(_ device: String, _ change: (inout Scene) -> Void = { _ in }) -> Scene {
    var scene = Scene.seed.on(Device.named(device)!)
    change(&scene)
    return scene
}

/// A shape's extent in points: min x, min y, max x, max y.
private func extent(_ shape: VectorShape) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
    switch shape {
    case let .roundedRect(x, y, w, h, _): return (x, y, x + w, y + h)
    case let .ringSector(cx, cy, _, outer, slope):
        let half = outer * slope / (1 + slope * slope).squareRoot()
        return (cx - half, cy - outer, cx + half, cy)
    case let .difference(shape, _): return extent(shape)
    case let .stroke(x0, y0, x1, y1, width):
        return (min(x0, x1) - width / 2, min(y0, y1) - width / 2, max(x0, x1) + width / 2, max(y0, y1) + width / 2)
    }
}

private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

@Suite struct StatusBarLayoutTests {
    /// iOS 10: dots, carrier and Wi-Fi from the left, the time centred, "100%" and the battery
    /// from the right, 6 pt from the edges.
    @Test func theClassicBarOfAnIPhone8() throws {
        let layout = StatusBarLayout(scene: scene("iphone-8"), textWidth: width)
        #expect(layout.texts.map(\.string) == ["Carrier", "9:41 AM", "100%"])
        #expect(layout.texts.allSatisfy { $0.fontSize == 12 })
        let time = layout.texts[1]
        #expect(near(time.x + 49 / 2, 375 / 2), "centred")
        #expect(layout.shapes.count == 5 + 3 + 3, "dots, Wi-Fi, battery outline, fill and nub")
        let dots = layout.shapes.prefix(5).map(extent)
        #expect(near(dots[0].minX, 6) && dots.allSatisfy { near($0.maxX - $0.minX, 5.5) })
        #expect(near(layout.texts[0].x, dots[4].maxX + 4), "the carrier after the dots")
        let right = layout.shapes.suffix(3).map(extent)
        #expect(near(right.map(\.maxX).max()!, 375 - 6), "the nub 6 pt from the edge")
        #expect(near(layout.texts[2].x + 28 + 3, right[0].minX), "the percentage 3 pt left of the battery")
        // Centred on the middle, 10 pt: each dot and battery part, and the Wi-Fi glyph as a
        // whole (its outer arc spans it).
        let shapes = layout.shapes.map(extent)
        for (index, shape) in shapes.enumerated() where !(5...6).contains(index) {
            #expect(shape.minY >= 0 && shape.maxY <= 20, "inside the status bar")
            #expect(near((shape.minY + shape.maxY) / 2, 10), "shape \(index) centred")
        }
        #expect(near(shapes[7].maxY, shapes[5].maxY) && near(shapes[7].maxY, shapes[6].maxY), "one apex")
    }

    @Test(arguments: [(100, 18.0), (50, 9), (1, 0.18)])
    func theBatteryFillIsTheChargesShareOfItsInside(charge: Int, fill: Double) throws {
        let layout = StatusBarLayout(scene: scene("iphone-8") { $0.statusBar.battery = charge }, textWidth: width)
        let body = extent(layout.shapes[8]), filled = extent(layout.shapes[9])
        #expect(near(filled.minX, body.minX + 2) && near(filled.maxX - filled.minX, fill))
        #expect(layout.texts[2].string == "\(charge)%")
    }

    @Test func anEmptyBatteryHasNoFill() {
        let layout = StatusBarLayout(scene: scene("iphone-8") { $0.statusBar.battery = 0 }, textWidth: width)
        #expect(layout.shapes.count == 5 + 3 + 2)
    }

    /// iOS 11+: the time centred in the left ear (from 14 pt to the notch), bars, Wi-Fi and the
    /// battery centred in the right one.
    @Test(arguments: [("iphone-x", 209.0), ("iphone-12", 209), ("iphone-15", 126), ("iphone-16-pro-max", 126)])
    func theNotchedBarCentresItsItemsInTheEars(device: String, cutout: Double) throws {
        let scene = scene(device)
        let layout = StatusBarLayout(scene: scene, textWidth: width)
        let ear = (scene.width - cutout) / 2
        #expect(layout.texts.map(\.string) == ["9:41"] && layout.texts[0].fontSize == 17)
        #expect(near(layout.texts[0].x + 14, (14 + ear) / 2))
        #expect(layout.shapes.count == 4 + 3 + 3)
        let shapes = layout.shapes.map(extent)
        let left = shapes.map(\.minX).min()!, right = shapes.map(\.maxX).max()!
        #expect(near((left + right) / 2, (scene.width - ear + scene.width - 14) / 2))
        let middle = scene.statusBarHeight / 2
        let bars = shapes.prefix(4)
        #expect(near(bars[3].minY + bars[3].maxY, 2 * middle), "the tallest bar centred")
        #expect(bars.allSatisfy { near($0.maxY, bars[3].maxY) }, "bottom-aligned")
    }

    @Test func aTimeSetInTheSceneReplacesApplesOwn() {
        let notched = StatusBarLayout(scene: scene("iphone-x") { $0.statusBar.time = "10:09" }, textWidth: width)
        #expect(notched.texts.map(\.string) == ["10:09"])
        let classic = StatusBarLayout(scene: scene("iphone-se") { $0.statusBar.time = "" }, textWidth: width)
        #expect(classic.texts[1].string == "" && near(classic.texts[1].x, 160))
    }

    @Test func stylesGiveTheirInk() {
        for shows in [Color.white, .black] {
            #expect(StatusBarStyle.dark.ink(contrasting: { shows }) == .black)
            #expect(StatusBarStyle.light.ink(contrasting: { shows }) == .white)
            #expect(StatusBarStyle.auto.ink(contrasting: { shows }) == shows, "the ink that shows over the frame")
            #expect(StatusBarStyle.none.ink(contrasting: { shows }) == nil)
        }
        #expect(Scene.seed.statusBar == StatusBar(style: .dark, time: nil, battery: 100))
    }
}

@Suite struct HomeIndicatorTests {
    @Test func aNotchedIPhoneHasOne134By5Points8AboveTheBottom() throws {
        #expect(
            HomeIndicator.shape(on: scene("iphone-x"))
                == .roundedRect(x: 120.5, y: 799, width: 134, height: 5, radius: 2.5))
        #expect(
            HomeIndicator.shape(on: scene("iphone-16-pro-max"))
                == .roundedRect(x: 153, y: 943, width: 134, height: 5, radius: 2.5))
    }

    @Test func classicScreensAndHiddenStatusBarsHaveNone() {
        #expect(HomeIndicator.shape(on: scene("iphone-8")) == nil)
        #expect(HomeIndicator.shape(on: scene("iphone-8-plus")) == nil)
        #expect(HomeIndicator.shape(on: scene("iphone-x") { $0.statusBar.style = .none }) == nil)
        #expect(HomeIndicator.shape(on: scene("iphone-x") { $0.statusBar.style = .light }) != nil)
    }
}

/// iOS 11's `contentInsetAdjustmentBehavior = .automatic`: the status bar joins the top inset,
/// and the seed's `scrollViewDidScroll` still decides the header and the bar.
@Suite struct ContentInsetAdjustmentTests {
    @Test(arguments: [("iphone-8", -220.0), ("iphone-x", -244), ("iphone-14-pro", -259)])
    func theStatusBarJoinsTheTopInset(device: String, rest: Double) {
        let never = scene(device) { $0.contentInsetAdjustment = .never }
        #expect(never.minOffset == -200 && never.restOffset == -200)
        let automatic = scene(device) { $0.contentInsetAdjustment = .automatic }
        #expect(automatic.minOffset == rest && automatic.restOffset == rest)
        #expect(automatic.maxOffset == never.maxOffset)
        let state = ScrollState(offset: automatic.restOffset, scene: automatic)
        #expect(state.stretched && state.barAlpha == 0 && !state.opaque)
        #expect(state.header == PointRect(x: 0, y: 0, width: automatic.width, height: -rest), "the header that tall")
    }

    /// Unless a scene sets it, the inset follows the era: `never` with iOS 10 (the seed on an
    /// iPhone 8 rests at −200), `automatic` with iOS 13 (on an iPhone X at −244).
    @Test(arguments: [
        ("iphone-se", -200.0), ("iphone-8", -200), ("iphone-8-plus", -200), ("iphone-x", -244),
        ("iphone-11", -248), ("iphone-14-pro", -259), ("iphone-16-pro-max", -262),
    ])
    func theInsetFollowsTheEra(device: String, rest: Double) {
        let onDevice = scene(device)
        #expect(onDevice.contentInsetAdjustment == (onDevice.appearance.era == .ios13 ? .automatic : .never))
        #expect(onDevice.restOffset == rest)
        var ios10 = onDevice
        ios10.appearance.era = .ios10
        #expect(ios10.contentInsetAdjustment == .never && ios10.restOffset == -200)
        var ios13 = Scene.seed
        ios13.appearance.era = .ios13
        #expect(ios13.contentInsetAdjustment == .automatic && ios13.restOffset == -220)
        var set = onDevice
        set.contentInsetAdjustment = .never
        set.appearance.era = .ios13
        #expect(set.contentInsetAdjustment == .never, "a scene's own value wins")
    }
}
