import CShim
import Foundation
import TestSupport
import Testing

@testable import Codecs

/// The shim's incremental deflate: the encoder feeds it 32 KiB of rows at a time, and the pieces
/// must be what one call with all the rows made, so that the files stay what they were.
@Suite struct DeflaterTests {
    /// A piece and the Adler-32 of its input, fed in parts of the given sizes (cut at the end of
    /// the input), then the rest.
    static func deflate(
        _ data: [UInt8], level: Int32, strategy: StretchyDeflateStrategy, last: Bool,
        parts: [Int]
    ) throws -> (bytes: [UInt8], adler: UInt32) {
        var piece = StretchyBuffer(), adler: UInt32 = 0
        defer { stretchy_buffer_free(&piece) }
        let failure = data.withUnsafeBufferPointer { data in
            Shim.call { message, capacity in
                guard let deflater = stretchy_deflate_begin(level, strategy, data.count, message, capacity) else {
                    return 1
                }
                defer { stretchy_deflate_end(deflater) }
                var offset = 0
                for part in parts + [data.count] where offset < data.count {
                    let size = min(part, data.count - offset)
                    let status = stretchy_deflate_feed(deflater, data.baseAddress! + offset, size, message, capacity)
                    guard status == 0 else { return status }
                    offset += size
                }
                return stretchy_deflate_finish(deflater, last ? 1 : 0, &piece, &adler, message, capacity)
            }
        }
        if let failure { throw CodecError.encodeFailed(reason: failure) }
        return (Array(UnsafeBufferPointer(start: piece.bytes, count: piece.count)), adler)
    }

    /// Real image data: the bundled photo's rows as the encoder filters them (more than 32 KiB
    /// windows several times over), then flat rows.
    static func imageData() throws -> [UInt8] {
        let photo = try JPEGDecoder.decode(
            [UInt8](
                try Data(
                    contentsOf: ByteByByteScoreTests.repository
                        .appendingPathComponent("Resources/ceshi.jpg"))))
        let flat = [UInt8](repeating: 255, count: photo.width * 4 * 50)
        return RowFilterChooserTests.written(photo.bytes + flat, width: photo.width, channels: 3)
    }

    @Test(arguments: [PNGEncoder.Compression.default, .best], [false, true])
    func aPieceFedInWholeWindowsIsThePieceOfOneCall(_ compression: PNGEncoder.Compression, last: Bool) throws {
        let level = compression.level, strategy = compression.strategy
        let data = try Self.imageData()
        let whole = try Self.deflate(data, level: level, strategy: strategy, last: last, parts: [])
        #expect(whole.adler == PNGBytes.adler32(data))
        #expect(whole.bytes.count < data.count * 3 / 4)
        let window = Int(STRETCHY_DEFLATE_WINDOW)
        var random = SplitMix64(seed: UInt64(level))
        let cuts: [(String, [Int])] = [
            ("1 window", Array(repeating: window, count: data.count / window)),
            ("windows and empty feeds", (0..<40).map { _ in window * Int(random.next() % 3) }),
        ]
        for (name, parts) in cuts {
            let cut = try Self.deflate(data, level: level, strategy: strategy, last: last, parts: parts)
            let same = cut.bytes == whole.bytes  // not in #expect, which would print both
            #expect(same, "\(name)")
            #expect(cut.adler == whole.adler, "\(name)")
        }
    }

    @Test func onlyTheLastFeedMayEndInsideAWindow() throws {
        let data = [UInt8](repeating: 7, count: 100_000)
        #expect(throws: CodecError.encodeFailed(reason: "deflate input after a feed that was not whole windows")) {
            try Self.deflate(data, level: 1, strategy: STRETCHY_DEFLATE_RLE, last: true, parts: [32768, 1000])
        }
        _ = try Self.deflate(data, level: 1, strategy: STRETCHY_DEFLATE_RLE, last: true, parts: [32768, 32768])
    }
}
