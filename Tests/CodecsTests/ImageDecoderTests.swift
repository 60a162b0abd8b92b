import Codecs
import Raster
import TestSupport
import Testing

@Suite struct ImageDecoderTests {
    @Test func sniffsTheSignature() throws {
        #expect(ImageDecoder.format(of: try Fixture.bytes("baseline.jpg")) == .jpeg)
        #expect(ImageDecoder.format(of: try Fixture.bytes("cmyk-adobe.jpg")) == .jpeg)  // FF D8 FF EE
        #expect(ImageDecoder.format(of: PNGBytes.signature + [0]) == .png)
        #expect(ImageDecoder.format(of: [0xFF, 0xD8]) == nil)
        #expect(ImageDecoder.format(of: Array(PNGBytes.signature.prefix(7))) == nil)
    }

    @Test func decodesJPEGWithItsScale() throws {
        let pixmap = try ImageDecoder.decode(try Fixture.bytes("progressive.jpg"), minimumSize: (width: 30, height: 10))
        #expect(pixmap.width == 32 && pixmap.height == 16)
    }

    @Test func decodesPNGPremultiplied() throws {
        let image = TestPNG.Image(colorType: 6, bitDepth: 8, samples: [[[200, 100, 50, 128], [10, 20, 30, 0]]])
        let pixmap = try ImageDecoder.decode(TestPNG.file(image), minimumSize: (width: 1, height: 1))
        #expect(pixmap.width == 2 && pixmap.height == 1)  // PNGs are never scaled
        #expect(pixmap.bytes == [100, 50, 25, 128, 0, 0, 0, 0])
    }

    @Test func emptyIsAnError() {
        #expect(throws: CodecError.empty) { try ImageDecoder.decode([]) }
    }

    @Test func otherFormatsAreNamedByTheirSignature() {
        let ascii = { (text: String) in Array(text.utf8) }
        let named: [([UInt8], ForeignImageFormat)] = [
            (ascii("GIF89a\u{1}\u{0}rest"), .gif), (ascii("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 "), .webP),
            (ascii("BM") + [0x36, 0, 0, 0, 0, 0, 0, 0, 0x36, 0], .bmp), (ascii("II*\u{0}\u{8}\u{0}"), .tiff),
            ([0xFF, 0x0A, 0x00], .jpegXL), (ascii("8BPS\u{0}\u{1}"), .photoshop),
        ]
        for (bytes, format) in named {
            #expect(throws: CodecError.otherFormat(format)) { try ImageDecoder.decode(bytes) }
        }
        #expect(throws: CodecError.notAnImage(signature: [0x42])) { try ImageDecoder.decode([0x42]) }
        let text = ascii("BMX is not a bitmap")
        #expect(throws: CodecError.notAnImage(signature: Array(text.prefix(8)))) { try ImageDecoder.decode(text) }
    }

    @Test func pixelBudgetApplies() throws {
        let jpeg = JPEGDecoderTests.withDeclaredSize(try Fixture.bytes("baseline.jpg"), width: 60000, height: 60000)
        #expect(throws: CodecError.tooLarge(width: 60000, height: 60000, limit: 100_000_000)) {
            try ImageDecoder.decode(jpeg)
        }
    }
}
