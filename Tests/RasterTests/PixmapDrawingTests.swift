import Raster
import Testing

/// fill, draw and mask fill, each checked pixel by pixel against a model written from the
/// definition: inside rect ∩ clip ∩ bounds the blend, elsewhere the untouched background.
@Suite struct PixmapDrawingTests {
    static let background = PremultipliedColor(red: 30, green: 60, blue: 90, alpha: 255)
    static let canvas = Pixmap(width: 6, height: 5, filledWith: background)!

    /// Clips tried for every placement: none, inside, overhanging each side, outside, empty.
    static let clips: [PixelRect?] = [
        nil, PixelRect(x: 1, y: 1, width: 3, height: 2), PixelRect(x: -2, y: -2, width: 4, height: 4),
        PixelRect(x: 4, y: 3, width: 10, height: 10), PixelRect(x: 7, y: 0, width: 2, height: 5),
        PixelRect(x: 2, y: 2, width: 0, height: 3), PixelRect(x: 2, y: 2, width: 3, height: -1),
    ]

    static func contains(_ r: PixelRect, _ x: Int, _ y: Int) -> Bool {
        x >= r.minX && x < r.maxX && y >= r.minY && y < r.maxY
    }

    /// Source-over per channel with `Blend.over`, which BlendTests checks exhaustively.
    static func over(_ s: PremultipliedColor, _ d: PremultipliedColor) -> PremultipliedColor {
        PremultipliedColor(
            red: Blend.over(source: s.red, sourceAlpha: s.alpha, destination: d.red),
            green: Blend.over(source: s.green, sourceAlpha: s.alpha, destination: d.green),
            blue: Blend.over(source: s.blue, sourceAlpha: s.alpha, destination: d.blue),
            alpha: Blend.over(source: s.alpha, sourceAlpha: s.alpha, destination: d.alpha))
    }

    // MARK: fill

    @Test(arguments: [
        PremultipliedColor(red: 200, green: 10, blue: 0, alpha: 255),
        PremultipliedColor(red: 100, green: 20, blue: 60, alpha: 128),
    ])
    func fillTouchesExactlyTheClippedRectangle(colour: PremultipliedColor) {
        var mismatches = 0
        for clip in Self.clips {
            for x in -8...8 {
                for y in -7...7 {
                    for (w, h) in [(0, 2), (1, 1), (3, 2), (9, 9), (2, -1)] {
                        let rect = PixelRect(x: x, y: y, width: w, height: h)
                        var pixmap = Self.canvas
                        pixmap.fill(rect, with: colour, clip: clip)
                        for py in 0..<5 {
                            for px in 0..<6 {
                                let inside =
                                    Self.contains(rect, px, py) && (clip.map { Self.contains($0, px, py) } ?? true)
                                let expected = inside ? Self.over(colour, Self.background) : Self.background
                                if pixmap.pixel(x: px, y: py) != expected { mismatches += 1 }
                            }
                        }
                    }
                }
            }
        }
        #expect(mismatches == 0)
    }

    // MARK: draw

    /// A 3 × 2 source whose pixels all differ; the last one is translucent.
    static let sprite = Pixmap(
        width: 3, height: 2,
        premultipliedBytes: [
            255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
            10, 20, 30, 255, 40, 50, 60, 255, 64, 32, 0, 128,
        ])!

