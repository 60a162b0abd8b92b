import CShim
import Dispatch
import Glibc
import Raster

/// Chooses the PNG filter of every row for zlib's `Z_RLE` strategy (and `Z_FILTERED`).
///
/// libpng's adaptive choice takes the filter whose output has the smallest sum of absolute
/// values, a guess at how well Huffman coding alone will do. What deflate really pays for is
/// different: runs of one byte become a single distance-1 match, whatever the byte, and the rest
/// costs what its literals' entropy says. So each candidate row is scored by the entropy of its
/// bytes under the row's own histogram, with every byte that continues a run of three equal
/// bytes counted free. The cheapest candidate wins; on a tie the earlier one in `candidates`. A
/// row equal to the one above is filtered Up (all zeros) without scoring.
///
/// Measured on every sixth frame of the default animation @2x (41 frames, zlib level 1, Z_RLE),
/// against libpng's defaults (level 6, default strategy, adaptive):
/// libpng's own adaptive choice +1.6 %, this +0.8 % (the table in `PNGEncoder.Compression`); trial-compressing each candidate row
/// +0.9 % at over twice this one's time; with a histogram carried over from the rows above, no
/// better. Sub is left out: chosen for 0.5 % of the rows, it made the files no smaller.
///
/// The score, N·log₂N − Σ nᵢ·log₂nᵢ over the counted bytes, is built up byte by byte: each one
/// adds what it changes, (N+1)·log₂(N+1) − N·log₂N − ((n+1)·log₂(n+1) − n·log₂n), never less
/// than 0. So a candidate stops being scored as soon as its part of the row costs more than the
/// best whole row so far: it cannot win any more. The increments are integers (1/65536 bits,
/// from a table), so that the choice does not hang on the last bit of a `log2` and the same
/// pixels give the same file everywhere.
struct RowFilterChooser {
    /// The filters tried, in order of preference on a tie.
    private static let candidates: [Filter] = [.up, .none, .paeth, .average]

    private enum Filter {
        case none, up, average, paeth

        var flag: UInt8 {
            switch self {
            case .none: return UInt8(STRETCHY_PNG_FILTER_NONE)
            case .up: return UInt8(STRETCHY_PNG_FILTER_UP)
            case .average: return UInt8(STRETCHY_PNG_FILTER_AVG)
            case .paeth: return UInt8(STRETCHY_PNG_FILTER_PAETH)
            }
        }
    }

    /// Pixels per row.
    let width: Int
    /// Bytes per written pixel: 3 (RGB, the input's 4th byte dropped) or 4 (RGBA).
    let channels: Int
    /// round(((n+1)·log₂(n+1) − n·log₂n) · 2¹⁶) for n in 0..<width × channels: the growth of
    /// n·log₂n as a row's count of one value, or of all values, goes up by one.
    private let growth: [Int]

    init(width: Int, channels: Int) {
        precondition(width > 0 && (channels == 3 || channels == 4))
        self.width = width
        self.channels = channels
        func nLog2n(_ n: Int) -> Double { n < 2 ? 0 : Double(n) * log2(Double(n)) }
        growth = (0..<(width * channels)).map { n in Int(((nLog2n(n + 1) - nLog2n(n)) * 65536).rounded()) }
    }

    /// One STRETCHY_PNG_FILTER_* value per row of `pixels` (RGBA, `width` × 4 bytes a row);
    /// row 0's is every filter, since libpng chooses that one itself (see `row_filters`).
    ///
    /// A row's choice depends on it and the row above only, so with `threads` > 1 bands of rows
    /// are chosen on that many cores at once (one `frame` otherwise leaves them idle); the
    /// result is the same whatever the banding.
    func choose(_ pixels: UnsafeBufferPointer<UInt8>, height: Int, threads: Int = 1) -> [UInt8] {
        let stride = width * 4
        precondition(pixels.count >= stride * height)
        guard height > 1, let base = pixels.baseAddress else {
            return [UInt8](repeating: UInt8(STRETCHY_PNG_FILTER_ALL), count: height)
        }
        let bands = max(1, min(threads, height / Self.minRowsPerBand))
        return [UInt8](unsafeUninitializedCapacity: height) { filters, count in
            filters[0] = UInt8(STRETCHY_PNG_FILTER_ALL)
            if bands == 1 {
                chooseRows(1..<height, of: base, into: filters.baseAddress!)
            } else {
                // The pixels are only read; each band writes the choices of its own rows.
                let pixels = BandShared(base), choices = BandShared(filters.baseAddress!)
                DispatchQueue.concurrentPerform(iterations: bands) { band in
                    let rows = (1 + (height - 1) * band / bands)..<(1 + (height - 1) * (band + 1) / bands)
                    chooseRows(rows, of: pixels.pointer, into: choices.pointer)
                }
            }
            count = height
        }
    }

