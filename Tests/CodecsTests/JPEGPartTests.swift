import Codecs
import Raster
import TestSupport
import Testing

/// `JPEGDecoder.decodePart` must give exactly the pixels the whole decode has, for every
/// chroma subsampling, scale and part, while decoding less: libjpeg's cropped and skipped
/// decode differs from the whole one only near a cut side, which the part's margin keeps away
/// from what was asked for.
@Suite struct JPEGPartTests {
    static let width = 203, height = 141

    /// A smooth picture with detail in every channel, as cjpeg reads it (binary PPM).
    static func picture() -> [UInt8] {
        var ppm = Array("P6\n\(width) \(height)\n255\n".utf8)
        for y in 0..<height {
            for x in 0..<width {
                ppm += [UInt8((x * 5 + y * 3) % 256), UInt8((x * x / 7 + y * 11) % 256), UInt8((x ^ y) * 2 % 256)]
            }
        }
        return ppm
    }

    /// The picture through cjpeg with `options`: sampling factors, progressive, greyscale.
    static func jpeg(_ options: [String]) throws -> [UInt8] {
        try ExternalTool.convert(picture(), named: "in.ppm", into: "out.jpg", with: "cjpeg") { input, output in
            ["-quality", "90"] + options + ["-outfile", output, input]
        }
    }

    static let encodings: [[String]] = [
        ["-sample", "2x2"], ["-sample", "2x1"], ["-sample", "1x2"], ["-sample", "1x1"],
        ["-sample", "2x2", "-progressive"], ["-grayscale"],
    ]

    @Test(arguments: encodings)
    func aPartHasTheWholeImagesPixels(_ options: [String]) throws {
        let data = try Self.jpeg(options)
        for n in 1...8 {
            let size = ((Self.width * n + 7) / 8, (Self.height * n + 7) / 8)
            let whole = try JPEGDecoder.decode(data, minimumSize: size)
            #expect(whole.width == size.0 && whole.height == size.1)
            let neededRects = [
                PixelRect(x: size.0 / 3, y: size.1 / 4, width: max(size.0 / 4, 1), height: max(size.1 / 3, 1)),
                PixelRect(x: 0, y: 0, width: max(size.0 / 2, 1), height: 1),
                PixelRect(x: size.0 - 1, y: size.1 / 2, width: 1, height: size.1 - size.1 / 2),
                PixelRect(x: 0, y: 0, width: size.0, height: size.1),
            ]
            for needed in neededRects {
                let part = try JPEGDecoder.decodePart(data, minimumSize: size) { full in
                    #expect(full.width == size.0 && full.height == size.1)
                    return needed
                }
                #expect(part.fullWidth == size.0 && part.fullHeight == size.1)
                #expect(part.contains(needed), "\(options) n \(n): \(part.rect) lacks \(needed)")
                #expect(
                    Self.pixels(of: part.pixels, in: needed.offsetBy(dx: -part.rect.x, dy: -part.rect.y))
                        == Self.pixels(of: whole, in: needed), "\(options) n \(n) \(needed) from \(part.rect)")
            }
        }
    }

    /// Keeps every row it is given, as a pixmap of the part would hold them.
    final class CollectedRows: RowSink {
        let part: PixelRect
        let storage: UnsafeMutableBufferPointer<UInt8>
        var written = 0
        var bytes: [UInt8] { Array(storage) }

        init(_ part: PixelRect) {
            self.part = part
            storage = .allocate(capacity: part.width * part.height * 4)
            storage.initialize(repeating: 0)
        }

        deinit { storage.deallocate() }

        func destination(ofRow index: Int) -> UnsafeMutablePointer<UInt8> {
            storage.baseAddress! + index * part.width * 4
        }

        func rowWritten(_ index: Int) {
            #expect(index == written)
            written = index + 1
        }
    }

    @Test(arguments: encodings)
    func rowsHandedOverAreThePartsRows(_ options: [String]) throws {
        let data = try Self.jpeg(options)
        for n in [2, 8] {
            let size = ((Self.width * n + 7) / 8, (Self.height * n + 7) / 8)
            let needed = PixelRect(x: size.0 / 3, y: size.1 / 4, width: max(size.0 / 4, 1), height: max(size.1 / 3, 1))
            let part = try JPEGDecoder.decodePart(data, minimumSize: size) { _ in needed }
            let collect = { (rect: PixelRect, width: Int, height: Int) -> CollectedRows? in
                #expect(width == part.fullWidth && height == part.fullHeight)
                return CollectedRows(rect)
            }
            let rows = try #require(
                try ImageDecoder.decodeRows(data, minimumSize: size, needing: { _ in needed }, into: collect))
            #expect(rows.part == part.rect && rows.written == part.rect.height)
            #expect(rows.bytes == part.pixels.bytes, "\(options) n \(n)")
        }
    }

    /// A turned image is decoded whole and turned before its rows are handed over.
    @Test(arguments: [1, 6, 3])
    func rowsOfATurnedImageAreUpright(_ orientation: Int) throws {
        let jpeg = JPEGDecoderTests.withOrientation(try Fixture.bytes("baseline.jpg"), orientation, bigEndian: false)
        let whole = try JPEGDecoder.decode(jpeg)
        let collect = { (rect: PixelRect, width: Int, height: Int) -> CollectedRows? in
            #expect((width, height) == (whole.width, whole.height))
            return CollectedRows(rect)
        }
        let rows = try #require(
            try ImageDecoder.decodeRows(
                jpeg, needing: { _ in PixelRect(x: 0, y: 0, width: 4, height: 4) }, into: collect))
        let expectedRect =
            orientation == 1 ? rows.part : PixelRect(x: 0, y: 0, width: whole.width, height: whole.height)
        #expect(rows.part == expectedRect && rows.written == rows.part.height)
        #expect(rows.bytes == Self.pixels(of: whole, in: rows.part), "orientation \(orientation)")
    }

    @Test func aSmallPartIsDecodedAloneAndAnUnneededOneWhole() throws {
        let data = try Self.jpeg(["-sample", "2x2"])
        let needed = PixelRect(x: 120, y: 90, width: 10, height: 10)
        let part = try JPEGDecoder.decodePart(data) { _ in needed }
        #expect(part.rect.width * part.rect.height < Self.width * Self.height / 2, "\(part.rect)")
        let whole = try JPEGDecoder.decodePart(data) { _ in nil }
        #expect(whole.rect == PixelRect(x: 0, y: 0, width: Self.width, height: Self.height))
    }

    @Test func aDamagedFileFailsInPartAsWhole() throws {
        let data = try Self.jpeg(["-sample", "2x2"])
        let cut = Array(data.prefix(data.count * 2 / 3))
        #expect(throws: CodecError.self) { _ = try JPEGDecoder.decode(cut) }
        #expect(throws: CodecError.self) {
            _ = try JPEGDecoder.decodePart(cut) { _ in PixelRect(x: 0, y: 0, width: 8, height: 8) }
        }
    }

    static func pixels(of pixmap: Pixmap, in rect: PixelRect) -> [UInt8] {
        (rect.minY..<rect.maxY).flatMap { y in
            Array(pixmap.bytes[(y * pixmap.width + rect.minX) * 4..<(y * pixmap.width + rect.maxX) * 4])
        }
    }
}
