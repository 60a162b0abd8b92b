import Raster
import TestSupport
import Testing

@Suite struct PixmapTests {
    // MARK: Failable initialisers

    @Test func impossibleSizesGiveNil() {
        for (w, h) in [(0, 0), (0, 5), (5, 0), (-1, 5), (5, -1), (-3, -3), (Int.max, 2), (1 << 15, 1 << 14)] {
            #expect(Pixmap(width: w, height: h) == nil)
            #expect(Pixmap(width: w, height: h, filledWith: .transparent) == nil)
            #expect(Pixmap(width: w, height: h, premultipliedBytes: []) == nil)
            #expect(RGBAImage(width: w, height: h, bytes: []) == nil)
            #expect(AlphaMask(width: w, height: h, coverage: []) == nil)
        }
    }

    @Test func wrongByteCountsGiveNil() {
        #expect(Pixmap(width: 2, height: 2, premultipliedBytes: [UInt8](repeating: 0, count: 15)) == nil)
        #expect(Pixmap(width: 2, height: 2, premultipliedBytes: [UInt8](repeating: 0, count: 17)) == nil)
        #expect(RGBAImage(width: 2, height: 2, bytes: [UInt8](repeating: 0, count: 12)) == nil)
        #expect(AlphaMask(width: 3, height: 2, coverage: [UInt8](repeating: 0, count: 5)) == nil)
        #expect(AlphaMask(width: 3, height: 2, coverage: [UInt8](repeating: 0, count: 6)) != nil)
    }

    @Test(arguments: 0..<3)
    func aColourChannelAboveAlphaGivesNil(channel: Int) {
        var bytes: [UInt8] = [10, 10, 10, 10, 0, 0, 0, 0]
        #expect(Pixmap(width: 2, height: 1, premultipliedBytes: bytes) != nil)
        bytes[4 + channel] = 1  // colour 1 under alpha 0
        #expect(Pixmap(width: 2, height: 1, premultipliedBytes: bytes) == nil)
        bytes[4 + channel] = 0
        bytes[channel] = 11  // colour 11 under alpha 10
        #expect(Pixmap(width: 2, height: 1, premultipliedBytes: bytes) == nil)
    }

    @Test func validInputsAreKept() throws {
        let bytes: [UInt8] = [1, 2, 3, 4, 255, 0, 128, 255, 0, 0, 0, 0]
        let pixmap = try #require(Pixmap(width: 3, height: 1, premultipliedBytes: bytes))
        #expect(pixmap.bytes == bytes && pixmap.width == 3 && pixmap.height == 1)
        #expect(pixmap.pixel(x: 1, y: 0) == PremultipliedColor(red: 255, green: 0, blue: 128, alpha: 255))
        #expect(!pixmap.isOpaque)
        #expect(Pixmap(width: 2, height: 3)?.bytes == [UInt8](repeating: 0, count: 24))
        let grey = PremultipliedColor(red: 7, green: 8, blue: 9, alpha: 255)
        let filled = try #require(Pixmap(width: 3, height: 2, filledWith: grey))
        #expect(filled.bytes == [UInt8](repeatElement([7, 8, 9, 255], count: 6).joined()))
        #expect(filled.isOpaque)
    }

    // MARK: Premultiplying

