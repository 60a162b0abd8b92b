/// An 8-bit coverage mask (0 = nothing, 255 = full), rows top to bottom, stride `width`.
/// Glyphs and vector shapes are rasterised into masks once and then filled with any colour.
package struct AlphaMask: Sendable, Equatable {
    package let width: Int
    package let height: Int
    package private(set) var coverage: [UInt8]

    /// Nil when a side is not positive or `coverage.count != width * height`.
    package init?(width: Int, height: Int, coverage: [UInt8]) {
        guard Pixmap.isValidSize(width: width, height: height), coverage.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.coverage = coverage
    }

    /// An empty mask (nothing covered); nil when a side is not positive or the size is absurd.
    package init?(width: Int, height: Int) {
        guard Pixmap.isValidSize(width: width, height: height) else { return nil }
        self.init(width: width, height: height, coverage: [UInt8](repeating: 0, count: width * height))
    }

    /// `shape` rasterised into a mask of its `pixelBounds`, whose top-left it is to be filled at;
    /// nil when the shape covers no pixel.
    package init?(_ shape: VectorShape) {
        let bounds = shape.pixelBounds
        guard var mask = AlphaMask(width: bounds.width, height: bounds.height) else { return nil }
        mask.add(shape.translated(dx: -Double(bounds.x), dy: -Double(bounds.y)))
        self = mask
    }

    /// Adds `shape`'s coverage (pixel (0, 0) is the mask's top-left); where it meets what is
    /// already there, the larger coverage wins, so touching shapes leave no seam.
    package mutating func add(_ shape: VectorShape) {
        let r = shape.pixelBounds.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY {
            for x in r.minX..<r.maxX {
                coverage[y * width + x] = max(coverage[y * width + x], shape.coverage(x: x, y: y))
            }
        }
    }

    /// Adds `other` with its top-left at (x, y), clipped to this mask; the larger coverage wins.
    package mutating func add(_ other: AlphaMask, atX x: Int, y: Int) {
        let r = PixelRect(x: x, y: y, width: other.width, height: other.height)
            .intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty else { return }
        for row in r.minY..<r.maxY {
            for col in r.minX..<r.maxX {
                let source = other.coverage[(row - y) * other.width + (col - x)]
                coverage[row * width + col] = max(coverage[row * width + col], source)
            }
        }
    }
}
