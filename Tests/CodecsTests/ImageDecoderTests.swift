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

    /// Issue 33: a PNG decoded for part of it keeps only that part, with the whole decode's
    /// pixels there (its colour profile applied alike); every row is still decoded, so damage
    /// below the part fails as it does decoded whole; an interlaced one is kept whole.
    @Test func aPNGsPartIsTheWholesPixels() throws {
        let samples = (0..<12).map { y in (0..<10).map { x in [x * 20, y * 20, (x ^ y) * 15, 100 + x + y] } }
        for interlaced in [false, true] {
            let png = TestPNG.file(TestPNG.Image(colorType: 6, bitDepth: 8, samples: samples, interlaced: interlaced))
            for file in [png, DisplayP3Fixture.png([180, 120, 80], width: 10, height: 12)] {
                let whole = try ImageDecoder.decode(file)
                let wanted = PixelRect(x: 3, y: 2, width: 4, height: 5)
                let part = try ImageDecoder.decodePart(file) { size in
                    #expect(size.width == 10 && size.height == 12)
                    return wanted
                }
                let kept = interlaced && file == png ? PixelRect(x: 0, y: 0, width: 10, height: 12) : wanted
                #expect(part.rect == kept && part.fullWidth == 10 && part.fullHeight == 12)
                #expect(part.pixels == whole.cropped(to: kept))
            }
        }
        // The last IDAT byte (before its CRC and IEND) broken: far below the part, still an error.
        var damaged = TestPNG.file(TestPNG.Image(colorType: 6, bitDepth: 8, samples: samples))
        damaged[damaged.count - 17] ^= 0xFF
        #expect(throws: CodecError.self) {
            _ = try ImageDecoder.decodePart(damaged) { _ in PixelRect(x: 0, y: 0, width: 2, height: 2) }
        }
        #expect(throws: CodecError.self) { _ = try ImageDecoder.decode(damaged) }
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
