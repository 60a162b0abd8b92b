import Raster
import Testing

/// Coverage of the anti-aliased shapes against their geometry: full inside, none outside, the
/// share of the pixel on an edge, and areas that add up.
@Suite struct VectorShapeTests {
    /// All the coverage of `shape` in pixels of area: Σ coverage / 255.
    static func area(_ shape: VectorShape) -> Double {
        let b = shape.pixelBounds
        var sum = 0
        for y in b.minY..<b.maxY {
            for x in b.minX..<b.maxX { sum += Int(shape.coverage(x: x, y: y)) }
        }
        return Double(sum) / 255
    }

    @Test func aRectangleOnThePixelGridCoversItsPixelsExactly() {
        let rect = VectorShape.roundedRect(x: 2, y: 3, width: 4, height: 2, radius: 0)
        #expect(rect.pixelBounds == PixelRect(x: 2, y: 3, width: 4, height: 2))
        for y in 0..<8 {
            for x in 0..<10 {
                let inside = (2..<6).contains(x) && (3..<5).contains(y)
                #expect(rect.coverage(x: x, y: y) == (inside ? 255 : 0), "(\(x), \(y))")
            }
        }
    }

    @Test func anEdgeThroughAPixelCoversItsShare() {
        // Edges at x = 1.5 and 4.25: half of pixel 1, a quarter of pixel 4.
        let rect = VectorShape.roundedRect(x: 1.5, y: 0, width: 2.75, height: 1, radius: 0)
        #expect(rect.pixelBounds == PixelRect(x: 1, y: 0, width: 4, height: 1))
        #expect([0, 1, 2, 3, 4, 5].map { rect.coverage(x: $0, y: 0) } == [0, 128, 255, 255, 64, 0])
    }

    @Test(arguments: [3.0, 7.5, 20])
    func aCircleHasTheAreaOfACircle(diameter: Double) {
        let circle = VectorShape.circle(x: 0.3, y: 0.6, diameter: diameter)
        let r = diameter / 2
        #expect(abs(Self.area(circle) - Double.pi * r * r) < 0.02 * Double.pi * r * r + 0.35)
        // Centred on the corner of pixels 3 and 4: the same coverage mirrored, x ↔ 7 − x.
        let centred = VectorShape.circle(x: 4 - r, y: 4 - r, diameter: diameter)
        let b = centred.pixelBounds
        for y in b.minY..<b.maxY {
            for x in b.minX..<b.maxX {
                #expect(centred.coverage(x: x, y: y) == centred.coverage(x: 7 - x, y: y))
                #expect(centred.coverage(x: x, y: y) == centred.coverage(x: y, y: x))
            }
        }
    }

    @Test func roundedCornersCutTheCornersOnly() {
        let rect = VectorShape.roundedRect(x: 0, y: 0, width: 20, height: 10, radius: 4)
        // (4 − π) r² is taken from the 200-pixel rectangle: 200 − 0.858 · 16 (within a sixth of
        // a pixel a corner: sampling the distance at pixel centres rounds curves a little out).
        #expect(abs(Self.area(rect) - (200 - (4 - Double.pi) * 16)) < 0.6)
        #expect(rect.coverage(x: 0, y: 0) == 0)
        #expect(rect.coverage(x: 0, y: 5) == 255 && rect.coverage(x: 10, y: 0) == 255)
    }

    @Test func aRadiusBeyondHalfTheSideMakesACapsule() {
        let capsule = VectorShape.roundedRect(x: 0, y: 0, width: 30, height: 6, radius: 100)
        #expect(capsule == VectorShape.roundedRect(x: 0, y: 0, width: 30, height: 6, radius: 100))
        #expect(abs(Self.area(capsule) - (24 * 6 + Double.pi * 9)) < 0.3)
    }

    /// A quarter ring (45° either side of up) has a quarter of the ring's area and is symmetric.
    @Test func aRingSectorIsAQuarterOfItsRing() {
        let sector = VectorShape.ringSector(centreX: 20, centreY: 30, inner: 10, outer: 16, slope: 1)
        let ring = Double.pi * (16 * 16 - 10 * 10)
        #expect(abs(Self.area(sector) - ring / 4) < 0.01 * ring / 4 + 0.5)
        let b = sector.pixelBounds
        #expect(b == PixelRect(x: 8, y: 14, width: 24, height: 16), "16/√2 either side of x = 20, up to y = 14")
        for y in b.minY..<b.maxY {
            for x in b.minX..<20 {
                #expect(sector.coverage(x: x, y: y) == sector.coverage(x: 39 - x, y: y))
            }
        }
        // Straight up, the ring's thickness; below the centre, nothing.
        #expect((14..<30).map { sector.coverage(x: 20, y: $0) > 127 }.filter { $0 }.count == 6)
        #expect(sector.coverage(x: 20, y: 31) == 0)
    }

