import CShim
import CZlib
import Foundation
import TestSupport
import Testing

@testable import Codecs

/// Level 1 with Z_RLE (`fast`, `default`) is the shim's own encoder (rle_deflate.c), which must
/// write zlib 1.2.13's bytes: each piece here is deflated by it and by zlib, fed alike, and the two
/// compared byte for byte.
@Suite struct RLEDeflaterTests {
    /// zlib's piece of `data` (level 1, Z_RLE, raw, 32 KiB window, memory level 9), fed as
    /// `DeflaterTests.deflate` feeds the shim.
    static func zlib(_ data: [UInt8], last: Bool, parts: [Int]) -> [UInt8] {
        var stream = z_stream()
        let started = deflateInit2_(
            &stream, 1, Z_DEFLATED, -15, 9, Z_RLE, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        precondition(started == Z_OK)
        defer { deflateEnd(&stream) }
        var out = [UInt8](), room = [UInt8](repeating: 0, count: 1 << 16)
        func run(_ input: UnsafeBufferPointer<UInt8>, _ flush: Int32) {
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = UInt32(input.count)
            var status: Int32
            repeat {
                status = room.withUnsafeMutableBufferPointer { room in
                    stream.next_out = room.baseAddress
                    stream.avail_out = UInt32(room.count)
                    return deflate(&stream, flush)
                }
                out += room[..<(room.count - Int(stream.avail_out))]
            } while stream.avail_in > 0 || stream.avail_out == 0 || (flush == Z_FINISH && status != Z_STREAM_END)
        }
        data.withUnsafeBufferPointer { data in
            var offset = 0
            for part in parts + [data.count] where offset < data.count {
                let size = min(part, data.count - offset)
                run(UnsafeBufferPointer(rebasing: data[offset..<(offset + size)]), Z_NO_FLUSH)
                offset += size
            }
            run(UnsafeBufferPointer(start: nil, count: 0), last ? Z_FINISH : Z_SYNC_FLUSH)
        }
        return out
    }

    /// Whether the shim's piece is zlib's, both ends (sync flush, finish) and fed whole or in
    /// whole windows.
    static func expectZlibBytes(
        _ data: [UInt8], _ name: String, parts extra: [[Int]] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let window = Int(STRETCHY_DEFLATE_WINDOW)
        let cuts = [[], Array(repeating: window, count: data.count / window)] + extra
        for last in [false, true] {
            for parts in cuts {
                let ours = try DeflaterTests.deflate(
                    data, level: 1, strategy: STRETCHY_DEFLATE_RLE, last: last, parts: parts)
                let same = ours.bytes == zlib(data, last: last, parts: parts)  // not in #expect, which would print both
                #expect(
                    same, "\(name), \(data.count) bytes, last \(last), parts \(parts.prefix(8))",
                    sourceLocation: sourceLocation)
            }
        }
    }

    /// Around runs' longest match (258), blocks' 32767 symbols, the window (32 KiB) and zlib's
    /// slides (65274…65278 bytes into its 64 KiB), and the longest block of runs.
    static let edgeLengths: [Int] = {
        let centres = [0, 258, 516, 32767, 32768, 65274, 65278, 65536, 98304, 131072, 163840]
        return Array(Set(centres.flatMap { centre in (-4...4).map { centre + $0 } }.filter { $0 >= 0 })).sorted()
    }()

    @Test func tinyInputs() throws {
        for data: [UInt8] in [[], [0], [9], [1, 1], [1, 2], [5, 5, 5], [0, 1, 2], [7, 7, 7, 7], [1, 2, 2, 2, 2]] {
            try Self.expectZlibBytes(data, "tiny")
        }
    }

    @Test func runsOfOneByte() throws {
        for count in Self.edgeLengths + Array(1...12) + [32767 * 258 - 1, 32767 * 258, 32767 * 258 + 3] {
            try Self.expectZlibBytes([UInt8](repeating: 200, count: count), "one byte")
        }
    }

