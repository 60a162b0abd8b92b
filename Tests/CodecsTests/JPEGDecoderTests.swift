import Codecs
import Raster
import Testing

@Suite struct JPEGDecoderTests {
    /// Asserts that each quadrant centre of an upright image has the expected colour, within
    /// `tolerance` per channel (JPEG is lossy) and fully opaque.
    func expectQuadrants(
        _ pixmap: Pixmap, _ colours: [[UInt8]], tolerance: Int = 6,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let w = pixmap.width, h = pixmap.height
        let points = [(w / 4, h / 4), (3 * w / 4, h / 4), (w / 4, 3 * h / 4), (3 * w / 4, 3 * h / 4)]
        for ((x, y), expected) in zip(points, colours) {
            let p = pixmap.pixel(x: x, y: y)
            let actual = [p.red, p.green, p.blue]
            let close = zip(actual, expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
            #expect(
                close && p.alpha == 255, "pixel (\(x), \(y)) is \(actual) alpha \(p.alpha), expected \(expected)",
                sourceLocation: sourceLocation)
        }
    }

    static let rgbQuadrants = [Fixture.red, Fixture.green, Fixture.blue, Fixture.white]

    @Test(arguments: ["baseline.jpg", "progressive.jpg"])
    func decodesColour(_ name: String) throws {
        let pixmap = try JPEGDecoder.decode(try Fixture.bytes(name))
        #expect(pixmap.width == 64 && pixmap.height == 32)
        #expect(pixmap.isOpaque)
        expectQuadrants(pixmap, Self.rgbQuadrants)
    }

    @Test func decodesGreyscaleIntoEqualChannels() throws {
        let pixmap = try JPEGDecoder.decode(try Fixture.bytes("grey.jpg"))
        // Rec. 601 luma of red, green, blue and white.
        expectQuadrants(pixmap, [[76, 76, 76], [150, 150, 150], [29, 29, 29], [255, 255, 255]])
        let gray = pixmap.bytes.withUnsafeBufferPointer { p in
            stride(from: 0, to: p.count, by: 4).allSatisfy { p[$0] == p[$0 + 1] && p[$0] == p[$0 + 2] }
        }
        #expect(gray)
    }

    /// The three files hold the same inks (see Fixtures/README.md): red, green, blue, and 50 % black.
    @Test(arguments: ["cmyk-adobe.jpg", "ycck-adobe.jpg", "cmyk-plain.jpg"])
    func decodesCMYKAndYCCK(_ name: String) throws {
        let pixmap = try JPEGDecoder.decode(try Fixture.bytes(name))
        #expect(pixmap.width == 64 && pixmap.height == 32)
        expectQuadrants(pixmap, [Fixture.red, Fixture.green, Fixture.blue, [127, 127, 127]])
    }

    // MARK: EXIF orientation

