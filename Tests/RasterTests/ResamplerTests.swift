import Raster
import TestSupport
import Testing

@Suite struct ResamplerTests {
    // MARK: Quality against the Double reference

    struct QualityCase: Sendable, CustomStringConvertible {
        let source: (width: Int, height: Int)
        let target: (width: Int, height: Int)
        let aspectFill: Bool
        let alpha: Bool
        var description: String {
            "\(source.width)×\(source.height) → \(target.width)×\(target.height)"
                + (aspectFill ? " aspect-fill" : " resize") + (alpha ? " with alpha" : "")
        }
    }

    static let qualityCases: [QualityCase] = [
        QualityCase(source: (180, 120), target: (100, 40), aspectFill: true, alpha: false),  // 0.56×, crops rows
        QualityCase(source: (48, 40), target: (120, 90), aspectFill: true, alpha: false),  // 2.5×, crops columns
        QualityCase(source: (240, 160), target: (40, 30), aspectFill: false, alpha: false),  // 6× and 5.3× down
        QualityCase(source: (150, 100), target: (64, 48), aspectFill: false, alpha: true),
        QualityCase(source: (30, 50), target: (75, 60), aspectFill: true, alpha: true),  // tall, enlarged
    ]

    @Test(arguments: qualityCases)
    func smoothImagesMatchTheDoubleLanczosReference(_ c: QualityCase) throws {
        let source = TestImages.smooth(width: c.source.width, height: c.source.height, alpha: c.alpha)
        let (w, h) = c.target
        let result = try #require(
            c.aspectFill
                ? Resampler.aspectFill(source, width: w, height: h)
                : Resampler.resize(source, width: w, height: h))
        let reference =
            c.aspectFill
            ? ReferenceResampler.aspectFill(source, width: w, height: h)
            : ReferenceResampler.resize(source, width: w, height: h)
        #expect(TestImages.psnr(result, reference) >= 35)
        // Stricter than the spec: fixed point and the 8-bit intermediate cost at most ~1 level.
        let worst = zip(result.bytes, reference).map { abs(Double($0) - $1) }.max() ?? 0
        #expect(worst <= 1.5)
    }

    // MARK: Aliasing and enlargement

    /// 1-px black/white stripes across x (or y): the finest pattern an image can hold.
    static func stripes(width: Int, height: Int, vertical: Bool) -> Pixmap {
        var bytes = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                let v: UInt8 = (vertical ? x : y) % 2 == 0 ? 0 : 255
                bytes += [v, v, v, 255]
            }
        }
        return Pixmap(width: width, height: height, premultipliedBytes: bytes)!
    }

    /// Red channel of the pixels at least `margin` away from every edge (edge replication makes
    /// the border legitimately lighter or darker).
    static func interior(_ values: [Double], width: Int, height: Int, margin: Int) -> [Double] {
        var out: [Double] = []
        for y in margin..<(height - margin) {
            for x in margin..<(width - margin) { out.append(values[(y * width + x) * 4]) }
        }
        return out
    }

    @Test(arguments: [true, false])
    func reducingOnePixelStripesBy4Point3GivesUniformGrey(vertical: Bool) throws {
        let (sw, sh, w, h) = vertical ? (301, 129, 70, 30) : (129, 301, 30, 70)
        let source = Self.stripes(width: sw, height: sh, vertical: vertical)
        let result = try #require(Resampler.resize(source, width: w, height: h))
        let grey = TestImages.meanAndDeviation(
            Self.interior(result.bytes.map(Double.init), width: w, height: h, margin: 4))
        #expect(abs(grey.mean - 127.5) < 2)
        #expect(grey.deviation < 2)

        // The same measure on a filter that is not widened shows the test can fail.
        let narrow = ReferenceResampler.resize(source, width: w, height: h, widen: false)
        #expect(TestImages.meanAndDeviation(Self.interior(narrow, width: w, height: h, margin: 4)).deviation > 20)
    }

    @Test func enlargingAStepEdgeGivesIntermediateValues() throws {
        var bytes = [UInt8]()
        for _ in 0..<4 {
            for x in 0..<16 { bytes += x < 8 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
        }
        let source = try #require(Pixmap(width: 16, height: 4, premultipliedBytes: bytes))
        let result = try #require(Resampler.resize(source, width: 32, height: 8))
        let row = (0..<32).map { result.pixel(x: $0, y: 3).red }
        #expect(row[0] == 0 && row[31] == 255)
        #expect(row.contains { $0 > 48 && $0 < 208 })
        #expect(Set(row).count >= 5)
    }

    // MARK: Geometry

    @Test func outputHasExactlyTheRequestedSize() throws {
        let source = TestImages.noise(width: 23, height: 17, seed: 1)
        for (w, h) in [(1, 1), (1, 40), (40, 1), (7, 5), (23, 17), (100, 3), (64, 64)] {
            let filled = try #require(Resampler.aspectFill(source, width: w, height: h))
            let resized = try #require(Resampler.resize(source, width: w, height: h))
            #expect(filled.width == w && filled.height == h && filled.bytes.count == w * h * 4)
            #expect(resized.width == w && resized.height == h && resized.bytes.count == w * h * 4)
        }
    }

    @Test func sameSizeIsTheIdentity() throws {
        let source = TestImages.noise(width: 37, height: 23, seed: 2)
        #expect(Resampler.aspectFill(source, width: 37, height: 23) == source)
        #expect(Resampler.resize(source, width: 37, height: 23) == source)
    }

    @Test func wholePixelCropsAtScaleOneAreExact() throws {
        let wide = TestImages.noise(width: 60, height: 20, seed: 3)
        #expect(
            Resampler.aspectFill(wide, width: 50, height: 20)
                == wide.cropped(to: PixelRect(x: 5, y: 0, width: 50, height: 20)))
        let tall = TestImages.noise(width: 20, height: 60, seed: 4)
        #expect(
            Resampler.aspectFill(tall, width: 20, height: 50)
                == tall.cropped(to: PixelRect(x: 0, y: 5, width: 20, height: 50)))
    }

    /// A source with a red band on one side and a blue band on the other, white between.
    static func banded(length: Int, across: Int, band: Int, wide: Bool) -> Pixmap {
        let (w, h) = wide ? (length, across) : (across, length)
        var bytes = [UInt8]()
        for y in 0..<h {
            for x in 0..<w {
                let t = wide ? x : y
                bytes += t < band ? [255, 0, 0, 255] : t >= length - band ? [0, 0, 255, 255] : [255, 255, 255, 255]
            }
        }
        return Pixmap(width: w, height: h, premultipliedBytes: bytes)!
    }

    @Test(arguments: [true, false])
    func aspectFillCropsCentredAndSymmetric(wide: Bool) throws {
        // 80 × 20 into 30 × 10: s = 0.5, the scaled 40-px length loses 5 px on each side, so
        // each 20-px (scaled: 10-px) band keeps 5 px.
        let source = Self.banded(length: 80, across: 20, band: 20, wide: wide)
        let (w, h) = wide ? (30, 10) : (10, 30)
        let result = try #require(Resampler.aspectFill(source, width: w, height: h))
        func pixel(_ t: Int) -> PremultipliedColor { wide ? result.pixel(x: t, y: 5) : result.pixel(x: 5, y: t) }
        let red = (0..<30).filter { pixel($0).red > 200 && pixel($0).green < 60 }
        let blue = (0..<30).filter { pixel($0).blue > 200 && pixel($0).green < 60 }
        #expect(red == [0, 1, 2, 3, 4])
        #expect(blue == [25, 26, 27, 28, 29])
        #expect(pixel(15) == PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255))
        // Mirror images of each other, red for blue, within the fixed-point rounding.
        let asymmetric = (0..<30).filter { t in
            let a = pixel(t), b = pixel(29 - t)
            return abs(Int(a.red) - Int(b.blue)) > 1 || abs(Int(a.green) - Int(b.green)) > 1
        }
        #expect(asymmetric.isEmpty)
    }

    @Test func aspectFillWithTheSourceAspectIsAPlainResize() throws {
        let source = TestImages.noise(width: 64, height: 40, seed: 5)
        #expect(Resampler.aspectFill(source, width: 24, height: 15) == Resampler.resize(source, width: 24, height: 15))
    }

    // MARK: Exactness and invariants

    @Test func aFlatColourStaysExactlyThatColour() throws {
        let colour = PremultipliedColor(red: 10, green: 100, blue: 151, alpha: 200)
        let source = try #require(Pixmap(width: 41, height: 29, filledWith: colour))
        for (w, h) in [(13, 7), (200, 150), (3, 90), (41, 29), (1, 1)] {
            let result = try #require(Resampler.resize(source, width: w, height: h))
            #expect(result == Pixmap(width: w, height: h, filledWith: colour))
        }
    }

    @Test func noiseStaysValidPremultipliedRGBA() throws {
        let source = TestImages.noise(width: 53, height: 31, seed: 6)
        for (w, h) in [(17, 11), (160, 90), (5, 120), (53, 31)] {
            for result in [
                Resampler.resize(source, width: w, height: h), Resampler.aspectFill(source, width: w, height: h),
            ] {
                let r = try #require(result)
                #expect(Pixmap(width: w, height: h, premultipliedBytes: r.bytes) != nil)
            }
        }
    }

    @Test func resultsAreReproducible() throws {
        let source = TestImages.noise(width: 90, height: 70, seed: 7)
        #expect(
            Resampler.aspectFill(source, width: 33, height: 61) == Resampler.aspectFill(source, width: 33, height: 61))
    }

    @Test func coordinatesFarOutsideTheSourceSeeTheEdgePixel() throws {
        let source = TestImages.noise(width: 4, height: 4, seed: 8)
        let corner = source.pixel(x: 3, y: 3)
        for mapping in [
            Resampler.Mapping(scale: 1, origin: 1e6), Resampler.Mapping(scale: .leastNonzeroMagnitude, origin: 0),
        ] {
            let result = try #require(
                Resampler.resample(source, width: 3, height: 2, horizontal: mapping, vertical: mapping))
            #expect(result == Pixmap(width: 3, height: 2, filledWith: corner))
        }
    }

    @Test func impossibleRequestsGiveNil() {
        let source = TestImages.noise(width: 8, height: 8, seed: 9)
        #expect(Resampler.aspectFill(source, width: 0, height: 10) == nil)
        #expect(Resampler.aspectFill(source, width: 10, height: -1) == nil)
        #expect(Resampler.resize(source, width: 0, height: 0) == nil)
        #expect(Resampler.resize(source, width: -4, height: 4) == nil)
        let good = Resampler.Mapping(scale: 1, origin: 0)
        for bad in [
            Resampler.Mapping(scale: 0, origin: 0), Resampler.Mapping(scale: -1, origin: 0),
            Resampler.Mapping(scale: .nan, origin: 0), Resampler.Mapping(scale: .infinity, origin: 0),
            Resampler.Mapping(scale: 1, origin: .nan), Resampler.Mapping(scale: 1, origin: -.infinity),
        ] {
            #expect(Resampler.resample(source, width: 4, height: 4, horizontal: bad, vertical: good) == nil)
            #expect(Resampler.resample(source, width: 4, height: 4, horizontal: good, vertical: bad) == nil)
        }
    }

    @Test func mappingSourceCoordinateFollowsTheFormula() {
        let m = Resampler.Mapping(scale: 2.5, origin: -3)
        #expect(m.sourceCoordinate(0) == -3)
        #expect(m.sourceCoordinate(10) == 1)
    }
}

