import CShim
import Raster

/// Writes 8-bit, non-interlaced PNGs through libpng with an sRGB chunk (perceptual intent), an
/// optional pHYs and nothing that varies between runs (no tIME, no text): the same pixels and
/// settings always give the same bytes.
public struct PNGEncoder: Sendable {
    /// How hard zlib works, and who picks each row's filter.
    ///
    /// Chosen by measurement on every sixth frame of the default animation @2x (41 frames of
    /// 750 × 1334: the photo in the top rows, below it a white table with anti-aliased text and
    /// 1-px separators), written as RGB; libpng 1.6.39, zlib 1.2.13, one core:
    ///
    /// | zlib level, strategy, row filters           |   bytes |        |          |
    /// |---------------------------------------------|--------:|-------:|----------|
    /// | 6, default, libpng's adaptive (its defaults)| 9247688 |        |          |
    /// | 1, Z_RLE, libpng's adaptive                 | 9392508 | +1.6 % |          |
    /// | 1, Z_RLE, Paeth                             | 9500477 | +2.7 % |          |
    /// | 1, Z_RLE, `RowFilterChooser`                | 9317763 | +0.8 % | .default |
    /// | 1, Z_RLE, Sub                               |10514850 |  +14 % | .fast    |
    /// | 9, Z_FILTERED, libpng's adaptive            | 9092457 | −1.7 % |          |
    /// | 9, Z_FILTERED, `RowFilterChooser`           | 8983060 | −2.9 % | .best    |
    ///
    /// Z_RLE only finds runs of one byte, which is what filtered flat UI areas and filtered
    /// photos mostly offer: as small as level 6 in a fraction of its time, provided each row's
    /// filter is chosen for what deflate will see (see `RowFilterChooser`), not by libpng's sum
    /// of absolute values. Levels 2–4 are larger; level 5 is as small as libpng's defaults but
    /// deflates 1.8× slower, which leaves little margin to the speed goals `make bench` measures
    /// (README, Performance).
    /// `.fast` skips the choice and filters every row Sub.
    public enum Compression: String, CaseIterable, Sendable {
        /// zlib level 1, Z_RLE, Sub filter only: the quickest, about 14 % larger.
        case fast
        /// zlib level 1, Z_RLE, each row's filter chosen by `RowFilterChooser`: within 1 % of
        /// libpng's defaults.
        case `default`
        /// zlib level 9, Z_FILTERED, each row's filter chosen by `RowFilterChooser`: about 3 %
        /// smaller than libpng's defaults, several times slower.
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

    /// How many cores choosing the row filters of one image may use; 1 keeps all the work on
    /// the calling thread. The bytes are the same whatever the value.
    public var threads: Int

    public init(compression: Compression = .default, pixelsPerMeter: Int? = nil, threads: Int = 1) {
        self.compression = compression
        self.pixelsPerMeter = pixelsPerMeter
        self.threads = threads
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
            ? RowFilterChooser(width: width, channels: rgba ? 4 : 3).choose(pixels, height: height, threads: threads)
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
