import Raster

/// Pixels left out of a comparison (SPEC §4 "Ignored pixels"): rectangles in device pixels and
/// a mask image whose pixels with alpha ≥ 128 are ignored.
///
/// An ignored pixel is neither counted nor drawn as a difference; the diff image hatches it.
/// Every other pixel gets exactly pixelmatch's verdict on the whole images: the anti-aliasing
/// test of a pixel beside an ignored area still reads the real neighbouring pixels.
public struct IgnoredPixels: Sendable, Equatable {
    /// Rectangles in device pixels, from the top-left corner; parts outside the image are
    /// simply not there, and rectangles may overlap.
    public var rectangles: [PixelRect]
    /// A mask the size of the images; its pixels with alpha ≥ 128 are ignored.
    public var mask: RGBAImage?

    /// Nothing ignored.
    public static let none = IgnoredPixels()

    /// The pixels in `rectangles` and under `mask` left out.
    public init(rectangles: [PixelRect] = [], mask: RGBAImage? = nil) {
        self.rectangles = rectangles
        self.mask = mask
    }

    /// Whether nothing at all is ignored, whatever the image.
    package var isEmpty: Bool { rectangles.allSatisfy(\.isEmpty) && mask == nil }

    /// Reads one rectangle `X,Y,W,H` (SPEC §3 `--ignore`): whole numbers, X and Y 0 or more,
    /// W and H 1 or more; spaces around the numbers are allowed.
    package static func rectangle(parsing text: String) throws(IgnoreError) -> PixelRect {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { part -> Int? in
            var digits = part
            while digits.first == " " { digits.removeFirst() }
            while digits.last == " " { digits.removeLast() }
            guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return Int(digits)
        }
        guard parts.count == 4, numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else {
            throw .notARectangle(text)
        }
        return PixelRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// One byte per pixel of a `width` × `height` image, 1 where ignored; nil when nothing in
    /// it is. Fails when the mask has another size.
    func map(width: Int, height: Int) throws(IgnoreError) -> IgnoreMap? {
        if let mask, mask.width != width || mask.height != height {
            throw .maskSize(maskWidth: mask.width, maskHeight: mask.height, width: width, height: height)
        }
        let image = PixelRect(x: 0, y: 0, width: width, height: height)
        // Nothing to ignore (the usual case): no map of a byte per pixel to make and count.
        guard mask != nil || rectangles.contains(where: { !$0.intersection(image).isEmpty }) else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * height)
        for rectangle in rectangles {
            let inside = rectangle.intersection(image)
            guard !inside.isEmpty else { continue }
            for y in inside.minY..<inside.maxY {
                bytes.replaceSubrange(
                    y * width + inside.minX..<y * width + inside.maxX,
                    with: repeatElement(1, count: inside.width))
            }
        }
        if let mask {
            for index in 0..<width * height where mask.bytes[index * 4 + 3] >= 128 { bytes[index] = 1 }
        }
        let count = bytes.reduce(0) { $0 + Int($1) }
        return count == 0 ? nil : IgnoreMap(bytes: bytes, count: count)
    }
}

/// The ignored pixels of one image size, resolved: one byte per pixel, 1 where ignored.
struct IgnoreMap: Sendable {
    let bytes: [UInt8]
    /// How many pixels are ignored.
    let count: Int
}

/// Why pixels to ignore could not be used (a usage error for `--ignore`, exit 2 for a mask
/// of the wrong size).
package enum IgnoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is not `X,Y,W,H`.
    case notARectangle(String)
    /// The mask and the images differ in size.
    case maskSize(maskWidth: Int, maskHeight: Int, width: Int, height: Int)

    package var description: String {
        switch self {
        case .notARectangle(let text):
            return "'\(text)' is not a rectangle X,Y,W,H in device pixels or X,Y,W,Hpt in points "
                + "(whole numbers, W and H at least 1)"
        case let .maskSize(maskWidth, maskHeight, width, height):
            return "the mask is \(maskWidth)×\(maskHeight) pixels, the images \(width)×\(height)"
        }
    }
}
