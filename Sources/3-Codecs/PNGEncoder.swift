import CShim
import Raster
import Workers

/// Writes 8-bit, non-interlaced PNGs (rows filtered and deflated here, chunks written by libpng)
/// with an sRGB chunk (perceptual intent), an optional pHYs and nothing that varies between runs
/// (no tIME, no text): the same pixels and settings always give the same bytes.
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
    /// (bench/README.md).
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

        /// Whether `RowFilterChooser` picks each row's filter (else every row is Sub).
        var choosesRowFilters: Bool { self != .fast }
    }

    package var compression: Compression
    /// Written as a pHYs chunk (unit: metre) when set; must be in 1…2³¹ − 1.
    package var pixelsPerMeter: Int?

    /// How many cores one image may use; 1 keeps all the work on the calling thread. The bytes
    /// are the same whatever the value: the bands the rows are cut into depend on the height alone.
    package var threads: Int

    /// Row filter choices shared with other images of the same size (the frames of one
    /// animation), or nil. The bytes are the same with or without it.
    package var memo: FilterMemo?

    package init(
        compression: Compression = .default, pixelsPerMeter: Int? = nil, threads: Int = 1,
        memo: FilterMemo? = nil
    ) {
        self.compression = compression
        self.pixelsPerMeter = pixelsPerMeter
        self.threads = threads
        self.memo = memo
    }

    /// The pHYs value for a resolution in dots per inch, rounded: 144 dpi (72 × scale 2) → 5669.
    package static func pixelsPerMeter(dotsPerInch: Double) -> Int {
        Int((dotsPerInch / 0.0254).rounded())
    }

    /// Writes 8-bit RGB, each pixel's alpha byte dropped while filtering (no stripped copy), so
    /// a pixmap that is not opaque comes out as its premultiplied colour, i.e. composited over
    /// black.
    package func encodeOpaque(_ pixmap: Pixmap) throws(CodecError) -> [UInt8] {
        try pixmap.withUnsafeBytes { pixels in
            encode(pixels, width: pixmap.width, height: pixmap.height, rgba: false)
        }.get()
    }

    /// Writes 8-bit RGB as `encodeOpaque` does, the same bytes, in two steps, for an image whose
    /// top `topRows` rows are still to be drawn: this one filters and deflates the bands whose
    /// rows (and the row above them) are all below the top, reading only `lower`'s rows from
    /// `topRows` on; `PartialPNG.finish(top:threads:)` does the others once the top is drawn.
    package func encodeOpaque(_ lower: Pixmap, below topRows: Int) -> PartialPNG {
        precondition((0...lower.height).contains(topRows))
        let bands = EncodedBands(width: lower.width, height: lower.height, rgba: false, encoder: self)
        let below = bands.rows.indices.filter { bands.rows[$0].lowerBound > topRows || topRows == 0 }
        lower.withUnsafeStart { pixels in
            bands.encode(
                below, from: RowSource(top: nil, split: topRows, bottom: pixels, stride: lower.width * 4),
                threads: threads)
        }
        return PartialPNG(lower: lower, topRows: topRows, bands: bands, encoded: below)
    }

    /// Writes 8-bit RGBA, straight alpha (as diff images are stored).
    package func encodeRGBA(_ image: RGBAImage) throws(CodecError) -> [UInt8] {
        try image.bytes.withUnsafeBufferPointer { pixels in
            encode(pixels, width: image.width, height: image.height, rgba: true)
        }.get()
    }

    /// The bands of rows deflated on their own (as pieces of one zlib stream, see
    /// `StretchyDeflater`), so that the cores can share one image: about `rowsPerBand` rows
    /// each, from the height alone. Each band ends with a sync flush and starts without the
    /// previous band's bytes to refer to; on the default animation four bands of a frame came
    /// within 0.08 % of one band, smaller as often as larger (the blocks' boundaries move), and
    /// eight (160 rows) within 0.001 % of four, while 80-row bands cost 0.13 %. Eight let two
    /// cores share the bands a pulled-down `frame`'s header reaches evenly (four at −300 @2x;
    /// with 320-row bands there were three, and one core waited a third of the time).
    static func bands(height: Int) -> [Range<Int>] {
        let count = max(1, min(maxBands, (height + rowsPerBand / 2) / rowsPerBand))
        return (0..<count).map { band in (height * band / count)..<(height * (band + 1) / count) }
    }

    static let rowsPerBand = 160
    /// More pieces than cores only add sync flushes.
    static let maxBands = 64
    /// Bytes of filtered rows zlib takes at a time: a band's rows go through one small buffer,
    /// still in the cache when deflated, rather than all of an image's (3 MB for a 750 × 1334
    /// frame, whose first touch alone cost 1.5 ms of page faults). zlib's window, so that the
    /// pieces are those of one call with all of a band's rows (see `StretchyDeflater`).
    static let chunkBytes = Int(STRETCHY_DEFLATE_WINDOW)

    // A Result rather than `throws`: the `withUnsafe…` wrappers only rethrow untyped errors.
    private func encode(_ pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, rgba: Bool) -> Result<
        [UInt8], CodecError
    > {
        precondition(pixels.count >= width * 4 * height && width > 0 && height > 0)
        let bands = EncodedBands(width: width, height: height, rgba: rgba, encoder: self)
        bands.encode(
            Array(bands.rows.indices),
            from: RowSource(top: nil, split: 0, bottom: pixels.baseAddress!, stride: width * 4),
            threads: threads)
        return bands.file()
    }
}
