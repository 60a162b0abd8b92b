/// A pixmap and its mipmaps, as a GPU keeps a texture whose layer asks for trilinear
/// minification (SPEC §1 "Pixels", `header.filter` `trilinear`): level 0 is the image, and each
/// level after it halves both sides (rounding down, never below 1 pixel) down to 1 × 1.
///
/// A pixel of level k + 1 is the mean of the 2 × 2 block of level k at twice its coordinates,
/// `(a + b + c + d + 2) >> 2` per premultiplied channel (rounded to nearest, halves up); a block
/// that would reach past a side of 1 pixel repeats that pixel, and the last column or row of an
/// odd side is left out (the plain box-filtered chain; Apple documents none). Built once per photo.
package struct MipChain: Sendable, Equatable {
    /// Level 0 (the image itself) first, the 1 × 1 level last.
    package let levels: [Pixmap]

    /// The chain of `base`.
    package init(_ base: Pixmap) {
        var levels = [base]
        while let last = levels.last, last.width > 1 || last.height > 1 {
            levels.append(Self.halved(last))
        }
        self.levels = levels
    }

    /// The next level of `level`: each side halved, each pixel the mean of a 2 × 2 block.
    private static func halved(_ level: Pixmap) -> Pixmap {
        let width = max(1, level.width / 2), height = max(1, level.height / 2)
        let stride = level.width * 4
        // The second column and row of a block; 0 when the side is 1 pixel (the pixel repeated).
        let right = level.width > 1 ? 4 : 0, below = level.height > 1 ? stride : 0
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
            level.withUnsafeBytes { src in
                // A level and its half are at least 1 × 1: neither buffer is empty.
                guard let start = src.baseAddress, let outBase = out.baseAddress else { return }
                let base = UnsafeRawPointer(start)
                for y in 0..<height {
                    for x in 0..<width {
                        let p = base + (2 * y) * stride + (2 * x) * 4
                        func pixel(_ offset: Int) -> SIMD4<UInt16> {
                            SIMD4(truncatingIfNeeded: p.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt8>.self))
                        }
                        let sum = pixel(0) &+ pixel(right) &+ pixel(below) &+ pixel(below + right) &+ 2
                        let mean = SIMD4<UInt8>(truncatingIfNeeded: sum &>> 2)
                        UnsafeMutableRawPointer(outBase + (y * width + x) * 4).storeBytes(
                            of: mean, as: SIMD4<UInt8>.self)
                    }
                }
            }
            initialized = width * height * 4
        }
        return Pixmap(unchecked: width, height, bytes)
    }
}