    /// Every straight (colour, alpha) pair: premultiplied = round(c·a/255), so never above alpha,
    /// and equal to `Color.premultiplied`.
    @Test func premultiplyingRoundsEveryPair() throws {
        var bytes: [UInt8] = []
        for a in 0...255 {
            for c in 0...255 { bytes += [UInt8(c), UInt8(255 - c), UInt8(c / 3), UInt8(a)] }
        }
        let pixmap = Pixmap(premultiplying: try #require(RGBAImage(width: 256, height: 256, bytes: bytes)))
        var wrong = 0
        for a in 0...255 {
            for c in 0...255 {
                let p = pixmap.pixel(x: c, y: a)
                let expected = [c, 255 - c, c / 3].map { BlendTests.rounded($0 * a, over: 255) }
                let straight = Color(red: UInt8(c), green: UInt8(255 - c), blue: UInt8(c / 3), alpha: UInt8(a))
                if [Int(p.red), Int(p.green), Int(p.blue)] != expected || Int(p.alpha) != a
                    || p.red > p.alpha || p.green > p.alpha || p.blue > p.alpha
                    || straight.premultiplied != p
                {
                    wrong += 1
                }
            }
        }
        #expect(wrong == 0)
    }

    /// The exact round trip: for every premultiplied p ≤ a, unpremultiplying gives
    /// u = round(255·p/a) and premultiplying u gives p back (|u·a/255 − p| ≤ a/510 < ½ when a < 255,
    /// and u = p when a = 255). Alpha 0 unpremultiplies to (0, 0, 0, 0).
    @Test func premultipliedToStraightToPremultipliedIsExact() throws {
        var bytes: [UInt8] = []
        for a in 0...255 {
            for p in 0...a { bytes += [UInt8(p), UInt8(a - p), UInt8(p / 2), UInt8(a)] }
        }
        let count = bytes.count / 4
        let original = try #require(Pixmap(width: count, height: 1, premultipliedBytes: bytes))
        let straight = original.unpremultiplied()
        #expect(Pixmap(premultiplying: straight) == original)
        var wrong = 0
        for i in 0..<count {
            let a = Int(bytes[i * 4 + 3])
            for c in 0..<3 {
                let expected = a == 0 ? 0 : BlendTests.rounded(255 * Int(bytes[i * 4 + c]), over: a)
                if Int(straight.bytes[i * 4 + c]) != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    /// The lossy direction: straight c → premultiplied → straight u is exact for a = 255, and
    /// otherwise within the premultiplied quantisation, |u − c| ≤ 127.5/a + ½.
    @Test func straightToPremultipliedToStraightIsWithinTheQuantisation() throws {
        var bytes: [UInt8] = []
        for a in 1...255 {
            for c in 0...255 { bytes += [UInt8(c), UInt8(c), UInt8(c), UInt8(a)] }
        }
        let image = try #require(RGBAImage(width: 256, height: 255, bytes: bytes))
        let back = Pixmap(premultiplying: image).unpremultiplied()
        var wrong = 0
        for a in 1...255 {
            for c in 0...255 {
                let u = Int(back.bytes[((a - 1) * 256 + c) * 4])
                if a == 255 ? u != c : 2 * a * abs(u - c) > 255 + a { wrong += 1 }
                if back.bytes[((a - 1) * 256 + c) * 4 + 3] != UInt8(a) { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    // MARK: Cropping

    @Test func croppedKeepsThePartInsideTheBounds() throws {
        let source = TestImages.noise(width: 7, height: 5, seed: 11)
        func expected(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> [UInt8] {
            var out: [UInt8] = []
            for row in y..<(y + h) { out += source.bytes[((row * 7 + x) * 4)..<((row * 7 + x + w) * 4)] }
            return out
        }
        let inside = try #require(source.cropped(to: PixelRect(x: 2, y: 1, width: 3, height: 2)))
        #expect(inside.width == 3 && inside.height == 2 && inside.bytes == expected(2, 1, 3, 2))
        let overhanging = try #require(source.cropped(to: PixelRect(x: -2, y: 3, width: 5, height: 9)))
        #expect(overhanging.width == 3 && overhanging.height == 2 && overhanging.bytes == expected(0, 3, 3, 2))
        let beyond = try #require(source.cropped(to: PixelRect(x: 5, y: -4, width: 10, height: 5)))
        #expect(beyond.width == 2 && beyond.height == 1 && beyond.bytes == expected(5, 0, 2, 1))
        #expect(source.cropped(to: source.bounds) == source)
        #expect(source.cropped(to: PixelRect(x: -100, y: -100, width: 1000, height: 1000)) == source)
    }

    @Test func croppingToNothingGivesNil() {
        let source = TestImages.noise(width: 7, height: 5, seed: 12)
        for rect in [
            PixelRect(x: 7, y: 0, width: 3, height: 3), PixelRect(x: 0, y: 5, width: 3, height: 3),
            PixelRect(x: -3, y: 0, width: 3, height: 5), PixelRect(x: 1, y: 1, width: 0, height: 2),
            PixelRect(x: 1, y: 1, width: 2, height: -2),
        ] {
            #expect(source.cropped(to: rect) == nil)
        }
    }
}
