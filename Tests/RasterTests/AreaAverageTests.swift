import Testing

@testable import Raster

/// The box-filter reduction against sums worked out by hand from the overlap formula.
@Suite struct AreaAverageTests {
    /// An opaque grey image from one value per pixel, rows of equal length.
    static func grey(_ rows: [[UInt8]]) -> RGBAImage {
        RGBAImage(
            width: rows[0].count, height: rows.count,
            bytes: rows.flatMap { $0.flatMap { [$0, $0, $0, 255] } })!
    }

    static func greys(_ image: RGBAImage) -> [[UInt8]] {
        (0..<image.height).map { y in (0..<image.width).map { image.bytes[(y * image.width + $0) * 4] } }
    }

    /// A white 6 × 9 image with a black hairline on row 4, reduced 3× down: the line's third
    /// of output row 1 gives round(255 · 2/3) = 170, where nearest-neighbour would keep row 3
    /// or 5 and lose it.
    @Test func aHairlineStaysAsAThirdOfItsContrast() throws {
        var rows = [[UInt8]](repeating: [UInt8](repeating: 255, count: 6), count: 9)
        rows[4] = [UInt8](repeating: 0, count: 6)
        let reduced = try #require(AreaAverage.reduce(Self.grey(rows), width: 2, height: 3))
        #expect(Self.greys(reduced) == [[255, 255], [170, 170], [255, 255]])
        #expect(stride(from: 3, to: reduced.bytes.count, by: 4).allSatisfy { reduced.bytes[$0] == 255 })
    }

    /// 4 columns into 3: each output covers 4/3 of an input, so the weights are (3, 1),
    /// (2, 2), (1, 3) quarters: (3·0 + 100)/4 = 25, (2·100 + 2·200)/4 = 150, (200 + 3·40)/4 = 80.
    @Test func fractionalFootprintsWeighByOverlap() throws {
        let reduced = try #require(AreaAverage.reduce(Self.grey([[0, 100, 200, 40]]), width: 3, height: 1))
        #expect(Self.greys(reduced) == [[25, 150, 80]])
        // 2 into 1 with a half: (1 + 2)/2 = 1.5 rounds half up to 2.
        #expect(Self.greys(try #require(AreaAverage.reduce(Self.grey([[1, 2]]), width: 1, height: 1))) == [[2]])
    }

    /// Colours are averaged by alpha: a transparent neighbour halves the alpha, not the colour.
    @Test func transparentPixelsBringNoColour() throws {
        let image = try #require(RGBAImage(width: 2, height: 1, bytes: [200, 10, 60, 255, 0, 255, 0, 0]))
        let reduced = try #require(AreaAverage.reduce(image, width: 1, height: 1))
        #expect(reduced.bytes == [200, 10, 60, 128])
        // Alphas 255 and 85 (weights 3 : 1): red (255·255 + 0·85)/340 = 191.25 → 191, alpha 170.
        let mixed = try #require(RGBAImage(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 255, 85]))
        #expect(try #require(AreaAverage.reduce(mixed, width: 1, height: 1)).bytes == [191, 0, 64, 170])
    }

    @Test func theSameSizeIsTheImageAndOtherSizesAreRefused() throws {
        let image = Self.grey([[1, 2, 3], [4, 5, 6]])
        #expect(AreaAverage.reduce(image, width: 3, height: 2) == image)
        #expect(AreaAverage.reduce(image, width: 4, height: 2) == nil)
        #expect(AreaAverage.reduce(image, width: 3, height: 0) == nil)
        #expect(AreaAverage.thumbnail(image, maxWidth: 8) == image)
        // 750 × 1334 at 240 wide: 1334 · 240 / 750 = 426.88 → 427 rows.
        let white = [UInt8](repeating: 255, count: 750 * 1334 * 4)
        let frame = try #require(RGBAImage(width: 750, height: 1334, bytes: white))
        let thumbnail = AreaAverage.thumbnail(frame, maxWidth: 240)
        #expect(thumbnail.width == 240 && thumbnail.height == 427)
        #expect(thumbnail.bytes.allSatisfy { $0 == 255 })
    }

    /// Reducing again only the rows a change reaches gives the whole reduction.
    @Test func onlyTheChangedRowsAreReducedAgain() throws {
        let white = [[UInt8]](repeating: [UInt8](repeating: 255, count: 6), count: 9)
        var changed = white
        changed[4][2] = 0
        let before = try #require(AreaAverage.reduce(Self.grey(white), width: 4, height: 4))
        let whole = try #require(AreaAverage.reduce(Self.grey(changed), width: 4, height: 4))
        #expect(AreaAverage.reduce(Self.grey(changed), changedRows: 4..<5, over: before) == whole)
        #expect(whole != before)
        #expect(AreaAverage.reduce(Self.grey(changed), changedRows: 0..<0, over: before) == before, "nothing changed")
    }

    /// Whatever the sizes, an output's overlaps sum to the input's length.
    @Test func everyFootprintIsWhole() {
        for (size, count) in [(750, 240), (1334, 427), (7, 7), (5, 2), (2001, 1)] {
            for spans in AreaAverage.spans(from: size, to: count) {
                #expect(spans.map(\.weight).reduce(0, +) == size, "\(size) → \(count)")
                #expect(spans.allSatisfy { $0.weight > 0 })
            }
        }
    }
}
