import Compare
import Raster
import TestSupport
import Testing

/// Whole-image behaviour of SPEC §4 on small hand-drawn images.
struct PixelMatchTests {
    typealias T = TestImages

    static let red: [UInt8] = [255, 0, 0, 255]
    static let yellow: [UInt8] = [255, 255, 0, 255]

    /// `diffIfIdentical: false` leaves out the grey diff of byte-identical images only: images
    /// that differ get the diff `diff: true` draws, and the counts are the same either way.
    @Test func noDiffIsDrawnForIdenticalImagesWhenNoneIsWanted() throws {
        let white = T.image(["WWWW", "WWWW"]), changed = T.image(["WWWW", "WBBW"])
        let same = try PixelMatch.compare(white, white, ignoring: .none, diff: true, diffIfIdentical: false)
        #expect(same.identical && same.diff == nil)
        #expect(try PixelMatch.compare(white, white, ignoring: .none, diff: true).diff != nil)
        let drawn = try PixelMatch.compare(white, changed, ignoring: .none, diff: true, diffIfIdentical: false)
        let always = PixelMatch.compare(white, changed, diff: true)
        #expect(drawn.diff != nil && drawn.diff == always.diff && drawn.differentPixels == always.differentPixels)
    }

    @Test func thresholdMapsTo35215TimesItsSquare() {
        // Black against white: |delta| = 32857.13. 35215 · 0.96² = 32454.1 lies below it,
        // 35215 · 0.97² = 33133.8 above. A 1×1 image has no neighbours, so no anti-aliasing.
        let black = T.pixel([0, 0, 0, 255]), white = T.pixel([255, 255, 255, 255])
        #expect(PixelMatch.compare(black, white, options: PixelMatchOptions(threshold: 0.96)).differentPixels == 1)
        #expect(PixelMatch.compare(black, white, options: PixelMatchOptions(threshold: 0.97)).differentPixels == 0)
    }

    @Test func thresholdZeroCountsEveryVisibleChange() {
        // One step in red is far below the default threshold but above 0.
        let a = T.pixel([10, 10, 10, 255]), b = T.pixel([11, 10, 10, 255])
        #expect(PixelMatch.compare(a, b).differentPixels == 0)
        #expect(PixelMatch.compare(a, b, options: PixelMatchOptions(threshold: 0)).differentPixels == 1)
        // Two fully transparent pixels look the same whatever their colour bytes.
        let c = T.pixel([0, 0, 0, 0]), d = T.pixel([200, 9, 9, 0])
        let hidden = PixelMatch.compare(c, d, options: PixelMatchOptions(threshold: 0))
        #expect(hidden.differentPixels == 0)
        #expect(!hidden.identical)
    }

    @Test func hardEdgeIsCounted() {
        // Three new black columns on white: each changed pixel has 3+ equal neighbours in the
        // second image (or none darker and brighter in the first), so none is anti-aliasing.
        let expected = T.image(Array(repeating: "WWWWWW", count: 6))
        let actual = T.image(Array(repeating: "BBBWWW", count: 6))
        let result = PixelMatch.compare(expected, actual)
        #expect(result.differentPixels == 18)
        #expect(result.totalPixels == 36)
        #expect(!result.identical && !result.sizeMismatch)
    }

