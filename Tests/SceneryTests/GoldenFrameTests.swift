import Foundation
import Raster
import SceneModel
import Scenery
import StretchyTesting
import TestSupport
import Testing

/// The renderers the frame tests draw with, each built once (decoding the photo and typesetting
/// the rows is the slow part), by the CLI's factory (`SceneRenderer`).
enum Renderers {
    struct NoSuchDevice: Error { let name: String }

    static func make(_ scene: () throws -> Scene) -> Result<FrameRenderer, any Error> {
        Result { try SceneRenderer.make(try scene()) }
    }

    static func seedScene(scale: Int, statusBar: StatusBarStyle = .dark) -> Scene {
        var scene = Scene.seed
        scene.scale = scale
        scene.statusBar.style = statusBar
        return scene
    }

    static let seed1x = make { seedScene(scale: 1) }
    static let seed2x = make { seedScene(scale: 2) }
    static func iphoneXScene() throws -> Scene {
        guard let device = Device.named("iphone-x") else { throw NoSuchDevice(name: "iphone-x") }
        return Scene.seed.on(device)
    }

    static let iphoneX = make { try iphoneXScene() }
    static let iphoneXWithoutStatusBar = make {
        var scene = try iphoneXScene()
        scene.statusBar.style = .none
        return scene
    }
    static let withoutStatusBar1x = make { seedScene(scale: 1, statusBar: .none) }
    static let withoutStatusBar2x = make { seedScene(scale: 2, statusBar: .none) }
    static let lightStatusBar2x = make { seedScene(scale: 2, statusBar: .light) }
    static let titleInBar1x = make {
        var scene = seedScene(scale: 1)
        scene.titlePlacement = .bar
        return scene
    }
    static let untitled1x = make {
        var scene = seedScene(scale: 1)
        scene.titleText = ""
        return scene
    }
    static let untitled2x = make {
        var scene = seedScene(scale: 2)
        scene.titleText = ""
        return scene
    }

    /// Issue 23's looks at @1x: `change` applied to `device`'s scene after its appearance.
    static func look(_ device: String, _ style: AppearanceStyle, _ change: @escaping (inout Scene) -> Void = { _ in })
        -> Result<FrameRenderer, any Error>
    {
        make {
            guard let preset = Device.named(device) else { throw NoSuchDevice(name: device) }
            var scene = Scene.seed.on(preset)
            scene.appearance.style = style
            scene.scale = 1
            change(&scene)
            return scene
        }
    }

    static let darkSeed1x = look("iphone-8", .dark)
    static let darkIPhone15 = look("iphone-15", .dark)
    static let lightIPhone11 = look("iphone-11", .light)
    static let autoOverNavy = look("iphone-8", .light) {
        $0.barColor = Color(red: 0x1E, green: 0x3A, blue: 0x5F)
        $0.statusBar.style = .auto
    }
    static let wideTitle = look("iphone-8", .light) {
        $0.titleText = "Favourites"
        $0.titleWidth = 200
    }

    static func seed(scale: Int) throws -> FrameRenderer {
        try (scale == 1 ? seed1x : seed2x).get()
    }

    static func withoutStatusBar(scale: Int) throws -> FrameRenderer {
        try (scale == 1 ? withoutStatusBar1x : withoutStatusBar2x).get()
    }
}

/// Issue 2's golden frames: the renderer's output, decoded pixel for pixel, against
/// `__Goldens__/GoldenFrameTests/*.png`, through StretchyTesting (GoldenStrategy+Pixmap.swift).
@Suite struct GoldenFrameTests {
    @Test(arguments: [-400.0, -200, -130, -64, 0, 700])
    func seedAt1x(offset: Double) throws {
        let frame = try Renderers.seed1x.get().render(offset: offset)
        expectGolden(of: frame, as: .frame(scale: 1), named: "seed_1x_\(Int(offset))")
    }

    @Test func seedAt2x() throws {
        let frame = try Renderers.seed2x.get().render(offset: -130)
        expectGolden(of: frame, as: .frame(scale: 2), named: "seed_2x_-130")
    }

