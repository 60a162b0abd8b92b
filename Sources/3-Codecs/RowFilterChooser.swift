import Glibc

/// Filters PNG rows, choosing each row's filter for zlib's `Z_RLE` strategy (and `Z_FILTERED`),
/// and writes the image data deflate compresses: per row, the filter type byte, then the
/// filtered bytes of the written channels (RGB drops the input's 4th byte here, in one pass).
///
/// libpng's adaptive choice takes the filter whose output has the smallest sum of absolute
/// values, a guess at how well Huffman coding alone will do. What deflate really pays for is
/// different: runs of one byte become a single distance-1 match, whatever the byte, and the rest
/// costs what its literals' entropy says. So each candidate row is scored by the entropy of its
/// bytes under the row's own histogram, with every byte that continues a run of three equal
/// bytes counted free. The cheapest candidate wins; on a tie the earlier one in `candidates`. A
/// row equal to the one above is filtered Up (all zeros) without scoring. Row 0 is scored like
/// the others, against a row of zeros (what the PNG spec puts above it).
///
/// Measured on every sixth frame of the default animation @2x (41 frames, zlib level 1, Z_RLE),
/// against libpng's defaults (level 6, default strategy, adaptive):
/// libpng's own adaptive choice +1.6 %, this +0.8 % (the table in `PNGEncoder.Compression`); trial-compressing each candidate row
/// +0.9 % at over twice this one's time; with a histogram carried over from the rows above, no
/// better. Sub is left out: chosen for 0.5 % of the rows, it made the files no smaller.
///
/// The score is N·log₂N − Σᵥ nᵥ·log₂nᵥ (× 2¹⁶) over the N counted bytes, nᵥ of them of value
/// v, in integers, so that the choice does not hang on the last bit of a `log2` and the same
/// pixels give the same file everywhere. `cost[n]` stands for n·log₂n as the sum of its rounded
/// steps: the score was first built up byte by byte, each byte adding what it changed, and this
/// table gives exactly those sums, so the choices, and the files, stayed the same. A candidate's
/// bytes are counted into a histogram per channel, then 256 look-ups give its score.
///
/// Measured on a frame at −300 @2x (600 rows of photo; 837 rows scored, 4 candidates each),
/// one core, filtering and packing included: byte by byte, stopped every 32 pixels once over
/// the best score so far, 10.5 ms; counting then looking up, 6.1 ms, the same choice on every
/// row. A histogram per channel, because a value repeated (a grey, the zeros of a flat area)
/// would otherwise update one counter back to back, each update waiting for the one before (a
/// shared histogram: 1.0 ns a byte, one per channel 0.63 ns). Rejected: stopping a candidate
/// whose left half already costs more than the best row so far (the check is another pass over
/// the counts: 9 % slower overall, even with the row above's filter scored first for an early
/// bound); two histograms per channel for alternate pixels (more to clear and sum: slower);
/// 16-bit counts (3 % faster, but a row over 65535 pixels would overflow them).
///
/// A choice depends only on the row and the row above, so a `FilterMemo` can remember it by
/// their content: while a table scrolls, most (row, row above) pairs of a frame were in the one
/// before, and a remembered choice costs one hash of each row instead of four scores.
struct RowFilterChooser {
    /// PNG filter types (PNG spec §9.2), the byte written before each row.
    enum Filter: UInt8 {
        case none = 0
        case sub = 1
        case up = 2
        case average = 3
        case paeth = 4
    }

    /// The filters tried, in order of preference on a tie.
    private static let candidates: [Filter] = [.up, .none, .paeth, .average]

    /// Pixels per row.
    let width: Int
    /// Bytes per written pixel: 3 (RGB, the input's 4th byte dropped) or 4 (RGBA).
    let channels: Int
    /// For n in 0...width × channels: the sum over k < n of round(((k+1)·log₂(k+1) − k·log₂k) · 2¹⁶).
    private let cost: [Int]

    init(width: Int, channels: Int) {
        precondition(width > 0 && (channels == 3 || channels == 4))
        self.width = width
        self.channels = channels
        func nLog2n(_ n: Int) -> Double { n < 2 ? 0 : Double(n) * log2(Double(n)) }
        var cost = [0]
        cost.reserveCapacity(width * channels + 1)
        for n in 0..<(width * channels) {
            cost.append(cost[n] + Int(((nLog2n(n + 1) - nLog2n(n)) * 65536).rounded()))
        }
        self.cost = cost
    }

    /// Bytes of one written row: the filter type and `width` × `channels` samples.
    var writtenRowBytes: Int { 1 + width * channels }

