import Codecs
import Foundation
import Raster
import SceneModel
import Scenery
import TestSupport
import Testing

/// `table.content` (SPEC §1 "A screenshot as the content"): the user's picture scrolls as the
/// table's content, pixel for pixel at the frame's scale, the background beyond its end.
@Suite(.scratchFolders) struct ScreenshotContentTests {
    /// A picture of `height` rows at @2x, each row its own colour, opaque, written as `name`.
    static func picture(_ name: String, height: Int) throws -> (URL, Pixmap) {
        let noise = TestImages.noise(width: 750, height: height, seed: 40)
        // Opaque: the noise's colours with alpha 255, as a screenshot is.
        var bytes = [UInt8]()
        noise.withUnsafeBytes { p in
            for i in stride(from: 0, to: p.count, by: 4) { bytes += [p[i], p[i + 1], p[i + 2], 255] }
        }
        let image = try #require(Pixmap(width: 750, height: height, premultipliedBytes: bytes))
        let url = try scratchFolder("content").appendingPathComponent(name)
        try Data(try PNGEncoder().encodeOpaque(image)).write(to: url)
        return (url, image)
    }

    @Test func theScreenshotScrollsPixelForPixel() throws {
        let (url, image) = try Self.picture("list@2x.png", height: 1600)
        var scene = Scene.seed
        scene.tableContent = url.path
        #expect(scene.contentHeight == 800 && scene.maxOffset == 800 - 667)
        let renderer = try SceneRenderer.make(scene)
        // Scrolled 100 pt: below the bar (64 pt) the screen shows the picture's rows from 328 on.
        let frame = try renderer.render(offset: 100)
        let shown = try #require(frame.cropped(to: PixelRect(x: 0, y: 128, width: 750, height: 1334 - 128)))
        let source = try #require(image.cropped(to: PixelRect(x: 0, y: 328, width: 750, height: 1334 - 128)))
        #expect(shown == source)
        // Pulled to its end and past it: the table's background below the picture.
        let end = try renderer.render(offset: 200)
        let below = try #require(end.cropped(to: PixelRect(x: 0, y: 1200, width: 750, height: 134)))
        #expect(below == Pixmap(width: 750, height: 134, filledWith: scene.background.premultiplied))
    }

    @Test func anotherScaleIsResampledToItsPoints() throws {
        let (url, _) = try Self.picture("list.png", height: 300)
        var scene = Scene.seed
        scene.scale = 1
        scene.tableContent = url.path
        // Without @Nx the picture is taken at the frame's scale: 300 pt at @1x.
        #expect(scene.contentHeight == 300)
        scene.scale = 2
        let (twice, _) = try Self.picture("list@3x.png", height: 300)
        scene.tableContent = twice.path
        #expect(scene.contentHeight == 100)
        #expect(try SceneRenderer.make(scene).render(offset: -200).width == 750)
    }
}