    @Test func antialiasedEdgeIsIgnoredUnlessIncluded() {
        // A hard black|white edge gains a grey 1-px column. In the second image each grey
        // pixel has a darker and a brighter neighbour, both sitting in flat areas of both
        // images: anti-aliasing, drawn yellow and not counted. The border rows (y = 0 and 5)
        // start their zero count at 1 and still qualify (1 + 1 equal neighbour ≤ 2).
        let expected = T.image(Array(repeating: "BBBWWW", count: 6))
        let actual = T.image(Array(repeating: "BBBGWW", count: 6))
        let ignored = PixelMatch.compare(expected, actual, diff: true)
        #expect(ignored.differentPixels == 0)
        let diff = try! #require(ignored.diff)
        for y in 0..<6 { #expect(T.rgba(diff, 3, y) == Self.yellow, "row \(y)") }
        let included = PixelMatch.compare(expected, actual, options: PixelMatchOptions(includeAA: true), diff: true)
        #expect(included.differentPixels == 6)
        #expect(T.rgba(try! #require(included.diff), 3, 0) == Self.red)
    }

    @Test func flatNeighboursMustBeFlatInBothImages() {
        // The second image has the grey AA column of the test above, but in the first image
        // the darkest and brightest neighbours of (2, 1), at (1, 0) and (3, 0), have only one
        // twin each (plus 1 for the border). Flat in one image is not enough: a real difference.
        let expected = T.image(["12341", "23412", "34123"])
        let actual = T.image(["BBGWW", "BBGWW", "BBGWW"])
        let diff = try! #require(PixelMatch.compare(expected, actual, diff: true).diff)
        #expect(T.rgba(diff, 2, 1) == Self.red)
    }

    @Test func borderPixelStartsItsZeroCountAtOne() {
        // (2, 0) turns white → grey. In the second image its 5 neighbours are B, G, G, W, W:
        // two equal ones plus the border's 1 make 3 > 2, so it is not anti-aliasing and counts.
        // (Counting from 0 would find a darker and a brighter neighbour with many siblings,
        // call it anti-aliasing and report 0.)
        let expected = T.image(["BBWWW", "BGGWW", "BGGWW"])
        let actual = T.image(["BBGWW", "BGGWW", "BGGWW"])
        #expect(PixelMatch.compare(expected, actual).differentPixels == 1)
    }

    @Test func siblingCountOnTheBorderStartsAtOne() {
        // (1, 2) turns W → G. Its darkest neighbour is (0, 1), a B on the left border with two
        // B twins: 1 + 2 = 3 makes it flat in both images, so the centre is anti-aliasing.
        // Its brightest neighbour (2, 1) has no twin, so the border's 1 decides the outcome.
        let expected = T.image(["BGL", "BGW", "BWL", "BGL", "BGL"])
        let actual = T.image(["BGL", "BGW", "BGL", "BGL", "BGL"])
        #expect(PixelMatch.compare(expected, actual).differentPixels == 0)
        #expect(PixelMatch.compare(expected, actual, options: PixelMatchOptions(includeAA: true)).differentPixels == 1)
    }

    @Test func neighboursAreVisitedColumnsFirst() {
        // The centre (2, 2) turns 1 → G. In the second image its two brightest neighbours tie:
        // left (1, 2) and top (2, 1), both W. Columns outer visits left first; left has three
        // W neighbours in both images, so the centre is anti-aliasing. Rows outer would pick
        // top (one W neighbour), and the darkest neighbour "1" at (2, 3) has no twin either,
        // so the pixel would count.
        let expected = T.image(["RRRRR", "WGW2R", "WW1GR", "R314R", "RRRRR"])
        let actual = T.image(["RRRRR", "WGW2R", "WWGGR", "R314R", "RRRRR"])
        #expect(PixelMatch.compare(expected, actual).differentPixels == 0)
        #expect(PixelMatch.compare(expected, actual, options: PixelMatchOptions(includeAA: true)).differentPixels == 1)
    }

    @Test func transparencyDependsOnTheBackground() {
        // Transparent against white: over white they look the same; over the checkerboard
        // (48, 48, 48 at k = 0) the transparent pixel is dark grey.
        let clear = T.pixel([0, 0, 0, 0]), white = T.pixel([255, 255, 255, 255])
        #expect(PixelMatch.compare(clear, white).differentPixels == 1)
        #expect(PixelMatch.compare(clear, white, options: PixelMatchOptions(checkerboard: false)).differentPixels == 0)
    }

    @Test func diffImageColours() {
        // Column 0 turns black (second darker: alt colour), column 1 turns white (second
        // brighter: diff colour), column 2 is unchanged (grey of the first image, truncated).
        let expected = T.image(["WBG", "WBG", "WBG", "WBG"])
        let actual = T.image(["BWG", "BWG", "BWG", "BWG"])
        let alt = Color(red: 0, green: 0, blue: 255)
        let result = PixelMatch.compare(expected, actual, options: PixelMatchOptions(diffColorAlt: alt), diff: true)
        #expect(result.differentPixels == 8)
        let diff = try! #require(result.diff)
        #expect(diff.width == 3 && diff.height == 4)
        #expect(T.rgba(diff, 0, 1) == [0, 0, 255, 255])
        #expect(T.rgba(diff, 1, 1) == Self.red)
        #expect(T.rgba(diff, 2, 1) == [242, 242, 242, 255])
        // Without an alt colour both directions use the diff colour.
        let plain = try! #require(PixelMatch.compare(expected, actual, diff: true).diff)
        #expect(T.rgba(plain, 0, 1) == Self.red)
        // A custom diff colour and alpha 1 (the grey keeps the full luma: 128.0000013 → 128).
        let custom = PixelMatchOptions(alpha: 1, diffColor: Color(red: 1, green: 2, blue: 3))
        let customDiff = try! #require(PixelMatch.compare(expected, actual, options: custom, diff: true).diff)
        #expect(T.rgba(customDiff, 1, 1) == [1, 2, 3, 255])
        #expect(T.rgba(customDiff, 2, 1) == [128, 128, 128, 255])
    }

    @Test func diffMaskDrawsOnlyDifferences() {
        // The AA column stays transparent in mask mode, like the unchanged pixels.
        let expected = T.image(["BBBWWW", "BBBWWW", "BBBWWW", "WWWWWW"])
        let actual = T.image(["BBBGWW", "BBBGWW", "BBBGWW", "WWWWWR"])
        let result = PixelMatch.compare(expected, actual, options: PixelMatchOptions(diffMask: true), diff: true)
        let diff = try! #require(result.diff)
        #expect(result.differentPixels == 1)
        #expect(T.rgba(diff, 5, 3) == Self.red)
        #expect(T.rgba(diff, 3, 1) == [0, 0, 0, 0])
        #expect(T.rgba(diff, 0, 0) == [0, 0, 0, 0])
        #expect(stride(from: 3, to: diff.bytes.count, by: 4).filter { diff.bytes[$0] != 0 }.count == 1)
    }

    @Test func identicalInputs() {
        let image = T.image(["BGW", "RTW"])
        let result = PixelMatch.compare(image, image, diff: true)
        #expect(result.identical && result.differentPixels == 0 && !result.sizeMismatch)
        #expect(result.totalPixels == 6 && result.width == 3 && result.height == 2)
        // The identical fast path still draws the grey image: black 229, grey 242, white 255,
        // red 255 − (255 − 76.2183) · 0.1 = 237.12 → 237, transparent → 255.
        let diff = try! #require(result.diff)
        #expect(
            diff.bytes == [
                229, 229, 229, 255, 242, 242, 242, 255, 255, 255, 255, 255,
                237, 237, 237, 255, 255, 255, 255, 255, 255, 255, 255, 255,
            ])
        let mask = PixelMatch.compare(image, image, options: PixelMatchOptions(diffMask: true), diff: true)
        #expect(mask.diff?.bytes == [UInt8](repeating: 0, count: 24))
        #expect(PixelMatch.compare(image, image).diff == nil)
    }

