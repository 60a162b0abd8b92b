import Raster

/// Decodes a header image, JPEG or PNG, told apart by its signature (never by file name).
public enum ImageDecoder {
    /// The default pixel budget of every decoder: 100 million pixels (400 MB of RGBA).
    public static let defaultMaxPixels = 100_000_000

    /// The format `data` announces in its first bytes, nil when neither.
    public static func format(of data: [UInt8]) -> CodecError.Format? {
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        return nil
    }

    /// The n of the n/8 scale `decode` uses for `data` and `minimumSize`: for a JPEG only its
    /// header is read; a PNG is always decoded whole (8).
    public static func scaleNumerator(of data: [UInt8], minimumSize: (width: Int, height: Int)?,
                                      maxPixels: Int = defaultMaxPixels) throws(CodecError) -> Int {
        switch try knownFormat(of: data) {
        case .jpeg: return try JPEGDecoder.scaleNumerator(of: data, minimumSize: minimumSize, maxPixels: maxPixels)
        case .png: return 8
        }
    }

    /// Decodes a JPEG (see `JPEGDecoder`, `minimumSize` picks its DCT scale) or a PNG (always at
    /// full size; `minimumSize` does not apply) to a premultiplied pixmap.
    public static func decode(_ data: [UInt8], minimumSize: (width: Int, height: Int)? = nil,
                              maxPixels: Int = defaultMaxPixels) throws(CodecError) -> Pixmap {
        switch try knownFormat(of: data) {
        case .jpeg:
            return try JPEGDecoder.decode(data, minimumSize: minimumSize, maxPixels: maxPixels)
        case .png:
            return Pixmap(premultiplying: try PNGDecoder.decode(data, maxPixels: maxPixels))
        }
    }

    /// `format(of:)`, or the error that names what `data` is instead.
    private static func knownFormat(of data: [UInt8]) throws(CodecError) -> CodecError.Format {
        guard !data.isEmpty else { throw .empty }
        guard let format = format(of: data) else { throw .notAnImage(signature: Array(data.prefix(8))) }
        return format
    }
}
