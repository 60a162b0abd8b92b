import Glibc
import Synchronization

/// Row filter choices remembered by content, for encoding many similar images (the frames of
/// one animation): while a table scrolls, about 78 % of the rows the chooser would score have
/// the same (row, row above) pair somewhere in the frame before.
///
/// A choice is keyed by a 128-bit hash of each of the two rows (with the image's width and
/// layout), so a collision, vanishingly unlikely, could only give a row a worse filter: the
/// filter is still applied to the row's own bytes, and the pixels never change. The same input
/// gives the same bytes with or without a memo, and whichever thread filled it. Safe to share
/// between threads; bounded: when full it starts over.
package final class FilterMemo: Sendable {
    private let capacity: Int
    private let table: Mutex<[Key: RowFilterChooser.Filter]>

    /// A memo of at most `capacity` choices (a 750 × 1334 frame has 1334 rows).
    package init(capacity: Int = 1 << 15) {
        self.capacity = max(1, capacity)
        table = Mutex([:])
    }

    /// Two rows, above and below, as their hashes.
    struct Key: Hashable {
        let above: RowHash
        let row: RowHash
    }

    /// The keys of `rows`, and the choices remembered for them (nil where none is).
    func choices(
        for rows: Range<Int>, of pixels: RowSource, zeros: UnsafePointer<UInt8>,
        width: Int, channels: Int
    ) -> (keys: [Key], filters: [RowFilterChooser.Filter?]) {
        let stride = width * 4
        let seed = UInt64(width &* 8 &+ channels)
        var above = RowHash(rows.lowerBound > 0 ? pixels[rows.lowerBound - 1] : zeros, count: stride, seed: seed)
        var keys: [Key] = []
        keys.reserveCapacity(rows.count)
        for y in rows {
            // A row equal to the one above (a cell's blank lines) has its hash: no need to hash it.
            let same = y > 0 && memcmp(pixels[y], pixels[y - 1], stride) == 0
            let row = same ? above : RowHash(pixels[y], count: stride, seed: seed)
            keys.append(Key(above: above, row: row))
            above = row
        }
        // One lock for the whole band.
        let filters = table.withLock { table in keys.map { table[$0] } }
        return (keys, filters)
    }

    /// Remembers new choices.
    func remember(_ choices: [(Key, RowFilterChooser.Filter)]) {
        guard !choices.isEmpty else { return }
        table.withLock { table in
            if table.count + choices.count > capacity { table.removeAll(keepingCapacity: true) }
            for (key, filter) in choices.prefix(capacity) { table[key] = filter }
        }
    }
}

/// A 128-bit hash of a row's bytes: 64-bit multiply–xorshift lanes over its 8-byte words, each
/// word going into two of them (one of each multiplier), the even and odd words into different
/// pairs so that each lane's chain of multiplies is half as long. Not cryptographic; rows are
/// not chosen by an adversary, and a collision only costs bytes (see `FilterMemo`).
struct RowHash: Hashable {
    let low: UInt64
    let high: UInt64

    private static let k1: UInt64 = 0x9E37_79B9_7F4A_7C15, k2: UInt64 = 0xC2B2_AE3D_27D4_EB4F

    /// `count` must be a multiple of 4 (rows are RGBA).
    init(_ bytes: UnsafePointer<UInt8>, count: Int, seed: UInt64) {
        let raw = UnsafeRawPointer(bytes)
        var a0: UInt64 = 0x243F_6A88_85A3_08D3 ^ seed, a1: UInt64 = 0x1319_8A2E_0370_7344 ^ seed
        var b0: UInt64 = 0xA409_3822_299F_31D0 &+ seed, b1: UInt64 = 0x082E_FA98_EC4E_6C89 &+ seed
        @inline(__always) func mix(_ lane: inout UInt64, _ word: UInt64, _ k: UInt64, _ shift: UInt64) {
            lane = (lane ^ word) &* k
            lane ^= lane >> shift
        }
        var offset = 0
        while offset &+ 16 <= count {
            let even = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let odd = raw.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
            mix(&a0, even, Self.k1, 29)
            mix(&b0, even, Self.k2, 31)
            mix(&a1, odd, Self.k1, 29)
            mix(&b1, odd, Self.k2, 31)
            offset &+= 16
        }
        // The last 4, 8 or 12 bytes (the seed holds the width, so the length is known).
        while offset < count {
            let word = UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            mix(&a0, word, Self.k1, 29)
            mix(&b0, word, Self.k2, 31)
            offset &+= 4
        }
        // Final avalanche, so that the last words reach every bit.
        func finish(_ x: UInt64, _ y: UInt64, _ k: UInt64) -> UInt64 {
            var h = x ^ (y &* k) ^ (y >> 32)
            h ^= h >> 32
            h &*= 0xD6E8_FEB8_6659_FD93
            return h ^ h >> 32
        }
        low = finish(a0, a1, Self.k2)
        high = finish(b0, b1, Self.k1)
    }
}
