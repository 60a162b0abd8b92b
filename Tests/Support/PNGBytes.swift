/// The byte-level pieces of a PNG file, independent of libpng: chunks with their CRC, zlib
/// "stored" (uncompressed) streams, which any inflater reads, and the chunks of a file read back.
/// The one home of these helpers for every test target.
package enum PNGBytes {
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A chunk: length, type, data, CRC of type and data.
    package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(data.count) + body + be32(Int(crc32(body)))
    }

    /// `data` as a zlib stream of stored blocks, with its Adler-32.
    package static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65535, data.count)
            let length = end - start
            out.append(end == data.count ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += data[start..<end]
            start = end
        } while start < data.count
        return out + be32(Int(adler32(data)))
    }

    /// RFC 1950's Adler-32, a byte at a time.
    package static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return b << 16 | a
    }

    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    package static func be32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// The big-endian 32-bit number at `offset` of `bytes`.
    package static func be32(_ bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The width and height IHDR declares (the first chunk of a PNG file).
    package static func size(of file: [UInt8]) -> (width: Int, height: Int) {
        (be32(file, at: 16), be32(file, at: 20))
    }

    /// The chunks of a PNG file as (type, data), for checking what an encoder wrote.
    package static func chunks(of file: [UInt8]) -> [(type: String, data: [UInt8])] {
        var out: [(String, [UInt8])] = []
        var i = signature.count
        while i + 12 <= file.count {
            let length = be32(file, at: i)
            let type = String(decoding: file[i + 4..<i + 8], as: UTF8.self)
            out.append((type, Array(file[i + 8..<i + 8 + length])))
            i += 12 + length
        }
        return out
    }
}
