import TestSupport

/// Builds PNG files byte by byte for the decoder tests, independently of libpng (chunks and zlib
/// from `PNGBytes`), so every colour type, bit depth, tRNS and Adam7 interlacing can be
/// produced exactly.
enum TestPNG {
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
        var ihdr = PNGBytes.be32(image.width) + PNGBytes.be32(image.height)
        ihdr += [UInt8(image.bitDepth), image.colorType, 0, 0, image.interlaced ? 1 : 0]
        var out = PNGBytes.signature + PNGBytes.chunk("IHDR", ihdr)
        if !image.palette.isEmpty { out += PNGBytes.chunk("PLTE", image.palette.flatMap { $0 }) }
        if let transparency = image.transparency { out += PNGBytes.chunk("tRNS", transparency) }
        for extra in extraChunks { out += extra }
        out += PNGBytes.chunk("IDAT", PNGBytes.zlibStored(scanlines(image)))
        out += PNGBytes.chunk("IEND", [])
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
}
