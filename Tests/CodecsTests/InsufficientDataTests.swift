import Codecs
import Raster
import TestSupport
import Testing

/// Files whose image data holds fewer pixels than their header declares are corrupt, whatever
/// the library would otherwise do with the rest (libjpeg pads it with grey).
@Suite struct InsufficientDataTests {
    /// A 64 × 32 file claiming 4000 × 3000 (baseline) or 10000 × 10000 (progressive, the whole
    /// pixel budget): the scans end at the next marker long before the image does.
    @Test(arguments: [("baseline.jpg", 4000, 3000), ("progressive.jpg", 10000, 10000), ("ycck-adobe.jpg", 640, 320)])
    func jpegScansShorterThanTheFrame(_ name: String, width: Int, height: Int) throws {
        let jpeg = JPEGDecoderTests.withDeclaredSize(try Fixture.bytes(name), width: width, height: height)
        for minimumSize in [nil, (width: 100, height: 100)] as [(width: Int, height: Int)?] {
            #expect(
                throws: CodecError.corrupt(format: .jpeg, reason: "Corrupt JPEG data: premature end of data segment")
            ) {
                try JPEGDecoder.decode(jpeg, minimumSize: minimumSize)
            }
        }
    }

    @Test func pngWithFewerRowsThanDeclared() throws {
        let image = TestPNG.Image(
            colorType: 2, bitDepth: 8,
            samples: Array(repeating: Array(repeating: [10, 20, 30], count: 8), count: 4))
        var ihdr = PNGBytes.be32(8) + PNGBytes.be32(40)
        ihdr += [8, 2, 0, 0, 0]
        let full = TestPNG.file(image)
        // The same image data under an IHDR that claims ten times the rows.
        let ihdrEnd = PNGBytes.signature.count + 25
        let file = PNGBytes.signature + PNGBytes.chunk("IHDR", ihdr) + full[ihdrEnd...]
        #expect(throws: CodecError.corrupt(format: .png, reason: "Not enough image data")) {
            try PNGDecoder.decode(file)
        }
    }
}
