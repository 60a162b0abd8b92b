/// Scaling of premultiplied pixmaps (SPEC §1 "Pixels", layer 2's aspect-fill), with the kernel
/// the caller names (`ResamplingKernel`): bilinear, as Core Animation samples a layer's contents,
/// or photographic-quality Lanczos-3; trilinear (`MipChain`) blends two bilinear levels.
///
/// - Filter: separable Lanczos-3 by default. It keeps more detail than Catmull-Rom (flatter passband) and
///   leaks less above the cut-off on reductions; its ringing is bounded by the 8-bit clamp.
///   Catmull-Rom (4 taps instead of 6, no trigonometry) was the cheaper alternative, but the
///   weights are computed once per axis, so its only real saving would be a third of the
///   multiply-adds, and a header photo is where softness shows.
/// - Reductions by a factor s < 1 widen the kernel to 3/s source pixels, so 3× and larger
///   reductions low-pass instead of aliasing; enlargements use the plain kernel (no blocks).
/// - Edges are clamped (edge pixels replicated) and each window's weights renormalised.
/// - Weights are 14-bit fixed point, precomputed per output column and row, and each set sums to
///   exactly 1; results are rounded and colour clamped to [0, alpha], so the output is valid
///   premultiplied RGBA and bit-for-bit reproducible.
/// - Two passes through an 8-bit premultiplied intermediate, in whichever order costs less;
///   the first pass filters only the source rows (or columns) the second one reads, so what
///   aspect-fill crops away is never filtered. Filtering premultiplied colour keeps
///   transparent pixels from bleeding their (meaningless) colour into their neighbours.
package enum Resampler {
    /// Where one destination axis lands in the source: destination coordinate t (in pixels, a
    /// pixel's centre at index + 0.5) maps to source coordinate `origin + t / scale`.
    package struct Mapping: Sendable, Hashable {
        /// Destination pixels per source pixel; above 1 enlarges, below 1 reduces.
        package var scale: Double
        /// The source coordinate under the destination's leading edge (t = 0).
        package var origin: Double

        package init(scale: Double, origin: Double) {
            self.scale = scale
            self.origin = origin
        }

        /// The source coordinate under destination coordinate `t`.
        package func sourceCoordinate(_ t: Double) -> Double { origin + t / scale }

        var isValid: Bool { scale.isFinite && scale > 0 && origin.isFinite }
    }

    /// UIKit's `.scaleAspectFill` of `source` into a `width × height` box, clipped to it: the
    /// scale is `s = max(width / iw, height / ih)` and the scaled image is centred, so destination
    /// x maps to source `(x − width/2)/s + iw/2` (likewise y). Nil when a side is not positive.
    package static func aspectFill(_ source: Pixmap, width: Int, height: Int) -> Pixmap? {
        aspectFill(
            source, width: width, height: height,
            window: PixelRect(x: 0, y: 0, width: width, height: height))
    }

    /// The part `window` (in the box's own pixels) of the aspect-fill of `source` into a
    /// `width × height` box, without filtering what lies outside the window (a header stretched
    /// far past the screen). The filter is the same; only the rounding of the intermediate pass
    /// may differ by a level from cropping the whole aspect-fill, since the cheaper pass order is
    /// chosen for the window. Nil when a side of the box or of the window is not positive.
    /// `splitter` may run the passes' rows on several threads; the pixels are the same.
    package static func aspectFill(
        _ source: Pixmap, width: Int, height: Int, window: PixelRect,
        kernel: ResamplingKernel = .lanczos3, splitter: WorkSplitter = .serial
    ) -> Pixmap? {
        aspectFill(
            ImagePart(whole: source), width: width, height: height, window: window, kernel: kernel,
            splitter: splitter)
    }

    /// `aspectFill` of the whole image `source` is part of: the same pixels, provided the part
    /// holds `aspectFillSourceRect` of the window (the taps outside it weigh nothing, or are not
    /// there). Nil when a side of the box or of the window is not positive.
    package static func aspectFill(
        _ source: ImagePart, width: Int, height: Int, window: PixelRect,
        kernel: ResamplingKernel = .lanczos3, splitter: WorkSplitter = .serial
    ) -> Pixmap? {
        guard width > 0, height > 0 else { return nil }
        let (horizontal, vertical) = aspectFillMappings(
            sourceWidth: source.fullWidth, sourceHeight: source.fullHeight,
            width: width, height: height, window: window)
        return resample(
            source, width: window.width, height: window.height,
            horizontal: horizontal, vertical: vertical, kernel: kernel, splitter: splitter)
    }

    /// `aspectFill` with trilinear filtering: bilinear samples of the two levels of `chain`
    /// around the level of detail λ = log2(1/s) (s the aspect-fill's scale, destination pixels
    /// per pixel of level 0), blended by λ's fraction, quantised to 1/256:
    /// `(a·(256 − f) + b·f + 128) >> 8` per premultiplied channel. λ is clamped to the chain's
    /// levels; at λ ≤ 0 (an enlargement) and at a whole λ it is one level's bilinear sample
    /// alone. Level k maps as level 0 does, its coordinates scaled by its size over level 0's
    /// on each axis (each level spans the whole image). Nil as `aspectFill`.
    package static func aspectFill(
        _ chain: MipChain, width: Int, height: Int, window: PixelRect, splitter: WorkSplitter = .serial
    ) -> Pixmap? {
        let base = chain.levels[0]
        guard width > 0, height > 0 else { return nil }
        let (horizontal, vertical) = aspectFillMappings(
            sourceWidth: base.width, sourceHeight: base.height, width: width, height: height, window: window)
        guard horizontal.isValid, vertical.isValid else { return nil }
        let lod = levelOfDetail(texelsPerPixel: max(1 / horizontal.scale, 1 / vertical.scale))
        let last = chain.levels.count - 1
        let steps = min(lod, last * 256), level = steps / 256, fraction = Int32(steps % 256)
        func sample(_ k: Int) -> Pixmap? {
            let image = chain.levels[k]
            let rx = Double(image.width) / Double(base.width), ry = Double(image.height) / Double(base.height)
            return resample(
                ImagePart(whole: image), width: window.width, height: window.height,
                horizontal: Mapping(scale: horizontal.scale / rx, origin: horizontal.origin * rx),
                vertical: Mapping(scale: vertical.scale / ry, origin: vertical.origin * ry),
                kernel: .linear, splitter: splitter)
        }
        guard let near = sample(level) else { return nil }
        guard fraction > 0, let far = sample(level + 1) else { return near }
        var bytes = near.bytes
        far.withUnsafeBytes { far in
            bytes.withUnsafeMutableBufferPointer { out in
                for i in 0..<out.count {
                    out[i] = UInt8(
                        truncatingIfNeeded: (Int32(out[i]) * (256 - fraction) + Int32(far[i]) * fraction + 128) >> 8)
                }
            }
        }
        return Pixmap(unchecked: near.width, near.height, bytes)
    }

    /// λ = log2(`texelsPerPixel`) in 1/256 steps, rounded (halves up), never below 0: the level
    /// of detail of trilinear filtering. Raster has no `log2` (it imports nothing), so the
    /// exponent is the float's own and the mantissa's logarithm the series of 2·atanh.
    static func levelOfDetail(texelsPerPixel rho: Double) -> Int {
        guard rho > 1 else { return 0 }
        guard rho.isFinite else { return Int.max / 2 }
        let m = rho.significand, z = (m - 1) / (m + 1), z2 = z * z
        var term = z, ln = 0.0
        for k in 0..<24 {
            ln += term / Double(2 * k + 1)
            term *= z2
        }
        let lambda = Double(rho.exponent) + 2 * ln / 0.693_147_180_559_945_3
        return Int((lambda * 256 + 0.5).rounded(.down))
    }

    /// The pixels of a `sourceWidth × sourceHeight` image that `window` of its aspect-fill into a
    /// `width × height` box reads: a decoder asked for only these gives `aspectFill` all it
    /// needs. Nil when a side of the box, the source or the window is not positive.
    package static func aspectFillSourceRect(
        sourceWidth: Int, sourceHeight: Int, width: Int, height: Int,
        window: PixelRect, kernel: ResamplingKernel = .lanczos3
    ) -> PixelRect? {
        guard width > 0, height > 0, sourceWidth > 0, sourceHeight > 0, !window.isEmpty else { return nil }
        let (horizontal, vertical) = aspectFillMappings(
            sourceWidth: sourceWidth, sourceHeight: sourceHeight,
            width: width, height: height, window: window)
        let columns = ResamplingWeights(
            count: window.width, sourceCount: sourceWidth, mapping: horizontal, kernel: kernel
        ).sourceRange
        let rows = ResamplingWeights(
            count: window.height, sourceCount: sourceHeight, mapping: vertical, kernel: kernel
        ).sourceRange
        return PixelRect(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
    }

    /// UIKit's `.scaleAspectFill`: the scale is `s = max(width / iw, height / ih)` and the scaled
    /// image is centred, so box x maps to source `(x − width/2)/s + iw/2` (likewise y); the
    /// mappings are those of `window`'s pixels.
    static func aspectFillMappings(
        sourceWidth: Int, sourceHeight: Int, width: Int, height: Int,
        window: PixelRect
    ) -> (horizontal: Mapping, vertical: Mapping) {
        let s = max(Double(width) / Double(sourceWidth), Double(height) / Double(sourceHeight))
        func centred(_ sourceLength: Int, _ length: Int, from start: Int) -> Mapping {
            Mapping(scale: s, origin: Double(sourceLength) / 2 - Double(length) / (2 * s) + Double(start) / s)
        }
        return (centred(sourceWidth, width, from: window.x), centred(sourceHeight, height, from: window.y))
    }

    /// `source` stretched to exactly `width × height` (thumbnails, scaled button images).
    /// Nil when a side is not positive.
    package static func resize(_ source: Pixmap, width: Int, height: Int) -> Pixmap? {
        resample(
            source, width: width, height: height,
            horizontal: Mapping(scale: Double(width) / Double(source.width), origin: 0),
            vertical: Mapping(scale: Double(height) / Double(source.height), origin: 0))
    }

    /// The general entry: a `width × height` pixmap whose axes map onto `source` as given.
    /// Coordinates outside the source see its edge pixels. Nil when a side is not positive, the
    /// size is absurd, or a mapping's scale is not finite and positive or its origin not finite.
    /// `splitter` may run each pass's rows on several threads; the pixels are the same.
    package static func resample(
        _ source: Pixmap, width: Int, height: Int,
        horizontal: Mapping, vertical: Mapping, kernel: ResamplingKernel = .lanczos3,
        splitter: WorkSplitter = .serial
    ) -> Pixmap? {
        resample(
            ImagePart(whole: source), width: width, height: height,
            horizontal: horizontal, vertical: vertical, kernel: kernel, splitter: splitter)
    }

    // The mappings and the weights are those of the whole image, whatever part of it `source`
    // holds, so that a part gives exactly the whole image's pixels; only the reads are offset.
    // Nil also when the part lacks a pixel some tap reads.
    private static func resample(
        _ source: ImagePart, width: Int, height: Int,
        horizontal: Mapping, vertical: Mapping, kernel: ResamplingKernel, splitter: WorkSplitter
    ) -> Pixmap? {
        guard
            let plan = ResamplingPlan(
                sourceWidth: source.fullWidth, sourceHeight: source.fullHeight, width: width, height: height,
                horizontal: horizontal, vertical: vertical, kernel: kernel),
            source.contains(plan.sourceRect)
        else { return nil }
        let part = source.rect
        // Every byte is written by the pass: no zero-filling first, so that the pages are first
        // touched by the threads that fill them.
        var intermediate = uninitializedBytes(plan.intermediateByteCount)
        source.pixels.withUnsafeBytes { sourceBytes in
            intermediate.withUnsafeMutableBufferPointer { middleBytes in
                // A plan has at least one output pixel, read from at least one source pixel.
                guard let sourceBase = sourceBytes.baseAddress, let middleBase = middleBytes.baseAddress else { return }
                let src = BandShared(sourceBase), mid = BandShared(middleBase)
                // Each pass's rows are independent: a piece writes only its own rows.
                let rows = plan.firstPassRows, pieces = splitter.pieces(of: rows)
                splitter.run(pieces.count) { piece in
                    plan.firstPass(
                        src.pointer, stride: source.pixels.width, x: part.x, y: part.y, rows: pieces[piece],
                        into: mid.pointer + (pieces[piece].lowerBound - rows.lowerBound) * plan.intermediateWidth * 4)
                }
            }
        }
        return intermediate.withUnsafeBufferPointer { plan.secondPass($0, splitter: splitter) }
    }

    /// Horizontal pass: rows `rows` of `src` (stride `sourceWidth` pixels, its row 0 and column 0
    /// being source row `firstRow` and column `firstColumn`) become rows of
    /// `columns.starts.count` pixels in `dst`.
    static func filterRows(
        _ src: UnsafePointer<UInt8>, sourceWidth: Int, firstRow: Int, firstColumn: Int,
        rows: Range<Int>, columns: ResamplingWeights, into dst: UnsafeMutablePointer<UInt8>
    ) {
        let taps = columns.tapCount, width = columns.starts.count
        let clamps = columns.hasNegativeWeights
        columns.starts.withUnsafeBufferPointer { starts in
            columns.weights.withUnsafeBufferPointer { weights in
                // `taps` weights for each of at least one output pixel: never empty.
                guard let weightBase = weights.baseAddress else { return }
                var out = dst
                for row in rows {
                    let line = UnsafeRawPointer(src + (row &- firstRow) &* sourceWidth &* 4)
                    for x in 0..<width {
                        var p = line + (starts[x] &- firstColumn) &* 4
                        var w = weightBase + x &* taps
                        var sum = SIMD4<Int32>()
                        for _ in 0..<taps / 2 {
                            // Two neighbours interleaved channel by channel: the compiler turns this
                            // into one 16-bit multiply-add (pmaddwd) for both taps.
                            let a = p.loadUnaligned(as: SIMD4<UInt8>.self)
                            let b = p.loadUnaligned(fromByteOffset: 4, as: SIMD4<UInt8>.self)
                            let pair = SIMD8<UInt8>(a[0], b[0], a[1], b[1], a[2], b[2], a[3], b[3])
                            let k = SIMD8<Int16>(w[0], w[1], w[0], w[1], w[0], w[1], w[0], w[1])
                            let products = SIMD8<Int32>(truncatingIfNeeded: pair) &* SIMD8<Int32>(truncatingIfNeeded: k)
                            sum &+= products.evenHalf &+ products.oddHalf
                            p += 8; w += 2
                        }
                        if taps & 1 == 1 {
                            sum &+=
                                SIMD4<Int32>(truncatingIfNeeded: p.loadUnaligned(as: SIMD4<UInt8>.self))
                                &* SIMD4(repeating: Int32(w[0]))
                        }
                        if clamps { store(sum, to: out) } else { storeRounded(sum, to: out) }
                        out += 4
                    }
                }
            }
        }
    }

    /// Vertical pass: output row y (of `outputRows`, stored at row y − `outputRows.lowerBound` of `dst`) is the weighted
    /// sum of `rows.tapCount` rows of `src` from `rows.starts[y] − firstRow` (stride
    /// `sourceWidth` pixels), over `width` pixels from column `firstColumn`; taken 4 pixels at a
    /// time, all taps summed in registers before one store.
    static func filterColumns(
        _ src: UnsafePointer<UInt8>, sourceWidth: Int, firstRow: Int,
        firstColumn: Int, width: Int, rows: ResamplingWeights, outputRows: Range<Int>,
        into dst: UnsafeMutablePointer<UInt8>
    ) {
        let taps = rows.tapCount, stride = sourceWidth * 4, rowBytes = width * 4
        let clamps = rows.hasNegativeWeights
        rows.starts.withUnsafeBufferPointer { starts in
            rows.weights.withUnsafeBufferPointer { weights in
                guard let weightBase = weights.baseAddress else { return }
                for y in outputRows {
                    let offset: Int = (starts[y] &- firstRow) &* stride &+ firstColumn &* 4
                    let top = UnsafeRawPointer(src + offset)
                    let w = weightBase + y &* taps
                    let out = dst + (y &- outputRows.lowerBound) &* rowBytes
                    var i = 0
                    while i + 16 <= rowBytes {
                        var line = top + i
                        var sum = SIMD16<Int32>()
                        for t in 0..<taps {
                            sum &+=
                                SIMD16<Int32>(truncatingIfNeeded: line.loadUnaligned(as: SIMD16<UInt8>.self))
                                &* SIMD16(repeating: Int32(w[t]))
                            line += stride
                        }
                        if clamps {
                            store(sum.lowHalf.lowHalf, to: out + i)
                            store(sum.lowHalf.highHalf, to: out + i + 4)
                            store(sum.highHalf.lowHalf, to: out + i + 8)
                            store(sum.highHalf.highHalf, to: out + i + 12)
                        } else {
                            storeRounded(sum, to: out + i)
                        }
                        i += 16
                    }
                    while i < rowBytes {
                        var line = top + i
                        var sum = SIMD4<Int32>()
                        for t in 0..<taps {
                            sum &+=
                                SIMD4<Int32>(truncatingIfNeeded: line.loadUnaligned(as: SIMD4<UInt8>.self))
                                &* SIMD4(repeating: Int32(w[t]))
                            line += stride
                        }
                        if clamps { store(sum, to: out + i) } else { storeRounded(sum, to: out + i) }
                        i += 4
                    }
                }
            }
        }
    }

    static func uninitializedBytes(_ count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }

    /// Rounds fixed-point sums to 8 bits and nothing else, for weights that are none negative
    /// (bilinear's; `ResamplingWeights.hasNegativeWeights`): they sum to exactly `one`, so every
    /// sum lies within [0, 255 · one] and a colour's below its alpha's, which rounding keeps
    /// (it is monotonic). The bytes are `store`'s, without its clamps: a few vector operations
    /// for four pixels where `store` takes a dozen for each.
    @inline(__always)
    private static func storeRounded(_ sum: SIMD16<Int32>, to p: UnsafeMutablePointer<UInt8>) {
        let rounded = (sum &+ (1 &<< (ResamplingWeights.fractionBits &- 1))) &>> ResamplingWeights.fractionBits
        UnsafeMutableRawPointer(p).storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: rounded), as: SIMD16<UInt8>.self)
    }

    /// `storeRounded` of one pixel.
    @inline(__always)
    private static func storeRounded(_ sum: SIMD4<Int32>, to p: UnsafeMutablePointer<UInt8>) {
        let rounded = (sum &+ (1 &<< (ResamplingWeights.fractionBits &- 1))) &>> ResamplingWeights.fractionBits
        UnsafeMutableRawPointer(p).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: rounded), as: SIMD4<UInt8>.self)
    }

    /// Rounds one pixel's fixed-point sums to 8 bits, alpha into [0, 255] and colour into
    /// [0, alpha], so the negative lobes' overshoot never breaks the premultiplied invariant.
    @inline(__always)
    private static func store(_ sum: SIMD4<Int32>, to p: UnsafeMutablePointer<UInt8>) {
        let rounded = (sum &+ (1 &<< (ResamplingWeights.fractionBits &- 1))) &>> ResamplingWeights.fractionBits
        let alpha = min(max(rounded[3], 0), 255)
        var pixel = rounded.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: alpha))
        pixel[3] = alpha
        UnsafeMutableRawPointer(p).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: pixel), as: SIMD4<UInt8>.self)
    }
}
