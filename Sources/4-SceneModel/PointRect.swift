/// A rectangle in points, screen coordinates (origin top-left, y down).
package struct PointRect: Sendable, Equatable {
    /// The left edge.
    package var x: Double
    /// The top edge.
    package var y: Double
    /// The width, in points.
    package var width: Double
    /// The height, in points.
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var maxX: Double { x + width }
    package var maxY: Double { y + height }

    package func offsetBy(dx: Double = 0, dy: Double = 0) -> PointRect {
        PointRect(x: x + dx, y: y + dy, width: width, height: height)
    }
}
