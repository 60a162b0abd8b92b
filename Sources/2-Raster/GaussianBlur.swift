/// A Gaussian blur of premultiplied pixmaps (SPEC §1 "The header's effects", `header.blur`),
/// in integers, so that its bytes are the same on any machine and for any number of threads.
///
/// - σ below `kernelLimit` pixels: one separable pass each way of the sampled Gaussian, radius
///   ⌈3σ⌉ (at most 24 pixels), weights 14-bit fixed point summing exactly to 1.
/// - σ from `kernelLimit` on: three box filters each way, of the standard widths for σ (the
///   widths wl and wl + 2 around √(12σ²/3 + 1) whose variances sum nearest to σ²), by running
///   sums: a few additions per pixel whatever σ. Below 8 pixels the boxes' odd widths cannot
///   come near σ (σ = 1 gets 1, 1, 3: σ 0.82), hence the kernel there.
/// - Either way the cost per pixel is bounded (at most 49 taps, or 6 running sums), and the
///   profile of a step edge is within 4 levels of the Gaussian's (GaussianBlurTests states why).
/// - Edges are extended: pixels beyond the source repeat its edge pixels (Flutter's default
///   `TileMode.clamp`). The extension is made once, before the first pass, so the passes
///   compose into one kernel; clamping each pass's reads would not.
/// - Intermediate values keep 8 fractional bits (8.8 fixed point), rounded once at the end;
///   each step is monotonic, so colour never exceeds alpha.
///
/// Rejected: a truncated kernel at every σ (49 taps at σ 8, 900 at σ 150: the cost grows with
/// the pull); recursive (IIR) Gaussians (floating-point feedback, edge handling that is an
/// approximation of its own); blurring a downscaled copy (a second resampling's artefacts).
package enum GaussianBlur {
    /// The σ, in pixels, from which the three box filters replace the sampled kernel.
    package static let kernelLimit = 8.0

    /// The three box widths for σ pixels (at or above `kernelLimit`), in order.
    package static func boxWidths(sigma: Double) -> [Int] {
        let passes = 3.0
        var lower = Int((12 * sigma * sigma / passes + 1).squareRoot().rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let l = Double(lower)
        let ideal = (12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)
        let narrow = Int(ideal.rounded())
        return (0..<3).map { $0 < narrow ? lower : lower + 2 }
    }

    /// How far, in pixels, the blur of σ reads from each output pixel: what a window needs around it.
    package static func reach(sigma: Double) -> Int { Filter(sigma: sigma).reach }

    /// The part `window` of `source` blurred by σ pixels, its edges extended; nil when σ is not
    /// positive and finite or the window is empty or not within the source.
    /// `splitter` may run the rows and the columns on several threads; the pixels are the same.
    package static func blur(
        _ source: Pixmap, sigma: Double, window: PixelRect, splitter: WorkSplitter = .serial
    ) -> Pixmap? {
        guard sigma > 0, sigma.isFinite, !window.isEmpty,
            window.intersection(PixelRect(x: 0, y: 0, width: source.width, height: source.height)) == window
        else { return nil }
        let filter = Filter(sigma: sigma)
        let reach = filter.reach, width = window.width, height = window.height
        let rows = height + 2 * reach
        var middle = [SIMD4<Int32>](repeating: .zero, count: rows * width)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        source.withUnsafeBytes { sourceBytes in
            middle.withUnsafeMutableBufferPointer { middleValues in
                out.withUnsafeMutableBufferPointer { outBytes in
                    // The window is not empty, so neither is any of the three buffers.
                    guard let sourceBase = sourceBytes.baseAddress, let middleBase = middleValues.baseAddress,
                        let outputBase = outBytes.baseAddress
                    else { return }
                    let src = BandShared(sourceBase), mid = BandShared(middleBase), dst = BandShared(outputBase)
                    let rowPieces = splitter.pieces(of: 0..<rows)
                    splitter.run(rowPieces.count) { piece in
                        var line = [SIMD4<Int32>](repeating: .zero, count: width + 2 * reach)
                        for row in rowPieces[piece] {
                            let y = min(max(window.minY - reach + row, 0), source.height - 1)
                            let sourceRow = src.pointer + y * source.width * 4
                            for i in 0..<line.count {
                                let x = min(max(window.minX - reach + i, 0), source.width - 1)
                                let p = sourceRow + x * 4
                                line[i] = SIMD4(Int32(p[0]), Int32(p[1]), Int32(p[2]), Int32(p[3])) &<< 8
                            }
                            filter.apply(to: &line)
                            for x in 0..<width { mid.pointer[row * width + x] = line[x] }
                        }
                    }
                    let columnPieces = splitter.pieces(of: 0..<width)
                    splitter.run(columnPieces.count) { piece in
                        let columns = columnPieces[piece]
                        var band = [SIMD4<Int32>](repeating: .zero, count: rows * columns.count)
                        for row in 0..<rows {
                            for (i, x) in columns.enumerated() {
                                band[row * columns.count + i] = mid.pointer[row * width + x]
                            }
                        }
                        filter.apply(toColumnsOf: &band, width: columns.count)
                        for y in 0..<height {
                            for (i, x) in columns.enumerated() {
                                let value = (band[y * columns.count + i] &+ 128) &>> 8
                                let p = dst.pointer + (y * width + x) * 4
                                for channel in 0..<4 { p[channel] = UInt8(truncatingIfNeeded: value[channel]) }
                            }
                        }
                    }
                }
            }
        }
        return Pixmap(unchecked: width, height, out)
    }

    /// One axis of the blur: the sampled kernel or the three boxes, on 8.8 fixed-point pixels.
    private enum Filter {
        /// Weights for −radius…radius, summing to `1 << kernelBits`.
        case kernel([Int32])
        case boxes([Int])

        static let kernelBits: Int32 = 14

        init(sigma: Double) {
            guard sigma < GaussianBlur.kernelLimit else {
                self = .boxes(GaussianBlur.boxWidths(sigma: sigma))
                return
            }
            let radius = Int((3 * sigma).rounded(.up))
            let exact = (-radius...radius).map { x in Self.exp(-Double(x * x) / (2 * sigma * sigma)) }
            let total = exact.reduce(0, +), one = Double(1 << Self.kernelBits)
            var weights = exact.map { Int32(($0 / total * one).rounded()) }
            // The rounding's remainder goes to the centre, so that the weights sum exactly to 1.
            weights[radius] += Int32(one) - weights.reduce(0, +)
            self = .kernel(weights)
        }

        /// e^y for y ≤ 0 (Raster imports no maths library): the Taylor series of e^(y/1024),
        /// squared ten times; far more precise than the 14-bit weights it makes.
        private static func exp(_ y: Double) -> Double {
            let x = y / 1024
            var term = 1.0, sum = 1.0
            for n in 1...8 {
                term *= x / Double(n)
                sum += term
            }
            for _ in 0..<10 { sum *= sum }
            return sum
        }

        /// How many pixels each side an output pixel reads.
        var reach: Int {
            switch self {
            case .kernel(let weights): weights.count / 2
            case .boxes(let widths): widths.reduce(0) { $0 + ($1 - 1) / 2 }
            }
        }

        /// Filters `line` in place: its first `count − 2·reach` values become the output.
        func apply(to line: inout [SIMD4<Int32>]) {
            // A line holds at least 2·reach + 1 values: never empty.
            line.withUnsafeMutableBufferPointer { p in
                if let base = p.baseAddress { apply(base, count: p.count, stride: 1, lanes: 1) }
            }
        }

        /// Filters each column of `band` (`width` pixels a row) in place, as `apply(to:)` a line.
        func apply(toColumnsOf band: inout [SIMD4<Int32>], width: Int) {
            band.withUnsafeMutableBufferPointer { p in
                if let base = p.baseAddress { apply(base, count: p.count / width, stride: width, lanes: width) }
            }
        }

        // `lanes` neighbouring lines, `stride` apart along their length, filtered together: one
        // line of a row (stride 1), or the columns of a band a row at a time (contiguous reads).
        private func apply(_ data: UnsafeMutablePointer<SIMD4<Int32>>, count: Int, stride: Int, lanes: Int) {
            switch self {
            case .kernel(let weights):
                let taps = weights.count, half = SIMD4<Int32>(repeating: 1 << (Self.kernelBits - 1))
                for i in 0..<(count - taps + 1) {
                    for lane in 0..<lanes {
                        var sum = SIMD4<Int32>.zero
                        for t in 0..<taps { sum &+= data[(i + t) * stride + lane] &* weights[t] }
                        data[i * stride + lane] = (sum &+ half) &>> Self.kernelBits
                    }
                }
            case .boxes(let widths):
                var length = count
                var sums = [SIMD4<Int32>](repeating: .zero, count: lanes)
                for width in widths {
                    let w = Int32(width), half = SIMD4<Int32>(repeating: w / 2)
                    for lane in 0..<lanes {
                        sums[lane] = .zero
                        for t in 0..<(width - 1) { sums[lane] &+= data[t * stride + lane] }
                    }
                    for i in 0..<(length - width + 1) {
                        for lane in 0..<lanes {
                            let sum = sums[lane] &+ data[(i + width - 1) * stride + lane]
                            let first = data[i * stride + lane]
                            data[i * stride + lane] = (sum &+ half) / SIMD4(repeating: w)
                            sums[lane] = sum &- first
                        }
                    }
                    length -= width - 1
                }
            }
        }
    }
}