    /// @3x images, 1/3 pt separators and the 44 pt status bar; the opaque bar keeps the file small.
    @Test func iphoneXAt3x() throws {
        let frame = try Renderers.iphoneX.get().render(offset: 0)
        #expect(frame.width == 1125 && frame.height == 2436)
        expectGolden(of: frame, as: .frame(scale: 3), named: "iphone-x_3x_0")
    }

    @Test func titleInTheBar() throws {
        let frame = try Renderers.titleInBar1x.get().render(offset: -130)
        expectGolden(of: frame, as: .frame(scale: 1), named: "title-in-bar_1x_-130")
    }

    /// `statusBar.style: none` draws what stretchy drew before it had a status bar and a home
    /// indicator: the `status-bar-none_seed_*` references are the golden frames of before,
    /// unchanged; the iPhone X's has had iOS 13's separators since issue 23.
    @Test(arguments: [-130.0, 0])
    func withoutStatusBarAt1x(offset: Double) throws {
        let frame = try Renderers.withoutStatusBar1x.get().render(offset: offset)
        expectGolden(of: frame, as: .frame(scale: 1), named: "status-bar-none_seed_1x_\(Int(offset))")
    }

    @Test func withoutStatusBarOnIPhoneX() throws {
        let frame = try Renderers.iphoneXWithoutStatusBar.get().render(offset: 0)
        expectGolden(of: frame, as: .frame(scale: 3), named: "status-bar-none_iphone-x_3x_0")
    }

    /// Issue 23: the seed in dark mode, over the photo and scrolled up under the white bar
    /// (whose white status bar content is then unseen, as on iOS).
    @Test(arguments: [-130.0, 0])
    func darkSeedAt1x(offset: Double) throws {
        let frame = try Renderers.darkSeed1x.get().render(offset: offset)
        expectGolden(of: frame, as: .frame(scale: 1), named: "dark_seed_1x_\(Int(offset))")
    }

    /// iOS 13's tables: an iPhone 15 in dark mode; an iPhone 11 in light mode, with the 20 pt
    /// inset of a 414 pt screen.
    @Test func iOS13TablesAt1x() throws {
        expectGolden(
            of: try Renderers.darkIPhone15.get().render(offset: -150), as: .frame(scale: 1),
            named: "dark_iphone-15_1x_-150")
        expectGolden(
            of: try Renderers.lightIPhone11.get().render(offset: -150), as: .frame(scale: 1),
            named: "light_iphone-11_1x_-150")
    }

    /// `auto` over an opaque navy bar is white; a 200 pt title label holds "Favourites".
    @Test func autoStatusBarAndAWideTitleAt1x() throws {
        expectGolden(
            of: try Renderers.autoOverNavy.get().render(offset: 0), as: .frame(scale: 1),
            named: "status-bar-auto-navy_1x_0")
        expectGolden(
            of: try Renderers.wideTitle.get().render(offset: -130), as: .frame(scale: 1),
            named: "title-width-200_1x_-130")
    }
}

/// Checks of single pixels against SPEC §1 that need no golden file.
@Suite struct FramePixelTests {
    static func rgb(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
        let p = pixmap.pixel(x: x, y: y)
        return [p.red, p.green, p.blue]
    }

    /// The 8-bit values `value` may round to: the nearest, or both neighbours when it sits on a
    /// half within floating-point noise (the renderer and this test order their sums differently).
    static func roundings(_ value: Double) -> Set<UInt8> {
        let fraction = value - value.rounded(.down)
        if abs(fraction - 0.5) < 1e-9 { return [UInt8(value.rounded(.down)), UInt8(value.rounded(.up))] }
        return [UInt8(value.rounded())]
    }

