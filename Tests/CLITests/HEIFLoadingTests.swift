import Foundation
import Testing

/// libheif is loaded only when a HEIF header is read: the binary does not link it (loading it and
/// its codecs cost every run ~4 ms at start), and a HEIC header still draws.
@Suite(.scratchFolders) struct HEIFLoadingTests {
    @Test func theBinaryDoesNotLinkLibheif() throws {
        // ld.so then lists the libraries it loads at start, as ldd does, instead of running the program.
        var environment = ProcessInfo.processInfo.environment
        environment["LD_TRACE_LOADED_OBJECTS"] = "1"
        let run = try Run([], environment: environment)
        #expect(run.status == 0)
        #expect(run.stdout.contains("libjpeg"), "\(run.stdout)")
        let loaded = ["libheif", "libde265", "libx265", "libaom", "libdav1d"].filter(run.stdout.contains)
        #expect(loaded.isEmpty, "\(loaded) in:\n\(run.stdout)")
    }

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
