import Dispatch

/// The pairs of a folder comparison that hold the very bytes of an earlier pair, on both sides:
/// an animation holds frames (the default one: 243 frames, 148 distinct), and two renders of it
/// repeat each other's repeats. Such a pair, a twin, needs neither decoding nor comparing: its
/// result is its original's, and its evidence (`--diff`, the report's images) the same images
/// under its own name (`FolderComparison.DifferingPair.twinNames`). On the default animation with a
/// new title, a report took 7.3× the render's processor time, more than issue 43's 5×.
///
/// Exact: files are grouped by a hash of their bytes, then a twin's two files are compared
/// byte for byte with its original's (read again) before it counts as one, so a hash collision
/// only costs a comparison. A file that cannot be read is no twin: its pair is compared, and
/// fails, as any other.
///
/// Rejected: a content-addressed report (each distinct image stored once, linked by its hash):
/// it would shrink the report's files but change its layout, which JUnit and `merge-reports`
/// read, for no time the twins do not already save.
struct PairTwins: Sendable {
    /// For each pair, the index of the earlier pair it repeats; nil for an original.
    let original: [Int?]
    /// For each twin, the wall seconds its reading took, its whole cost (0 for originals).
    let seconds: [Double]

    /// No pair is a twin: what a comparison of images not read from files uses (an animation's
    /// frames, images given).
    init(none count: Int) {
        original = Array(repeating: nil, count: count)
        seconds = Array(repeating: 0, count: count)
    }

    /// The twins of `pairs`, their files read with `read` (nil when one cannot be).
    init(_ pairs: [(name: String, expected: String, actual: String)], read: (String) -> [UInt8]?) {
        var original = [Int?](repeating: nil, count: pairs.count)
        var seconds = [Double](repeating: 0, count: pairs.count)
        // The originals by their files' sizes and hashes.
        var originals: [[UInt64]: [Int]] = [:]
        for (index, pair) in pairs.enumerated() {
            let start = DispatchTime.now().uptimeNanoseconds
            guard let expected = read(pair.expected), let actual = read(pair.actual) else { continue }
            let key = [UInt64(expected.count), Self.hash(expected), UInt64(actual.count), Self.hash(actual)]
            let earlier = originals[key, default: []].first { candidate in
                read(pairs[candidate].expected) == expected && read(pairs[candidate].actual) == actual
            }
            if let earlier {
                original[index] = earlier
                seconds[index] = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            } else {
                originals[key, default: []].append(index)
            }
        }
        self.original = original
        self.seconds = seconds
    }

    /// FNV-1a's step over 8-byte words, each folded down, then over the bytes left: only to
    /// group files, never to tell them equal.
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            let words = raw.count / 8
            for word in 0..<words {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)) &* 0x0000_0100_0000_01B3
                hash ^= hash >> 29  // a word's high bits reach the low ones too
            }
            for byte in raw[(words * 8)...] { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return hash
        }
    }
}
