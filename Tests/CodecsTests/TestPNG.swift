import TestSupport

/// Builds PNG files byte by byte for the decoder tests, independently of libpng (chunks and zlib
/// from `PNGBytes`), so every colour type, bit depth, tRNS and Adam7 interlacing can be
/// produced exactly.
enum TestPNG {
    static let signature = PNGBytes.signature

    /// One image: `samples[y][x]` holds the pixel's samples (1 for grey and palette index,
    /// 2 grey + alpha, 3 RGB, 4 RGBA), each in 0..<2^bitDepth.
    struct Image {
        var colorType: UInt8
        var bitDepth: Int
        var samples: [[[Int]]]
        var palette: [[UInt8]] = []
        var transparency: [UInt8]? = nil
        var interlaced = false

        var width: Int { samples[0].count }
        var height: Int { samples.count }
    }

    static func file(_ image: Image, extraChunks: [[UInt8]] = []) -> [UInt8] {
        var ihdr = be32(image.width) + be32(image.height)
        ihdr += [UInt8(image.bitDepth), image.colorType, 0, 0, image.interlaced ? 1 : 0]
        var out = signature + chunk("IHDR", ihdr)
        if !image.palette.isEmpty { out += chunk("PLTE", image.palette.flatMap { $0 }) }
        if let transparency = image.transparency { out += chunk("tRNS", transparency) }
        for extra in extraChunks { out += extra }
        out += chunk("IDAT", PNGBytes.zlibStored(scanlines(image)))
        out += chunk("IEND", [])
        return out
    }

    /// Filter type 0 rows; with Adam7, the seven passes one after the other (empty passes skipped).
    static func scanlines(_ image: Image) -> [UInt8] {
        guard image.interlaced else { return rows(image.samples, bitDepth: image.bitDepth) }
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var out: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let sub = stride(from: y0, to: image.height, by: dy).map { y in
                stride(from: x0, to: image.width, by: dx).map { x in image.samples[y][x] }
            }
            if let first = sub.first, !first.isEmpty { out += rows(sub, bitDepth: image.bitDepth) }
        }
        return out
    }

    static func rows(_ samples: [[[Int]]], bitDepth: Int) -> [UInt8] {
        var out: [UInt8] = []
        for row in samples {
            out.append(0)
            var bits = 0, filled = 0
            for value in row.flatMap({ $0 }) {
                switch bitDepth {
                case 16: out += [UInt8(value >> 8), UInt8(value & 0xFF)]
                case 8: out.append(UInt8(value))
                default:
                    bits = bits << bitDepth | value
                    filled += bitDepth
                    if filled == 8 { out.append(UInt8(bits)); bits = 0; filled = 0 }
                }
            }
            if filled > 0 { out.append(UInt8(bits << (8 - filled))) }
        }
        return out
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] { PNGBytes.chunk(type, data) }

    static func be32(_ value: Int) -> [UInt8] { PNGBytes.be32(value) }

    /// The chunks of a PNG file as (type, data), for checking what an encoder wrote.
    static func chunks(of file: [UInt8]) -> [(type: String, data: [UInt8])] {
        var out: [(String, [UInt8])] = []
        var i = signature.count
        while i + 12 <= file.count {
            let length = file[i..<i + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: file[i + 4..<i + 8], as: UTF8.self)
            out.append((type, Array(file[i + 8..<i + 8 + length])))
            i += 12 + length
        }
        return out
    }
}
