import Raster
import SceneModel
import Scenery
import StretchyTesting
import Testing

/// Each `header.effect` bundle drawn pulled by 100 pt, at rest and scrolled by 70 pt, at @1x on
/// a screen cut to 360 pt (the header and a few rows). Bundles that SPEC §1 says draw alike share
/// a golden: every bundle rests as the seed does, the `fill` ones pull alike, the quarter-speed
/// ones scroll alike.
@Suite struct EffectGoldenTests {
    static func scene(_ effect: HeaderEffect, _ change: (inout Scene) -> Void = { _ in }) -> Scene {
        var scene = Renderers.seedScene(scale: 1)
        scene.height = 360
        scene.headerEffect = effect
        change(&scene)
        return scene
    }

    static let renderers = Dictionary(
        uniqueKeysWithValues: HeaderEffect.allCases.map { effect in (effect, Renderers.make { scene(effect) }) })

    /// The golden a bundle's pulled frame is: its stretch, and its blur when it has one.
    static func pulledName(_ effect: HeaderEffect) -> String {
        "effect_pulled_\(effect.stretch)" + (effect.blur > 0 ? "_blur" : "")
    }

    /// The golden a bundle's scrolled frame is: squashed, or the photo's speed.
    static func scrolledName(_ effect: HeaderEffect) -> String {
        effect.collapse == .squash ? "effect_scrolled_squash" : "effect_scrolled_parallax_\(Int(effect.parallax * 100))"
    }

    @Test(arguments: HeaderEffect.allCases)
    func pulledRestingAndScrolled(effect: HeaderEffect) throws {
        let renderer = try #require(Self.renderers[effect]).get()
        expectGolden(of: try renderer.render(offset: -300), as: .frame(scale: 1), named: Self.pulledName(effect))
        expectGolden(of: try renderer.render(offset: -200), as: .frame(scale: 1), named: "effect_rest")
        expectGolden(of: try renderer.render(offset: -130), as: .frame(scale: 1), named: Self.scrolledName(effect))
    }

    /// A sticky box (`header.minimumHeight`) stays over the rows scrolling under it: with the
    /// photo moving with the table until the box stops, the band between the bar and the box's
    /// bottom is the same 10 pt further on, and is the photo, not the table.
    @Test func aStickyBoxCoversTheRows() throws {
        let scene = Self.scene(.mxBottom) { $0.headerMinimumHeight = 100 }
        let renderer = try Renderers.make { scene }.get()
        let band = PixelRect(x: 0, y: 70, width: 375, height: 30)
        let first = try #require(try renderer.render(offset: 300).cropped(to: band))
        let later = try #require(try renderer.render(offset: 310).cropped(to: band))
        #expect(first == later)
        let table = try #require(Pixmap(width: 375, height: 30, filledWith: scene.background.premultiplied))
        #expect(first != table)
        // Below the box the rows scroll as ever.
        let rows = PixelRect(x: 0, y: 120, width: 375, height: 200)
        #expect(try renderer.render(offset: 300).cropped(to: rows) != renderer.render(offset: 310).cropped(to: rows))
    }

    /// On a notched phone a library's header rests with no band of table background above or
    /// below the photo (SPEC §1 "The safe area"): `mx-center` at rest on an iPhone 15, @1x, cut
    /// below the header. Before issue 41, 29.5 pt of white lay above and below the photo.
    @Test func aLibrarysHeaderRestsWithoutBandsOnANotchedPhone() throws {
        let renderer = try Renderers.look("iphone-15", .light) {
            $0.height = 360
            $0.headerEffect = .mxCenter
        }.get()
        let scene = renderer.scene
        let frame = try renderer.render(offset: scene.restOffset)
        expectGolden(of: frame, as: .frame(scale: 1), named: "effect_rest_notched_mx-center")
        let white = scene.background.premultiplied
        // The rows just under the status bar and just above the box's bottom (259 pt) are the photo's.
        for y in [60, 257] {
            #expect((0..<frame.width).contains { frame.pixel(x: $0, y: y) != white }, "row \(y)")
        }
    }

    /// The blur is the same bytes whatever the number of threads drawing the header's rows.
    @Test func theBlurIsTheSameOnAnyThreads() throws {
        let renderer = try #require(Self.renderers[.flutterBlur]).get()
        let whole = try renderer.render(offset: -320)
        for threads in [1, 3] {
            let parts = try renderer.renderInParts(offset: -320, threads: threads)
            var frame = parts.lower
            frame.draw(parts.drawTop(), atX: 0, y: 0)
            try parts.check()
            #expect(frame == whole, "\(threads) threads")
        }
    }
}
