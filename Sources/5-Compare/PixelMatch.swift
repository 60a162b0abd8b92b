import FoundationEssentials
import Raster

/// pixelmatch 7.2.0: counts the pixels that differ visibly between two images and optionally
/// draws a diff image (SPEC §4).
package enum PixelMatch {
    /// The colour of the hatching that marks ignored pixels in the diff image: a blue that
    /// neither the red of differences nor the yellow of anti-aliasing can be mistaken for.
    package static let ignoredColor = Color(red: 64, green: 128, blue: 255)

    /// Compares `expected` (pixelmatch's first image) with `actual` (its second).
    ///
    /// - Parameters:
    ///   - diff: also draw the diff image (red/alt for differences, yellow for anti-aliasing,
    ///     faded grey elsewhere; only the differences in `diffMask` mode).
    ///   - threads: how many cores to split the rows over; nil picks all cores for images of
    ///     64 K pixels or more and one below. The result never depends on it.
    /// - Returns: a size mismatch without comparing pixels when the sizes differ.
    package static func compare(
        _ expected: RGBAImage, _ actual: RGBAImage,
        options: PixelMatchOptions = PixelMatchOptions(),
        diff: Bool = false, threads: Int? = nil
    ) -> PixelMatchResult {
        run(expected, actual, options: options, ignore: nil, diff: diff, threads: threads)
    }

    /// Like `compare(_:_:options:diff:threads:)`, leaving out the pixels `ignoring` names:
    /// they are not counted, and the diff image hatches them (SPEC §4 "Ignored pixels").
    /// `diffIfIdentical: false` draws no diff for byte-identical images, which have nothing to
    /// show (a folder comparison's evidence: its grey rendition would cost a pass for each pair
    /// of a run where all match).
    ///
    /// - Throws: `IgnoreError.maskSize` when the images have the same size and the mask another.
    package static func compare(
        _ expected: RGBAImage, _ actual: RGBAImage,
        options: PixelMatchOptions = PixelMatchOptions(), ignoring: IgnoredPixels,
        diff: Bool = false, diffIfIdentical: Bool = true, threads: Int? = nil
    ) throws(IgnoreError) -> PixelMatchResult {
        let sameSize = expected.width == actual.width && expected.height == actual.height
        let ignore = sameSize ? try ignoring.map(width: expected.width, height: expected.height) : nil
        return run(
            expected, actual, options: options, ignore: ignore, diff: diff, diffIfIdentical: diffIfIdentical,
            threads: threads)
    }

    private static func run(
        _ expected: RGBAImage, _ actual: RGBAImage, options: PixelMatchOptions,
        ignore: IgnoreMap?, diff: Bool, diffIfIdentical: Bool = true, threads: Int?
    ) -> PixelMatchResult {
        let width = expected.width, height = expected.height
        func result(
            _ count: Int, identical: Bool, sizeMismatch: Bool = false, bounds: PixelRect? = nil,
            diff: [UInt8]? = nil
        ) -> PixelMatchResult {
            PixelMatchResult(
                differentPixels: count, totalPixels: width * height, width: width, height: height,
                identical: identical, sizeMismatch: sizeMismatch,
                diff: diff.flatMap { RGBAImage(width: width, height: height, bytes: $0) },
                actualWidth: actual.width, actualHeight: actual.height, diffBounds: bounds,
                ignoredPixels: ignore?.count ?? 0)
        }
        guard actual.width == width, actual.height == height else {
            return result(0, identical: false, sizeMismatch: true)
        }
        let identical = expected.bytes.withUnsafeBytes { a in
            actual.bytes.withUnsafeBytes { b in PixelMatchPass.sameBytes(a, b) }
        }
        // Identical data has no difference to find; only the grey rendition (or the hatching
        // of ignored pixels) may need drawing, unless no diff of it is wanted.
        if identical && (!diff || !diffIfIdentical || (options.diffMask && ignore == nil)) {
            let drawn = diff && diffIfIdentical
            return result(0, identical: true, diff: drawn ? [UInt8](repeating: 0, count: width * height * 4) : nil)
        }

        let threadCount = max(
            1,
            threads
                ?? (width * height >= 1 << 16
                    ? ProcessInfo.processInfo.activeProcessorCount : 1))
        var output: [UInt8] = diff ? [UInt8](repeating: 0, count: width * height * 4) : []
        let tally = expected.bytes.withUnsafeBytes { a in
            actual.bytes.withUnsafeBytes { b in
                output.withUnsafeMutableBufferPointer { o in
                    (ignore?.bytes ?? []).withUnsafeBufferPointer { ignored in
                        let pass = PixelMatchPass(
                            width: width, height: height, first: a, second: b,
                            output: diff ? o.baseAddress : nil,
                            ignored: ignore != nil ? ignored.baseAddress : nil, options: options)
                        return pass.countDifferences(stripes: threadCount == 1 ? 1 : min(height, threadCount * 4))
                    }
                }
            }
        }
        return result(tally.count, identical: identical, bounds: tally.bounds, diff: diff ? output : nil)
    }

    // MARK: - The colour maths of SPEC §4, kept in pixelmatch's operand order

    /// One straight RGBA pixel, widened so that products stay exact.
    struct Pixel {
        var r: Int, g: Int, b: Int, a: Int

        @inline(__always)
        init(r: Int, g: Int, b: Int, a: Int) {
            self.r = r; self.g = g; self.b = b; self.a = a
        }

        @inline(__always)
        init(_ bytes: UnsafeRawBufferPointer, byteOffset k: Int) {
            self.init(r: Int(bytes[k]), g: Int(bytes[k + 1]), b: Int(bytes[k + 2]), a: Int(bytes[k + 3]))
        }
    }

    /// The background a translucent pixel at byte offset `k` is blended over: pixelmatch's
    /// golden-ratio checkerboard, or white.
    @inline(__always)
    static func background(byteOffset k: Int, checkerboard: Bool) -> Pixel {
        guard checkerboard else { return Pixel(r: 255, g: 255, b: 255, a: 255) }
        return Pixel(
            r: 48 + 159 * (k % 2),
            g: 48 + 159 * (Int(Double(k) / 1.618033988749895) % 2),
            b: 48 + 159 * (Int(Double(k) / 2.618033988749895) % 2),
            a: 255)
    }

    /// (dr, dg, db) of `p1 − p2`, both blended over the background at `k` when either is
    /// translucent. Exact integer numerators, one division, as in pixelmatch.
    @inline(__always)
    static func channelDeltas(
        _ p1: Pixel, _ p2: Pixel, byteOffset k: Int,
        checkerboard: Bool
    ) -> (r: Double, g: Double, b: Double) {
        if p1.a == 255 && p2.a == 255 {
            return (Double(p1.r - p2.r), Double(p1.g - p2.g), Double(p1.b - p2.b))
        }
        let bg = background(byteOffset: k, checkerboard: checkerboard)
        let da = p1.a - p2.a
        return (
            Double(p1.r * p1.a - p2.r * p2.a - bg.r * da) / 255,
            Double(p1.g * p1.a - p2.g * p2.a - bg.g * da) / 255,
            Double(p1.b * p1.a - p2.b * p2.a - bg.b * da) / 255
        )
    }

    @inline(__always)
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// The signed squared YIQ distance: positive when the second pixel is brighter or equal in
    /// luma, negative when it is darker (Y > 0). 0 for identical pixels.
    @inline(__always)
    static func colorDelta(_ p1: Pixel, _ p2: Pixel, byteOffset k: Int, checkerboard: Bool) -> Double {
        if p1.r == p2.r && p1.g == p2.g && p1.b == p2.b && p1.a == p2.a { return 0 }
        let d = channelDeltas(p1, p2, byteOffset: k, checkerboard: checkerboard)
        let y = luma(d.r, d.g, d.b)
        let i = d.r * 0.59597799 - d.g * 0.27417610 - d.b * 0.32180189
        let q = d.r * 0.21147017 - d.g * 0.52261711 + d.b * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The luma difference Y of `p1 − p2` alone, as the anti-aliasing test uses it.
    @inline(__always)
    static func brightnessDelta(_ p1: Pixel, _ p2: Pixel, byteOffset k: Int, checkerboard: Bool) -> Double {
        if p1.r == p2.r && p1.g == p2.g && p1.b == p2.b && p1.a == p2.a { return 0 }
        let d = channelDeltas(p1, p2, byteOffset: k, checkerboard: checkerboard)
        return luma(d.r, d.g, d.b)
    }

    /// The diff's grey for an unchanged pixel: `255 + (Y − 255)·alpha·a/255`, stored the way a
    /// JavaScript `Uint8Array` stores a number (truncated toward zero, then modulo 256; NaN and
    /// infinities give 0). With alpha in 0...1 the value is already within 0...255.
    @inline(__always)
    static func grey(_ p: Pixel, alpha: Double) -> UInt8 {
        let v = 255 + (luma(Double(p.r), Double(p.g), Double(p.b)) - 255) * alpha * Double(p.a) / 255
        if v >= 0 && v < 256 { return UInt8(v) }
        guard v.isFinite else { return 0 }
        return UInt8(truncatingIfNeeded: Int(v.truncatingRemainder(dividingBy: 256)) & 255)
    }
}
