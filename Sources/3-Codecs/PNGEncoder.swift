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

        /// Whether `RowFilterChooser` picks each row's filter (else every row is Sub).
        var choosesRowFilters: Bool { self != .fast }
    }

    public var compression: Compression
    /// Written as a pHYs chunk (unit: metre) when set; must be in 1…2³¹ − 1.
    public var pixelsPerMeter: Int?

    /// How many cores one image may use; 1 keeps all the work on the calling thread. The bytes
    /// are the same whatever the value: the bands the rows are cut into depend on the height alone.
    public var threads: Int

    /// Row filter choices shared with other images of the same size (the frames of one
    /// animation), or nil. The bytes are the same with or without it.
    public var memo: FilterMemo?

    public init(compression: Compression = .default, pixelsPerMeter: Int? = nil, threads: Int = 1,
                memo: FilterMemo? = nil) {
        self.compression = compression
        self.pixelsPerMeter = pixelsPerMeter
        self.threads = threads
        self.memo = memo
    }

    /// The pHYs value for a resolution in dots per inch, rounded: 144 dpi (72 × scale 2) → 5669.
    public static func pixelsPerMeter(dotsPerInch: Double) -> Int {
        Int((dotsPerInch / 0.0254).rounded())
    }

    /// Writes 8-bit RGB, each pixel's alpha byte dropped while filtering (no stripped copy), so
    /// a pixmap that is not opaque comes out as its premultiplied colour, i.e. composited over
    /// black.
    public func encodeOpaque(_ pixmap: Pixmap) throws(CodecError) -> [UInt8] {
        try pixmap.withUnsafeBytes { pixels in
            encode(pixels, width: pixmap.width, height: pixmap.height, rgba: false, top: nil)
        }.get()
    }

    /// Writes 8-bit RGB as `encodeOpaque` does, the same bytes, of an image whose top `topRows`
    /// rows are still to be drawn: `lower` is final from row `topRows` on, and `drawTop`
    /// returns the top rows (a pixmap of the same width, `topRows` high). It is called once,
    /// while, with `threads` > 1, the bands entirely below the top are filtered and deflated on
    /// the other cores.
    public func encodeOpaque(_ lower: Pixmap, topRows: Int,
                             drawTop: @escaping @Sendable () -> Pixmap) throws(CodecError) -> [UInt8] {
        precondition((0...lower.height).contains(topRows))
        return try lower.withUnsafeBytes { pixels in
            encode(pixels, width: lower.width, height: lower.height, rgba: false,
                   top: topRows > 0 ? (topRows, drawTop) : nil)
        }.get()
    }

    /// Writes 8-bit RGBA, straight alpha (as diff images are stored).
    public func encodeRGBA(_ image: RGBAImage) throws(CodecError) -> [UInt8] {
        try image.bytes.withUnsafeBufferPointer { pixels in
            encode(pixels, width: image.width, height: image.height, rgba: true, top: nil)
        }.get()
    }

    /// The bands of rows deflated on their own (as pieces of one zlib stream, see
    /// `StretchyDeflater`), so that the cores can share one image: about `rowsPerBand` rows
    /// each, from the height alone. Each band ends with a sync flush and starts without the
    /// previous band's bytes to refer to; on the default animation the four bands of a frame came
    /// within 0.08 % of one band, smaller as often as larger (the blocks' boundaries move).
    static func bands(height: Int) -> [Range<Int>] {
        let count = max(1, min(maxBands, (height + rowsPerBand / 2) / rowsPerBand))
        return (0..<count).map { band in (height * band / count)..<(height * (band + 1) / count) }
    }

    static let rowsPerBand = 320
    /// More pieces than cores only add sync flushes.
    static let maxBands = 64
    /// Bytes of filtered rows zlib takes at a time: a band's rows go through one small buffer,
    /// still in the cache when deflated, rather than all of an image's (3 MB for a 750 × 1334
    /// frame, whose first touch alone cost 1.5 ms of page faults). zlib's window, so that the
    /// pieces are those of one call with all of a band's rows (see `StretchyDeflater`).
    static let chunkBytes = Int(STRETCHY_DEFLATE_WINDOW)

    // A Result rather than `throws`: the `withUnsafe…` wrappers only rethrow untyped errors.
    // With `top`, rows above its row count come from what its closure draws, not from `pixels`.
    private func encode(_ pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, rgba: Bool,
                        top: (rows: Int, draw: @Sendable () -> Pixmap)?) -> Result<[UInt8], CodecError> {
        let density = pixelsPerMeter ?? 0
        guard pixelsPerMeter == nil || (1...Int(Int32.max)).contains(density) else {
            return .failure(.encodeFailed(reason: "pHYs of \(density) pixels per metre is out of range"))
        }
        precondition(pixels.count >= width * 4 * height && width > 0 && height > 0)
        let chooser = RowFilterChooser(width: width, channels: rgba ? 4 : 3)
        let bands = Self.bands(height: height)
        let rowBytes = chooser.writtenRowBytes
        // Each band's piece of the zlib stream, the Adler-32 of its rows and its failure, if any.
        let pieces = UnsafeMutablePointer<StretchyBuffer>.allocate(capacity: bands.count)
        pieces.initialize(repeating: StretchyBuffer(), count: bands.count)
        let checksums = UnsafeMutablePointer<UInt32>.allocate(capacity: bands.count)
        let failures = UnsafeMutablePointer<String?>.allocate(capacity: bands.count)
        failures.initialize(repeating: nil, count: bands.count)
        defer {
            for band in bands.indices { stretchy_buffer_free(&pieces[band]) }
            pieces.deallocate()
            checksums.deallocate()
            failures.deinitialize(count: bands.count)
            failures.deallocate()
        }
        let shared = (pieces: BandShared(pieces), checksums: BandShared(checksums), failures: BandShared(failures))
        // Each band reads the pixels and writes only its own piece, checksum and failure; its
        // rows are filtered a chunk at a time, each chunk deflated before the next is filtered.
        let encodeBand = { @Sendable (band: Int, source: RowSource) in
            let rows = bands[band]
            shared.failures.pointer[band] = Shim.call { message, capacity in
                guard let deflater = stretchy_deflate_begin(compression.level, compression.strategy, rows.count * rowBytes,
                                                            message, capacity) else { return 1 }
                defer { stretchy_deflate_end(deflater) }
                var status: Int32 = 0
                chooser.write(rows, of: source, choosing: compression.choosesRowFilters, memo: memo,
                              chunkBytes: Self.chunkBytes) { chunk in
                    status = stretchy_deflate_feed(deflater, chunk.baseAddress, chunk.count, message, capacity)
                    return status == 0
                }
                guard status == 0 else { return status }
                return stretchy_deflate_finish(deflater, band == bands.count - 1 ? 1 : 0, shared.pieces.pointer + band,
                                               shared.checksums.pointer + band, message, capacity)
            }
        }
        let split = top?.rows ?? 0
        let lower = RowSource(top: nil, split: split, bottom: pixels.baseAddress!, stride: width * 4)
        // Bands whose rows and the row above them are all below the top go first, beside the
        // drawing of the top; then the others, once it is drawn.
        let early = bands.indices.filter { bands[$0].lowerBound > split || split == 0 }
        let drawn = UnsafeMutablePointer<Pixmap?>.allocate(capacity: 1)
        drawn.initialize(to: nil)
        defer {
            drawn.deinitialize(count: 1)
            drawn.deallocate()
        }
        let topSlot = BandShared(drawn)
        // The drawing first: it takes longest, and the cores take the tasks in order.
        let first = top == nil ? 0 : 1
        run(first + early.count) { task in
            if let top, task == 0 {
                topSlot.pointer.pointee = top.draw()
            } else {
                encodeBand(early[task - first], lower)
            }
        }
        if let top, let image = drawn.pointee {
            precondition(image.width == width && image.height == top.rows, "the top rows drawn are not the size promised")
            image.withUnsafeBytes { topPixels in
                let whole = RowSource(top: topPixels.baseAddress!, split: split, bottom: pixels.baseAddress!, stride: width * 4)
                let late = bands.indices.filter { !early.contains($0) }
                run(late.count) { encodeBand(late[$0], whole) }
            }
        }
        if let failure = (0..<bands.count).lazy.compactMap({ failures[$0] }).first {
            return .failure(.encodeFailed(reason: failure))
        }
        var adler = checksums[0]
        for band in bands.indices.dropFirst() {
            adler = stretchy_adler32_combine(adler, checksums[band], bands[band].count * rowBytes)
        }
        let options = StretchyPNGWriteOptions(rgba: rgba ? 1 : 0, pixels_per_meter: UInt32(density),
                                              level: compression.level, strategy: compression.strategy)
        // libpng writes straight into the array returned: no buffer of its own to copy from.
        let size = stretchy_png_size(options, pieces, bands.count)
        var failure: String?
        let file = [UInt8](unsafeUninitializedCapacity: size) { file, count in
            failure = Shim.call { message, capacity in
                stretchy_png_write(UInt32(width), UInt32(height), options, pieces, bands.count, adler, file.baseAddress,
                                   size, message, capacity)
            }
            count = failure == nil ? size : 0
        }
        if let failure { return .failure(.encodeFailed(reason: failure)) }
        return .success(file)
    }

    /// Runs `count` independent tasks: on `threads` threads when that is above 1, else in order here.
    private func run(_ count: Int, _ task: @escaping @Sendable (Int) -> Void) {
        Parallel.run(count, width: threads, task)
    }
}
