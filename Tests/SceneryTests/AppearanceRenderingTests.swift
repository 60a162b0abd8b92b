import Raster
import SceneModel
import Scenery
import Testing

/// Issue 23's looks in rendered frames (SPEC §1 "Appearance"): the table's system colours in
/// light and dark mode and in each iOS era, the separator inset that follows the screen's width,
/// the status bar's content in dark mode and with `auto`, and `title.width`.
@Suite struct AppearanceRenderingTests {
    /// `device`'s scene at @2x (the @3x ones too: the colours and insets do not depend on it)
    /// with three rows, so that placeholder rows show below them, changed by `change`.
    static func scene(
        _ device: String, _ style: AppearanceStyle = .light,
        _ change: (inout Scene) -> Void = { _ in }
    ) throws -> Scene {
        var scene = Scene.seed.on(try #require(Device.named(device)))
        scene.appearance.style = style
        scene.scale = 2
        scene.rows = 3
        change(&scene)
        return scene
    }

    static func render(_ scene: Scene, offset: Double) throws -> Pixmap {
        try Renderers.make { scene }.get().render(offset: offset)
    }

    static func rgb(_ color: Color) -> [UInt8] { [color.red, color.green, color.blue] }

    /// At rest the rows start under the 200 pt header: every separator, real and placeholder,
    /// is one pixel row in the look's colour from the inset to the right edge, the background
    /// left of it; the cell text's ink starts at the inset and has pixels of the text colour.
    @Test(arguments: [
        ("iphone-8", AppearanceStyle.light, "#C8C7CC", 15.0),
        ("iphone-8", .dark, "#323235", 15),
        ("iphone-x", .light, "#C6C6C8", 15),
        ("iphone-15", .dark, "#323235", 15),
        ("iphone-8-plus", .light, "#C8C7CC", 20),
        ("iphone-11", .light, "#C6C6C8", 20),
        ("iphone-15-pro-max", .dark, "#323235", 20),
    ])
    func theTableTakesTheLooksColoursAndTheScreensInset(
        device: String, style: AppearanceStyle, separator: String,
        inset: Double
    ) throws {
        let scene = try Self.scene(device, style)
        let frame = try Self.render(scene, offset: -200)
        let background = style == .dark ? Color.black : .white, text = style == .dark ? Color.white : .black
        #expect(scene.background == background && scene.cellTextColor == text)
        let line = Self.rgb(try #require(Color(hex: separator))), ground = Self.rgb(background)
        let x0 = Int(inset) * 2
        var rows = 0
        // Rows far from the bottom edge, clear of the home indicator.
        for row in 0..<8 {
            let top = (200 + 44 * row) * 2, y = top + 88 - 1
            guard y < frame.height - 40 else { break }
            rows += 1
            #expect(FramePixelTests.rgb(frame, x0 - 1, y) == ground, "row \(row) starts at \(inset) pt")
            for x in x0..<frame.width where FramePixelTests.rgb(frame, x, y) != line {
                Issue.record("row \(row): (\(x), \(y)) is \(FramePixelTests.rgb(frame, x, y)), not \(separator)")
                return
            }
            guard row < scene.rows else { continue }
            // The text's ink: the columns of the row above its separator that are not background.
            var inked: [Int] = [], solid = 0
            for yy in top..<y {
                for x in 0..<frame.width / 2 where FramePixelTests.rgb(frame, x, yy) != ground {
                    inked.append(x)
                    if FramePixelTests.rgb(frame, x, yy) == Self.rgb(text) { solid += 1 }
                }
            }
            let left = try #require(inked.min())
            #expect((x0...x0 + 4).contains(left), "row \(row)'s text starts at the inset: \(left)")
            #expect(solid > 20, "row \(row) is set in the text colour")
        }
        #expect(rows >= 5)
    }

    /// The seed's own colours stay in dark mode: the bar's white, the title's white over the
    /// photo and black on the opaque bar.
    @Test func darkModeKeepsTheSeedsExplicitColours() throws {
        let light = try Self.scene("iphone-8"), dark = try Self.scene("iphone-8", .dark)
        #expect(dark.barColor == light.barColor && dark.titleColors == light.titleColors)
        #expect(dark.backImages == light.backImages)
        let bar = PixelRect(x: 0, y: 40, width: 750, height: 88)
        for offset in [-200.0, -130, 0] {
            let a = try Self.render(light, offset: offset), b = try Self.render(dark, offset: offset)
            #expect(a.cropped(to: bar) == b.cropped(to: bar), "the bar below the status bar at \(offset)")
        }
    }

    /// `.default` shows light content in dark mode: white ink over the photo and (unseen) over
    /// the opaque white bar, exactly as `light` draws it.
    @Test(arguments: [-200.0, 0])
    func darkModesStatusBarIsLightContent(offset: Double) throws {
        let dark = try Self.scene("iphone-8", .dark)
        #expect(dark.statusBar.style == .light)
        var asked = try Self.scene("iphone-8", .dark)
        asked.statusBar.style = .light
        var none = dark
        none.statusBar.style = .none
        let frame = try Self.render(dark, offset: offset)
        #expect(frame == (try Self.render(asked, offset: offset)))
        let changed = StatusBarRenderingTests.changes(frame, from: try Self.render(none, offset: offset))
        #expect(changed.allSatisfy { $0.y < 40 && $0.with.red >= $0.without.red })
    }

    /// `auto` is the home indicator's rule over the status bar's rows: white over a dark opaque
    /// bar, black over the seed's white one. At rest the seed's photo under the 20 pt band is
    /// just light enough for black (a mean luminance of 0.516, the bright cup between dark wood).
    @Test(arguments: [
        ("#1E3A5F", 0.0, StatusBarStyle.light),
        ("#FF2D55", 0, .light),
        ("#1E3A5F", -100, .light),
        ("#FFFFFF", 0, .dark),
        ("#FFFFFF", -100, .dark),
        ("#FFFFFF", -200, .dark),
    ])
    func autoChoosesTheInkThatShows(bar: String, offset: Double, same: StatusBarStyle) throws {
        let color = try #require(Color(hex: bar))
        let auto = try Self.scene("iphone-8") {
            $0.barColor = color; $0.statusBar.style = .auto
        }
        var fixed = auto, none = auto
        fixed.statusBar.style = same
        none.statusBar.style = .none
        let bare = try Self.render(none, offset: offset)
        let dark = bare.meanLuminance(in: PixelRect(x: 0, y: 0, width: bare.width, height: 40)) < 0.5
        #expect(dark == (same == .light), "the band's mean luminance under the status bar picks the ink")
        #expect(try Self.render(auto, offset: offset) == (try Self.render(fixed, offset: offset)))
    }

    /// A wider label holds a title the seed's 80 pt cuts; it stays centred on the screen, and the
    /// back button where it was.
    @Test func aWiderTitleLabelHoldsALongerTitle() throws {
        let title = "Favourites"
        let narrow = try Renderers.make { try Self.scene("iphone-8") { $0.titleText = title } }.get()
        let wide = try Renderers.make {
            try Self.scene("iphone-8") {
                $0.titleText = title; $0.titleWidth = 200
            }
        }.get()
        #expect(narrow.assets.title.isTruncated && narrow.assets.title.text.hasSuffix("…"))
        #expect(!wide.assets.title.isTruncated && wide.assets.title.text == title)
        let layout = FrameLayout(state: ScrollState(offset: -200, scene: wide.scene), scene: wide.scene)
        let seed = FrameLayout(state: ScrollState(offset: -200, scene: narrow.scene), scene: narrow.scene)
        #expect(layout.title == PixelRect(x: 175, y: 40, width: 400, height: 88))
        #expect(layout.backButton == seed.backButton)
    }
}
