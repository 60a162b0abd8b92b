import CShim
import Glibc

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
/// libpng's own adaptive choice +1.6 %, this +0.7 %; trial-compressing each candidate row +0.9 %
/// at twice this one's time; with a histogram carried over from the rows above, no better. Sub is
/// left out: chosen for 0.5 % of the rows, it made the files no smaller.
///
/// Scores are integers (n · log₂ n in 1/65536 bits, from a table), so that the choice does not
/// hang on the last bit of a `log2` and the same pixels give the same file everywhere.
struct RowFilterChooser {
    /// The filters tried, in order of preference on a tie.
    private static let candidates: [Filter] = [.up, .none, .paeth, .average]

    private enum Filter: Int, CaseIterable {
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
    private var rowBytes: Int { width * channels }
    /// round(n · log₂ n · 2¹⁶) for n in 0...rowBytes.
    private let entropyTerms: [Int]

    init(width: Int, channels: Int) {
        precondition(width > 0 && (channels == 3 || channels == 4))
        self.width = width
        self.channels = channels
        entropyTerms = (0...(width * channels)).map { count in
            count < 2 ? 0 : Int((Double(count) * log2(Double(count)) * 65536).rounded())
        }
    }

    /// One STRETCHY_PNG_FILTER_* value per row of `pixels` (RGBA, `width` × 4 bytes a row);
    /// row 0's is every filter, since libpng chooses that one itself (see `row_filters`).
    func choose(_ pixels: UnsafeBufferPointer<UInt8>, height: Int) -> [UInt8] {
        let stride = width * 4
        precondition(pixels.count >= stride * height)
        var filters = [UInt8](repeating: UInt8(STRETCHY_PNG_FILTER_ALL), count: height)
        guard height > 1, let base = pixels.baseAddress else { return filters }
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 256 * Filter.allCases.count) { histograms in
            for y in 1..<height {
                let row = base + y * stride
                let above = row - stride
                if memcmp(row, above, stride) == 0 {
                    filters[y] = Filter.up.flag
                    continue
                }
                histograms.initialize(repeating: 0)
                let counted = channels == 3
                    ? count(row, above: above, channels: 3, into: histograms.baseAddress!)
                    : count(row, above: above, channels: 4, into: histograms.baseAddress!)
                var bestScore = Int.max
                for candidate in Self.candidates {
                    let histogram = histograms.baseAddress! + 256 * candidate.rawValue
                    var bits = entropyTerms[counted[candidate.rawValue]]
                    for byte in 0..<256 { bits &-= entropyTerms[Int(histogram[byte])] }
                    if bits < bestScore {
                        bestScore = bits
                        filters[y] = candidate.flag
                    }
                }
            }
        }
        return filters
    }

    /// Fills one histogram per filter (256 counts each, in `Filter` order) with the bytes libpng
    /// would compress for `row` under that filter (PNG spec §9.2), leaving out every byte that
    /// continues a run of three; returns how many bytes each histogram counted. One pass for all
    /// filters, branch-free, as this is the encoder's hottest loop after deflate.
    @inline(__always)
    private func count(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, channels: Int,
                       into histograms: UnsafeMutablePointer<Int32>) -> [Int] {
        let none = histograms, up = histograms + 256, average = histograms + 512, paeth = histograms + 768
        var counted = (0, 0, 0, 0)
        // The last two bytes of each filter's row; -1 (no byte) so that the first ones count.
        var last = (none: (-1, -1), up: (-1, -1), average: (-1, -1), paeth: (-1, -1))
        @inline(__always)
        func tally(_ byte: UInt8, _ histogram: UnsafeMutablePointer<Int32>, _ last: inout (Int, Int),
                   _ counted: inout Int) {
            let value = Int(byte)
            let fresh = value == last.0 && value == last.1 ? 0 : 1
            histogram[value] &+= Int32(fresh)
            counted &+= fresh
            last = (value, last.0)
        }
        for x in 0..<width {
            for channel in 0..<channels {
                let input = x &* 4 &+ channel
                let current = row[input], upper = above[input]
                let left: UInt8 = x > 0 ? row[input &- 4] : 0
                let upperLeft: UInt8 = x > 0 ? above[input &- 4] : 0
                tally(current, none, &last.none, &counted.0)
                tally(current &- upper, up, &last.up, &counted.1)
                tally(current &- UInt8((UInt16(left) &+ UInt16(upper)) >> 1), average, &last.average, &counted.2)
                tally(current &- Self.paeth(left: left, up: upper, upLeft: upperLeft), paeth, &last.paeth,
                      &counted.3)
            }
        }
        return [counted.0, counted.1, counted.2, counted.3]
    }

    @inline(__always)
    private static func paeth(left: UInt8, up: UInt8, upLeft: UInt8) -> UInt8 {
        let a = Int(left), b = Int(up), c = Int(upLeft)
        let toLeft = abs(b &- c), toUp = abs(a &- c), toUpLeft = abs(a &+ b &- 2 &* c)
        if toLeft <= toUp && toLeft <= toUpLeft { return left }
        return toUp <= toUpLeft ? up : upLeft
    }
}