    /// Writes rows `rows` of `pixels` (RGBA, `width` × 4 bytes a row; the row above `rows` is
    /// read too) as PNG image data, `writtenRowBytes` a row, in chunks of `chunkBytes` bytes
    /// (rows cut wherever a chunk ends), the last one shorter: `deliver` gets each chunk as soon
    /// as it is written, in memory reused for the next, and returns false to stop. Each row's
    /// filter is chosen as above, or Sub on every row when `choosing` is false. With a `memo`,
    /// choices remembered for the same (row, row above) are reused and new ones remembered; the
    /// bytes are the same with or without it, and whatever the chunks. Whether every row was
    /// written: false when `deliver` stopped it, or when a row of `pixels` never came (`ready`).
    @discardableResult
    func write(
        _ rows: Range<Int>, of pixels: RowSource, choosing: Bool, memo: FilterMemo?, chunkBytes: Int,
        deliver: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        precondition(chunkBytes > 0)
        // A memo hashes every row first: only rows made already.
        precondition(memo == nil || pixels.ready == nil)
        let stride = width * 4
        // Up, Average and Paeth of the row in the input's RGBA layout (simple loops the compiler
        // vectorises), a row of zeros for above row 0, the chunk with room for a row past its
        // end, and a histogram per channel.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stride * 4 + chunkBytes + writtenRowBytes) {
            scratch in
            return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256 * channels) { counts in
                let up = scratch.baseAddress!, average = up + stride, paeth = average + stride, zeros = paeth + stride
                let chunk = zeros + stride
                zeros.initialize(repeating: 0, count: stride)
                let remembered =
                    choosing
                    ? memo?.choices(for: rows, of: pixels, zeros: zeros, width: width, channels: channels) : nil
                var learned: [(FilterMemo.Key, Filter)] = []
                var filled = 0, stopped = false
                rowLoop: for y in rows {
                    if let ready = pixels.ready, !ready(y) {
                        stopped = true
                        break rowLoop
                    }
                    let row = pixels[y]
                    let above = y > 0 ? pixels[y - 1] : UnsafePointer(zeros)
                    let filter: Filter
                    var bytes: UnsafePointer<UInt8>?  // the filtered row when choosing made it already
                    if !choosing {
                        filter = .sub
                    } else if memcmp(row, above, stride) == 0 {
                        filter = .up
                    } else if let known = remembered?.filters[y - rows.lowerBound] {
                        filter = known
                    } else {
                        (filter, bytes) = choose(
                            row, above: above, up: up, average: average, paeth: paeth,
                            counts: counts.baseAddress!)
                        if let remembered { learned.append((remembered.keys[y - rows.lowerBound], filter)) }
                    }
                    pack(
                        filter, bytes ?? Self.apply(filter, row, above: above, count: stride, into: up),
                        into: chunk + filled)
                    filled += writtenRowBytes
                    // Whole chunks go, the rest moves to the front (one row is more than a chunk
                    // only for rows wider than the chunk).
                    var sent = 0
                    while filled - sent >= chunkBytes {
                        guard deliver(UnsafeBufferPointer(start: chunk + sent, count: chunkBytes)) else {
                            stopped = true
                            break rowLoop
                        }
                        sent += chunkBytes
                    }
                    if sent > 0 {
                        memmove(chunk, chunk + sent, filled - sent)
                        filled -= sent
                    }
                }
                if !stopped && filled > 0 { stopped = !deliver(UnsafeBufferPointer(start: chunk, count: filled)) }
                memo?.remember(learned)
                return !stopped
            }
        }
    }

    /// The candidate with the lowest score, and its output (in `row` or one of the buffers).
    private func choose(
        _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>,
        up: UnsafeMutablePointer<UInt8>, average: UnsafeMutablePointer<UInt8>,
        paeth: UnsafeMutablePointer<UInt8>,
        counts: UnsafeMutablePointer<UInt32>
    ) -> (Filter, UnsafePointer<UInt8>) {
        let stride = width * 4
        var best = (filter: Filter.up, bytes: UnsafePointer(up)), bestScore = Int.max
        for candidate in Self.candidates {
            let bytes =
                switch candidate {
                case .none, .sub, .up: Self.apply(candidate, row, above: above, count: stride, into: up)
                case .average: Self.apply(candidate, row, above: above, count: stride, into: average)
                case .paeth: Self.apply(candidate, row, above: above, count: stride, into: paeth)
                }
            let score =
                channels == 3 ? score(bytes, channels: 3, counts: counts) : score(bytes, channels: 4, counts: counts)
            if score < bestScore {
                bestScore = score
                best = (candidate, bytes)
            }
        }
        return best
    }

    /// Writes the filter type and the written channels of the filtered row `bytes` (RGBA layout).
    private func pack(_ filter: Filter, _ bytes: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>) {
        out[0] = filter.rawValue
        if channels == 4 {
            (out + 1).update(from: bytes, count: width * 4)
        } else {
            for x in 0..<width {
                out[1 &+ x &* 3] = bytes[x &* 4]
                out[2 &+ x &* 3] = bytes[x &* 4 &+ 1]
                out[3 &+ x &* 3] = bytes[x &* 4 &+ 2]
            }
        }
    }

    /// What `filter` turns `row` into (PNG spec §9.2), with the left neighbour 4 bytes back: `row`
    /// itself for None, else `out`, filled. One loop per filter: each vectorises.
    private static func apply(
        _ filter: Filter, _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) -> UnsafePointer<UInt8> {
        let head = min(4, count)
        switch filter {
        case .none:
            return row
        case .sub:
            for index in 0..<head { out[index] = row[index] }
            for index in head..<count { out[index] = row[index] &- row[index &- 4] }
        case .up:
            for index in 0..<count { out[index] = row[index] &- above[index] }
        case .average:
            // No left neighbour: Average halves the byte above.
            for index in 0..<head { out[index] = row[index] &- above[index] >> 1 }
            for index in head..<count {
                let left = row[index &- 4], upper = above[index]
                // ⌊(a + b) / 2⌋ without widening.
                out[index] = row[index] &- ((left & upper) &+ ((left ^ upper) >> 1))
            }
        case .paeth:
            // No left neighbour: Paeth predicts the byte above.
            for index in 0..<head { out[index] = row[index] &- above[index] }
            for index in head..<count {
                let left = row[index &- 4], upper = above[index], upperLeft = above[index &- 4]
                // 16-bit lanes: the distances fit (|a + b − 2c| ≤ 510), and the loop vectorises 8 wide.
                let a = Int16(left), b = Int16(upper), c = Int16(upperLeft)
                let toLeft = abs(b &- c), toUp = abs(a &- c), toUpperLeft = abs(a &+ b &- 2 &* c)
                out[index] =
                    row[index] &- (toLeft <= min(toUp, toUpperLeft) ? left : toUp <= toUpperLeft ? upper : upperLeft)
            }
        }
        return UnsafePointer(out)
    }

    /// The score of the filtered row `bytes` (RGBA layout, `channels` of each 4 written): bits
    /// (× 2¹⁶) that its bytes take at their own frequencies, leaving out every byte that
    /// continues a run of three.
    /// Branch-free counting: in a row of photo and flat areas a branch on runs mispredicts often.
    @inline(__always)
    private func score(_ bytes: UnsafePointer<UInt8>, channels: Int, counts: UnsafeMutablePointer<UInt32>) -> Int {
        counts.initialize(repeating: 0, count: 256 * channels)
        var previous = -1, beforePrevious = -1
        for x in 0..<width {
            for channel in 0..<channels {
                let byte = Int(bytes[x &* 4 &+ channel])
                counts[channel &* 256 &+ byte] &+= byte == previous && byte == beforePrevious ? 0 : 1
                beforePrevious = previous
                previous = byte
            }
        }
        return cost.withUnsafeBufferPointer { cost in
            var counted = 0, spread = 0
            for value in 0..<256 {
                var count = 0
                for channel in 0..<channels { count &+= Int(counts[channel &* 256 &+ value]) }
                counted &+= count
                spread &+= cost[count]
            }
            return cost[counted] &- spread
        }
    }
}

