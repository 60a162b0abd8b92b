import Compare
import Raster
import TestSupport
import Testing

/// Ignored pixels, `--max-diff` limits and the bounds of the differences (SPEC §3, §4).
struct IgnoreAndLimitTests {
    typealias T = TestImages

    /// White 6×6 with a 2×2 black square at (3, 2) in the actual image.
    static let expected = T.image(Array(repeating: "WWWWWW", count: 6))
    static let actual = T.image(["WWWWWW", "WWWWWW", "WWWBBW", "WWWBBW", "WWWWWW", "WWWWWW"])

    @Test func diffBoundsAreExact() {
        let result = PixelMatch.compare(Self.expected, Self.actual)
        #expect(result.differentPixels == 4)
        #expect(result.diffBounds == PixelRect(x: 3, y: 2, width: 2, height: 2))
        #expect(PixelMatch.compare(Self.expected, Self.expected).diffBounds == nil)
        // Two far-apart pixels span the rectangle between them, on one thread or several.
        let (a, b) = (
            T.image(Array(repeating: "WWWWWW", count: 6)),
            T.image(["BWWWWW", "WWWWWW", "WWWWWW", "WWWWWW", "WWWWWW", "WWWWWB"])
        )
        for threads in [1, 3] {
            #expect(PixelMatch.compare(a, b, threads: threads).diffBounds == PixelRect(x: 0, y: 0, width: 6, height: 6))
        }
    }

    @Test func anIgnoredRectangleOverTheOnlyChangeCountsNothing() throws {
        let ignore = IgnoredPixels(rectangles: [PixelRect(x: 3, y: 2, width: 2, height: 2)])
        let result = try PixelMatch.compare(Self.expected, Self.actual, ignoring: ignore, diff: true)
        #expect(result.differentPixels == 0)
        #expect(result.diffBounds == nil)
        #expect(result.ignoredPixels == 4)
        // Hatched, not red: pixels on a stripe ((x + y) mod 8 < 2) are blue, the others grey.
        let diff = try #require(result.diff)
        for (x, y) in [(3, 2), (4, 2), (3, 3), (4, 3)] {
            let rgba = T.rgba(diff, x, y)
            #expect(rgba != [255, 0, 0, 255])
            let c = PixelMatch.ignoredColor
            #expect((rgba == [c.red, c.green, c.blue, 255]) == ((x + y) % 8 < 2), "(\(x), \(y))")
        }
        // Partly covered: only the uncovered pixels count; rectangles may leave the image.
        let half = try PixelMatch.compare(
            Self.expected, Self.actual,
            ignoring: IgnoredPixels(rectangles: [PixelRect(x: 4, y: 0, width: 100, height: 100)]))
        #expect(half.differentPixels == 2)
        #expect(half.diffBounds == PixelRect(x: 3, y: 2, width: 1, height: 2))
        #expect(half.ignoredPixels == 12)
    }