    /// SPEC §1 layer 3: the white bar blended at barAlpha over the header, everywhere but the
    /// back button and the title (and the status bar, layer 8, left out here).
    @Test(arguments: [1, 2])
    func barIsWhiteBlendedOverTheHeader(scale: Int) throws {
        let renderer = try Renderers.withoutStatusBar(scale: scale)
        let scene = renderer.scene
        let state = ScrollState(offset: -130, scene: scene)
        let alpha = (-130.0 + 64) / (200 - 64) + 1
        #expect(abs(state.barAlpha - alpha) < 1e-12)
        let layout = FrameLayout(state: state, scene: scene)
        let header = try renderer.assets.header.aspectFill(
            width: layout.header.width, height: layout.header.height,
            window: PixelRect(x: 0, y: 0, width: layout.header.width, height: layout.header.height))
        let frame = try renderer.render(state)
        let s = scale
        // The button is (0, 20, 40, 44) pt, the title (147.5, 20, 80, 44) pt; keep 2 pt away.
        let button = PixelRect(x: 0, y: 18 * s, width: 42 * s, height: 46 * s)
        let title = PixelRect(x: 145 * s, y: 18 * s, width: 85 * s, height: 46 * s)
        var checked = 0
        for y in 0..<64 * s {
            for x in 0..<frame.width where !button.contains(x: x, y: y) && !title.contains(x: x, y: y) {
                let h = Self.rgb(header, x, y - layout.header.minY)
                let got = Self.rgb(frame, x, y)
                for c in 0..<3 {
                    let want = Self.roundings(255 * alpha + Double(h[c]) * (1 - alpha))
                    if !want.contains(got[c]) {
                        Issue.record("(\(x), \(y)) channel \(c): \(got[c]), want \(want) over header \(h[c])")
                        return
                    }
                }
                checked += 1
            }
        }
        #expect(checked > 250 * 60 * s * s)
    }

    /// SPEC §1: a 1-pixel #C8C7CC line at the bottom of every row, real and placeholder, from
    /// x = 15 pt to the right edge.
    @Test(arguments: [(1, -130.0), (1, 0), (1, 700), (2, -400), (2, 700)])
    func separatorsSitOnTheLastPixelRowOfEachRow(scale: Int, offset: Double) throws {
        let renderer = try Renderers.seed(scale: scale)
        let frame = try renderer.render(offset: offset)
        let separator: [UInt8] = [0xC8, 0xC7, 0xCC], white: [UInt8] = [255, 255, 255]
        // The bar covers the top 64 pt once it shows; rows are 44 pt from content y = 0.
        let top = offset >= -64 ? 64 * scale : 0
        var rows = 0
        for row in 0... {
            let y = Int(((Double(row) + 1) * 44 - offset) * Double(scale)) - 1
            if y >= frame.height { break }
            guard y >= top else { continue }
            rows += 1
            for x in 15 * scale..<frame.width {
                #expect(Self.rgb(frame, x, y) == separator, "row \(row): (\(x), \(y))")
                if Self.rgb(frame, x, y) != separator { return }
            }
            #expect(Self.rgb(frame, 15 * scale - 1, y) == white, "row \(row) starts at 15 pt")
            #expect(Self.rgb(frame, frame.width - 1, y - 1) == white, "row \(row) is one pixel thick")
        }
        #expect(rows >= 5)
    }

    /// The pixels the title changes, compared with the same frame drawn without a title:
    /// each changed pixel and its colour in both frames.
    static func titlePixels(scale: Int, offset: Double) throws -> [(x: Int, y: Int, with: [UInt8], without: [UInt8])] {
        let titled = try Renderers.seed(scale: scale).render(offset: offset)
        let untitled = try (scale == 1 ? Renderers.untitled1x : Renderers.untitled2x).get().render(offset: offset)
        var changed: [(x: Int, y: Int, with: [UInt8], without: [UInt8])] = []
        for y in 0..<titled.height {
            for x in 0..<titled.width where rgb(titled, x, y) != rgb(untitled, x, y) {
                changed.append((x, y, rgb(titled, x, y), rgb(untitled, x, y)))
            }
        }
        return changed
    }

    @Test(arguments: [1, 2])
    func titleIsWhiteAtRest(scale: Int) throws {
        let pixels = try Self.titlePixels(scale: scale, offset: -200)
        #expect(pixels.count > 30 * scale * scale)
        let label = PixelRect(x: 147 * scale, y: 20 * scale, width: 81 * scale, height: 44 * scale)
        #expect(pixels.allSatisfy { label.contains(x: $0.x, y: $0.y) }, "inside the 80 × 44 pt label")
        #expect(pixels.allSatisfy { zip($0.with, $0.without).allSatisfy { $0 >= $1 } }, "white only lightens")
        #expect(pixels.contains { $0.with == [255, 255, 255] }, "full coverage is pure white")
    }

