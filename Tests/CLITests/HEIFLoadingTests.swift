import Foundation
import Testing

/// libheif is loaded only when a HEIF header is read (the binary does not link it:
/// LoadedLibrariesTests), and a HEIC header still draws.
@Suite(.scratchFolders) struct HEIFLoadingTests {
    /// The committed HEIC (the codec fixtures' quadrants) draws as the exact picture does, within
    /// HEVC error, through the libheif the binary loads itself.
    @Test func aHEICHeaderDrawsThroughTheLoadedLibheif() throws {
        let directory = try temporaryDirectory()
        let exact = try HeaderFixture.png(
            HeaderFixture.quadrants([
                [255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255],
                [255, 255, 255, 255],
            ]))
        let reference = try RenderedFrame(header: exact, named: "exact.png", in: directory)
        let frame = try RenderedFrame(
            header: try HeaderFixture.codecFixture("quadrants.heic"), named: "IMG_0001.HEIC",
            in: directory)
        let psnr = frame.psnr(to: reference)
        #expect(psnr > 25, "PSNR \(psnr) dB")
    }
}
