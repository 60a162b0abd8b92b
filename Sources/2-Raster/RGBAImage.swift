/// Straight (not premultiplied) 8-bit RGBA, as PNG stores it and as pixelmatch compares it.
/// Rows top to bottom, stride `width * 4`.
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let bytes: [UInt8]

    /// Nil when a side is not positive or `bytes.count != width * height * 4`.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard Pixmap.isValidSize(width: width, height: height), bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }
}
