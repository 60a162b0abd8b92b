/// A half-open rectangle of whole device pixels: x ∈ [x, x + width), y ∈ [y, y + height).
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
    /// The left edge, in pixels from the image's left.
    public var x: Int
    /// The top edge, in pixels from the image's top.
    public var y: Int
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// The rectangle of `width` × `height` pixels whose top-left pixel is (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var minX: Int { x }
    package var minY: Int { y }
    package var maxX: Int { x + width }
    package var maxY: Int { y + height }
    package var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The common part of two rectangles; empty (zero size) when they do not meet.
    package func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return PixelRect(x: x0, y: y0, width: 0, height: 0) }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    package func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public var description: String { "(\(x), \(y), \(width) × \(height))" }
}