    @Test(arguments: [1, 2])
    func titleIsDarkOnTheOpaqueBar(scale: Int) throws {
        let pixels = try Self.titlePixels(scale: scale, offset: 0)
        #expect(pixels.count > 30 * scale * scale)
        #expect(pixels.allSatisfy { $0.without == [255, 255, 255] }, "on the white bar")
        #expect(pixels.allSatisfy { zip($0.with, $0.without).allSatisfy { $0 <= $1 } }, "black only darkens")
        #expect(pixels.contains { $0.with == [0, 0, 0] }, "full coverage is pure black")
    }

    /// `image` drawn centred, unscaled, on `background` (a back button, SPEC §1).
    static func button(_ image: Pixmap, on background: Pixmap) -> Pixmap {
        var result = background
        result.draw(image, atX: (background.width - image.width) / 2, y: (background.height - image.height) / 2)
        return result
    }

    @Test(arguments: [1, 2])
    func floatingButtonShowsAtRestOverTheHeader(scale: Int) throws {
        let renderer = try Renderers.seed(scale: scale)
        let state = ScrollState(offset: -200, scene: renderer.scene)
        let layout = FrameLayout(state: state, scene: renderer.scene)
        let header = try renderer.assets.header.aspectFill(
            width: layout.header.width, height: layout.header.height,
            window: PixelRect(x: 0, y: 0, width: layout.header.width, height: layout.header.height))
        let area = PixelRect(x: 0, y: 20 * scale, width: 40 * scale, height: 44 * scale)
        let photo = try #require(header.cropped(to: area))
        let shown = try #require(try renderer.render(state).cropped(to: area))
        #expect(shown == Self.button(renderer.assets.backImages.transparent, on: photo))
        #expect(shown != photo, "the light chevron is visible on the photo")
    }

    @Test(arguments: [1, 2])
    func floatingButtonIsGoneOnTheOpaqueBar(scale: Int) throws {
        let renderer = try Renderers.seed(scale: scale)
        let area = PixelRect(x: 0, y: 20 * scale, width: 40 * scale, height: 44 * scale)
        let shown = try #require(try renderer.render(offset: 0).cropped(to: area))
        let bar = try #require(Pixmap(width: area.width, height: area.height, filledWith: Color.white.premultiplied))
        let barButton = Self.button(renderer.assets.backImages.opaque, on: bar)
        #expect(shown == barButton, "only the bar's dark chevron")
        #expect(
            Self.button(renderer.assets.backImages.transparent, on: barButton) != barButton,
            "a floating light chevron would show over the dark one")
    }
}

extension PixelRect {
    fileprivate func contains(x px: Int, y py: Int) -> Bool {
        px >= minX && px < maxX && py >= minY && py < maxY
    }
}

@Suite struct AbsurdOffsetTests {
    /// Issue 11: an offset past any scene's reach is refused with a message, not a trap in the
    /// layout's conversion to pixels.
    @Test(arguments: [1e300, -1e300, 9.3e18, -1e10, .nan, .infinity])
    func anOffsetNoSceneReachesIsRefused(offset: Double) throws {
        let renderer = try Renderers.seed(scale: 1)
        do {
            _ = try renderer.render(offset: offset)
            Issue.record("offset \(offset) was drawn")
        } catch {
            guard case .offsetOutOfRange = error else { Issue.record("unexpected \(error)"); return }
            #expect(error.description.hasSuffix("it must be within ±1000000000 pt"))
        }
    }

    @Test func theFurthestOffsetsAreDrawn() throws {
        let renderer = try Renderers.seed(scale: 1)
        #expect(try renderer.render(offset: FrameRenderer.offsetLimit).width == 375)
        #expect(try renderer.render(offset: -100_000).height == 667)
    }
}
