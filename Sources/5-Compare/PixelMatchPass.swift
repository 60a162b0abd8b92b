import Dispatch
import Glibc
import Raster

/// One scan of two equally sized images over borrowed buffers: the per-pixel verdicts of
/// SPEC §4 and the drawing of the diff. Lives only inside `PixelMatch.compare`.
///
/// Concurrent stripes share its buffers (`BandShared`): the inputs are only read, and each
/// stripe writes only its own rows of `output`, which the caller reads after all of them finish.
struct PixelMatchPass: Sendable {
    let width: Int
    let height: Int
    private let shared:
        BandShared<
            (
                first: UnsafeRawBufferPointer, second: UnsafeRawBufferPointer,
                output: UnsafeMutablePointer<UInt8>?, ignored: UnsafePointer<UInt8>?
            )
        >
    var first: UnsafeRawBufferPointer { shared.pointer.first }
    var second: UnsafeRawBufferPointer { shared.pointer.second }
    /// Zero-filled diff bytes to draw into, or nil when no diff is wanted.
    var output: UnsafeMutablePointer<UInt8>? { shared.pointer.output }
    /// One byte per pixel, 1 where the pixel is left out (`IgnoreMap`); nil when none is.
    var ignored: UnsafePointer<UInt8>? { shared.pointer.ignored }
    let options: PixelMatchOptions
    let maxDelta: Double
    /// The largest ΔE94 of a pixel that still matches; nil when `perceptualPrecision` is 1.
    let maxDeltaE: Double?
    /// Unchanged and anti-aliased pixels are drawn too (not in mask mode).
    let drawsEverything: Bool
    /// Ignored pixels are hatched, in mask mode too, so a row holding some is never skipped.
    let drawsIgnored: Bool
    let altColor: (UInt8, UInt8, UInt8)
    let diffColor: (UInt8, UInt8, UInt8)
    let aaColor: (UInt8, UInt8, UInt8)

    init(
        width: Int, height: Int, first: UnsafeRawBufferPointer, second: UnsafeRawBufferPointer,
        output: UnsafeMutablePointer<UInt8>?, ignored: UnsafePointer<UInt8>?, options: PixelMatchOptions
    ) {
        self.width = width
        self.height = height
        shared = BandShared((first, second, output, ignored))
        self.options = options
        maxDelta = 35215 * options.threshold * options.threshold
        maxDeltaE = options.perceptualPrecision < 1 ? (1 - options.perceptualPrecision) * 100 : nil
        drawsEverything = output != nil && !options.diffMask
        drawsIgnored = output != nil && ignored != nil
        diffColor = (options.diffColor.red, options.diffColor.green, options.diffColor.blue)
        let alt = options.diffColorAlt ?? options.diffColor
        altColor = (alt.red, alt.green, alt.blue)
        aaColor = (options.aaColor.red, options.aaColor.green, options.aaColor.blue)
    }

    /// The counted differences of some rows: how many, and the rectangle around them.
    struct Tally {
        var count = 0
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min

        mutating func add(x: Int, y: Int) {
            count += 1
            minX = Swift.min(minX, x); maxX = Swift.max(maxX, x)
            minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
        }

        mutating func add(_ other: Tally) {
            count += other.count
            minX = Swift.min(minX, other.minX); maxX = Swift.max(maxX, other.maxX)
            minY = Swift.min(minY, other.minY); maxY = Swift.max(maxY, other.maxY)
        }

        /// Nil when nothing was counted.
        var bounds: PixelRect? {
            count == 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
    }

    /// Counts the differing pixels, splitting the rows into `stripes` bands run on all cores
    /// when there is more than one. Bands write disjoint rows, so the outcome is the same.
    func countDifferences(stripes: Int) -> Tally {
        guard stripes > 1 else { return countDifferences(rows: 0..<height) }
        var tallies = [Tally](repeating: Tally(), count: stripes)
        tallies.withUnsafeMutableBufferPointer { buffer in
            let slots = BandShared(buffer)
            DispatchQueue.concurrentPerform(iterations: stripes) { s in
                slots.pointer[s] = countDifferences(rows: height * s / stripes..<height * (s + 1) / stripes)
            }
        }
        return tallies.reduce(into: Tally()) { $0.add($1) }
    }

