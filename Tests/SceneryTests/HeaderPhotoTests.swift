import Foundation
import Raster
import SceneModel
import Scenery
import TestSupport
import Testing

/// The bundled photo is 600 × 400: with `lanczos3` at @1x the resting 375 × 200 pt header needs
/// only 5/8 of it, a pull to a 300 pt tall header 6/8, at @2x every header needs it whole;
/// `linear` and `trilinear` always sample the full decode.
@Suite struct HeaderPhotoTests {
    static func renderer(scale: Int, filter: HeaderFilter) throws -> FrameRenderer {
        try Renderers.make {
            var scene = Renderers.seedScene(scale: scale)
            scene.headerFilter = filter
            return scene
        }.get()
    }

    @Test func linearSamplesTheFullDecode() throws {
        let photo = try Renderers.seed(scale: 1).assets.header
        #expect(photo.filter == .linear)
        for (width, height) in [(375, 200), (375, 300), (10, 10), (750, 400)] {
            let image = try photo.image(covering: width, height: height)
            #expect((image.width, image.height) == (600, 400), "covering \(width) × \(height)")
        }
    }

    @Test func lanczosHeadersGetTheSmallestCoveringDCTScale() throws {
        let photo = try Self.renderer(scale: 1, filter: .lanczos3).assets.header
        let cases: [(width: Int, height: Int, expected: (Int, Int))] = [
            (375, 200, (375, 250)),  // 5/8: the first scale at least 375 wide
            (375, 250, (375, 250)),
            (375, 251, (450, 300)),  // 6/8
            (375, 300, (450, 300)),
            (375, 400, (600, 400)),  // 8/8
            (750, 400, (600, 400)),  // never more than the whole photo
            (10, 10, (75, 50)),  // 1/8
        ]
        for (width, height, expected) in cases {
            let image = try photo.image(covering: width, height: height)
            #expect((image.width, image.height) == expected, "covering \(width) × \(height)")
        }
    }

    @Test(arguments: HeaderFilter.allCases)
    func aFrameIsTheSameWhateverWasDrawnBefore(filter: HeaderFilter) throws {
        // A renderer that has drawn pulled frames (other scales decoded and cached) draws the
        // resting and a pulled frame exactly as a fresh one does: pixels follow the offset only.
        let fresh = try Self.renderer(scale: 1, filter: filter)
        let used = try Self.renderer(scale: 1, filter: filter)
        for offset in [-400.0, -300, -250] { _ = try used.render(offset: offset) }
        for offset in [-200.0, -300, -251] {
            #expect(try used.render(offset: offset) == fresh.render(offset: offset), "offset \(offset)")
        }
    }
    /// A photo made for one frame (`headerPhoto(of:resources:firstOffset:)`) decodes first only
    /// the part that frame shows, straight into that frame's aspect-fill (but for mipmaps, made
    /// of the whole photo); that frame, drawn without decoding again, and any other the renderer
    /// then draws (decoding more), are the frames of a renderer that decoded the photo whole.
    @Test(arguments: [1, 2], HeaderFilter.allCases)
    func aPhotoDecodedInPartDrawsTheFramesOfTheWholePhoto(scale: Int, filter: HeaderFilter) throws {
        var scene = Renderers.seedScene(scale: scale)
        scene.headerFilter = filter
        let whole = try Self.renderer(scale: scale, filter: filter)
        let resources = try ResourceLocator.find()
        for first in [-600.0, -300, -200, -130, 2000] {
            let photo = try SceneAssets.headerPhoto(of: scene, resources: resources, firstOffset: first)
            try photo.decodeFirst().get()
            #expect(photo.firstDecodeIsAspectFill == (filter != .trilinear), "first \(first)")
            let renderer = try SceneRenderer.make(scene, resources: resources, header: .success(photo))
            #expect(try renderer.render(offset: first) == whole.render(offset: first), "first \(first)")
            #expect(photo.wholeDecodeCount == 0, "first \(first): the first frame decoded the photo again")
            for offset in [-600.0, -200, 0] {
                #expect(
                    try renderer.render(offset: offset) == whole.render(offset: offset),
                    "first \(first), offset \(offset)")
            }
        }
    }
}
