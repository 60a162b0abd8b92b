import Testing

@testable import Compare

/// The colour maths of SPEC §4 against values worked out by hand from its formulas.
struct ColorMathTests {
    typealias Pixel = PixelMatch.Pixel

    static let black = Pixel(r: 0, g: 0, b: 0, a: 255)
    static let white = Pixel(r: 255, g: 255, b: 255, a: 255)

    @Test func blackAgainstWhiteIsPureLuma() {
        // dr = dg = db = −255: Y = −255 · (0.29889531 + 0.58662247 + 0.11448223) = −255.00000255,
        // I and Q cancel to 0, so delta = 0.5053 · Y² = 32857.1331…; Y < 0 keeps it positive.
        let delta = PixelMatch.colorDelta(Self.black, Self.white, byteOffset: 0, checkerboard: true)
        #expect(abs(delta - 32857.133157) < 1e-5)
        // The other way round the second pixel is darker (Y > 0): same size, negative.
        let reverse = PixelMatch.colorDelta(Self.white, Self.black, byteOffset: 0, checkerboard: true)
        #expect(abs(reverse + 32857.133157) < 1e-5)
    }

    @Test func redAgainstBlackUsesAllThreeTerms() {
        // dr = 255: Y = 76.21830405, I = 151.97438745, Q = 53.92489335;
        // 0.5053·Y² + 0.299·I² + 0.1957·Q² = 10410.24685…, negated because black is darker.
        let red = Pixel(r: 255, g: 0, b: 0, a: 255)
        let delta = PixelMatch.colorDelta(red, Self.black, byteOffset: 0, checkerboard: true)
        #expect(abs(delta + 10410.246852) < 1e-5)
    }

    @Test func equalPixelsHaveNoDelta() {
        let p = Pixel(r: 12, g: 34, b: 56, a: 78)
        #expect(PixelMatch.colorDelta(p, p, byteOffset: 4, checkerboard: true) == 0)
        #expect(PixelMatch.brightnessDelta(p, p, byteOffset: 4, checkerboard: true) == 0)
    }

    @Test func checkerboardBackgroundFollowsTheByteOffset() {
        // (48 + 159·(k mod 2), 48 + 159·(⌊k/φ⌋ mod 2), 48 + 159·(⌊k/φ²⌋ mod 2)):
        // k = 4: ⌊2.47⌋ = 2 → 48, ⌊1.53⌋ = 1 → 207;  k = 12: ⌊7.42⌋ = 7 → 207, ⌊4.58⌋ = 4 → 48.
        let expected: [(Int, Int, Int, Int)] = [
            (0, 48, 48, 48), (4, 48, 48, 207), (8, 48, 48, 207),
            (12, 48, 207, 48), (1, 207, 48, 48),
        ]
        for (k, r, g, b) in expected {
            let bg = PixelMatch.background(byteOffset: k, checkerboard: true)
            #expect((bg.r, bg.g, bg.b) == (r, g, b), "k = \(k)")
        }
        let white = PixelMatch.background(byteOffset: 12, checkerboard: false)
        #expect((white.r, white.g, white.b) == (255, 255, 255))
    }

    @Test func translucentPixelsBlendOverTheBackground() {
        // p1 = (255, 0, 0, 128), p2 = (0, 0, 255, 255) at k = 4, background (48, 48, 207):
        // dr = (255·128 + 48·127)/255 = 151.9059, dg = 48·127/255 = 23.9059,
        // db = (−255·255 + 207·127)/255 = −151.9059 → Y = 42.0372 > 0, delta = −6320.4035.
        let p1 = Pixel(r: 255, g: 0, b: 0, a: 128), p2 = Pixel(r: 0, g: 0, b: 255, a: 255)
        #expect(abs(PixelMatch.colorDelta(p1, p2, byteOffset: 4, checkerboard: true) + 6320.403514) < 1e-5)
        #expect(abs(PixelMatch.brightnessDelta(p1, p2, byteOffset: 4, checkerboard: true) - 42.037159) < 1e-5)
        // Over white: dr = 255, dg = 127, db = −128 → Y = 136.0656, delta = −17386.6585.
        #expect(abs(PixelMatch.colorDelta(p1, p2, byteOffset: 4, checkerboard: false) + 17386.658452) < 1e-5)
    }

    @Test func fullyTransparentPixelsNeverDifferFromEachOther() {
        // a1 = a2 = 0 zeroes every numerator, whatever the colours and the background.
        let p1 = Pixel(r: 255, g: 0, b: 0, a: 0), p2 = Pixel(r: 0, g: 255, b: 9, a: 0)
        #expect(PixelMatch.colorDelta(p1, p2, byteOffset: 8, checkerboard: true) == 0)
        #expect(PixelMatch.colorDelta(p1, p2, byteOffset: 8, checkerboard: false) == 0)
    }

    @Test func greyIsTruncatedTowardZero() {
        // Black: 255 + (0 − 255) · 0.1 = 229.5 → 229 (rounding would give 230).
        #expect(PixelMatch.grey(Self.black, alpha: 0.1) == 229)
        // Mid grey: Y = 128.0000013, 255 − 126.9999987 · 0.1 = 242.3 → 242.
        #expect(PixelMatch.grey(Pixel(r: 128, g: 128, b: 128, a: 255), alpha: 0.1) == 242)
        // White: Y is a hair above 255, so v = 255.0000003 → 255.
        #expect(PixelMatch.grey(Self.white, alpha: 0.1) == 255)
        // Alpha 0.5: 255 − 127.5 = 127.5 → 127.  A transparent pixel fades to white.
        #expect(PixelMatch.grey(Self.black, alpha: 0.5) == 127)
        #expect(PixelMatch.grey(Pixel(r: 0, g: 0, b: 0, a: 0), alpha: 0.1) == 255)
        // Out-of-range alpha wraps like a Uint8Array store: 255 − 255 · 2 = −255 → 1.
        #expect(PixelMatch.grey(Self.black, alpha: 2) == 1)
    }
}
