/// An 8-bit coverage mask (0 = nothing, 255 = full), rows top to bottom, stride `width`.
/// Glyphs are rasterised into masks once and then filled with any colour.
public struct AlphaMask: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let coverage: [UInt8]

    /// Nil when a side is not positive or `coverage.count != width * height`.
    public init?(width: Int, height: Int, coverage: [UInt8]) {
        guard Pixmap.isValidSize(width: width, height: height), coverage.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.coverage = coverage
    }
}
