import CShim
import Glibc
import Workers

/// One image's encoding in bands (`PNGEncoder.bands`): each band's piece of the zlib stream,
/// the Adler-32 of its rows and its failure, if any, as the bands are encoded; then the file.
///
/// Shared by the threads encoding it: each band writes only its own slots, and the file is
/// assembled after every band is done, so the unchecked `Sendable` holds (`BandShared`'s rule,
/// kept by this class's own methods rather than by a wrapped pointer).
final class EncodedBands: @unchecked Sendable {
    let rows: [Range<Int>]
    private let width: Int
    private let height: Int
    private let rgba: Bool
    private let encoder: PNGEncoder
    private let chooser: RowFilterChooser
    private let pieces: UnsafeMutablePointer<StretchyBuffer>
    private let checksums: UnsafeMutablePointer<UInt32>
    private let failures: UnsafeMutablePointer<String?>

    init(width: Int, height: Int, rgba: Bool, encoder: PNGEncoder) {
        rows = PNGEncoder.bands(height: height)
        self.width = width
        self.height = height
        self.rgba = rgba
        self.encoder = encoder
        chooser = RowFilterChooser(width: width, channels: rgba ? 4 : 3)
        pieces = .allocate(capacity: rows.count)
        pieces.initialize(repeating: StretchyBuffer(), count: rows.count)
        checksums = .allocate(capacity: rows.count)
        checksums.initialize(repeating: 0, count: rows.count)
        failures = .allocate(capacity: rows.count)
        failures.initialize(repeating: nil, count: rows.count)
    }

    deinit {
        for band in rows.indices { stretchy_buffer_free(&pieces[band]) }
        pieces.deallocate()
        checksums.deallocate()
        failures.deinitialize(count: rows.count)
        failures.deallocate()
    }

    /// Filters and deflates the bands `indices`, reading their rows (and the row above each)
    /// from `source`, on `threads` threads. Each band's rows are filtered a chunk at a time, each
    /// chunk deflated before the next is filtered. A band whose rows stop short (`source.ready`)
    /// fails, and may be encoded again from another source.
    func encode(_ indices: [Int], from source: RowSource, threads: Int) {
        Parallel.run(indices.count, width: threads) { [self] task in
            let band = indices[task]
            failures[band] = Shim.call { message, capacity in
                let compression = encoder.compression, rowBytes = chooser.writtenRowBytes
                guard
                    let deflater = stretchy_deflate_begin(
                        compression.level, compression.strategy,
                        rows[band].count * rowBytes, message, capacity)
                else { return 1 }
                defer { stretchy_deflate_end(deflater) }
                var status: Int32 = 0
                let whole = chooser.write(
                    rows[band], of: source, choosing: compression.choosesRowFilters, memo: encoder.memo,
                    chunkBytes: PNGEncoder.chunkBytes
                ) { chunk in
                    status = stretchy_deflate_feed(deflater, chunk.baseAddress, chunk.count, message, capacity)
                    return status == 0
                }
                guard status == 0 else { return status }
                guard whole else {
                    _ = "the rows of band \(band) stopped short".withCString { strncpy(message, $0, capacity - 1) }
                    return 1
                }
                return stretchy_deflate_finish(
                    deflater, band == rows.count - 1 ? 1 : 0, pieces + band,
                    checksums + band, message, capacity)
            }
        }
    }

    /// Whether band `band` was encoded without a failure (after `encode` returned).
    func isEncoded(_ band: Int) -> Bool { failures[band] == nil }

    /// The PNG file, once every band is encoded; the first band's failure, if any.
    func file() -> Result<[UInt8], CodecError> {
        let density = encoder.pixelsPerMeter ?? 0
        guard encoder.pixelsPerMeter == nil || (1...Int(Int32.max)).contains(density) else {
            return .failure(.encodeFailed(reason: "pHYs of \(density) pixels per metre is out of range"))
        }
        if let failure = rows.indices.lazy.compactMap({ self.failures[$0] }).first {
            return .failure(.encodeFailed(reason: failure))
        }
        var adler = checksums[0]
        for band in rows.indices.dropFirst() {
            adler = stretchy_adler32_combine(adler, checksums[band], rows[band].count * chooser.writtenRowBytes)
        }
        let options = StretchyPNGWriteOptions(
            rgba: rgba ? 1 : 0, pixels_per_meter: UInt32(density),
            level: encoder.compression.level, strategy: encoder.compression.strategy)
        // libpng writes straight into the array returned: no buffer of its own to copy from.
        let size = stretchy_png_size(options, pieces, rows.count)
        var failure: String?
        let file = [UInt8](unsafeUninitializedCapacity: size) { file, count in
            failure = Shim.call { message, capacity in
                stretchy_png_write(
                    UInt32(width), UInt32(height), options, pieces, rows.count, adler, file.baseAddress,
                    size, message, capacity)
            }
            count = failure == nil ? size : 0
        }
        if let failure { return .failure(.encodeFailed(reason: failure)) }
        return .success(file)
    }
}