    /// An APP1 segment holding a TIFF IFD with a Make tag, then Orientation.
    static func exifSegment(orientation: Int, bigEndian: Bool) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] {
            bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)]
        }
        func u32(_ v: Int) -> [UInt8] { bigEndian ? u16(v >> 16) + u16(v & 0xFFFF) : u16(v & 0xFFFF) + u16(v >> 16) }
        var tiff: [UInt8] = bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]
        tiff += u16(42) + u32(8) + u16(2)
        tiff += u16(0x010F) + u16(2) + u32(4) + Array("abc\0".utf8)
        tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0]
        tiff += u32(0)
        let payload = Array("Exif\0\0".utf8) + tiff
        let length = payload.count + 2
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    static func withOrientation(_ jpeg: [UInt8], _ orientation: Int, bigEndian: Bool) -> [UInt8] {
        Array(jpeg[0..<2]) + exifSegment(orientation: orientation, bigEndian: bigEndian) + jpeg[2...]
    }

    /// What each EXIF orientation shows at the top-left, top-right, bottom-left and bottom-right
    /// of the upright image, from the stored quadrants R G / B W, by the tag's definition.
    static let uprightCorners: [Int: [[UInt8]]] = {
        let (r, g, b, w) = (Fixture.red, Fixture.green, Fixture.blue, Fixture.white)
        return [
            1: [r, g, b, w],  // as stored
            2: [g, r, w, b],  // mirrored left-right
            3: [w, b, g, r],  // turned 180°
            4: [b, w, r, g],  // mirrored top-bottom
            5: [r, b, g, w],  // transposed
            6: [b, r, w, g],  // turned 90° clockwise
            7: [w, g, b, r],  // transposed across the other diagonal
            8: [g, w, r, b],  // turned 90° counter-clockwise
        ]
    }()

    @Test(arguments: 1...8, [false, true])
    func appliesOrientation(_ orientation: Int, bigEndian: Bool) throws {
        let jpeg = Self.withOrientation(try Fixture.bytes("baseline.jpg"), orientation, bigEndian: bigEndian)
        let pixmap = try JPEGDecoder.decode(jpeg)
        let swapped = orientation >= 5
        #expect(pixmap.width == (swapped ? 32 : 64) && pixmap.height == (swapped ? 64 : 32))
        expectQuadrants(pixmap, Self.uprightCorners[orientation]!)
    }

    @Test(arguments: [0, 9, 0xFFFF])
    func ignoresInvalidOrientation(_ orientation: Int) throws {
        let jpeg = Self.withOrientation(try Fixture.bytes("baseline.jpg"), orientation, bigEndian: false)
        let pixmap = try JPEGDecoder.decode(jpeg)
        #expect(pixmap.width == 64)
        expectQuadrants(pixmap, Self.rgbQuadrants)
    }

    // MARK: DCT scaling

    @Test(arguments: [
        ((20, 10), (24, 12)),  // 3/8 is the first scale covering 20 × 10
        ((1, 1), (8, 4)),  // 1/8
        ((17, 1), (24, 12)),  // the width decides
        ((1, 13), (32, 16)),  // the height decides: 4/8
        ((64, 32), (64, 32)),  // exactly full size
        ((100, 100), (64, 32)),  // never enlarged
    ])
    func picksSmallestCoveringScale(_ minimum: (Int, Int), _ expected: (Int, Int)) throws {
        let pixmap = try JPEGDecoder.decode(
            try Fixture.bytes("baseline.jpg"),
            minimumSize: (width: minimum.0, height: minimum.1))
        #expect(pixmap.width == expected.0 && pixmap.height == expected.1)
        expectQuadrants(pixmap, Self.rgbQuadrants, tolerance: 10)
    }

    @Test func scalingTargetIsUpright() throws {
        // Orientation 6 shows the 64 × 32 file as 32 × 64; the minimum is in upright terms.
        let jpeg = Self.withOrientation(try Fixture.bytes("progressive.jpg"), 6, bigEndian: true)
        let pixmap = try JPEGDecoder.decode(jpeg, minimumSize: (width: 10, height: 20))
        #expect(pixmap.width == 12 && pixmap.height == 24)
        expectQuadrants(pixmap, Self.uprightCorners[6]!, tolerance: 10)
    }

    @Test func fullSizeWithoutMinimum() throws {
        let pixmap = try JPEGDecoder.decode(try Fixture.bytes("cmyk-adobe.jpg"), minimumSize: nil)
        #expect(pixmap.width == 64 && pixmap.height == 32)
    }

    // MARK: Errors

    @Test(arguments: ["baseline.jpg", "progressive.jpg", "ycck-adobe.jpg"])
    func truncatedFileIsAnError(_ name: String) throws {
        let jpeg = try Fixture.bytes(name)
        let error = #expect(throws: CodecError.self) { try JPEGDecoder.decode(Array(jpeg.prefix(jpeg.count * 2 / 3))) }
        #expect(error == .corrupt(format: .jpeg, reason: "Premature end of JPEG file"))
    }

    @Test func headerOnlyIsAnError() throws {
        let jpeg = try Fixture.bytes("baseline.jpg")
        let error = #expect(throws: CodecError.self) { try JPEGDecoder.decode(Array(jpeg.prefix(40))) }
        guard case .corrupt(.jpeg, let reason)? = error else {
            Issue.record("expected a corrupt JPEG, got \(String(describing: error))"); return
        }
        #expect(!reason.isEmpty)
    }

    @Test func garbageIsAnErrorWithLibjpegsReason() {
        var garbage: [UInt8] = [0xFF, 0xD8, 0xFF]
        var state: UInt32 = 12345
        for _ in 0..<500 {
            state = state &* 1_103_515_245 &+ 12345
            garbage.append(UInt8(truncatingIfNeeded: state >> 16))
        }
        let error = #expect(throws: CodecError.self) { try JPEGDecoder.decode(garbage) }
        guard case .corrupt(.jpeg, let reason)? = error else {
            Issue.record("expected a corrupt JPEG, got \(String(describing: error))"); return
        }
        #expect(!reason.isEmpty && !reason.contains("\n"))
    }

    @Test func notAJPEGIsAnError() {
        let error = #expect(throws: CodecError.self) { try JPEGDecoder.decode(Array("hello, world".utf8)) }
        #expect(error == .corrupt(format: .jpeg, reason: "Not a JPEG file: starts with 0x68 0x65"))
    }

    @Test func emptyIsAnError() {
        #expect(throws: CodecError.empty) { try JPEGDecoder.decode([]) }
    }

    @Test func unknownColourSpaceIsUnsupported() throws {
        #expect(throws: CodecError.unsupported(format: .jpeg, reason: "2 colour components of unknown meaning")) {
            try JPEGDecoder.decode(try Fixture.bytes("two-channel.jpg"))
        }
    }

    /// Sets the SOF dimensions; a 60000 × 60000 header must be refused before decoding.
    static func withDeclaredSize(_ jpeg: [UInt8], width: Int, height: Int) -> [UInt8] {
        var out = jpeg
        var i = 2
        while i + 9 < out.count {
            precondition(out[i] == 0xFF, "not at a marker")
            let marker = out[i + 1]
            if marker == 0xC0 || marker == 0xC2 {
                out[i + 5] = UInt8(height >> 8); out[i + 6] = UInt8(height & 0xFF)
                out[i + 7] = UInt8(width >> 8); out[i + 8] = UInt8(width & 0xFF)
                return out
            }
            i += 2 + (Int(out[i + 2]) << 8 | Int(out[i + 3]))
        }
        preconditionFailure("no SOF marker")
    }

    @Test(arguments: ["baseline.jpg", "progressive.jpg"])
    func hugeDeclaredSizeIsRefused(_ name: String) throws {
        let jpeg = Self.withDeclaredSize(try Fixture.bytes(name), width: 60000, height: 60000)
        #expect(throws: CodecError.tooLarge(width: 60000, height: 60000, limit: 100_000_000)) {
            try JPEGDecoder.decode(jpeg)
        }
    }

    @Test func pixelBudgetIsInclusive() throws {
        let jpeg = try Fixture.bytes("baseline.jpg")
        #expect(throws: CodecError.tooLarge(width: 64, height: 32, limit: 2047)) {
            try JPEGDecoder.decode(jpeg, maxPixels: 2047)
        }
        #expect(try JPEGDecoder.decode(jpeg, maxPixels: 2048).width == 64)
    }
}
