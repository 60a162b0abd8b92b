import Testing

@testable import Raster

/// `Pixmap.changedRect(from:)`: the smallest rectangle holding every differing pixel.
@Suite struct PixmapChangesTests {
    static let white = Color(red: 255, green: 255, blue: 255).premultiplied
    static let red = Color(red: 255, green: 0, blue: 0).premultiplied

    @Test func identicalPixmapsHaveNoChange() throws {
        let a = try #require(Pixmap(width: 7, height: 5, filledWith: Self.white))
        #expect(a.changedRect(from: a) == nil)
    }

    /// Two pixels apart (one in an odd last column, which the 8-byte comparison reaches alone)
    /// make the rectangle that spans both.
    @Test func theRectangleSpansEveryChange() throws {
        let a = try #require(Pixmap(width: 7, height: 5, filledWith: Self.white))
        var b = a
        b.fill(PixelRect(x: 2, y: 1, width: 1, height: 1), with: Self.red)
        b.fill(PixelRect(x: 6, y: 3, width: 1, height: 1), with: Self.red)
        #expect(b.changedRect(from: a) == PixelRect(x: 2, y: 1, width: 5, height: 3))
        var c = a
        c.fill(PixelRect(x: 0, y: 4, width: 1, height: 1), with: Self.red)
        #expect(c.changedRect(from: a) == PixelRect(x: 0, y: 4, width: 1, height: 1))
    }
}
