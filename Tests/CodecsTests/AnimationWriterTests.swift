import CGif
import Testing

@testable import Codecs
@testable import Raster

/// The animated files' writers on small images: APNG's chunk layout, GIF's rectangles and
/// transparency, GIF's and WebP's times.
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

    /// The image descriptors of a GIF: each image's rectangle and LZW-decoded indices (giflib
    /// reads the file back).
    static func gifImages(_ file: [UInt8]) throws -> [(rect: PixelRect, indices: [UInt8])] {
        final class Reader {
            var bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(file)
        var error: Int32 = 0
        let gif = try #require(
            DGifOpen(
                Unmanaged.passUnretained(reader).toOpaque(),
                { gif, buffer, count in
                    let reader = Unmanaged<Reader>.fromOpaque(gif!.pointee.UserData).takeUnretainedValue()
                    let take = min(Int(count), reader.bytes.count - reader.offset)
                    for i in 0..<take { buffer![i] = reader.bytes[reader.offset + i] }
                    reader.offset += take
                    return Int32(take)
                }, &error))
        defer { _ = DGifCloseFile(gif, &error) }
        #expect(DGifSlurp(gif) == GIF_OK)
        return (0..<Int(gif.pointee.ImageCount)).map { i in
            let image = gif.pointee.SavedImages[i]
            let descriptor = image.ImageDesc
            let rect = PixelRect(
                x: Int(descriptor.Left), y: Int(descriptor.Top), width: Int(descriptor.Width),
                height: Int(descriptor.Height))
            return (rect, Array(UnsafeBufferPointer(start: image.RasterBits, count: rect.width * rect.height)))
        }
    }

    /// With one palette, a frame stores only the pixels whose colour changes on the screen: a
    /// pixel that changed but maps to the colour already shown is transparent (255), and the
    /// rectangle shrinks to the others; a frame that changes no colour is one transparent pixel.
    @Test func gifStoresOnlyTheColoursThatChange() throws {
        let palette: [UInt8] = [255, 255, 255, 0, 0, 0]
        func picture(_ pixels: [(Int, Int, UInt8)], indices: [UInt8]) throws -> GIFQuantizer.Picture {
            var frame = try #require(
                Pixmap(width: 4, height: 3, filledWith: Color(red: 255, green: 255, blue: 255).premultiplied))
            for (x, y, level) in pixels {
                frame.fill(
                    PixelRect(x: x, y: y, width: 1, height: 1),
                    with: Color(red: level, green: level, blue: level).premultiplied)
            }
            return GIFQuantizer.Picture(source: frame, palette: palette, indices: indices)
        }
        let writer = try GIFWriter(width: 4, height: 3, plays: 0, globalPalette: palette)
        try writer.add(try picture([], indices: [UInt8](repeating: 0, count: 12)), at: 0)
        // (0, 0) changed to 250, still white in the palette; (2, 1) and (3, 2) turn black.
        var indices = [UInt8](repeating: 0, count: 12)
        indices[1 * 4 + 2] = 1
        indices[2 * 4 + 3] = 1
        try writer.add(try picture([(0, 0, 250), (2, 1, 0), (3, 2, 0)], indices: indices), at: 10)
        // (0, 0) back to white: a change of the frame, none of the screen.
        try writer.add(try picture([(2, 1, 0), (3, 2, 0)], indices: indices), at: 20)
        let images = try Self.gifImages(try writer.finish(at: 30))
        #expect(
            images.map(\.rect) == [
                PixelRect(x: 0, y: 0, width: 4, height: 3), PixelRect(x: 2, y: 1, width: 2, height: 2),
                PixelRect(x: 0, y: 0, width: 1, height: 1),
            ])
        #expect(images[0].indices == [UInt8](repeating: 0, count: 12))
        #expect(images[1].indices == [1, 255, 255, 1])
        #expect(images[2].indices == [255])
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
