import Testing

@testable import Codecs

/// libheif is not linked but loaded by the first HEIF decode (`LazyLibraryTests` for a library
/// that cannot be loaded).
@Suite struct HEIFLibraryTests {
    @Test func theCommittedHEICDecodesThroughTheLoadedLibrary() throws {
        let pixmap = try ImageDecoder.decode(try Fixture.bytes("quadrants.heic"))
        #expect((pixmap.width, pixmap.height) == (64, 32))
        let centres = [(16, 8, Fixture.red), (48, 8, Fixture.green), (16, 24, Fixture.blue), (48, 24, Fixture.white)]
        for (x, y, colour) in centres {
            let i = (y * 64 + x) * 4
            let pixel = Array(pixmap.bytes[i..<i + 3])
            #expect(!zip(pixel, colour).contains { abs(Int($0) - Int($1)) > 16 }, "(\(x), \(y)): \(pixel) vs \(colour)")
        }
        // Loading again leaves the library in place.
        #expect(LazyLibrary.heif.load() == nil)
    }
}
