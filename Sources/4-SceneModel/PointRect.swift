/// A rectangle in points, screen coordinates (origin top-left, y down).
public struct PointRect: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    public func offsetBy(dx: Double = 0, dy: Double = 0) -> PointRect {
        PointRect(x: x + dx, y: y + dy, width: width, height: height)
    }
}
