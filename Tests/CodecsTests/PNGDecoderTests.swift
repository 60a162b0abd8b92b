import Codecs
import Raster
import TestSupport
import Testing

@Suite struct PNGDecoderTests {
    /// A deterministic pattern of samples in 0..<2^depth, different per pixel and channel.
    static func samples(width: Int, height: Int, channels: Int, depth: Int) -> [[[Int]]] {
        let modulus = 1 << depth
        return (0..<height).map { y in
            (0..<width).map { x in
                (0..<channels).map { c in (x * 40_503 + y * 9_973 + c * 4_099 + x * y * 31) % modulus }
            }
        }
    }

    /// pngjs's scaling of a `depth`-bit sample to 8 bits: floor(v · 255 / max + 0.5).
    static func scaled(_ v: Int, depth: Int) -> UInt8 {
        let max = (1 << depth) - 1
        return UInt8((v * 255 * 2 + max) / (2 * max))
    }

    /// The straight RGBA that pngjs produces for a non-palette image without tRNS.
    static func expectedRGBA(_ image: TestPNG.Image) -> [UInt8] {
        image.samples.flatMap { row in
            row.flatMap { px -> [UInt8] in
                let s = px.map { scaled($0, depth: image.bitDepth) }
                switch s.count {
                case 1: return [s[0], s[0], s[0], 255]
                case 2: return [s[0], s[0], s[0], s[1]]
                case 3: return s + [255]
                default: return s
                }
            }
        }
    }

    static let directFormats: [(colorType: UInt8, channels: Int, depth: Int)] = [
        (0, 1, 1), (0, 1, 2), (0, 1, 4), (0, 1, 8), (0, 1, 16),
        (2, 3, 8), (2, 3, 16),
        (4, 2, 8), (4, 2, 16),
        (6, 4, 8), (6, 4, 16),
    ]

    @Test(arguments: directFormats, [false, true])
    func decodesEveryDirectFormat(_ format: (colorType: UInt8, channels: Int, depth: Int), interlaced: Bool) throws {
        let image = TestPNG.Image(
            colorType: format.colorType, bitDepth: format.depth,
            samples: Self.samples(
                width: 13, height: 11, channels: format.channels,
                depth: format.depth),
            interlaced: interlaced)
        let decoded = try PNGDecoder.decode(TestPNG.file(image))
        #expect(decoded.width == 13 && decoded.height == 11)
        #expect(decoded.bytes == Self.expectedRGBA(image))
    }

    @Test(arguments: [1, 2, 4, 8], [false, true])
    func decodesPaletteWithPartialTransparency(_ depth: Int, interlaced: Bool) throws {
        let entries = 1 << depth
        let palette: [[UInt8]] = (0..<entries).map { (i: Int) -> [UInt8] in
            [UInt8(i * 7 % 256), UInt8(255 - i), UInt8(i * 13 % 256)]
        }
        // tRNS may be shorter than the palette: the remaining entries are opaque.
        let alphas: [UInt8] = (0..<max(1, entries / 2)).map { (i: Int) -> UInt8 in UInt8(i * 37 % 256) }
        let image = TestPNG.Image(
            colorType: 3, bitDepth: depth,
            samples: Self.samples(width: 9, height: 10, channels: 1, depth: depth),
            palette: palette, transparency: alphas, interlaced: interlaced)
        let expected: [UInt8] = image.samples.joined().flatMap { (px: [Int]) -> [UInt8] in
            palette[px[0]] + [px[0] < alphas.count ? alphas[px[0]] : 255]
        }
        #expect(try PNGDecoder.decode(TestPNG.file(image)).bytes == expected)
    }

    @Test func sixteenBitScalesLikePngjsForEveryValue() throws {
        // 256 × 256 grey pixels holding every 16-bit value once.
        let samples = (0..<256).map { y in (0..<256).map { x in [y << 8 | x] } }
        let image = TestPNG.Image(colorType: 0, bitDepth: 16, samples: samples)
        let decoded = try PNGDecoder.decode(TestPNG.file(image))
        let expected = (0..<65536).map { Self.scaled($0, depth: 16) }
        let actual = stride(from: 0, to: decoded.bytes.count, by: 4).map { decoded.bytes[$0] }
        #expect(actual == expected)
        // The high byte alone (png_set_strip_16) would give 0 here.
        #expect(actual[0x00FF] == 1)
    }

