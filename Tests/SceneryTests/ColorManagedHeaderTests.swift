import Foundation
import Raster
import SceneModel
import Scenery
import TestSupport
import Testing

/// The end of issue 15's colour story: a Display P3 photo shows in the frame as UIKit shows it,
/// converted to sRGB, not with its stored values taken as sRGB.
@Suite(.scratchFolders) struct ColorManagedHeaderTests {
    static let p3: [UInt8] = [180, 120, 80]

    /// The resting @1x frame with `bytes` as the header photo.
    static func frame(header bytes: [UInt8], named name: String) throws -> (Pixmap, FrameRenderer) {
        let url = try scratchFolder("header").appendingPathComponent(name)
        try Data(bytes).write(to: url)
        let renderer = try Renderers.make {
            var scene = Renderers.seedScene(scale: 1)
            scene.headerImage = url.path
            return scene
        }.get()
        return (try renderer.render(offset: -200), renderer)
    }

    /// A pixel of the header below the title and right of the back button: the photo alone.
    static func headerPixel(_ frame: Pixmap) -> [UInt8] {
        let i = (150 * frame.width + 300) * 4
        return Array(frame.bytes[i..<i + 3])
    }

    @Test(arguments: ["PNG", "JPEG"])
    func aFlatDisplayP3PhotoRendersAsLcmsSRGBConversion(format: String) throws {
        let bytes =
            format == "PNG"
            ? DisplayP3Fixture.png(Self.p3)
            : DisplayP3Fixture.tagging(try DisplayP3Fixture.untaggedJPEG(Self.p3))
        let (frame, renderer) = try Self.frame(header: bytes, named: "p3.\(format.lowercased())")
        let pixel = Self.headerPixel(frame)
        let expected = DisplayP3Fixture.sRGB(of: Self.p3)
        #expect(!zip(pixel, expected).contains { abs(Int($0) - Int($1)) > 4 }, "\(pixel) vs lcms2's \(expected)")
        #expect(zip(pixel, Self.p3).contains { abs(Int($0) - Int($1)) > 4 }, "\(pixel) is the stored colour")
        #expect(renderer.assets.warnings.isEmpty)
    }

    @Test func anUnusableProfileIsOneWarningAndTheStoredColours() throws {
        let untagged = try DisplayP3Fixture.untaggedJPEG(Self.p3)
        let broken = DisplayP3Fixture.tagging(untagged, profile: Array(repeating: 0x5A, count: 300))
        let (frame, renderer) = try Self.frame(header: broken, named: "broken.jpg")
        #expect(Self.headerPixel(frame) == Self.headerPixel(try Self.frame(header: untagged, named: "plain.jpg").0))
        #expect(renderer.assets.warnings.count == 1)
        #expect(
            renderer.assets.warnings.first?.contains("broken.jpg': unreadable ICC profile") == true,
            "\(renderer.assets.warnings)")
    }
}
