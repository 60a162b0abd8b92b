import Raster
import TestSupport
import Testing

/// `AspectFillStream` must give `Resampler.aspectFill`'s bytes, whichever pass is first, for
/// both kernels, for windows and for parts: it is the same plan run a row at a time.
@Suite struct AspectFillStreamTests {
    struct Case: Sendable, CustomStringConvertible {
        let source: (width: Int, height: Int)
        let box: (width: Int, height: Int)
        let window: PixelRect
        var description: String { "\(source.width)×\(source.height) → \(box.width)×\(box.height) \(window)" }
    }

    static let cases: [Case] = [
        // Reduced 5× in height and cropped in width: the vertical pass first, rows skipped.
        Case(source: (403, 302), box: (75, 60), window: PixelRect(x: 0, y: 0, width: 75, height: 60)),
        // Enlarged: the horizontal pass first, every row read by several outputs.
        Case(source: (40, 30), box: (150, 200), window: PixelRect(x: 0, y: 0, width: 150, height: 200)),
        // A window of a stretched box, as a frame pulled down shows.
        Case(source: (320, 240), box: (100, 400), window: PixelRect(x: 10, y: 150, width: 80, height: 120)),
        // Tall enough that the ring (taps + 32 rows) fills and moves many times.
        Case(source: (64, 900), box: (60, 700), window: PixelRect(x: 0, y: 0, width: 60, height: 700)),
        Case(source: (500, 90), box: (30, 40), window: PixelRect(x: 3, y: 5, width: 20, height: 30)),
    ]

    static let kernels: [ResamplingKernel] = [.linear, .lanczos3]

    /// The stream fed `rows` of `image` (all its columns), top to bottom.
    static func streamed(
        _ image: Pixmap, rows: Range<Int>, _ c: Case, kernel: ResamplingKernel
    ) -> Pixmap? {
        let part = PixelRect(x: 0, y: rows.lowerBound, width: image.width, height: rows.count)
        let stream = ImagePart(
            image.cropped(to: part)!, x: 0, y: rows.lowerBound, fullWidth: image.width, fullHeight: image.height)!
            .sendRows { part, fullWidth, fullHeight in
                AspectFillStream(
                    fullWidth: fullWidth, fullHeight: fullHeight, part: part, width: c.box.width,
                    height: c.box.height, window: c.window, kernel: kernel)
            }
        return stream?.finish()
    }

    @Test(arguments: cases, kernels)
    func theStreamGivesTheAspectFillsBytes(_ c: Case, kernel: ResamplingKernel) throws {
        let image = TestImages.smooth(width: c.source.width, height: c.source.height, alpha: true)
        let expected = try #require(
            Resampler.aspectFill(image, width: c.box.width, height: c.box.height, window: c.window, kernel: kernel))
        #expect(Self.streamed(image, rows: 0..<image.height, c, kernel: kernel) == expected)
        // Only the rows the taps read, as a decoder asked for that part gives them.
        let needed = try #require(
            Resampler.aspectFillSourceRect(
                sourceWidth: image.width, sourceHeight: image.height, width: c.box.width, height: c.box.height,
                window: c.window, kernel: kernel))
        #expect(Self.streamed(image, rows: needed.minY..<needed.maxY, c, kernel: kernel) == expected)
    }

    @Test func aPartLackingARowTheTapsReadIsRefused() throws {
        let c = Self.cases[0]
        let image = TestImages.smooth(width: c.source.width, height: c.source.height, alpha: false)
        let needed = try #require(
            Resampler.aspectFillSourceRect(
                sourceWidth: image.width, sourceHeight: image.height, width: c.box.width, height: c.box.height,
                window: c.window, kernel: .linear))
        #expect(Self.streamed(image, rows: needed.minY + 1..<needed.maxY, c, kernel: .linear) == nil)
    }

    @Test func aStreamNotFedEveryRowGivesNothing() throws {
        let c = Self.cases[1]
        let stream = try #require(
            AspectFillStream(
                fullWidth: c.source.width, fullHeight: c.source.height,
                part: PixelRect(x: 0, y: 0, width: c.source.width, height: c.source.height),
                width: c.box.width, height: c.box.height, window: c.window, kernel: .linear))
        for index in 0..<c.source.height - 1 {
            stream.destination(ofRow: index).update(repeating: 200, count: c.source.width * 4)
            stream.rowWritten(index)
        }
        #expect(stream.finish() == nil)
    }

    /// Rows written into the caller's memory, counted as made: every count the stream tells
    /// is more than the last, and the rows it counts are final then (none is written again).
    @Test(arguments: cases, kernels)
    func eachRowIsFinalWhenItIsCounted(_ c: Case, kernel: ResamplingKernel) throws {
        let image = TestImages.smooth(width: c.source.width, height: c.source.height, alpha: true)
        let expected = try #require(
            Resampler.aspectFill(image, width: c.box.width, height: c.box.height, window: c.window, kernel: kernel))
        let rowBytes = c.window.width * 4
        let output = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * c.window.height)
        defer { output.deallocate() }
        var counts: [Int] = [], early: [Int] = []
        let stream = try #require(
            ImagePart(image, x: 0, y: 0, fullWidth: image.width, fullHeight: image.height)!.sendRows {
                part, fullWidth, fullHeight in
                AspectFillStream(
                    fullWidth: fullWidth, fullHeight: fullHeight, part: part, width: c.box.width,
                    height: c.box.height, window: c.window, kernel: kernel, into: output
                ) { made in
                    counts.append(made)
                    let rows = Array(UnsafeBufferPointer(start: output, count: made * rowBytes))
                    if rows != Array(expected.bytes[0..<made * rowBytes]) { early.append(made) }
                }
            })
        #expect(stream.finish() == expected)
        #expect(counts.last == c.window.height)
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 < $1 })
        #expect(early.isEmpty, "rows counted before they were final: \(early)")
        // Made as the rows came, not all at the end.
        #expect(counts.count > 1)
    }
}