    @Test func sizeMismatchComparesNothing() {
        let result = PixelMatch.compare(T.image(["WW", "WW"]), T.image(["WWW", "WWW"]), diff: true)
        #expect(result.sizeMismatch && !result.identical)
        #expect(result.differentPixels == 0 && result.diff == nil)
        #expect((result.width, result.height, result.totalPixels) == (2, 2, 4))
        #expect(result.exceeds(maxDiff: 1_000))
    }

    @Test func maxDiffDecidesFailure() {
        let result = PixelMatch.compare(T.image(["WWWW"]), T.image(["BBWW"]))
        #expect(result.differentPixels == 2)
        #expect(result.exceeds(maxDiff: 1))
        #expect(!result.exceeds(maxDiff: 2))
    }

    @Test(arguments: [false, true])
    func threadsDoNotChangeTheResult(diffMask: Bool) {
        let (a, b) = T.randomPair(width: 300, height: 200, seed: 42)
        let options = PixelMatchOptions(diffColorAlt: Color(red: 0, green: 255, blue: 0), diffMask: diffMask)
        let single = PixelMatch.compare(a, b, options: options, diff: true, threads: 1)
        // The pair must exercise real work: differences, anti-aliasing, unchanged pixels.
        #expect(single.differentPixels > 100)
        #expect(single.differentPixels < single.totalPixels / 10)
        for threads in [2, 3, 7] {
            #expect(PixelMatch.compare(a, b, options: options, diff: true, threads: threads) == single)
        }
        #expect(
            PixelMatch.compare(a, b, options: options, diff: false, threads: 4).differentPixels
                == single.differentPixels)
    }

    @Test func jsonHasSpecKeysInOrder() {
        let result = PixelMatch.compare(T.image(["WWWW"]), T.image(["BBWW"]))
        #expect(
            result.json.text == #"{"differentPixels": 2, "totalPixels": 4, "width": 4, "height": 1, "#
                + #""identical": false, "sizeMismatch": false, "actualWidth": 4, "actualHeight": 1, "#
                + #""diffBounds": {"x": 0, "y": 0, "width": 2, "height": 1}, "ignoredPixels": 0}"#)
        let mismatch = PixelMatch.compare(T.image(["WWWW"]), T.image(["WW", "WW"]))
        #expect(
            mismatch.json.text.hasSuffix(
                #""actualWidth": 2, "actualHeight": 2, "diffBounds": null, "ignoredPixels": 0}"#))
    }
}
