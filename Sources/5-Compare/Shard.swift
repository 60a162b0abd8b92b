/// One part of a folder comparison split across machines (SPEC §3 `compare --shard K/N`): the
/// pairs whose relative path hashes to it.
///
/// The hash is FNV-1a 64 of the path's bytes, so every machine agrees on the split without
/// talking to the others, whatever its locale, file system order or Swift version (Swift's own
/// `Hasher` is seeded per process).
package struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1 … `count`.
    package let index: Int
    /// How many shards the pairs are split into, 1 or more.
    package let count: Int

    /// The most shards a comparison can be split into: more than any CI matrix runs.
    package static let maxCount = 1000

    package init?(index: Int, count: Int) {
        guard (1...Self.maxCount).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `K/N`: whole numbers, 1 ≤ K ≤ N ≤ `maxCount`.
    package init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { part in
            part.utf8.allSatisfy { (0x30...0x39).contains($0) } ? Int(part) : nil
        }
        guard parts.count == 2, numbers.count == 2, let shard = Shard(index: numbers[0], count: numbers[1]) else {
            throw ShardError(text: text)
        }
        self = shard
    }

    /// `K/N`.
    package var description: String { "\(index)/\(count)" }

    /// Whether the pair (or lone file) at `path` belongs to this shard: FNV-1a 64 of its bytes,
    /// modulo `count`, is `index − 1`.
    package func contains(_ path: some Collection<UInt8>) -> Bool {
        Int(Self.fnv1a64(path) % UInt64(count)) == index - 1
    }

    /// FNV-1a, 64 bits: offset basis 0xcbf29ce484222325, prime 0x100000001b3.
    package static func fnv1a64(_ bytes: some Collection<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }
}

/// A `--shard` value that is not `K/N` with 1 ≤ K ≤ N ≤ 1000.
package struct ShardError: Error, Sendable, Equatable, CustomStringConvertible {
    package let text: String

    package init(text: String) {
        self.text = text
    }

    package var description: String {
        "'\(text)' is not a shard K/N (whole numbers, 1 ≤ K ≤ N ≤ \(Shard.maxCount))"
    }
}