    @Test func drawTouchesExactlyTheClippedPlacement() {
        var mismatches = 0
        for clip in Self.clips {
            for x in -5...8 {
                for y in -4...7 {
                    var pixmap = Self.canvas
                    pixmap.draw(Self.sprite, atX: x, y: y, clip: clip)
                    for py in 0..<5 {
                        for px in 0..<6 {
                            let placed = PixelRect(x: x, y: y, width: 3, height: 2)
                            let inside =
                                Self.contains(placed, px, py) && (clip.map { Self.contains($0, px, py) } ?? true)
                            let expected =
                                inside
                                ? Self.over(Self.sprite.pixel(x: px - x, y: py - y), Self.background)
                                : Self.background
                            if pixmap.pixel(x: px, y: py) != expected { mismatches += 1 }
                        }
                    }
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func drawWithOpacityClipsTooAndZeroOpacityDrawsNothing() {
        var faded = Self.canvas
        faded.draw(Self.sprite, atX: -1, y: 4, opacity: 0.5)
        var mismatches = 0
        for py in 0..<5 {
            for px in 0..<6 {
                let d = Self.background
                var expected = d
                if px < 2 && py == 4 {
                    let s = Self.sprite.pixel(x: px + 1, y: 0)
                    func ch(_ c: UInt8, _ dc: UInt8) -> UInt8 {
                        Blend.over(source: c, sourceAlpha: s.alpha, destination: dc, opacity: 0.5)
                    }
                    expected = PremultipliedColor(
                        red: ch(s.red, d.red), green: ch(s.green, d.green),
                        blue: ch(s.blue, d.blue), alpha: ch(s.alpha, d.alpha))
                }
                if faded.pixel(x: px, y: py) != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        var untouched = Self.canvas
        untouched.draw(Self.sprite, atX: 1, y: 1, opacity: 0)
        #expect(untouched == Self.canvas)
    }

    /// SPEC §1 layer 3: an opaque white group at opacity o over d gives round(255·o + d·(1 − o)).
    /// With o = k/16 the Double formula is exact, so the rounding is checked exactly; other
    /// opacities must land within half a level.
    @Test func groupOpacityOfOpaqueWhite() throws {
        var destination: [UInt8] = []
        for d in 0...255 { destination += [UInt8(d), UInt8(255 - d), UInt8(d / 2), 255] }
        let base = try #require(Pixmap(width: 256, height: 1, premultipliedBytes: destination))
        let white = try #require(
            Pixmap(
                width: 256, height: 1,
                filledWith: PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)))
        var wrong = 0
        for opacity in (0...16).map({ Double($0) / 16 }) + [0.1, 0.35, 2.0 / 3, 0.9] {
            var pixmap = base
            pixmap.draw(white, atX: 0, y: 0, opacity: opacity)
            for i in 0..<(256 * 4) {
                let d = Double(destination[i]), result = Double(pixmap.bytes[i])
                let exact = 255 * opacity + d * (1 - opacity)
                let dyadic = (opacity * 16).rounded() == opacity * 16
                if dyadic ? result != (exact + 0.5).rounded(.down) : abs(result - exact) > 0.5 + 1e-9 { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    // MARK: Mask fill

    /// Every coverage over every grey: white gives round((255·c + d·(255 − c))/255), black
    /// round(d·(255 − c)/255); alpha stays opaque.
    @Test(arguments: [true, false])
    func maskFillWithWhiteAndBlack(white: Bool) throws {
        var destination: [UInt8] = []
        for d in 0...255 { for _ in 0...255 { destination += [UInt8(d), UInt8(d), UInt8(d), 255] } }
        var pixmap = try #require(Pixmap(width: 256, height: 256, premultipliedBytes: destination))
        var coverage: [UInt8] = []
        for _ in 0...255 { coverage += (0...255).map(UInt8.init) }
        let mask = try #require(AlphaMask(width: 256, height: 256, coverage: coverage))
        pixmap.fill(mask, atX: 0, y: 0, with: (white ? Color.white : Color.black).premultiplied)
        var wrong = 0
        for d in 0...255 {
            for c in 0...255 {
                let p = pixmap.pixel(x: c, y: d)
                let expected = BlendTests.rounded((white ? 255 * c : 0) + d * (255 - c), over: 255)
                if p
                    != PremultipliedColor(
                        red: UInt8(expected), green: UInt8(expected), blue: UInt8(expected),
                        alpha: 255)
                {
                    wrong += 1
                }
            }
        }
        #expect(wrong == 0)
    }

    @Test func maskFillClipsAtEveryEdge() throws {
        let mask = try #require(AlphaMask(width: 3, height: 3, coverage: [UInt8](repeating: 255, count: 9)))
        let ink = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255)
        var mismatches = 0
        for clip in Self.clips {
            for x in -4...7 {
                for y in -4...6 {
                    var pixmap = Self.canvas
                    pixmap.fill(mask, atX: x, y: y, with: ink, clip: clip)
                    for py in 0..<5 {
                        for px in 0..<6 {
                            let placed = PixelRect(x: x, y: y, width: 3, height: 3)
                            let inside =
                                Self.contains(placed, px, py) && (clip.map { Self.contains($0, px, py) } ?? true)
                            if pixmap.pixel(x: px, y: py) != (inside ? ink : Self.background) { mismatches += 1 }
                        }
                    }
                }
            }
        }
        #expect(mismatches == 0)
    }
}
