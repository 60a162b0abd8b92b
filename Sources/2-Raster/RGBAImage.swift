/// Straight (not premultiplied) 8-bit RGBA, as PNG stores it and as pixelmatch compares it.
/// Rows top to bottom, stride `width * 4`.
public struct RGBAImage: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel, not premultiplied.
    public let bytes: [UInt8]

    /// Nil when a side is not positive or `bytes.count != width * height * 4`.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard Pixmap.isValidSize(width: width, height: height), bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// For bytes made to fit: `width × height × 4` of them, the sides valid.
    package init(unchecked width: Int, _ height: Int, _ bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }
}
