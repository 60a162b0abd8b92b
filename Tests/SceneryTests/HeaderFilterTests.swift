import Codecs
import Foundation
import Raster
import SceneModel
import Scenery
import TestSupport
import Testing

/// The photo as Core Animation draws it (SPEC §1 "Pixels", `header.filter`): a 10 × 10
/// checkerboard as the header, pulled down so that the header stretches, drawn as the model of
/// `kCAFilterLinear` sampling says (Tests/Support/BilinearModel.swift), within 1 level.
@Suite(.scratchFolders) struct HeaderFilterTests {
    /// One-pixel black and white squares, opaque.
    static let checkerboard = Pixmap(width: 10, height: 10, premultipliedBytes: BilinearModel.checkerboard)!

    static func renderer(filter: HeaderFilter) throws -> FrameRenderer {
        let folder = try scratchFolder("checkerboard")
        let file = folder.appendingPathComponent("checkerboard.png")
        try Data(try PNGEncoder().encodeOpaque(checkerboard)).write(to: file)
        var scene = Scene.seed
        scene.scale = 1
        scene.statusBar.style = .none
        scene.titleText = ""
        scene.headerImage = file.path
        scene.headerFilter = filter
        return try Renderers.make { scene }.get()
    }

    /// Pulled to −300 (−450) the header is 375 × 300 (450) px: an enlargement by 37.5 (45) whose
    /// squares meet in linear ramps, not Lanczos-3's plateaus and ringing.
    @Test(arguments: [-300.0, -450, -200])
    func aStretchedCheckerboardIsCoreAnimationsBilinearSampling(offset: Double) throws {
        let renderer = try Self.renderer(filter: .linear)
        let frame = try renderer.render(offset: offset)
        let height = Int(-offset)
        let model = BilinearModel.aspectFill(
            Self.checkerboard.bytes, width: 10, height: 10, boxWidth: 375, boxHeight: height)
        // The floating back button covers (0, 20, 40, 44); everything else of the header is the photo.
        let button = PixelRect(x: 0, y: 20, width: 40, height: 44)
        var worst = 0.0
        for y in 0..<height {
            let besideButton = y < button.minY || y >= button.maxY
            for x in 0..<375 where besideButton || x >= button.maxX {
                for c in 0..<3 {
                    worst = max(worst, abs(Double(frame.bytes[(y * 375 + x) * 4 + c]) - model[(y * 375 + x) * 4 + c]))
                }
            }
        }
        #expect(worst <= 1)
        // Lanczos-3 rings past the squares' values near each edge; the model never leaves them.
        let lanczos = try Self.renderer(filter: .lanczos3).render(offset: offset)
        #expect(lanczos != frame)
    }
}