    /// Fewer rows than this are not worth a thread.
    private static let minRowsPerBand = 64

    private func chooseRows(_ rows: Range<Int>, of base: UnsafePointer<UInt8>, into filters: UnsafeMutablePointer<UInt8>) {
        let stride = width * 4
        // Each filter's output for the row, in the input's RGBA layout (the 4th byte of each
        // pixel is computed too and skipped when scoring RGB): simple loops the compiler can
        // vectorise, then one scoring pass per filter.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stride * 3) { predicted in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 256) { histogram in
                let up = predicted.baseAddress!, average = up + stride, paeth = average + stride
                for y in rows {
                    let row = base + y * stride
                    let above = row - stride
                    if memcmp(row, above, stride) == 0 {
                        filters[y] = Filter.up.flag
                        continue
                    }
                    Self.filter(row, above: above, count: stride, up: up, average: average, paeth: paeth)
                    var bestScore = Int.max
                    for candidate in Self.candidates {
                        let bytes = switch candidate {
                        case .none: row
                        case .up: UnsafePointer(up)
                        case .average: UnsafePointer(average)
                        case .paeth: UnsafePointer(paeth)
                        }
                        let score = channels == 3 ? score(bytes, channels: 3, below: bestScore, histogram: histogram)
                                                  : score(bytes, channels: 4, below: bestScore, histogram: histogram)
                        if score < bestScore {
                            bestScore = score
                            filters[y] = candidate.flag
                        }
                    }
                }
            }
        }
    }

    /// What libpng compresses for `row` under Up, Average and Paeth (PNG spec §9.2), with the
    /// left neighbour 4 bytes back; None is the row itself.
    private static func filter(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int,
                               up: UnsafeMutablePointer<UInt8>, average: UnsafeMutablePointer<UInt8>,
                               paeth: UnsafeMutablePointer<UInt8>) {
        for index in 0..<min(4, count) {
            // No left neighbour: Average halves the byte above, Paeth predicts it.
            let current = row[index], upper = above[index]
            up[index] = current &- upper
            average[index] = current &- upper >> 1
            paeth[index] = current &- upper
        }
        for index in 4..<max(4, count) {
            let current = row[index], upper = above[index], left = row[index &- 4], upperLeft = above[index &- 4]
            up[index] = current &- upper
            // ⌊(a + b) / 2⌋ without widening.
            average[index] = current &- ((left & upper) &+ ((left ^ upper) >> 1))
            // 16-bit lanes: the distances fit (|a + b − 2c| ≤ 510), and the loop vectorises 8 wide.
            let a = Int16(left), b = Int16(upper), c = Int16(upperLeft)
            let toLeft = abs(b &- c), toUp = abs(a &- c), toUpperLeft = abs(a &+ b &- 2 &* c)
            paeth[index] = current &- (toLeft <= min(toUp, toUpperLeft) ? left : toUp <= toUpperLeft ? upper : upperLeft)
        }
    }

    /// Bits (× 2¹⁶) that the written bytes of a filtered row (RGBA layout, `channels` of each 4
    /// written) take at their own frequencies, leaving out every byte that continues a run of
    /// three; or, as soon as its first bytes cost `bound` or more, that partial cost.
    /// Branch-free: in a row of photo and flat areas a branch on runs mispredicts often.
    @inline(__always)
    private func score(_ bytes: UnsafePointer<UInt8>, channels: Int, below bound: Int,
                       histogram: UnsafeMutableBufferPointer<Int32>) -> Int {
        histogram.initialize(repeating: 0)
        let counts = histogram.baseAddress!
        var bits = 0, counted = 0
        var previous = -1, beforePrevious = -1
        var x = 0
        while x < width {
            // Checking the bound every few pixels keeps the loop free of a branch per byte.
            let end = min(width, x &+ Self.pixelsPerBoundCheck)
            while x < end {
                for channel in 0..<channels {
                    let byte = Int(bytes[x &* 4 &+ channel])
                    let fresh = byte == previous && byte == beforePrevious ? 0 : 1
                    let seen = Int(counts[byte])
                    bits &+= fresh &* (growth[counted] &- growth[seen])
                    counts[byte] = Int32(truncatingIfNeeded: seen &+ fresh)
                    counted &+= fresh
                    beforePrevious = previous
                    previous = byte
                }
                x &+= 1
            }
            if bits >= bound { return bits }
        }
        return bits
    }

    private static let pixelsPerBoundCheck = 32
}
