/// Box-filter reduction of straight RGBA: each output pixel is the exact area-weighted mean of
/// the input pixels its footprint covers, fractions of a pixel included (compare's report
/// thumbnails, SPEC §4).
///
/// Why a box and not the Lanczos resampler: a thumbnail is for seeing *what is there*. A 1-pixel
/// separator reduced 3× stays as one row at a third of its contrast (nearest-neighbour drops two
/// of three; Lanczos rings around it), and the mean of every channel is kept exactly.
///
/// The arithmetic is integer and exact: with the input `W` wide and the output `w`, input
/// column `i` spans `[i·w, (i+1)·w)` and output column `x` spans `[x·W, (x+1)·W)` in units of
/// `1/(W·w)` image widths, so every overlap is a whole number (likewise rows). Colours are
/// averaged weighted by alpha (premultiplied), so a transparent pixel brings no colour in:
/// `c = round(Σ o·a·c / Σ o·a)`, `a = round(Σ o·a / (W·H))`, `o` the overlap area, halves up.
package enum AreaAverage {
    /// `image` reduced to `width` × `height` (each from 1 to the input's own); nil when a size
    /// is outside that range.
    package static func reduce(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage? {
        reduce(image, width: width, height: height, changedRows: 0..<image.height, over: nil)
    }

    /// The reduction of `image` where `reduced` is already that of an image equal to it outside
    /// the input rows `changedRows`: only the output rows those reach are computed, the others
    /// are `reduced`'s. Nil on the sizes `reduce` refuses, or a `reduced` of another size.
    package static func reduce(_ image: RGBAImage, changedRows: Range<Int>, over reduced: RGBAImage) -> RGBAImage? {
        reduce(image, width: reduced.width, height: reduced.height, changedRows: changedRows, over: reduced)
    }

    private static func reduce(
        _ image: RGBAImage, width: Int, height: Int, changedRows: Range<Int>,
        over reduced: RGBAImage?
    ) -> RGBAImage? {
        guard (1...image.width).contains(width), (1...image.height).contains(height) else { return nil }
        // The columns' spans flattened: output x reads inputs first[x] ..< first[x] + count, with
        // weights[offset[x] ..< offset[x + 1]].
        let columns = spans(from: image.width, to: width)
        let first = columns.map { $0[0].index }
        let offset = columns.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.count) }
        let weights = columns.flatMap { $0.map(\.weight) }
        // Separable: each input row is reduced across once (Σ over a column's taps of o·a·r,
        // o·a·g, o·a·b, o·a), kept while the next output row shares it, and the output rows sum
        // their input rows' reductions by row weight — the same integer sums, regrouped, as
        // summing every pixel's o_x·o_y·a·c (which reduced a row shared by two output rows twice,
        // and cost a sixth of a report).
        var across = [Int](repeating: 0, count: width * 4), acrossRow = -1
        var sums = [Int](repeating: 0, count: width * 4)
        var out = reduced?.bytes ?? [UInt8](repeating: 0, count: width * height * 4)
        let area = image.width * image.height, stride = image.width * 4
        for (y, rows) in spans(from: image.height, to: height).enumerated()
        where rows.contains(where: { changedRows.contains($0.index) }) {
            for index in sums.indices { sums[index] = 0 }
            for (row, rowWeight) in rows {
                if row != acrossRow {
                    reduceAcross(
                        image.bytes, from: row * stride, first: first, offset: offset, weights: weights, into: &across)
                    acrossRow = row
                }
                // Wrapping arithmetic only to skip the overflow checks: a sum is at most
                // W·H·255², far from Int's limit for any valid image.
                sums.withUnsafeMutableBufferPointer { sums in
                    across.withUnsafeBufferPointer { across in
                        for index in sums.indices { sums[index] &+= rowWeight &* across[index] }
                    }
                }
            }
            for x in 0..<width {
                let weight = sums[x * 4 + 3], target = (y * width + x) * 4
                for channel in 0..<3 {
                    let sum = sums[x * 4 + channel]
                    out[target + channel] = weight > 0 ? UInt8((2 * sum + weight) / (2 * weight)) : 0
                }
                out[target + 3] = UInt8((2 * weight + area) / (2 * area))
            }
        }
        return RGBAImage(width: width, height: height, bytes: out)
    }

    /// One input row, from byte `base` of `source`, reduced across: for output column `x`,
    /// Σ o·a·r, Σ o·a·g, Σ o·a·b and Σ o·a over its taps (inputs `first[x]` on, weights
    /// `weights[offset[x] ..< offset[x + 1]]`).
    private static func reduceAcross(
        _ source: [UInt8], from base: Int, first: [Int], offset: [Int], weights: [Int], into row: inout [Int]
    ) {
        source.withUnsafeBufferPointer { source in
            first.withUnsafeBufferPointer { first in
                offset.withUnsafeBufferPointer { offset in
                    weights.withUnsafeBufferPointer { weights in
                        row.withUnsafeMutableBufferPointer { row in
                            for x in 0..<first.count {
                                var red = 0, green = 0, blue = 0, alpha = 0
                                var pixel = base + first[x] * 4
                                for tap in offset[x]..<offset[x + 1] {
                                    let weight = weights[tap] &* Int(source[pixel + 3])
                                    red &+= weight &* Int(source[pixel])
                                    green &+= weight &* Int(source[pixel + 1])
                                    blue &+= weight &* Int(source[pixel + 2])
                                    alpha &+= weight
                                    pixel &+= 4
                                }
                                row[x * 4] = red
                                row[x * 4 + 1] = green
                                row[x * 4 + 2] = blue
                                row[x * 4 + 3] = alpha
                            }
                        }
                    }
                }
            }
        }
    }

    /// The reduction of `image` to at most `maxWidth` columns, the height in proportion (rounded,
    /// at least 1); the image itself when it is no wider.
    package static func thumbnail(_ image: RGBAImage, maxWidth: Int) -> RGBAImage {
        let size = thumbnailSize(width: image.width, height: image.height, maxWidth: maxWidth)
        return reduce(image, width: size.width, height: size.height) ?? image
    }

    /// The size `thumbnail` gives an image of `width` × `height`.
    package static func thumbnailSize(width: Int, height: Int, maxWidth: Int) -> (width: Int, height: Int) {
        guard width > maxWidth, maxWidth > 0 else { return (width, height) }
        return (maxWidth, max(1, (height * maxWidth * 2 + width) / (width * 2)))
    }

    /// For each of `count` outputs over `size` inputs: the inputs it covers and the overlap of
    /// each, in units where an input is `count` long and an output `size` (they sum to `size`).
    static func spans(from size: Int, to count: Int) -> [[(index: Int, weight: Int)]] {
        (0..<count).map { output in
            let start = output * size, end = start + size
            return (start / count...(end - 1) / count).map { input in
                (input, min(end, (input + 1) * count) - max(start, input * count))
            }
        }
    }
}
