import Testing

@testable import Codecs

/// libheif is not linked but loaded by the first HEIF decode; a library that cannot be loaded
/// is a typed error naming it, never a crash.
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
        #expect(HEIFLibrary.load(HEIFLibrary.name) == nil)
    }

    @Test func aMissingLibraryIsRefusedInTheLoadersWords() {
        let missing = "libheif-missing.so.1"
        #expect(
            HEIFLibrary.load(missing)?.description
                == "HEIF support needs \(missing): \(missing): cannot open shared object file: No such file or directory"
        )
    }

    @Test func aLibraryWithoutLibheifsFunctionsIsRefusedNamingTheFirstMissing() {
        // zlib opens (the process has it loaded already) but defines no heif_ function.
        guard case .heifUnavailable(let library, let reason)? = HEIFLibrary.load("libz.so.1") else {
            Issue.record("libz.so.1 was taken for libheif"); return
        }
        #expect(library == "libz.so.1")
        #expect(reason.hasSuffix("undefined symbol: heif_init"), "\(reason)")
    }
}
