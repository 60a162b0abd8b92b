import Foundation
import Raster
import TestSupport
import Testing

@testable import Codecs

@Suite(.scratchFolders) struct PNGEncoderTests {
    /// An opaque pixmap, white where `color` gives nil, else the RGB it gives for (x, y).
    static func opaque(width: Int, height: Int, _ color: (Int, Int) -> [UInt8]?) -> Pixmap {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                guard let rgb = color(x, y) else { continue }
                bytes.replaceSubrange(((y * width + x) * 4)..<((y * width + x) * 4 + 3), with: rgb)
            }
        }
        return Pixmap(width: width, height: height, premultipliedBytes: bytes)!
    }

    /// An opaque pixmap with gradients, flat areas and hard edges.
    static let frame = opaque(width: 97, height: 61) { x, y in
        if y < 20 { return [UInt8(x * 255 / 97), UInt8(y * 12), UInt8((x * y) % 256)] }
        if (x / 7 + y / 5) % 3 == 0 { return [0, 0, 0] }
        return y % 11 == 0 ? [0xC8, 0xC7, 0xCC] : nil
    }

    @Test(arguments: PNGEncoder.Compression.allCases)
    func opaqueRoundTripIsExact(_ compression: PNGEncoder.Compression) throws {
        let png = try PNGEncoder(compression: compression).encodeOpaque(Self.frame)
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded.width == Self.frame.width && decoded.height == Self.frame.height)
        #expect(decoded.bytes == Self.frame.bytes)
    }

    @Test(arguments: PNGEncoder.Compression.allCases)
    func rgbaRoundTripIsExact(_ compression: PNGEncoder.Compression) throws {
        var state: UInt32 = 99
        let bytes = (0..<(33 * 17 * 4)).map { _ -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        let image = RGBAImage(width: 33, height: 17, bytes: bytes)!
        let png = try PNGEncoder(compression: compression).encodeRGBA(image)
        #expect(try PNGDecoder.decode(png) == image)
        let ihdr = PNGBytes.chunks(of: png).first { $0.type == "IHDR" }
        #expect(ihdr?.data[8...12] == [8, 6, 0, 0, 0])
    }

    @Test func opaqueOutputIsRGB8WithSRGBAndPHYsOnly() throws {
        let png = try PNGEncoder(pixelsPerMeter: PNGEncoder.pixelsPerMeter(dotsPerInch: 144)).encodeOpaque(Self.frame)
        #expect(Array(png.prefix(8)) == PNGBytes.signature)
        let chunks = PNGBytes.chunks(of: png)
        #expect(chunks.first?.type == "IHDR" && chunks.last?.type == "IEND")
        let ihdr = try #require(chunks.first).data
        // width, height, then bit depth 8, colour type 2 (RGB), deflate, filter method 0, no interlace.
        #expect(Array(ihdr) == PNGBytes.be32(97) + PNGBytes.be32(61) + [8, 2, 0, 0, 0])
        #expect(chunks.first { $0.type == "sRGB" }?.data == [0])  // perceptual
        #expect(chunks.first { $0.type == "pHYs" }?.data == PNGBytes.be32(5669) + PNGBytes.be32(5669) + [1])
        let kinds = Set(chunks.map(\.type))
        #expect(kinds.isSubset(of: ["IHDR", "sRGB", "pHYs", "IDAT", "IEND"]), "unexpected chunks \(kinds)")
    }

    @Test func noPHYsUnlessAsked() throws {
        let chunks = PNGBytes.chunks(of: try PNGEncoder().encodeOpaque(Self.frame))
        #expect(!chunks.contains { $0.type == "pHYs" })
        #expect(chunks.contains { $0.type == "sRGB" })
    }

    @Test func sameInputGivesSameBytes() throws {
        for compression in PNGEncoder.Compression.allCases {
            let first = try PNGEncoder(compression: compression, pixelsPerMeter: 2835).encodeOpaque(Self.frame)
            let second = try PNGEncoder(compression: compression, pixelsPerMeter: 2835).encodeOpaque(Self.frame)
            #expect(first == second, "\(compression)")
        }
    }

    @Test func pixelsPerMeterRoundsDotsPerInch() {
        #expect(PNGEncoder.pixelsPerMeter(dotsPerInch: 72) == 2835)
        #expect(PNGEncoder.pixelsPerMeter(dotsPerInch: 144) == 5669)
        #expect(PNGEncoder.pixelsPerMeter(dotsPerInch: 216) == 8504)
    }

    @Test(arguments: [0, -1, 1 << 31])
    func outOfRangeDensityIsAnError(_ density: Int) {
        #expect(throws: CodecError.encodeFailed(reason: "pHYs of \(density) pixels per metre is out of range")) {
            try PNGEncoder(pixelsPerMeter: density).encodeOpaque(Self.frame)
        }
    }

    @Test func translucentPixmapIsWrittenOverBlack() throws {
        let pixmap = Pixmap(width: 2, height: 1, premultipliedBytes: [64, 0, 32, 128, 0, 0, 0, 0])!
        let decoded = try PNGDecoder.decode(try PNGEncoder().encodeOpaque(pixmap))
        #expect(decoded.bytes == [64, 0, 32, 255, 0, 0, 0, 255])
    }

    @Test(arguments: PNGEncoder.Compression.allCases)
    func pngcheckAcceptsTheOutput(_ compression: PNGEncoder.Compression) throws {
        let png = try PNGEncoder(compression: compression, pixelsPerMeter: 5669).encodeOpaque(Self.frame)
        let url = try scratchFolder("pngcheck").appendingPathComponent("\(compression).png")
        try Data(png).write(to: url)
        let report = try Pngcheck.run(url.path)
        #expect(report.status == 0, "pngcheck said: \(report.output)")
        #expect(report.output.contains("No errors detected"), "pngcheck said: \(report.output)")
    }

    /// A frame tall enough to be deflated in several bands: a gradient "photo" on top, then
    /// flat rows with separators and noise, a little different every `seed`.
    static func tallFrame(seed: UInt64) -> Pixmap {
        var random = SplitMix64(seed: seed)
        return opaque(width: 61, height: 1000) { x, y in
            if y < 300 {
                return [
                    UInt8(truncatingIfNeeded: x * 3 + y), UInt8(truncatingIfNeeded: y * 5 / 7),
                    UInt8(truncatingIfNeeded: random.next() % 8 + UInt64(x)),
                ]
            }
            guard y % 44 == 0 || (y % 44 > 10 && y % 44 < 20 && x % 9 < 4) else { return nil }
            return [0x3C, UInt8(truncatingIfNeeded: random.next() % 2 * 60), 0x43]
        }
    }

    @Test func aTallImageIsCutIntoBandsByItsHeightAlone() {
        #expect(PNGEncoder.bands(height: 1) == [0..<1])
        #expect(PNGEncoder.bands(height: 1000).count > 1)
        for height in [1, 2, 479, 480, 1000, 1334, 2001, 100_000] {
            let bands = PNGEncoder.bands(height: height)
            #expect(bands.first?.lowerBound == 0 && bands.last?.upperBound == height, "\(height)")
            #expect(
                zip(bands, bands.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound && !$0.isEmpty }, "\(height)")
        }
    }

    @Test(arguments: PNGEncoder.Compression.allCases)
    func bandedOutputDecodesExactlyAndIsTheSameOnAnyNumberOfThreads(_ compression: PNGEncoder.Compression) throws {
        let frame = Self.tallFrame(seed: 1)
        let single = try PNGEncoder(compression: compression, threads: 1).encodeOpaque(frame)
        #expect(try PNGDecoder.decode(single).bytes == frame.bytes)
        for threads in [2, 3, 8] {
            #expect(
                try PNGEncoder(compression: compression, threads: threads).encodeOpaque(frame) == single,
                "\(threads) threads")
        }
        // libpng reads it as one zlib stream with a correct Adler-32 (it checks it), and pngcheck agrees.
        let url = try scratchFolder("banded").appendingPathComponent("\(compression).png")
        try Data(single).write(to: url)
        let report = try Pngcheck.run(url.path)
        #expect(report.status == 0 && report.output.contains("No errors detected"), "pngcheck said: \(report.output)")
    }

    @Test func aSharedMemoNeverChangesTheBytes() throws {
        let memo = FilterMemo()
        for seed: UInt64 in [1, 2, 1, 3] {
            let frame = Self.tallFrame(seed: seed)
            let plain = try PNGEncoder().encodeOpaque(frame)
            #expect(try PNGEncoder(threads: 4, memo: memo).encodeOpaque(frame) == plain, "seed \(seed)")
            #expect(try PNGEncoder(memo: memo).encodeOpaque(frame) == plain, "seed \(seed)")
        }
    }

    @Test(arguments: [1, 2, 4])
    func anImageWhoseTopIsDrawnLateHasTheBytesOfTheWholeImage(threads: Int) throws {
        let frame = Self.tallFrame(seed: 2)
        let whole = try PNGEncoder().encodeOpaque(frame)
        // Below the top, `lower` holds the frame; above it, something else the top replaces.
        let other = Self.tallFrame(seed: 9).bytes, stride = frame.width * 4
        for topRows in [0, 1, 300, 321, 640, 999, 1000] {
            let lower = Pixmap(
                width: frame.width, height: frame.height,
                premultipliedBytes: Array(other[..<(topRows * stride)] + frame.bytes[(topRows * stride)...]))!
            let top = Pixmap(
                width: frame.width, height: topRows, premultipliedBytes: Array(frame.bytes[..<(topRows * stride)]))
            let partial = PNGEncoder(threads: threads).encodeOpaque(lower, below: topRows)
            // The second step on other threads, and with another thread count, as `frame` does.
            let png = try partial.finish(top: top, threads: 3 - min(threads, 2))
            #expect(png == whole, "top \(topRows) rows, \(threads) threads")
        }
    }

    /// The top's bands encoded one at a time as their rows come (`encode(band:over:top:ready:)`,
    /// what `stretchy frame` does as its photo is decoded), some of them with their first rows
    /// drawn over (`over`), some stopped short by rows that never come and then encoded by
    /// `finish` from the drawn top: the bytes are the whole image's.
    @Test func bandsEncodedAsTheirRowsComeHaveTheBytesOfTheWholeImage() throws {
        let frame = Self.tallFrame(seed: 3)
        let whole = try PNGEncoder().encodeOpaque(frame)
        let stride = frame.width * 4, topRows = 640, overRows = 90
        let other = Self.tallFrame(seed: 8).bytes
        let lower = Pixmap(
            width: frame.width, height: frame.height,
            premultipliedBytes: Array(other[..<(topRows * stride)] + frame.bytes[(topRows * stride)...]))!
        let drawnTop = Pixmap(
            width: frame.width, height: topRows, premultipliedBytes: Array(frame.bytes[..<(topRows * stride)]))!
        // The rows as decoded: the top as drawn, but for the first rows, which are drawn over.
        var decoded = Array(frame.bytes[..<(topRows * stride)])
        for index in 0..<(overRows * stride) { decoded[index] = other[index] }
        let over = Pixmap(
            width: frame.width, height: overRows, premultipliedBytes: Array(frame.bytes[..<(overRows * stride)]))!
        for madeRows in [topRows, 400, 0] {
            let partial = PNGEncoder(threads: 2).encodeOpaque(lower, below: topRows)
            var asked: [Int] = []
            let encoded = decoded.withUnsafeBufferPointer { rows in
                partial.remainingBands.filter { band in
                    partial.encode(band: band.index, over: over, top: rows.baseAddress!) { row in
                        asked.append(row)
                        return row < madeRows
                    }
                }.map(\.index)
            }
            #expect(asked.allSatisfy { (overRows..<topRows).contains($0) }, "only the photo's rows are waited for")
            let expected = partial.remainingBands.filter { $0.rows.upperBound <= madeRows || madeRows >= topRows }
            #expect(encoded == expected.map(\.index), "\(madeRows) rows made")
            let png = try partial.finish(
                top: encoded.count < partial.remainingBands.count ? drawnTop : nil, threads: 2, encodedSince: encoded)
            #expect(png == whole, "\(madeRows) rows made, bands \(encoded) encoded as they came")
        }
    }
}
