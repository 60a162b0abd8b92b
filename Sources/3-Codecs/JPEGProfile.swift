import CShim

/// The ICC profile of a JPEG: APP2 segments "ICC_PROFILE\0", each holding its chunk's number
/// (from 1) and the number of chunks, then that chunk of the profile (ICC.1, annex B.4). A
/// profile over 65519 bytes is split over several segments, which may come in any order.
enum JPEGProfile {
    /// The bytes of "ICC_PROFILE\0", the chunk number and the chunk count before each chunk.
    private static let headerSize = 14

    /// The profile embedded in `data`, nil when there is none (or the header cannot be read,
    /// which decoding reports).
    static func profile(of data: [UInt8]) throws(ColorProfileError) -> ColorProfile? {
        var buffer = StretchyBuffer()
        defer { stretchy_buffer_free(&buffer) }
        let failure = data.withUnsafeBufferPointer { input in
            Shim.call { message, capacity in
                stretchy_jpeg_icc(input.baseAddress, input.count, &buffer, message, capacity)
            }
        }
        guard failure == nil, buffer.count > 0 else { return nil }
        return .icc(try assemble(segments: Array(UnsafeBufferPointer(start: buffer.bytes, count: buffer.count))))
    }

    /// Puts the chunks in the shim's `segments` (each a 2-byte big-endian length, then the
    /// segment's payload) in order: every number from 1 to the count exactly once, all with
    /// the same count.
    static func assemble(segments: [UInt8]) throws(ColorProfileError) -> [UInt8] {
        var chunks: [Int: ArraySlice<UInt8>] = [:]
        var counts: Set<Int> = []
        var numbers: [Int] = []
        var offset = 0
        while offset + 2 <= segments.count {
            let length = Int(segments[offset]) << 8 | Int(segments[offset + 1])
            let payload = segments[offset + 2..<min(offset + 2 + length, segments.count)]
            offset += 2 + length
            guard payload.count >= headerSize else { continue }
            let number = Int(payload[payload.startIndex + 12])
            counts.insert(Int(payload[payload.startIndex + 13]))
            numbers.append(number)
            chunks[number] = payload.dropFirst(headerSize)
        }
        let count = counts.first ?? 0
        guard counts.count == 1, numbers.sorted() == Array(1...max(count, 1)), count > 0 else {
            throw .incompleteChunks(found: numbers, count: count)
        }
        // The numbers are 1…count, each once (checked above): every chunk is there.
        return (1...count).flatMap { chunks[$0] ?? [] }
    }
}
