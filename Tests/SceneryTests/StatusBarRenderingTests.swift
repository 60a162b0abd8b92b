import Raster
import SceneModel
import Scenery
import Testing

/// Issue 14's status bar and home indicator in rendered frames (SPEC §1 layer 8), measured
/// against the same frames drawn with `statusBar.style: none`.
@Suite struct StatusBarRenderingTests {
    /// The pixels of `frame` that differ from `bare`, with both colours.
    static func changes(_ frame: Pixmap, from bare: Pixmap, in rect: PixelRect? = nil)
        -> [(x: Int, y: Int, with: PremultipliedColor, without: PremultipliedColor)]
    {
        let r = rect ?? frame.bounds
        var changed: [(x: Int, y: Int, with: PremultipliedColor, without: PremultipliedColor)] = []
        for y in r.minY..<r.maxY {
            for x in r.minX..<r.maxX where frame.pixel(x: x, y: y) != bare.pixel(x: x, y: y) {
                changed.append((x, y, frame.pixel(x: x, y: y), bare.pixel(x: x, y: y)))
            }
        }
        return changed
    }

    static func isBlack(_ c: PremultipliedColor) -> Bool { c.red == 0 && c.green == 0 && c.blue == 0 }
    static func isWhite(_ c: PremultipliedColor) -> Bool { c.red == 255 && c.green == 255 && c.blue == 255 }

    /// iPhone 8 at offset 0: dark time, battery and icons in the 20 pt band over the opaque bar.
    @Test func theDefaultIsDarkInkInTheStatusBand() throws {
        let frame = try Renderers.seed2x.get().render(offset: 0)
        let bare = try Renderers.withoutStatusBar2x.get().render(offset: 0)
        let changed = Self.changes(frame, from: bare)
        #expect(changed.allSatisfy { $0.y < 40 }, "only the 20 pt band")
        #expect(changed.allSatisfy { $0.with.red <= $0.without.red && $0.with.blue <= $0.without.blue }, "ink darkens")
        #expect(changed.filter { Self.isBlack($0.with) }.count > 500, "solid black in the glyphs and icons")
        // The time is centred: ink on both sides of the middle, within "9:41 AM"'s width.
        let time = changed.filter { abs($0.x - 375) < 60 }
        #expect(time.contains { $0.x < 360 } && time.contains { $0.x > 390 })
        #expect(changed.contains { $0.x > 700 }, "the battery at the right")
    }

    /// `none` leaves the band as the bar paints it: every pixel white at offset 0.
    @Test func noneLeavesTheBandTheBarsColour() throws {
        let bare = try Renderers.withoutStatusBar2x.get().render(offset: 0)
        for y in 0..<40 {
            for x in 0..<bare.width where !Self.isWhite(bare.pixel(x: x, y: y)) {
                Issue.record("(\(x), \(y)) is \(bare.pixel(x: x, y: y)), not the bar's white")
                return
            }
        }
    }

    /// `light` over the photo at rest: white ink, only lightening the photo.
    @Test func lightAddsWhiteInkOverThePhoto() throws {
        let frame = try Renderers.lightStatusBar2x.get().render(offset: -200)
        let bare = try Renderers.withoutStatusBar2x.get().render(offset: -200)
        let changed = Self.changes(frame, from: bare)
        #expect(changed.count > 1000)
        #expect(changed.allSatisfy { $0.y < 40 })
        #expect(changed.allSatisfy { $0.with.red >= $0.without.red && $0.with.green >= $0.without.green })
        #expect(changed.filter { Self.isWhite($0.with) }.count > 500)
    }

    /// iPhone X at offset 0: a black capsule 134 × 5 pt, centred, its bottom 8 pt above the
    /// screen's: (375 − 134)/2 = 120.5 pt, so its round ends half-cover columns 361 and 763 @3x.
    @Test func theHomeIndicatorOfAnIPhoneX() throws {
        let frame = try Renderers.iphoneX.get().render(offset: 0)
        let bare = try Renderers.iphoneXWithoutStatusBar.get().render(offset: 0)
        let bottom = PixelRect(x: 0, y: 132, width: 1125, height: 2436 - 132)
        let changed = Self.changes(frame, from: bare, in: bottom)
        let xs = changed.map(\.x), ys = changed.map(\.y)
        #expect(xs.min() == 361 && xs.max() == 763, "134 pt wide, centred")
        #expect(ys.min() == 2436 - 24 - 15 && ys.max() == 2436 - 24 - 1, "5 pt tall, 8 pt up")
        #expect(Self.isBlack(frame.pixel(x: 562, y: 2404)), "black over the white table")
        #expect(changed.filter { Self.isBlack($0.with) }.count > 380 * 13)
        // The notched status bar draws too, in its 44 pt band.
        #expect(!Self.changes(frame, from: bare, in: PixelRect(x: 0, y: 0, width: 1125, height: 132)).isEmpty)
    }

    /// Over dark content the indicator turns white.
    @Test func theHomeIndicatorIsWhiteOverDarkContent() throws {
        let renderer = try Renderers.make {
            var scene = try Renderers.iphoneXScene()
            scene.scale = 1
            scene.background = .black
            return scene
        }.get()
        let frame = try renderer.render(offset: 0)
        #expect(Self.isWhite(frame.pixel(x: 187, y: 801)))
    }
}