    /// Noise is stored, until a block began before a slide of zlib's window and must be coded.
    @Test func noise() throws {
        var random = SplitMix64(seed: 1)
        for count in Self.edgeLengths + [300_000] {
            let data = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            try Self.expectZlibBytes(data, "noise", parts: [[32768, 0, 65536]])
        }
    }

    /// A run, then noise: the noise's second block of 32767 literals ends a few bytes either side
    /// of where zlib slides its window (98046 with the window full, else 258 bytes before the
    /// input's end), so that it is stored or not by where the slide comes.
    @Test func blocksEndingAtASlide() throws {
        for run in 32625..<32660 {
            // The run's symbols: a literal, runs of 258, the rest as one run or as literals.
            let rest = (run - 1) % 258, symbols = 1 + (run - 1) / 258 + (rest >= 3 ? 1 : rest)
            let blockEnd = run + 2 * 32767 - symbols
            var random = SplitMix64(seed: UInt64(run))
            let data = (0..<140_000).map { $0 < run ? 5 : UInt8(truncatingIfNeeded: random.next()) }
            try Self.expectZlibBytes(data, "run \(run), noise")
            for past in -3...3 {
                try Self.expectZlibBytes(Array(data.prefix(blockEnd + 258 + past)), "run \(run), noise to the end")
            }
        }
    }

    @Test func patterns() throws {
        var random = SplitMix64(seed: 2)
        for count in [1000, 65537, 200_000] {
            try Self.expectZlibBytes((0..<count).map { UInt8($0 & 1) * 9 }, "alternating")
            try Self.expectZlibBytes((0..<count).map { UInt8(truncatingIfNeeded: $0 / 3) }, "threes")
            // Runs and noise by turns: stored and coded blocks next to each other.
            try Self.expectZlibBytes(
                (0..<count).map { $0 % 1000 < 500 ? UInt8(truncatingIfNeeded: random.next()) : 3 }, "halves")
        }
    }

    @Test func filteredPhotoRows() throws {
        let data = try DeflaterTests.imageData()
        let window = Int(STRETCHY_DEFLATE_WINDOW)
        try Self.expectZlibBytes(data, "photo", parts: [[window * 3, window, 0, window * 7]])
        try Self.expectZlibBytes(Array(data.prefix(700_001)), "photo, ragged")
    }

    /// Seeded inputs of runs, noise and near-runs, up to about 300 KB, fed in random whole windows.
    @Test func randomMixes() throws {
        var random = SplitMix64(seed: 3)
        let window = Int(STRETCHY_DEFLATE_WINDOW)
        for trial in 0..<2500 {
            let count = Int(random.next() % (trial % 10 == 0 ? 300_000 : 40_000))
            let longest = [10, 300, 70_000][Int(random.next() % 3)]
            var data = [UInt8]()
            data.reserveCapacity(count)
            while data.count < count {
                let length = min(1 + Int(random.next() % UInt64(longest)), count - data.count)
                let kind = random.next() % 3, byte = UInt8(truncatingIfNeeded: random.next())
                for _ in 0..<length {
                    switch kind {
                    case 0: data.append(byte)
                    case 1: data.append(UInt8(truncatingIfNeeded: random.next()))
                    default: data.append(byte &+ (random.next() % 3 == 0 ? 1 : 0))
                    }
                }
            }
            let parts = (0..<Int(random.next() % 6)).map { _ in window * Int(random.next() % 4) }
            let last = random.next() % 2 == 0
            let ours = try DeflaterTests.deflate(
                data, level: 1, strategy: STRETCHY_DEFLATE_RLE, last: last, parts: parts)
            let same = ours.bytes == Self.zlib(data, last: last, parts: parts)
            #expect(same, "trial \(trial): \(count) bytes, last \(last), parts \(parts)")
            if !same { break }
        }
    }
}
