import Testing

@testable import Codecs

/// The sizes of grids and overlays read from a HEIF's item tables, in every layout the tables
/// can have, from files built here box by box, and from the committed `quadrants.heic`.
@Suite struct HEIFCanvasTests {
    /// A box of `type` holding `body`.
    static func box(_ type: String, _ body: [UInt8]) -> [UInt8] {
        be(8 + body.count, 4) + Array(type.utf8) + body
    }

    /// `value` big-endian in `size` bytes.
    static func be(_ value: Int, _ size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * (size - 1 - $0))) }
    }

    /// A HEIF with one derived item (ID 1, of `type`, whose data is `data`) and its layout:
    /// `infe` and `iloc` versions, the field sizes of `iloc`, and whether the data is in `idat`
    /// (construction method 1; `iloc` version 1 or 2) or after `meta` at a file offset (method
    /// 0), split in two
    /// extents when asked.
    static func file(
        type: String, data: [UInt8], infeVersion: Int = 2, ilocVersion: Int = 1, fieldSize: Int = 4,
        inIdat: Bool = true, twoExtents: Bool = false
    ) -> [UInt8] {
        let idSize = infeVersion == 2 ? 2 : 4
        let infe = box("infe", [UInt8(infeVersion), 0, 0, 0] + be(1, idSize) + [0, 0] + Array(type.utf8))
        let iinf = box("iinf", [0, 0, 0, 0] + be(1, 2) + infe)
        let extents: [(offset: Int, length: Int)] =
            twoExtents ? [(0, 3), (3, data.count - 3)] : [(0, data.count)]
        let ilocIDSize = ilocVersion == 2 ? 4 : 2
        func iloc(base: Int) -> [UInt8] {
            var body: [UInt8] = [UInt8(ilocVersion), 0, 0, 0]
            body += [UInt8(fieldSize << 4 | fieldSize), UInt8(fieldSize << 4 | (ilocVersion == 0 ? 0 : 2))]
            body += be(1, ilocIDSize) + be(1, ilocIDSize)
            if ilocVersion > 0 { body += be(inIdat ? 1 : 0, 2) }
            body += be(0, 2) + be(base, fieldSize) + be(extents.count, 2)
            for extent in extents {
                if ilocVersion > 0 { body += be(0, 2) }
                body += be(extent.offset, fieldSize) + be(extent.length, fieldSize)
            }
            return box("iloc", body)
        }
        let ftyp = box("ftyp", Array("heic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8))
        func meta(base: Int) -> [UInt8] {
            box("meta", [0, 0, 0, 0] + iinf + iloc(base: base) + (inIdat ? box("idat", data) : []))
        }
        // The data after `meta` starts where `meta` ends, which does not depend on the base's value.
        let base = ftyp.count + meta(base: 0).count + 8
        return ftyp + meta(base: inIdat ? 0 : base) + (inIdat ? [] : box("mdat", data))
    }

    /// A grid's data: 16- or 32-bit output sizes.
    static func grid(_ width: Int, _ height: Int, wide: Bool) -> [UInt8] {
        [0, wide ? 1 : 0, 0, 0] + be(width, wide ? 4 : 2) + be(height, wide ? 4 : 2)
    }

    /// An overlay's data for one image: fill values, canvas size, offset.
    static func overlay(_ width: Int, _ height: Int, wide: Bool) -> [UInt8] {
        let field = wide ? 4 : 2
        return [0, wide ? 1 : 0] + [UInt8](repeating: 0, count: 8) + be(width, field) + be(height, field)
            + be(0, 2 * field)
    }

    @Test(arguments: [2, 3], [0, 1, 2])
    func everyTableLayoutGivesTheDeclaredSize(infeVersion: Int, ilocVersion: Int) {
        for fieldSize in [4, 8] {
            // Version 0 has no construction method: its data is at file offsets.
            for inIdat in ilocVersion == 0 ? [false] : [true, false] {
                for twoExtents in [false, true] {
                    for wide in [false, true] {
                        for (type, data) in [
                            ("grid", Self.grid(40000, 30001, wide: wide)),
                            ("iovl", Self.overlay(40000, 30001, wide: wide)),
                        ] {
                            let file = Self.file(
                                type: type, data: data, infeVersion: infeVersion, ilocVersion: ilocVersion,
                                fieldSize: fieldSize, inIdat: inIdat, twoExtents: twoExtents)
                            let sizes = HEIFCanvas.derivedSizes(in: file)
                            #expect(
                                sizes.map { [$0.width, $0.height] } == [[40000, 30001]],
                                "\(type) fields \(wide ? 32 : 16) bits, offsets \(fieldSize) bytes, idat \(inIdat), two extents \(twoExtents)"
                            )
                        }
                    }
                }
            }
        }
    }

    /// Read whole, and refused in words even when their product passes `Int`'s range.
    @Test func thirtyTwoBitSidesAreReadWhole() {
        var file = Self.file(type: "iovl", data: Self.overlay(0xFFFF_FFFF, 0x1_0000, wide: true))
        #expect(HEIFCanvas.derivedSizes(in: file).map { [$0.width, $0.height] } == [[0xFFFF_FFFF, 0x1_0000]])
        file = Self.file(type: "grid", data: Self.grid(0xFFFF_FFFF, 0xFFFF_FFFF, wide: true))
        #expect(throws: CodecError.tooLarge(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF, limit: 1000)) {
            try ImageDecoder.decode(file, maxPixels: 1000)
        }
        #expect(
            CodecError.tooLarge(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF, limit: 1000).description
                == "image too large: 4294967295×4294967295 = 18446744065119617025 pixels, limit 1000")
    }

    @Test func aCodedImageIsNoCanvas() {
        #expect(HEIFCanvas.derivedSizes(in: Self.file(type: "hvc1", data: Self.grid(9, 9, wide: false))).isEmpty)
    }

    /// Data this reader cannot find or read (outside the file, too short) gives no size; libheif
    /// fails on the same bytes.
    @Test func dataThatIsNotThereGivesNoSize() {
        var file = Self.file(type: "grid", data: Self.grid(40000, 30001, wide: false), inIdat: false)
        #expect(HEIFCanvas.derivedSizes(in: Array(file.dropLast(1))).isEmpty)
        file = Self.file(type: "grid", data: [0, 0, 0, 0, 1])
        #expect(HEIFCanvas.derivedSizes(in: file).isEmpty)
        #expect(HEIFCanvas.derivedSizes(in: []).isEmpty)
        #expect(HEIFCanvas.derivedSizes(in: Self.box("meta", [0, 0, 0])).isEmpty)
    }

    /// heif-enc's one-tile grid of the 64 × 32 fixture.
    @Test func theFixturesGridIsItsPicturesSize() throws {
        let sizes = HEIFCanvas.derivedSizes(in: try Fixture.bytes("quadrants.heic"))
        #expect(sizes.map { [$0.width, $0.height] } == [[64, 32]])
    }
}
