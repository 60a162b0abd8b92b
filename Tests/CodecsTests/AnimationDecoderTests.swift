import TestSupport
import Testing

@testable import Codecs
@testable import Raster

/// The animation decoders (SPEC §4 "Animations"): Pillow's files decode to the frames drawn into
/// them with their delays, stretchy's own writers' files to the frames written, and a byte
/// edited in a fixture is one clear error, never a crash or a hang.
@Suite struct AnimationDecoderTests {
    /// Frame i of the fixtures: white, a 4 × 4 square at x = 1 + i, y = 1 (Fixtures/README.md).
    static func fixtureFrame(_ i: Int) -> RGBAImage {
        let colors: [[UInt8]] = [[255, 0, 0], [0, 128, 255], [20, 200, 40]]
        var bytes = [UInt8](repeating: 255, count: 8 * 6 * 4)
        for y in 1...4 {
            for x in (1 + i)...(4 + i) { bytes.replaceSubrange((y * 8 + x) * 4..<(y * 8 + x) * 4 + 3, with: colors[i]) }
        }
        return RGBAImage(unchecked: 8, 6, bytes)
    }

    /// Every frame of `frames`, with its ticks.
    static func all(_ frames: any AnimationFrames) throws -> [(image: RGBAImage, ticks: Int)] {
        var out: [(image: RGBAImage, ticks: Int)] = []
        while let frame = try frames.next() { out.append(frame) }
        return out
    }

