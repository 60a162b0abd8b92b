/// One axis of a separable resampling, computed once before any pixel is touched: for each
/// destination index, the first source index of its window and `tapCount` fixed-point weights.
///
/// Every row of weights sums to exactly `one` (cumulative rounding, below), so a flat colour
/// stays exactly that colour and the result never depends on anything but the inputs.
struct ResamplingWeights {
    /// Weights are fixed point with this many fraction bits: 8-bit samples × 14-bit weights
    /// × a few dozen taps stay far inside Int32, and 1/16384 is well below one 8-bit step.
    static var fractionBits: Int32 { 14 }
    static var one: Int32 { 1 << fractionBits }

    /// Taps per destination index (the widest window; narrower ones are padded with zeros).
    let tapCount: Int
    /// First source index of each destination's window; `starts[d] + tapCount ≤ sourceCount`.
    let starts: [Int]
    /// `starts.count × tapCount` weights, row by row. Int16 because every weight is below 2 · `one`,
    /// and 16-bit × 8-bit products are what the vector units multiply fastest.
    let weights: [Int16]

    /// The source indices some destination reads, `min(starts) ..< max(starts) + tapCount`.
    var sourceRange: Range<Int> {
        // A plan has at least one destination pixel, so `starts` is never empty.
        (starts.min() ?? 0)..<(starts.max() ?? 0) + tapCount
    }

    /// Whether a weight is below zero (Lanczos's lobes; never bilinear's, whose rounded running
    /// sums only grow): only then can a sum leave [0, 255] or a colour pass its alpha.
    let hasNegativeWeights: Bool

    /// Weights of `kernel` for `count` destination pixels mapped by `mapping` onto `sourceCount`
    /// pixels. `mapping` must be valid and both counts positive.
    init(count: Int, sourceCount n: Int, mapping: Resampler.Mapping, kernel: ResamplingKernel) {
        // A Lanczos reduction by s widens the kernel by 1/s so that it also low-passes below the
        // new Nyquist frequency. The radius is capped at 3 × the source length: that already
        // spans the whole source, and the cap bounds the work for absurd mappings. Bilinear
        // sampling keeps its two taps whatever the scale, as a GPU's does.
        let filterScale = kernel.widensOnReduction ? max(min(mapping.scale, 1), 1 / Double(n)) : 1
        let radius = kernel.radius / filterScale

        // The open window (c − radius, c + radius) around the source-index centre c; the kernel
        // is zero at its ends. c is first clamped to just beyond the reach of the window so far-off
        // (or infinite) coordinates cannot overflow: past that, every tap lands on the edge pixel.
        func window(_ d: Int) -> (centre: Double, taps: ClosedRange<Int>) {
            let u = mapping.origin + (Double(d) + 0.5) / mapping.scale
            let c = min(max(u, -radius - 1), Double(n) + radius + 1) - 0.5
            return (c, Int((c - radius).rounded(.down)) + 1...Int((c + radius).rounded(.up)) - 1)
        }
        func clamped(_ i: Int) -> Int { min(max(i, 0), n - 1) }

        var taps = 1
        for d in 0..<count {
            let w = window(d).taps
            taps = max(taps, clamped(w.upperBound) - clamped(w.lowerBound) + 1)
        }

        var starts = [Int](repeating: 0, count: count)
        var weights = [Int16](repeating: 0, count: count * taps)
        var raw = [Double](repeating: 0, count: taps)
        for d in 0..<count {
            let (c, window) = window(d)
            let first = clamped(window.lowerBound), span = clamped(window.upperBound) - first + 1
            for k in 0..<span { raw[k] = 0 }
            // Edge handling is clamping: taps beyond the source pile onto the edge pixel.
            for i in window { raw[clamped(i) - first] += kernel.weight((Double(i) - c) * filterScale) }
            var total = 0.0
            for k in 0..<span { total += raw[k] }

            // Rounding the running sum (not each weight) makes the rounded weights telescope to
            // exactly `one`, with every weight within one unit of its exact value.
            let start = min(first, n - taps)
            starts[d] = start
            let base = d * taps + first - start
            var cumulative = 0.0, previous: Int32 = 0
            for k in 0..<span {
                cumulative += raw[k]
                let q = k == span - 1 ? Self.one : Int32((cumulative / total * Double(Self.one)).rounded())
                weights[base + k] = Int16(q - previous)
                previous = q
            }
        }
        self.tapCount = taps
        self.starts = starts
        self.weights = weights
        hasNegativeWeights = weights.contains { $0 < 0 }
    }
}