@Suite struct AspectFillWindowTests {
    /// A window of the aspect-fill filters only what it shows, and shows the same picture as a
    /// crop of the whole aspect-fill (to within the intermediate's rounding).
    @Test(arguments: [
        PixelRect(x: 0, y: 0, width: 60, height: 40), PixelRect(x: 0, y: 0, width: 60, height: 400),
        PixelRect(x: 10, y: 37, width: 25, height: 90),
    ])
    func aWindowIsACropOfTheWholeAspectFill(window: PixelRect) throws {
        let source = TestImages.noise(width: 90, height: 50, seed: 7)
        let whole = try #require(Resampler.aspectFill(source, width: 60, height: 400))
        let part = try #require(Resampler.aspectFill(source, width: 60, height: 400, window: window))
        let crop = try #require(whole.cropped(to: window))
        #expect(part.width == window.width && part.height == window.height)
        let largest = zip(part.bytes, crop.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(largest <= 1)
        if window == PixelRect(x: 0, y: 0, width: 60, height: 400) { #expect(part == whole) }
    }

    /// A part of the source holding `aspectFillSourceRect` (or more) gives the very pixels of the
    /// whole source, whichever pass runs first; a part lacking a pixel some tap reads gives nil.
    @Test func aPartOfTheSourceGivesTheWholeSourcesPixels() throws {
        let source = TestImages.noise(width: 90, height: 50, seed: 5)
        for (width, height) in [(60, 400), (400, 20), (33, 61), (200, 30), (1, 1)] {
            for window in [
                PixelRect(x: 0, y: 0, width: width, height: height),
                PixelRect(x: width / 4, y: height / 3, width: max(1, width / 2), height: max(1, height / 3)),
            ] {
                let whole = try #require(Resampler.aspectFill(source, width: width, height: height, window: window))
                let needed = try #require(
                    Resampler.aspectFillSourceRect(
                        sourceWidth: 90, sourceHeight: 50, width: width,
                        height: height, window: window))
                for grow in [0, 1, 9] {
                    let rect = PixelRect(
                        x: needed.x - grow, y: needed.y - grow, width: needed.width + 2 * grow + 1,
                        height: needed.height + 2 * grow + 1
                    ).intersection(PixelRect(x: 0, y: 0, width: 90, height: 50))
                    let pixels = try #require(source.cropped(to: rect))
                    let part = try #require(ImagePart(pixels, x: rect.x, y: rect.y, fullWidth: 90, fullHeight: 50))
                    #expect(
                        Resampler.aspectFill(part, width: width, height: height, window: window) == whole,
                        "\(width)×\(height), window \(window), part \(rect)")
                }
                if needed.width > 1 {
                    let short = PixelRect(x: needed.x + 1, y: needed.y, width: needed.width - 1, height: needed.height)
                    let pixels = try #require(source.cropped(to: short))
                    let part = try #require(ImagePart(pixels, x: short.x, y: short.y, fullWidth: 90, fullHeight: 50))
                    #expect(Resampler.aspectFill(part, width: width, height: height, window: window) == nil)
                }
            }
        }
    }