/// Where an image's rows are: those above `overRows` in `over`, the others above `split` in
/// `top`, the rest in `bottom`, each at its own row number times the stride (`over` holds just
/// the rows above `overRows`, `top` those above `split`). One buffer is `split` 0; two let the
/// lower rows be filtered while the top ones are still being drawn; a third holds a frame's
/// first rows with what is drawn over its header photo, whose rows `top` holds as decoded.
///
/// With `ready`, a row is read only once `ready` has said it is made (it waits for it, and is
/// false when it never will be): a frame's top rows are filtered as its photo is decoded.
///
/// Unchecked `Sendable` under `BandShared`'s rule: the bands only read these rows (each
/// buffer's once they are drawn), and the buffers outlive the encoding.
struct RowSource: @unchecked Sendable {
    var over: UnsafePointer<UInt8>? = nil
    var overRows = 0
    let top: UnsafePointer<UInt8>?
    let split: Int
    let bottom: UnsafePointer<UInt8>
    let stride: Int
    var ready: ((Int) -> Bool)? = nil

    subscript(y: Int) -> UnsafePointer<UInt8> {
        y < overRows
            ? over.unsafelyUnwrapped + y * stride : y < split ? top.unsafelyUnwrapped + y * stride : bottom + y * stride
    }
}