    @Test func aMaskOverTheOnlyChangeCountsNothing() throws {
        // Mask alpha ≥ 128 is ignored: 128 over the square, 127 elsewhere.
        var bytes = [UInt8](repeating: 0, count: 6 * 6 * 4)
        for y in 0..<6 {
            for x in 0..<6 { bytes[(y * 6 + x) * 4 + 3] = (3...4).contains(x) && (2...3).contains(y) ? 128 : 127 }
        }
        let mask = try #require(RGBAImage(width: 6, height: 6, bytes: bytes))
        let result = try PixelMatch.compare(Self.expected, Self.actual, ignoring: IgnoredPixels(mask: mask))
        #expect(result.differentPixels == 0)
        #expect(result.ignoredPixels == 4)
        #expect(throws: IgnoreError.maskSize(maskWidth: 1, maskHeight: 1, width: 6, height: 6)) {
            try PixelMatch.compare(Self.expected, Self.actual, ignoring: IgnoredPixels(mask: T.pixel([0, 0, 0, 255])))
        }
    }

    @Test func ignoringKeepsPixelmatchsVerdictEverywhereElse() throws {
        // Every pixel outside the ignored area is drawn exactly as without it: anti-aliasing
        // beside the area still reads the real neighbours.
        let (a, b) = T.randomPair(width: 120, height: 90, seed: 7)
        let area = PixelRect(x: 30, y: 20, width: 41, height: 33)
        let plain = PixelMatch.compare(a, b, diff: true)
        let ignoring = try PixelMatch.compare(a, b, ignoring: IgnoredPixels(rectangles: [area]), diff: true)
        let plainDiff = try #require(plain.diff), ignoringDiff = try #require(ignoring.diff)
        var hidden = 0
        for y in 0..<90 {
            for x in 0..<120 {
                let inside =
                    area.intersection(PixelRect(x: x, y: y, width: 1, height: 1))
                    == PixelRect(x: x, y: y, width: 1, height: 1)
                if inside {
                    if T.rgba(plainDiff, x, y) == [255, 0, 0, 255] { hidden += 1 }
                } else {
                    #expect(T.rgba(plainDiff, x, y) == T.rgba(ignoringDiff, x, y), "(\(x), \(y))")
                }
            }
        }
        #expect(hidden > 0, "the area must cover some differences")
        #expect(ignoring.differentPixels == plain.differentPixels - hidden)
        #expect(ignoring.ignoredPixels == 41 * 33)
    }

    @Test func rectanglesParse() throws {
        #expect(try IgnoredPixels.rectangle(parsing: "10,20,30,40") == PixelRect(x: 10, y: 20, width: 30, height: 40))
        #expect(try IgnoredPixels.rectangle(parsing: " 0, 0 ,1,1 ") == PixelRect(x: 0, y: 0, width: 1, height: 1))
        for bad in ["1,2,3", "1,2,3,4,5", "1,2,0,4", "-1,2,3,4", "a,b,c,d", "1,2,3,4.5", "", "1 2,3,4,5"] {
            #expect(throws: IgnoreError.notARectangle(bad)) { try IgnoredPixels.rectangle(parsing: bad) }
        }
    }

    @Test func limitsParseAndRoundTrip() throws {
        #expect(try DiffLimit(parsing: "0") == .exact)
        #expect(try DiffLimit(parsing: "250") == .pixels(250))
        #expect(try DiffLimit(parsing: "1%") == .percent(millionths: 1_000_000))
        #expect(try DiffLimit(parsing: "0.25%") == .percent(millionths: 250_000))
        #expect(try DiffLimit(parsing: ".5%") == .percent(millionths: 500_000))
        #expect(try DiffLimit(parsing: "100%") == .percent(millionths: 100_000_000))
        for text in ["0", "250", "1%", "0.25%", "0.000001%", "100%"] {
            #expect(try DiffLimit(parsing: text).description == text)
        }
        for bad in ["", "-1", "1.5", "%", "100.000001%", "101%", "1e2%", "0.0000001%", "1.%", " 1%", "1 %", "+1"] {
            #expect(throws: DiffLimitError.notALimit(bad)) { try DiffLimit(parsing: bad) }
        }
    }

    @Test func percentLimitBoundary() throws {
        // 800 of 250 125 pixels: 1% allows 2 501, 0.1% allows 250.
        let total = 250_125
        #expect(try DiffLimit(parsing: "1%").allowedPixels(ofTotal: total) == 2_501)
        #expect(try DiffLimit(parsing: "0.1%").allowedPixels(ofTotal: total) == 250)
        // Exactly on the boundary: 1% of 200 is 2 pixels, allowed; 3 are not.
        let image = T.image(Array(repeating: String(repeating: "W", count: 20), count: 10))
        func changed(_ count: Int) -> RGBAImage {
            var bytes = image.bytes
            for i in 0..<count { bytes[i * 4 * 7] = 0; bytes[i * 4 * 7 + 1] = 0; bytes[i * 4 * 7 + 2] = 0 }
            return RGBAImage(width: 20, height: 10, bytes: bytes)!
        }
        let percent = try DiffLimit(parsing: "1%")
        #expect(PixelMatch.compare(image, changed(2)).differentPixels == 2)
        #expect(!PixelMatch.compare(image, changed(2)).exceeds(percent))
        #expect(PixelMatch.compare(image, changed(3)).exceeds(percent))
        #expect(DiffLimit.percent(millionths: 100_000_000).allowedPixels(ofTotal: Int.max) == Int.max)
    }
}
