import CShim
import Raster

/// Writes 8-bit, non-interlaced PNGs through libpng with an sRGB chunk (perceptual intent), an
/// optional pHYs and nothing that varies between runs (no tIME, no text): the same pixels and
/// settings always give the same bytes.
public struct PNGEncoder: Sendable {
    /// How hard zlib and libpng's filter selection work.
    ///
    /// Chosen by measurement on a realistic 750 × 1334 frame (a photo aspect-filled into the top
    /// 400 rows, below it a white table with anti-aliased black strokes and grey 1-px separator
    /// lines), written as RGB through this encoder's libpng path; libpng 1.6.39, zlib 1.2.13,
    /// best of 15 interleaved runs on a shared 2-core machine:
    ///
    /// | zlib level, strategy, filters             |     ms |   bytes |          |
    /// |-------------------------------------------|-------:|--------:|----------|
    /// | 6, default, all (libpng's defaults)       |  133.8 | 502 134 |          |
    /// | 1, Z_RLE, all                             |   49.7 | 494 563 |          |
    /// | 1, Z_RLE, Up + Paeth                      |   39.5 | 496 557 |          |
    /// | 1, Z_RLE, Paeth                           |   33.5 | 499 234 | .default |
    /// | 1, Z_RLE, Sub                             |   21.2 | 544 349 | .fast    |
    /// | 1, Z_RLE, Up                              |   20.3 | 561 247 |          |
    /// | 1, Z_RLE, None                            |   17.9 | 893 416 |          |
    /// | 1, default, Sub                           |   23.1 | 571 367 |          |
    /// | 7, Z_FILTERED, all                        |  170.5 | 487 282 |          |
    /// | 9, default, all                           |  322.5 | 495 728 |          |
    /// | 9, Z_FILTERED, all                        |  322.2 | 482 247 | .best    |
    ///
    /// Z_RLE only finds runs of the same byte, which is what filtered flat UI areas and filtered
    /// photos mostly offer; it is as small as level 6 in a fraction of the time. Paeth alone
    /// suits both the photo and the table, and skipping libpng's per-row trial of five filters
    /// is what makes `.default` fast. `.fast` gives up 9 % of size for a third less time;
    /// unfiltered rows would be faster still but 79 % larger.
    public enum Compression: String, CaseIterable, Sendable {
        /// zlib level 1, Z_RLE, Sub filter only.
        case fast
        /// zlib level 1, Z_RLE, Paeth filter only: as small as libpng's defaults, 4× faster.
        case `default`
        /// zlib level 9, Z_FILTERED, all filters: about 4 % smaller than libpng's defaults.
        case best

        var level: Int32 {
            switch self {
            case .fast, .default: return 1
            case .best: return 9
            }
        }

        var strategy: StretchyDeflateStrategy {
            switch self {
            case .fast, .default: return STRETCHY_DEFLATE_RLE
            case .best: return STRETCHY_DEFLATE_FILTERED
            }
        }

        var filters: Int32 {
            switch self {
            case .fast: return Int32(STRETCHY_PNG_FILTER_SUB)
            case .default, .best: return Int32(STRETCHY_PNG_FILTER_ALL)
            }
        }

        /// Whether `RowFilterChooser` picks each row's filter (else libpng, among `filters`).
        var choosesRowFilters: Bool { self != .fast }
    }

    public var compression: Compression
    /// Written as a pHYs chunk (unit: metre) when set; must be in 1…2³¹ − 1.
    public var pixelsPerMeter: Int?

    public init(compression: Compression = .default, pixelsPerMeter: Int? = nil) {
        self.compression = compression
        self.pixelsPerMeter = pixelsPerMeter
    }

    /// The pHYs value for a resolution in dots per inch, rounded: 144 dpi (72 × scale 2) → 5669.
    public static func pixelsPerMeter(dotsPerInch: Double) -> Int {
        Int((dotsPerInch / 0.0254).rounded())
    }

    /// Writes 8-bit RGB. libpng drops each pixel's alpha byte itself (no stripped copy), so a
    /// pixmap that is not opaque comes out as its premultiplied colour, i.e. composited over
    /// black.
    public func encodeOpaque(_ pixmap: Pixmap) throws(CodecError) -> [UInt8] {
        try pixmap.withUnsafeBytes { pixels in
            encode(pixels, width: pixmap.width, height: pixmap.height, rgba: false)
        }.get()
    }

    /// Writes 8-bit RGBA, straight alpha (as diff images are stored).
    public func encodeRGBA(_ image: RGBAImage) throws(CodecError) -> [UInt8] {
        try image.bytes.withUnsafeBufferPointer { pixels in
            encode(pixels, width: image.width, height: image.height, rgba: true)
        }.get()
    }

    // A Result rather than `throws`: the `withUnsafe…` wrappers only rethrow untyped errors.
    private func encode(_ pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int,
                        rgba: Bool) -> Result<[UInt8], CodecError> {
        let density = pixelsPerMeter ?? 0
        guard pixelsPerMeter == nil || (1...Int(Int32.max)).contains(density) else {
            return .failure(.encodeFailed(reason: "pHYs of \(density) pixels per metre is out of range"))
        }
        let rowFilters = compression.choosesRowFilters
            ? RowFilterChooser(width: width, channels: rgba ? 4 : 3).choose(pixels, height: height)
            : []
        var output = StretchyBuffer()
        defer { stretchy_buffer_free(&output) }
        let failure = rowFilters.withUnsafeBufferPointer { rowFilters in
            let options = StretchyPNGWriteOptions(rgba: rgba ? 1 : 0, level: compression.level,
                                                  strategy: compression.strategy, filters: compression.filters,
                                                  pixels_per_meter: UInt32(density),
                                                  row_filters: rowFilters.isEmpty ? nil : rowFilters.baseAddress)
            return Shim.call { message, capacity in
                stretchy_png_encode(pixels.baseAddress, UInt32(width), UInt32(height), options, &output,
                                    message, capacity)
            }
        }
        if let failure { return .failure(.encodeFailed(reason: failure)) }
        return .success(Array(UnsafeBufferPointer(start: output.bytes, count: output.count)))
    }
}