    @Test(arguments: [
        ("three-frames.png", 1000, [100, 50, 200]), ("three-frames.gif", 100, [10, 5, 20]),
        ("three-frames.webp", 1000, [100, 50, 200]),
    ])
    func pillowsFilesDecodeToTheirFrames(file: String, timeBase: Int, ticks: [Int]) throws {
        let frames = try #require(try AnimationDecoder.open(try Fixture.bytes(file)))
        #expect(AnimationDecoder.isAnimation(try Fixture.bytes(file)))
        #expect((frames.width, frames.height, frames.timeBase) == (8, 6, timeBase))
        let decoded = try Self.all(frames)
        #expect(decoded.map(\.ticks) == ticks)
        for (i, frame) in decoded.enumerated() { #expect(frame.image == Self.fixtureFrame(i), "\(file) frame \(i)") }
    }

    /// APNGWriter's frames are the changed rectangles drawn with SOURCE over the frame before:
    /// decoded whole, each is the frame appended; delays in frames over the fps.
    @Test func apngWriterRoundTrip() throws {
        let encoder = PNGEncoder(compression: .fast)
        var writer = APNGWriter(fps: 24, plays: 0)
        let first = Self.fixtureFrame(0), second = Self.fixtureFrame(1)
        try writer.append(try encoder.encodeRGBA(first), at: PixelRect(x: 0, y: 0, width: 8, height: 6), frames: 2)
        // The second frame's change: columns 1…5 of rows 1…4.
        let part = RGBAImage(
            unchecked: 5, 4, (1...4).flatMap { y in second.bytes[(y * 8 + 1) * 4..<(y * 8 + 6) * 4] })
        try writer.append(try encoder.encodeRGBA(part), at: PixelRect(x: 1, y: 1, width: 5, height: 4), frames: 3)
        let decoded = try Self.all(try APNGDecoder(writer.file()))
        #expect(decoded.map(\.ticks) == [2, 3])
        #expect(decoded.map(\.image) == [first, second])
        #expect(try APNGDecoder(writer.file()).timeBase == 24)
    }

    /// Two GIFs of the same pictures, one palette for all and one per frame: different bytes,
    /// each decoded frame the palette's colours of its indices, the same pixels.
    @Test func gifWriterRoundTrip() throws {
        let palettes: [[UInt8]] = [[255, 255, 255, 200, 0, 0, 0, 0, 90], [255, 255, 255, 0, 0, 90, 200, 0, 0]]
        var files: [[UInt8]] = []
        var expected: [RGBAImage] = []
        for global in [true, false] {
            let writer = try GIFWriter(width: 4, height: 3, plays: 0, globalPalette: global ? palettes[0] : nil)
            expected = []
            for frame in 0..<3 {
                let palette = global ? palettes[0] : palettes[frame % 2]
                // Frame f: pixel p has colour (p + f) % 3 of the first palette.
                let colours = (0..<12).map { ($0 + frame) % 3 }
                let indices = colours.map { colour in
                    UInt8((0..<3).first { palette[3 * $0..<3 * $0 + 3] == palettes[0][3 * colour..<3 * colour + 3] }!)
                }
                let rgba: [UInt8] = colours.flatMap { Array(palettes[0][3 * $0..<3 * $0 + 3]) + [UInt8(255)] }
                expected.append(RGBAImage(unchecked: 4, 3, rgba))
                var source = try #require(Pixmap(width: 4, height: 3, filledWith: .transparent))
                source.withUnsafeMutableBytes { bytes in for (i, byte) in rgba.enumerated() { bytes[i] = byte } }
                try writer.add(GIFQuantizer.Picture(source: source, palette: palette, indices: indices), at: 10 * frame)
            }
            files.append(try writer.finish(at: 35))
        }
        #expect(files[0] != files[1])
        for file in files {
            let decoded = try Self.all(try GIFDecoder(file))
            #expect(decoded.map(\.image) == expected)
            #expect(decoded.map(\.ticks) == [10, 10, 15])
        }
    }

    /// A lossless WebP decodes to exactly the frames written, with their milliseconds.
    @Test func webpWriterRoundTrip() throws {
        let writer = try WebPWriter(width: 8, height: 6, plays: 0, quality: nil)
        for (i, start) in [0, 40, 100].enumerated() {
            var frame = try #require(Pixmap(width: 8, height: 6, filledWith: .transparent))
            let rgba = Self.fixtureFrame(i).bytes
            frame.withUnsafeMutableBytes { bytes in for (i, byte) in rgba.enumerated() { bytes[i] = byte } }
            try writer.add(frame, at: start)
        }
        let decoded = try Self.all(try WebPDecoder(try writer.finish(at: 130)))
        #expect(decoded.map(\.ticks) == [40, 60, 30])
        #expect(decoded.map(\.image) == (0..<3).map(Self.fixtureFrame))
    }

    /// One byte of a fixture changed (or the file cut), in words of the file's format.
    @Test(arguments: [
        // acTL's frame count 3 → 4 (byte 44), its CRC made again: the frames do not add up.
        ("three-frames.png", "acTL count", "corrupt APNG: acTL declares 4 frames, the file holds 3"),
        // A byte of the first fcTL's data (byte 64): its CRC no longer matches.
        ("three-frames.png", "fcTL byte", "corrupt APNG: the fcTL chunk at byte 53 fails its CRC"),
        // The second frame's width 5 → 200 (byte 157), CRC made again: outside the canvas.
        ("three-frames.png", "fcTL width", "corrupt APNG: a frame of 200×4 at 1, 1 outside the 8×6 canvas"),
        // The last 20 bytes cut off: the last frame's LZW data ends early.
        ("three-frames.gif", "cut", "corrupt GIF: Failed to read from given file"),
        // The first ANMF chunk's size (byte 48) past the file's end.
        ("three-frames.webp", "ANMF size", "corrupt WebP: libwebpdemux cannot read its chunks"),
        // VP8X's canvas width (bytes 24…26) 16777216: refused before the canvas is allocated.
        ("three-frames.webp", "VP8X width", "image too large: 16777216×6 = 100663296 pixels, limit 100000000"),
    ])
    func aByteEditedIsOneClearError(file: String, edit: String, message: String) throws {
        var bytes = try Fixture.bytes(file)
        switch edit {
        case "acTL count": bytes[44] = 4
        case "fcTL byte": bytes[0x40] ^= 1
        case "fcTL width": bytes[157] = 200
        case "cut": bytes.removeLast(20)
        case "ANMF size": bytes[48] = 0xFF
        default: bytes[24...26] = [0xFF, 0xFF, 0xFF]
        }
        if file.hasSuffix(".png"), edit != "fcTL byte" { Self.recomputeCRCs(&bytes) }
        #expect(throws: CodecError.self) {
            do {
                let frames = try #require(try AnimationDecoder.open(bytes))
                _ = try Self.all(frames)
            } catch let error as CodecError {
                #expect(error.description == message)
                throw error
            }
        }
    }

    /// Each chunk's CRC made again, so that an edit is judged by what it says.
    static func recomputeCRCs(_ bytes: inout [UInt8]) {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let chunk = PNGBytes.chunk(
                String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self),
                Array(bytes[offset + 8..<offset + 8 + length]))
            bytes.replaceSubrange(offset..<offset + 12 + length, with: chunk)
            offset += 12 + length
        }
    }

    /// A canvas beyond the pixel limit is refused before its pixels are allocated.
    @Test func aCanvasBeyondTheLimitIsRefused() throws {
        var bytes = try Fixture.bytes("three-frames.png")
        bytes[16...19] = [0, 0, 0x40, 0]  // width 16384
        Self.recomputeCRCs(&bytes)
        #expect(throws: CodecError.tooLarge(width: 16384, height: 6, limit: 50_000)) {
            _ = try APNGDecoder(bytes, maxPixels: 50_000)
        }
    }
}