    private func countDifferences(rows: Range<Int>) -> Tally {
        let rowBytes = width * 4
        var tally = Tally()
        // The grey of the last pixel drawn grey, by its word: a frame's runs of one colour (a
        // white row, a bar) are drawn without working out the same grey again, the cost of
        // drawing a diff where most rows are equal.
        var lastGrey: (word: UInt32, grey: UInt8)?
        func drawGreyOfRun(at pos: Int) {
            let pixel = word(first, pos)
            if let last = lastGrey, last.word == pixel {
                draw((last.grey, last.grey, last.grey), at: pos)
                return
            }
            let grey = PixelMatch.grey(PixelMatch.Pixel(first, byteOffset: pos), alpha: options.alpha)
            lastGrey = (pixel, grey)
            draw((grey, grey, grey), at: pos)
        }
        for y in rows {
            let rowStart = y * rowBytes
            // With nothing to draw for equal pixels, a byte-identical row has nothing to do.
            let rowRange = rowStart..<rowStart + rowBytes
            if !drawsEverything && !drawsIgnored,
                Self.sameBytes(
                    UnsafeRawBufferPointer(rebasing: first[rowRange]),
                    UnsafeRawBufferPointer(rebasing: second[rowRange]))
            {
                continue
            }
            for x in 0..<width {
                let pos = rowStart + x * 4
                if let ignored, ignored[y * width + x] != 0 {
                    if output != nil { drawIgnored(x: x, y: y, at: pos) }
                    continue
                }
                if word(first, pos) == word(second, pos) {
                    if drawsEverything { drawGreyOfRun(at: pos) }
                    continue
                }
                let delta = PixelMatch.colorDelta(
                    PixelMatch.Pixel(first, byteOffset: pos),
                    PixelMatch.Pixel(second, byteOffset: pos),
                    byteOffset: pos, checkerboard: options.checkerboard)
                if abs(delta) > maxDelta && !perceptuallyEqual(at: pos) {
                    if !options.includeAA
                        && (isAntialiased(first, other: second, x: x, y: y)
                            || isAntialiased(second, other: first, x: x, y: y))
                    {
                        if drawsEverything { draw(aaColor, at: pos) }
                    } else {
                        if output != nil { draw(delta < 0 ? altColor : diffColor, at: pos) }
                        tally.add(x: x, y: y)
                    }
                } else if drawsEverything {
                    drawGreyOfRun(at: pos)
                }
            }
        }
        return tally
    }

    /// Whether the pixels at `pos` are within `maxDeltaE` of each other, both blended as the
    /// colour delta blends them when translucent and rounded to 8 bits.
    private func perceptuallyEqual(at pos: Int) -> Bool {
        guard let maxDeltaE else { return false }
        func seen(_ image: UnsafeRawBufferPointer) -> (r: UInt8, g: UInt8, b: UInt8) {
            let p = PixelMatch.Pixel(image, byteOffset: pos)
            guard p.a < 255 else { return (UInt8(p.r), UInt8(p.g), UInt8(p.b)) }
            let bg = PixelMatch.background(byteOffset: pos, checkerboard: options.checkerboard)
            let blend = { (c: Int, b: Int) in UInt8((Double(c * p.a + b * (255 - p.a)) / 255).rounded()) }
            return (blend(p.r, bg.r), blend(p.g, bg.g), blend(p.b, bg.b))
        }
        return DeltaE94.difference(seen(first), seen(second)) <= maxDeltaE
    }

    /// Byte-wise equality by `memcmp`.
    static func sameBytes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        guard a.count == b.count else { return false }
        guard let pa = a.baseAddress, let pb = b.baseAddress else { return true }
        return memcmp(pa, pb, a.count) == 0
    }

    /// The whole pixel as one 32-bit value, for equality only.
    @inline(__always)
    private func word(_ image: UnsafeRawBufferPointer, _ pos: Int) -> UInt32 {
        image.loadUnaligned(fromByteOffset: pos, as: UInt32.self)
    }

    /// Vysniauskas' test as pixelmatch runs it: is (x1, y1) of `image` likely anti-aliasing,
    /// judging its darkest and brightest neighbours' flatness in both images?
    private func isAntialiased(
        _ image: UnsafeRawBufferPointer, other: UnsafeRawBufferPointer,
        x x1: Int, y y1: Int
    ) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        let centre = PixelMatch.Pixel(image, byteOffset: pos)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestX = 0, darkestY = 0, brightestX = 0, brightestY = 0
        // Columns outer, rows inner: the order decides which of equal extremes is "first".
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = PixelMatch.brightnessDelta(
                    centre,
                    PixelMatch.Pixel(image, byteOffset: (y * width + x) * 4),
                    byteOffset: pos, checkerboard: options.checkerboard)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta; darkestX = x; darkestY = y
                } else if delta > brightest {
                    brightest = delta; brightestX = x; brightestY = y
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(image, x: darkestX, y: darkestY) && hasManySiblings(other, x: darkestX, y: darkestY))
            || (hasManySiblings(image, x: brightestX, y: brightestY)
                && hasManySiblings(other, x: brightestX, y: brightestY))
    }

    /// Whether (x1, y1) has 3 or more neighbours equal in all four channels (a border pixel
    /// starts the count at 1).
    private func hasManySiblings(_ image: UnsafeRawBufferPointer, x x1: Int, y y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = word(image, (y1 * width + x1) * 4)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if word(image, (y * width + x) * 4) == value { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    @inline(__always)
    private func draw(_ color: (UInt8, UInt8, UInt8), at pos: Int) {
        guard let output else { return }
        output[pos] = color.0
        output[pos + 1] = color.1
        output[pos + 2] = color.2
        output[pos + 3] = 255
    }

    /// The hatching of ignored pixels: 2-pixel diagonal stripes every 8 pixels in
    /// `PixelMatch.ignoredColor`, over the grey rendition (or transparency in mask mode).
    private func drawIgnored(x: Int, y: Int, at pos: Int) {
        if (x + y) % 8 < 2 {
            let c = PixelMatch.ignoredColor
            draw((c.red, c.green, c.blue), at: pos)
        } else if drawsEverything {
            drawGrey(at: pos)
        }
    }

    @inline(__always)
    private func drawGrey(at pos: Int) {
        let v = PixelMatch.grey(PixelMatch.Pixel(first, byteOffset: pos), alpha: options.alpha)
        draw((v, v, v), at: pos)
    }
}
