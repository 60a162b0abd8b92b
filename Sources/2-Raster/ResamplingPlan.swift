/// What one separable resampling does, fixed before any pixel is read: the weights of both
/// axes, the source pixels their taps read, and the order of the two passes.
///
/// `Resampler` runs the first pass over a whole source (or part) at once; `AspectFillStream`
/// runs it a row at a time as a decoder hands rows over. Both then run the same second pass, so
/// the two give the same bytes.
struct ResamplingPlan: Sendable {
    /// The output's size.
    let width: Int
    let height: Int
    let columns: ResamplingWeights
    let rows: ResamplingWeights
    /// The source rows and columns some tap reads.
    let neededRows: Range<Int>
    let neededColumns: Range<Int>
    /// Whether the horizontal pass runs first. The two orders differ only in where the
    /// intermediate is rounded; the one with less work is taken (a deterministic choice, so
    /// results stay reproducible). A horizontal tap, a gather along a row, costs about 1.4
    /// vertical ones, which run over contiguous rows 4 pixels at once.
    let horizontalFirst: Bool

    /// Nil when the size is not a valid pixmap's or a mapping is not valid.
    init?(
        sourceWidth: Int, sourceHeight: Int, width: Int, height: Int,
        horizontal: Resampler.Mapping, vertical: Resampler.Mapping, kernel: ResamplingKernel
    ) {
        guard Pixmap.isValidSize(width: width, height: height), horizontal.isValid, vertical.isValid else {
            return nil
        }
        self.width = width
        self.height = height
        columns = ResamplingWeights(count: width, sourceCount: sourceWidth, mapping: horizontal, kernel: kernel)
        rows = ResamplingWeights(count: height, sourceCount: sourceHeight, mapping: vertical, kernel: kernel)
        neededRows = rows.sourceRange
        neededColumns = columns.sourceRange
        let rowsFirst = 7 * neededRows.count * width * columns.tapCount + 5 * height * width * rows.tapCount
        let columnsFirst = 5 * height * neededColumns.count * rows.tapCount + 7 * height * width * columns.tapCount
        horizontalFirst = rowsFirst <= columnsFirst
    }

    /// The source pixels some tap reads.
    var sourceRect: PixelRect {
        PixelRect(
            x: neededColumns.lowerBound, y: neededRows.lowerBound, width: neededColumns.count,
            height: neededRows.count)
    }

    /// What the first pass goes over: source rows when the horizontal pass is first (each
    /// filtered into the intermediate row of the same index from `neededRows`' start), else
    /// output rows.
    var firstPassRows: Range<Int> { horizontalFirst ? neededRows : 0..<height }

    /// The intermediate's width in pixels: the output's, or the needed columns'.
    var intermediateWidth: Int { horizontalFirst ? width : neededColumns.count }

    /// The intermediate's size in bytes.
    var intermediateByteCount: Int { intermediateWidth * (horizontalFirst ? neededRows.count : height) * 4 }

    /// The first pass over `passRows` (of `firstPassRows`) into `mid`, the intermediate row of
    /// `passRows`' first (rows of `intermediateWidth` pixels follow it). `src` holds source
    /// pixels with a stride of `stride` pixels, its first pixel being source column `x` of source
    /// row `y`; it must hold every pixel those rows read.
    func firstPass(
        _ src: UnsafePointer<UInt8>, stride: Int, x: Int, y: Int, rows passRows: Range<Int>,
        into mid: UnsafeMutablePointer<UInt8>
    ) {
        if horizontalFirst {
            Resampler.filterRows(
                src, sourceWidth: stride, firstRow: y, firstColumn: x, rows: passRows, columns: columns,
                into: mid)
        } else {
            Resampler.filterColumns(
                src, sourceWidth: stride, firstRow: y, firstColumn: neededColumns.lowerBound - x,
                width: neededColumns.count, rows: rows, outputRows: passRows, into: mid)
        }
    }

    /// The second pass over output rows `outputRows` into `out` (their first row's first byte),
    /// from intermediate rows held from first-pass row `firstRow` on at `mid`, which must hold
    /// every row those output rows read: when the horizontal pass is first, the source rows of
    /// their windows; else the output rows themselves.
    func secondPass(
        _ mid: UnsafePointer<UInt8>, firstRow: Int, rows outputRows: Range<Int>, into out: UnsafeMutablePointer<UInt8>
    ) {
        if horizontalFirst {
            Resampler.filterColumns(
                mid, sourceWidth: width, firstRow: firstRow, firstColumn: 0, width: width, rows: rows,
                outputRows: outputRows, into: out)
        } else {
            Resampler.filterRows(
                mid, sourceWidth: neededColumns.count, firstRow: firstRow, firstColumn: neededColumns.lowerBound,
                rows: outputRows, columns: columns, into: out)
        }
    }

    /// The output, from the whole intermediate the first pass filled; `splitter` may run its
    /// rows on several threads (the pixels are the same).
    func secondPass(_ intermediate: UnsafeBufferPointer<UInt8>, splitter: WorkSplitter) -> Pixmap {
        var out = Resampler.uninitializedBytes(width * height * 4)
        out.withUnsafeMutableBufferPointer { outBytes in
            // A plan has at least one output pixel, made from at least one intermediate one.
            guard let middleBase = intermediate.baseAddress, let outputBase = outBytes.baseAddress else { return }
            let mid = BandShared(middleBase), dst = BandShared(outputBase)
            let pieces = splitter.pieces(of: 0..<height)
            // A piece writes only its own output rows.
            splitter.run(pieces.count) { piece in
                let outputRows = pieces[piece]
                secondPass(
                    mid.pointer, firstRow: firstPassRows.lowerBound, rows: outputRows,
                    into: dst.pointer + outputRows.lowerBound * width * 4)
            }
        }
        return Pixmap(unchecked: width, height, out)
    }
}
