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

    /// SPEC §4's formula summed pixel by pixel: every input pixel's overlap with the output
    /// pixel's footprint, in units of 1/(W·w) by 1/(H·h).
    static func reference(_ image: RGBAImage, width: Int, height: Int) -> [UInt8] {
        let (inWidth, inHeight) = (image.width, image.height)
        func overlap(_ input: Int, _ output: Int, inputs: Int, outputs: Int) -> Int {
            max(0, min((input + 1) * outputs, (output + 1) * inputs) - max(input * outputs, output * inputs))
        }
        var out: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                var sums = [0, 0, 0, 0]
                for row in 0..<inHeight {
                    let oy = overlap(row, y, inputs: inHeight, outputs: height)
                    guard oy > 0 else { continue }
                    for column in 0..<inWidth {
                        let o = oy * overlap(column, x, inputs: inWidth, outputs: width)
                        let pixel = (row * inWidth + column) * 4, a = Int(image.bytes[pixel + 3])
                        for channel in 0..<3 { sums[channel] += o * a * Int(image.bytes[pixel + channel]) }
                        sums[3] += o * a
                    }
                }
                let weight = sums[3], area = inWidth * inHeight
                out += (0..<3).map { weight > 0 ? UInt8((2 * sums[$0] + weight) / (2 * weight)) : 0 }
                out.append(UInt8((2 * weight + area) / (2 * area)))
            }
        }
        return out
    }

    /// Translucent noise at sizes whose footprints share rows and columns, or fall on whole
    /// pixels: the reduction is the formula's, exactly.
    @Test func theReductionIsTheFormulasExactly() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        for (inWidth, inHeight, width, height) in [
            (13, 11, 4, 5), (17, 9, 17, 3), (10, 20, 5, 10), (7, 23, 3, 7), (31, 1, 9, 1),
        ] {
            let image = try #require(
                RGBAImage(width: inWidth, height: inHeight, bytes: (0..<inWidth * inHeight * 4).map { _ in next() }))
            let reduced = try #require(AreaAverage.reduce(image, width: width, height: height))
            #expect(
                reduced.bytes == Self.reference(image, width: width, height: height),
                "\(inWidth)×\(inHeight) → \(width)×\(height)")
        }
    }
}