    @Test func anEmptyWindowIsNil() {
        let source = TestImages.noise(width: 9, height: 5, seed: 1)
        #expect(
            Resampler.aspectFill(source, width: 6, height: 40, window: PixelRect(x: 0, y: 0, width: 0, height: 4))
                == nil)
    }
}

@Suite struct ResamplerSplittingTests {
    /// Each pass cut into pieces, run in any order (here backwards), gives the very pixels of one
    /// piece, whichever pass runs first (the tall and the wide box choose different orders).
    @Test(arguments: [2, 3, 7, 1000])
    func piecesGiveThePixelsOfOne(parts: Int) throws {
        let source = TestImages.noise(width: 90, height: 50, seed: 11)
        let backwards = WorkSplitter(parts: parts) { count, part in
            for index in (0..<count).reversed() { part(index) }
        }
        for (width, height) in [(60, 400), (400, 20), (33, 61), (1, 1)] {
            for window in [
                PixelRect(x: 0, y: 0, width: width, height: height),
                PixelRect(x: 0, y: height / 3, width: width, height: max(1, height / 2)),
            ] {
                let whole = try #require(Resampler.aspectFill(source, width: width, height: height, window: window))
                let split = try #require(
                    Resampler.aspectFill(
                        source, width: width, height: height, window: window,
                        splitter: backwards))
                #expect(split == whole, "\(width)×\(height), window \(window), \(parts) parts")
            }
        }
    }
}
