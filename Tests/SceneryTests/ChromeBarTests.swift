import Raster
import SceneModel
import TestSupport
import Testing

@testable import Scenery

/// The `chrome` bar (SPEC §1 "The bar's material"): what lies under the bar, blurred and
/// tinted, a hairline at its bottom; the same bytes on any number of threads.
@Suite struct ChromeBarTests {
    static func renderer(_ style: AppearanceStyle) throws -> FrameRenderer {
        var scene = Scene.seed
        scene.barMaterial = .chrome
        scene.appearance.style = style
        return try SceneRenderer.make(scene)
    }

    /// Over a plain background the blur changes nothing: the bar is the tint over it, its last
    /// row the hairline over that (rounded as §1 "Pixels" blends).
    @Test(arguments: [AppearanceStyle.light, .dark])
    func overAPlainBackgroundTheBarIsTheTintAndTheHairline(style: AppearanceStyle) throws {
        let renderer = try Self.renderer(style)
        let scene = renderer.scene
        var plain = try #require(Pixmap(width: 750, height: 128, filledWith: scene.background.premultiplied))
        let bar = try #require(
            ChromeBar.background(of: plain, bar: PixelRect(x: 0, y: 0, width: 750, height: 128), scene: scene))
        plain.fill(PixelRect(x: 0, y: 0, width: 750, height: 128), with: scene.appearance.chromeTint.premultiplied)
        #expect(bar.pixel(x: 400, y: 60) == plain.pixel(x: 400, y: 60))
        plain.fill(PixelRect(x: 0, y: 127, width: 750, height: 1), with: scene.appearance.hairline.premultiplied)
        #expect(bar.pixel(x: 10, y: 127) == plain.pixel(x: 10, y: 127))
        #expect(bar.pixel(x: 10, y: 127) != bar.pixel(x: 10, y: 126))
    }

    /// The bar blurs what is under it: the rows under an opaque chrome bar differ from the solid
    /// bar's white, and the frame is the same drawn whole or in parts on one or three threads.
    @Test func theBarIsBlurredAndTheSameOnAnyThreads() throws {
        let renderer = try Self.renderer(.light)
        for offset in [-100.0, 0, 300] {
            let whole = try renderer.render(offset: offset)
            for threads in [1, 3] {
                let parts = try renderer.renderInParts(offset: offset, threads: threads)
                var frame = parts.lower
                frame.draw(parts.drawTop(), atX: 0, y: 0)
                try parts.check()
                #expect(frame == whole, "\(offset) on \(threads) threads")
            }
        }
        let frame = try renderer.render(offset: 0)
        let rows = (40..<120).map { frame.pixel(x: 300, y: $0) }
        #expect(Set(rows).count > 1)
    }
}