    @Test(arguments: [(UInt8(0), 2), (0, 8), (0, 16), (2, 8), (2, 16)])
    func colourKeyBecomesTransparentBlack(_ colorType: UInt8, _ depth: Int) throws {
        let channels = colorType == 2 ? 3 : 1
        var samples = Self.samples(width: 6, height: 5, channels: channels, depth: depth)
        let key = samples[1][2]
        samples[3][4] = key
        let image = TestPNG.Image(
            colorType: colorType, bitDepth: depth, samples: samples,
            transparency: key.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        var expected = Self.expectedRGBA(image)
        var keyed = 0
        for (index, px) in samples.joined().enumerated() where px == key {
            expected.replaceSubrange(index * 4..<index * 4 + 4, with: [0, 0, 0, 0])
            keyed += 1
        }
        let decoded = try PNGDecoder.decode(TestPNG.file(image))
        #expect(decoded.bytes == expected)
        #expect(
            keyed >= 2 && decoded.bytes.enumerated().filter { $0.offset % 4 == 3 && $0.element == 0 }.count == keyed)
    }

    @Test func ignoresGamma() throws {
        let image = TestPNG.Image(
            colorType: 2, bitDepth: 8, samples: Self.samples(width: 4, height: 4, channels: 3, depth: 8))
        let gAMA = PNGBytes.chunk("gAMA", PNGBytes.be32(100_000))
        #expect(try PNGDecoder.decode(TestPNG.file(image, extraChunks: [gAMA])).bytes == Self.expectedRGBA(image))
    }

    // MARK: Errors

    static let small = TestPNG.file(
        TestPNG.Image(
            colorType: 2, bitDepth: 8,
            samples: samples(width: 40, height: 30, channels: 3, depth: 8)))

    static func corruptReason(_ data: [UInt8]) -> String? {
        do {
            _ = try PNGDecoder.decode(data)
            return nil
        } catch {
            guard case .corrupt(.png, let reason) = error else { return "wrong error: \(error)" }
            return reason
        }
    }

    @Test(arguments: [20, 40, 100, 1000, small.count - 12, small.count - 1])
    func truncationIsAnError(_ length: Int) {
        let reason = Self.corruptReason(Array(Self.small.prefix(length)))
        #expect(reason != nil && reason?.isEmpty == false && reason?.hasPrefix("wrong") == false)
    }

    @Test func truncationNamesTheReason() {
        #expect(Self.corruptReason(Array(Self.small.prefix(500))) == "unexpected end of file")
    }

    @Test func brokenImageDataCRCIsAnError() {
        var data = Self.small
        let idat = 8 + 25  // after the signature and IHDR
        let length = data[idat..<idat + 4].reduce(0) { $0 << 8 | Int($1) }
        data[idat + 8 + length] ^= 0x01  // the chunk's CRC
        #expect(Self.corruptReason(data) == "IDAT: CRC error")
    }

    @Test func brokenCompressedDataIsAnError() {
        var data = Self.small
        data[100] ^= 0x01  // inside the IDAT payload: zlib's Adler-32 check fails first
        #expect(Self.corruptReason(data) == "IDAT: incorrect data check")
    }

    @Test func brokenAncillaryCRCIsAnError() {
        var text = PNGBytes.chunk("tEXt", Array("Comment\0hello".utf8))
        text[text.count - 1] ^= 0xFF
        let image = TestPNG.Image(
            colorType: 0, bitDepth: 8, samples: Self.samples(width: 3, height: 3, channels: 1, depth: 8))
        #expect(Self.corruptReason(TestPNG.file(image, extraChunks: [text])) == "tEXt: CRC error")
    }

    @Test func garbageAfterSignatureIsAnError() {
        let reason = Self.corruptReason(PNGBytes.signature + Array(repeating: 0x41, count: 64))
        #expect(reason != nil && reason?.hasPrefix("wrong") == false)
    }

    @Test func notAPNGIsAnError() {
        #expect(Self.corruptReason(Array("GIF89a and more".utf8)) == "Not a PNG file")
    }

    @Test func emptyIsAnError() {
        #expect(throws: CodecError.empty) { try PNGDecoder.decode([]) }
    }

    @Test func hugeDeclaredSizeIsRefused() {
        // IHDR claims 60000 × 60000; the image data is never reached.
        let ihdr = PNGBytes.be32(60000) + PNGBytes.be32(60000) + [8, 2, 0, 0, 0]
        let file =
            PNGBytes.signature + PNGBytes.chunk("IHDR", ihdr) + PNGBytes.chunk("IDAT", [0x78, 0x01])
            + PNGBytes.chunk("IEND", [])
        #expect(throws: CodecError.tooLarge(width: 60000, height: 60000, limit: 100_000_000)) {
            try PNGDecoder.decode(file)
        }
        #expect(throws: CodecError.tooLarge(width: 40, height: 30, limit: 1199)) {
            try PNGDecoder.decode(Self.small, maxPixels: 1199)
        }
    }
}
