import Testing

@testable import Codecs
@testable import Raster

/// The animated files' writers on small images: APNG's chunk layout, GIF's and WebP's times.
@Suite struct AnimationWriterTests {
    static func chunks(_ file: [UInt8]) -> [(type: String, data: [UInt8])] {
        var out: [(String, [UInt8])] = []
        var offset = 8
        while offset + 12 <= file.count {
            let length = file[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            out.append(
                (
                    String(decoding: file[offset + 4..<offset + 8], as: UTF8.self),
                    Array(file[offset + 8..<offset + 8 + length])
                ))
            offset += 12 + length
        }
        return out
    }

    /// Two frames: the first PNG's head and IDAT, then fcTL 1 and fdAT 2 with the second PNG's
    /// image data; delays over the fps; a nothing-changed frame lengthens the one before.
    @Test func apngChunks() throws {
        let white = try #require(
            Pixmap(width: 4, height: 3, filledWith: Color(red: 255, green: 255, blue: 255).premultiplied))
        let encoder = PNGEncoder(compression: .fast)
        var writer = APNGWriter(fps: 24, plays: 2)
        try writer.append(try encoder.encodeOpaque(white), at: white.bounds, frames: 2)
        let part = try #require(Pixmap(width: 1, height: 2, filledWith: Color(red: 0, green: 0, blue: 0).premultiplied))
        let partPNG = try encoder.encodeOpaque(part)
        try writer.append(partPNG, at: PixelRect(x: 3, y: 1, width: 1, height: 2), frames: 1)
        writer.extendLast(by: 4)
        let chunks = Self.chunks(writer.file())
        #expect(chunks.map(\.type) == ["IHDR", "sRGB", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "IEND"])
        #expect(chunks[2].data == [0, 0, 0, 2, 0, 0, 0, 2])
        // sequence 0, 4 × 3 at 0, 0, 2/24 s, NONE, SOURCE
        #expect(chunks[3].data == [0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 24, 0, 0])
        // sequence 1, 1 × 2 at 3, 1, 5/24 s
        #expect(chunks[5].data == [0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 1, 0, 5, 0, 24, 0, 0])
        let partData = Self.chunks(partPNG).filter { $0.type == "IDAT" }.flatMap(\.data)
        #expect(chunks[6].data == [0, 0, 0, 2] + partData)
    }

    /// Centiseconds and milliseconds rounded down from i/fps: the error carried, the total exact.
    @Test func frameTimes() {
        let delays = (0..<6).map {
            GIFWriter.centiseconds(ofFrame: $0 + 1, fps: 30) - GIFWriter.centiseconds(ofFrame: $0, fps: 30)
        }
        #expect(delays == [3, 3, 4, 3, 3, 4])
        #expect(GIFWriter.centiseconds(ofFrame: 243, fps: 30) == 810)
        #expect((0..<3).map { WebPWriter.milliseconds(ofFrame: $0 + 1, fps: 30) } == [33, 66, 100])
    }
}
