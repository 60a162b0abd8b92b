/// The part `window` of the aspect-fill of an image into a `width × height` box, exactly as
/// `Resampler.aspectFill` makes it, from the image's rows as a decoder hands them over, top to
/// bottom (`RowSink`): each row is filtered when it comes, or kept only until the last output
/// row whose taps read it is made, so the image is never held whole. Each output row is made as
/// soon as the rows its taps read have come, and counted (`made`), so that another thread may
/// read it while the decode goes on (`stretchy frame` encodes its PNG's top bands so).
///
/// A 12-megapixel photo behind one frame is 46 MB decoded; here it is the intermediate of the
/// two passes (a few MB) and a ring of rows. Filling the 46 MB cost more than decoding into it
/// (the kernel clears each fresh page), which is why `stretchy frame` streams its photo.
///
/// The plan is `Resampler`'s (`ResamplingPlan`): the same weights, the same pass order, the same
/// kernels on the same bytes, so the output is the same bytes. When the horizontal pass is
/// first, every source row it needs is filtered as it comes, from one scratch row, into the
/// intermediate, and an output row is made from it once its window's last row is filtered.
/// Otherwise a row is kept when some tap window reads it, in a ring that holds consecutive rows
/// at one stride (the vertical kernel reads a window of rows at a fixed stride), and an output
/// row is filtered when the last row of its window comes, through one intermediate row.
///
/// Rejected: keeping only the rows the taps read in a pixmap with a row map (about 40 % of a
/// 12-megapixel photo behind a resting header, still tens of MB); decoding into a ring and
/// copying each row twice to keep windows contiguous (a copy of every kept row, where the ring
/// here moves only `taps − 1` rows once per fill).
package final class AspectFillStream: RowSink {
    private let plan: ResamplingPlan
    /// The rows and columns of the image that come, in the whole image's pixels.
    private let part: PixelRect
    /// The ring's row stride in pixels: the part's width, rounded up to 8 pixels.
    private let ringStride: Int
    /// The horizontal pass first: the whole intermediate, a row per needed source row; else one
    /// intermediate row, the output row's being made.
    private let intermediate: UnsafeMutablePointer<UInt8>
    /// Where the output rows go, `plan.width` × 4 bytes each; freed here when made here.
    private let output: UnsafeMutablePointer<UInt8>
    private let ownsOutput: Bool
    /// Told the count of output rows made, each time it grows.
    private let made: (Int) -> Void
    private let scratch: UnsafeMutablePointer<UInt8>
    /// Vertical pass first: whether a tap window reads each row of `plan.neededRows`.
    private let kept: [Bool]
    /// Vertical pass first: the ring of kept rows, `ringRows` of them, holding rows
    /// `ringFirst ..< ringFirst + ringCount` of the image at slots `0 ..< ringCount`.
    private let ring: UnsafeMutablePointer<UInt8>
    /// The memory of `ring` and `scratch`, whose rows start `rowOffset` bytes into it.
    private let ringMemory: UnsafeMutablePointer<UInt8>
    private let scratchMemory: UnsafeMutablePointer<UInt8>
    /// Rows that libjpeg writes start 4 bytes past a 16-byte boundary (malloc's alignment), so
    /// never on a 16- or 32-byte one (the ring's stride is a multiple of 32). libjpeg-turbo's colour
    /// conversion stores a row that starts on a 16-byte (SSE2) or 32-byte (AVX2) boundary with
    /// non-temporal stores, past the caches, and this stream reads each row as soon as it is
    /// written: it came from memory, and the vertical pass over a 12 MP photo took 5.5 ms where
    /// it takes 2.9 with the rows cached (the same bytes).
    private static let rowOffset = 4
    private let ringRows: Int
    private var ringFirst = 0
    private var ringCount = 0
    /// The next output row made.
    private var nextOutput = 0
    /// Rows written so far.
    private var received = 0

    /// A stream for the rows `part` of a `fullWidth × fullHeight` image (their columns
    /// `part.minX ..< part.maxX`), making `window` of its aspect-fill into `width × height`
    /// with `kernel`. Its rows go into `output` (room for `window`'s pixels, which outlives the
    /// stream) or memory of its own, and `made` is told how many are made each time that grows.
    /// Nil when `aspectFill` would give nil, or when `part` lacks a pixel some tap reads
    /// (`Resampler.aspectFillSourceRect`).
    package init?(
        fullWidth: Int, fullHeight: Int, part: PixelRect, width: Int, height: Int, window: PixelRect,
        kernel: ResamplingKernel, into output: UnsafeMutablePointer<UInt8>? = nil,
        made: @escaping (Int) -> Void = { _ in }
    ) {
        guard width > 0, height > 0, fullWidth > 0, fullHeight > 0, !part.isEmpty else { return nil }
        let (horizontal, vertical) = Resampler.aspectFillMappings(
            sourceWidth: fullWidth, sourceHeight: fullHeight, width: width, height: height, window: window)
        guard
            let plan = ResamplingPlan(
                sourceWidth: fullWidth, sourceHeight: fullHeight, width: window.width, height: window.height,
                horizontal: horizontal, vertical: vertical, kernel: kernel),
            part.intersection(plan.sourceRect) == plan.sourceRect
        else { return nil }
        self.plan = plan
        self.part = part
        self.output = output ?? .allocate(capacity: plan.width * plan.height * 4)
        ownsOutput = output == nil
        self.made = made
        ringStride = (part.width + 7) / 8 * 8
        intermediate = .allocate(
            capacity: plan.horizontalFirst ? plan.intermediateByteCount : plan.intermediateWidth * 4)
        scratchMemory = .allocate(capacity: part.width * 4 + Self.rowOffset)
        scratch = scratchMemory + Self.rowOffset
        var kept = [Bool](repeating: false, count: plan.horizontalFirst ? 0 : plan.neededRows.count)
        let taps = plan.rows.tapCount
        if !plan.horizontalFirst {
            for start in plan.rows.starts {
                for row in start..<start + taps { kept[row - plan.neededRows.lowerBound] = true }
            }
        }
        self.kept = kept
        // A window's rows must lie at one stride: when the ring is full its last `taps − 1`
        // rows move to its start, once every `ringRows − taps + 1` rows.
        ringRows = plan.horizontalFirst ? 0 : taps + 32
        ringMemory = .allocate(capacity: ringRows * ringStride * 4 + Self.rowOffset)
        ring = ringMemory + Self.rowOffset
    }

    deinit {
        if ownsOutput { output.deallocate() }
        intermediate.deallocate()
        scratchMemory.deallocate()
        ringMemory.deallocate()
    }

    package func destination(ofRow index: Int) -> UnsafeMutablePointer<UInt8> {
        let row = part.minY + index
        guard isKept(row) else { return scratch }
        if ringCount > 0, row != ringFirst + ringCount {
            // A row no window read lay between: the windows to come start here.
            ringCount = 0
        }
        if ringCount == 0 {
            ringFirst = row
        } else if ringCount == ringRows {
            let moved = plan.rows.tapCount - 1
            ring.update(from: ring + (ringRows - moved) * ringStride * 4, count: moved * ringStride * 4)
            ringFirst += ringRows - moved
            ringCount = moved
        }
        return ring + ringCount * ringStride * 4
    }

    package func rowWritten(_ index: Int) {
        received = index + 1
        let row = part.minY + index
        let taps = plan.rows.tapCount, first = nextOutput
        if plan.horizontalFirst {
            guard plan.neededRows.contains(row) else { return }
            let needed = plan.neededRows.lowerBound, midRowBytes = plan.intermediateWidth * 4
            plan.firstPass(
                scratch, stride: part.width, x: part.minX, y: row, rows: row..<row + 1,
                into: intermediate + (row - needed) * midRowBytes)
            while nextOutput < plan.height, plan.rows.starts[nextOutput] + taps - 1 <= row { nextOutput += 1 }
            if nextOutput > first {
                plan.secondPass(
                    intermediate, firstRow: needed, rows: first..<nextOutput, into: output + first * plan.width * 4)
            }
        } else {
            guard isKept(row) else { return }
            ringCount += 1
            while nextOutput < plan.height, plan.rows.starts[nextOutput] + taps - 1 <= row {
                let start = plan.rows.starts[nextOutput]
                plan.firstPass(
                    ring + (start - ringFirst) * ringStride * 4, stride: ringStride, x: part.minX, y: start,
                    rows: nextOutput..<nextOutput + 1, into: intermediate)
                plan.secondPass(
                    intermediate, firstRow: nextOutput, rows: nextOutput..<nextOutput + 1,
                    into: output + nextOutput * plan.width * 4)
                nextOutput += 1
            }
        }
        if nextOutput > first { made(nextOutput) }
    }

    /// Whether every row of the part has come, and so every output row is made.
    package var isFinished: Bool { received == part.height && nextOutput == plan.height }

    /// The aspect-fill's window, copied from the output, once every row of the part has come
    /// (`isFinished`); nil before.
    package func finish() -> Pixmap? {
        guard isFinished else { return nil }
        return Pixmap(
            unchecked: plan.width, plan.height,
            Array(UnsafeBufferPointer(start: output, count: plan.width * plan.height * 4)))
    }

    private func isKept(_ row: Int) -> Bool {
        !plan.horizontalFirst && plan.neededRows.contains(row) && kept[row - plan.neededRows.lowerBound]
    }
}