    @Test func aWedgeComesToAPoint() {
        let wedge = VectorShape.ringSector(centreX: 10, centreY: 10, inner: 0, outer: 8, slope: 1)
        #expect(abs(Self.area(wedge) - Double.pi * 64 / 4) < 0.6)
        #expect(wedge.coverage(x: 9, y: 10) == 0 && wedge.coverage(x: 3, y: 8) == 0, "outside the sides")
    }

    @Test func aDifferenceIsAnOutline() {
        let outer = VectorShape.roundedRect(x: 0, y: 0, width: 10, height: 6, radius: 0)
        let inner = VectorShape.roundedRect(x: 1, y: 1, width: 8, height: 4, radius: 0)
        let outline = VectorShape.difference(outer, inner)
        #expect(outline.pixelBounds == outer.pixelBounds)
        #expect(abs(Self.area(outline) - 28) < 1e-9)
        #expect(outline.coverage(x: 0, y: 0) == 255 && outline.coverage(x: 5, y: 3) == 0)
    }

    @Test func scalingAndMovingMoveEveryLength() {
        let shape = VectorShape.difference(
            .roundedRect(x: 1, y: 2, width: 3, height: 4, radius: 1),
            .ringSector(centreX: 2, centreY: 3, inner: 0.5, outer: 1, slope: 2))
        #expect(
            shape.scaled(by: 3)
                == .difference(
                    .roundedRect(x: 3, y: 6, width: 9, height: 12, radius: 3),
                    .ringSector(centreX: 6, centreY: 9, inner: 1.5, outer: 3, slope: 2)))
        #expect(
            shape.translated(dx: -1, dy: 0.5)
                == .difference(
                    .roundedRect(x: 0, y: 2.5, width: 3, height: 4, radius: 1),
                    .ringSector(centreX: 1, centreY: 3.5, inner: 0.5, outer: 1, slope: 2)))
    }
}

@Suite struct AlphaMaskDrawingTests {
    @Test func aShapesMaskIsItsCoverageOverItsBounds() throws {
        let shape = VectorShape.circle(x: 3.25, y: 1.5, diameter: 4)
        let mask = try #require(AlphaMask(shape))
        let b = shape.pixelBounds
        #expect(mask.width == b.width && mask.height == b.height)
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                #expect(mask.coverage[y * mask.width + x] == shape.coverage(x: b.x + x, y: b.y + y))
            }
        }
    }

    @Test func addingKeepsTheLargerCoverageAndClips() throws {
        var mask = try #require(AlphaMask(width: 4, height: 2))
        mask.add(.roundedRect(x: -1, y: 0, width: 2.5, height: 1, radius: 0))
        #expect(mask.coverage == [255, 128, 0, 0, 0, 0, 0, 0])
        let other = try #require(AlphaMask(width: 2, height: 2, coverage: [50, 200, 60, 70]))
        mask.add(other, atX: 0, y: 1)
        mask.add(other, atX: 3, y: -1)
        #expect(mask.coverage == [255, 128, 0, 60, 50, 200, 0, 0])
    }

    @Test func aShapeOffThePixelsMakesNoMask() {
        #expect(AlphaMask(.roundedRect(x: 0, y: 0, width: 0, height: 3, radius: 0)) == nil)
    }
}

@Suite struct LuminanceTests {
    @Test func meanLuminanceUsesRec709Weights() throws {
        var pixmap = try #require(Pixmap(width: 4, height: 1, filledWith: Color.white.premultiplied))
        #expect(abs(pixmap.meanLuminance(in: pixmap.bounds) - 1) < 1e-12)
        pixmap.fill(PixelRect(x: 0, y: 0, width: 1, height: 1), with: Color(red: 0, green: 255, blue: 0).premultiplied)
        pixmap.fill(PixelRect(x: 1, y: 0, width: 1, height: 1), with: Color.black.premultiplied)
        #expect(abs(pixmap.meanLuminance(in: PixelRect(x: 0, y: 0, width: 2, height: 1)) - 0.7152 / 2) < 1e-12)
        #expect(
            abs(pixmap.meanLuminance(in: PixelRect(x: -5, y: -5, width: 7, height: 9)) - 0.7152 / 2) < 1e-12,
            "clipped to the pixmap")
        #expect(pixmap.meanLuminance(in: PixelRect(x: 9, y: 0, width: 2, height: 1)) == 0)
    }
}
