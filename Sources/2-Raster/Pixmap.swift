/// A premultiplied RGBA8 sRGB image, rows top to bottom, stride `width * 4` (see Raster.swift).
package struct Pixmap: Sendable, Equatable {
    /// The width in pixels.
    package let width: Int
    /// The height in pixels.
    package let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel, colour premultiplied by alpha.
    package private(set) var bytes: [UInt8]

    /// The largest pixmap we agree to allocate (1 GiB of pixels); larger requests fail.
    package static let maxPixelCount = 1 << 28

    /// A transparent pixmap; nil when a side is not positive or the size is absurd.
    package init?(width: Int, height: Int) {
        self.init(width: width, height: height, filledWith: .transparent)
    }

    /// A pixmap filled with one colour; nil when a side is not positive or the size is absurd.
    package init?(width: Int, height: Int, filledWith color: PremultipliedColor) {
        guard Self.isValidSize(width: width, height: height) else { return nil }
        self.width = width
        self.height = height
        var pattern = [UInt8](repeating: 0, count: width * height * 4)
        if color != .transparent {
            // Every frame starts as a filled screen: write one pixel, then double the filled
            // part with block copies instead of storing 4 bytes at a time.
            pattern.withUnsafeMutableBytes { p in
                p[0] = color.red; p[1] = color.green; p[2] = color.blue; p[3] = color.alpha
                var filled = 4
                while filled < p.count {
                    let chunk = min(filled, p.count - filled)
                    UnsafeMutableRawBufferPointer(rebasing: p[filled..<(filled + chunk)])
                        .copyMemory(from: UnsafeRawBufferPointer(rebasing: p[0..<chunk]))
                    filled += chunk
                }
            }
        }
        bytes = pattern
    }

    /// A pixmap whose every byte `write` sets, and what `write` returned: the bytes start
    /// uninitialized, so that a decoder that writes them all pays for no zeroing (48 MB for a
    /// 12-megapixel photo, before its decode can start). `write` must set every byte, colour
    /// channels ≤ alpha, or the pixmap must be thrown away (a failed decode). Nil, and `write`
    /// not called, when a side is not positive or the size is absurd.
    package static func writingEveryByte<Result>(
        width: Int, height: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Result
    ) -> (pixmap: Pixmap, result: Result)? {
        guard isValidSize(width: width, height: height) else { return nil }
        var result: Result?
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            result = write(buffer)
            count = buffer.count
        }
        return result.map { (Pixmap(unchecked: width, height, bytes), $0) }
    }

    /// Wraps premultiplied RGBA bytes; nil when the count is not `width * height * 4` or a colour
    /// channel exceeds its alpha.
    package init?(width: Int, height: Int, premultipliedBytes: [UInt8]) {
        guard Self.isValidSize(width: width, height: height),
            premultipliedBytes.count == width * height * 4
        else { return nil }
        let valid = premultipliedBytes.withUnsafeBufferPointer { p -> Bool in
            var i = 0
            while i < p.count {
                let a = p[i + 3]
                if p[i] > a || p[i + 1] > a || p[i + 2] > a { return false }
                i += 4
            }
            return true
        }
        guard valid else { return nil }
        self.width = width
        self.height = height
        self.bytes = premultipliedBytes
    }

    /// Premultiplies straight RGBA pixels.
    package init(premultiplying image: RGBAImage) {
        width = image.width
        height = image.height
        var out = image.bytes
        out.withUnsafeMutableBufferPointer { Self.premultiply($0) }
        bytes = out
    }

    /// Premultiplies straight RGBA pixels in place (a decoder's, in the buffer of
    /// `writingEveryByte`).
    package static func premultiply(_ p: UnsafeMutableBufferPointer<UInt8>) {
        var i = 0
        while i < p.count {
            let a = p[i + 3]
            if a != 255 {
                p[i] = Blend.multiply(p[i], a)
                p[i + 1] = Blend.multiply(p[i + 1], a)
                p[i + 2] = Blend.multiply(p[i + 2], a)
            }
            i += 4
        }
    }

    package static func isValidSize(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= maxPixelCount / height
    }

    package var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The pixel at (x, y); the point must lie inside the pixmap.
    package func pixel(x: Int, y: Int) -> PremultipliedColor {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(bounds)")
        let i = (y * width + x) * 4
        return PremultipliedColor(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
    }

    /// True when every pixel is fully opaque.
    package var isOpaque: Bool {
        bytes.withUnsafeBufferPointer { p in
            var i = 3
            while i < p.count {
                if p[i] != 255 { return false }
                i += 4
            }
            return true
        }
    }

    /// Straight (unpremultiplied) RGBA of this pixmap, each channel rounded to nearest.
    package func unpremultiplied() -> RGBAImage {
        var out = bytes
        out.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = UInt32(p[i + 3])
                if a == 0 {
                    p[i] = 0; p[i + 1] = 0; p[i + 2] = 0
                } else if a != 255 {
                    for c in 0..<3 { p[i + c] = UInt8((UInt32(p[i + c]) * 255 + a / 2) / a) }
                }
                i += 4
            }
        }
        return RGBAImage(unchecked: width, height, out)
    }

    /// The bytes as straight RGBA, shared rather than converted: exact for an opaque pixmap (a
    /// rendered frame), whose premultiplied bytes are its straight ones; `unpremultiplied()`
    /// converts any other.
    package var opaqueRGBA: RGBAImage { RGBAImage(unchecked: width, height, bytes) }

    /// The part of this pixmap inside `rect` (clipped to the bounds); nil when nothing is left.
    package func cropped(to rect: PixelRect) -> Pixmap? {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return nil }
        var out = [UInt8](repeating: 0, count: r.width * r.height * 4)
        bytes.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for row in 0..<r.height {
                    let s = ((r.y + row) * width + r.x) * 4
                    let d = row * r.width * 4
                    for i in 0..<(r.width * 4) { dst[d + i] = src[s + i] }
                }
            }
        }
        return Pixmap(unchecked: r.width, r.height, out)
    }

    init(unchecked width: Int, _ height: Int, _ bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Gives raw, mutable access to the premultiplied bytes for hot loops in other modules
    /// (decoders, resamplers). The closure must keep every colour channel ≤ its alpha.
    package mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws -> R) rethrows
        -> R
    {
        try bytes.withUnsafeMutableBufferPointer { try body($0) }
    }

    package func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try bytes.withUnsafeBufferPointer { try body($0) }
    }

    /// The first of the premultiplied bytes, for loops that walk the rows by pointer (the PNG
    /// encoder's bands). A pixmap is never empty — `isValidSize` keeps both sides positive — so
    /// its bytes always have a first: the one place that is relied on.
    package func withUnsafeStart<R>(_ body: (UnsafePointer<UInt8>) throws -> R) rethrows -> R {
        try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }
}

// MARK: - Drawing

extension Pixmap {
    /// Source-over of a solid colour on `rect`, clipped to `clip` and to the pixmap.
    package mutating func fill(_ rect: PixelRect, with color: PremultipliedColor, clip: PixelRect? = nil) {
        let r = rect.intersection(clip ?? bounds).intersection(bounds)
        guard !r.isEmpty, color.alpha > 0 || color != .transparent else { return }
        let w = width
        bytes.withUnsafeMutableBufferPointer { p in
            for y in r.minY..<r.maxY {
                var i = (y * w + r.minX) * 4
                let end = (y * w + r.maxX) * 4
                if color.alpha == 255 {
                    while i < end {
                        p[i] = color.red; p[i + 1] = color.green; p[i + 2] = color.blue; p[i + 3] = 255
                        i += 4
                    }
                } else {
                    while i < end {
                        p[i] = Blend.over(source: color.red, sourceAlpha: color.alpha, destination: p[i])
                        p[i + 1] = Blend.over(source: color.green, sourceAlpha: color.alpha, destination: p[i + 1])
                        p[i + 2] = Blend.over(source: color.blue, sourceAlpha: color.alpha, destination: p[i + 2])
                        p[i + 3] = Blend.over(source: color.alpha, sourceAlpha: color.alpha, destination: p[i + 3])
                        i += 4
                    }
                }
            }
        }
    }

    /// Source-over of `source` with its top-left corner at (x, y), clipped to `clip` and to this
    /// pixmap. With `opacity` < 1 the source is treated as a flattened group (SPEC §1, layer 3):
    /// each result is `s·o + d·(1 − sa·o/255)`, rounded once.
    package mutating func draw(_ source: Pixmap, atX x: Int, y: Int, clip: PixelRect? = nil, opacity: Double = 1) {
        let placed = PixelRect(x: x, y: y, width: source.width, height: source.height)
        let r = placed.intersection(clip ?? bounds).intersection(bounds)
        guard !r.isEmpty, opacity > 0 else { return }
        let w = width, sw = source.width
        let o = min(opacity, 1)
        source.bytes.withUnsafeBufferPointer { src in
            bytes.withUnsafeMutableBufferPointer { dst in
                for row in r.minY..<r.maxY {
                    var s = ((row - y) * sw + (r.minX - x)) * 4
                    var d = (row * w + r.minX) * 4
                    let end = d + r.width * 4
                    if o == 1 {
                        while d < end {
                            let sa = src[s + 3]
                            if sa == 255 {
                                dst[d] = src[s]; dst[d + 1] = src[s + 1]; dst[d + 2] = src[s + 2]; dst[d + 3] = 255
                            } else if sa != 0 || src[s] != 0 || src[s + 1] != 0 || src[s + 2] != 0 {
                                for c in 0..<4 {
                                    dst[d + c] = Blend.over(
                                        source: src[s + c], sourceAlpha: sa, destination: dst[d + c])
                                }
                            }
                            s += 4; d += 4
                        }
                    } else {
                        while d < end {
                            let sa = src[s + 3]
                            for c in 0..<4 {
                                dst[d + c] = Blend.over(
                                    source: src[s + c], sourceAlpha: sa, destination: dst[d + c],
                                    opacity: o)
                            }
                            s += 4; d += 4
                        }
                    }
                }
            }
        }
    }

    /// Source-over of `color` through a coverage mask placed with its top-left at (x, y): each
    /// pixel gets the colour scaled by its coverage (rounded), then blended. This is how glyphs
    /// are drawn.
    package mutating func fill(
        _ mask: AlphaMask, atX x: Int, y: Int, with color: PremultipliedColor,
        clip: PixelRect? = nil
    ) {
        let placed = PixelRect(x: x, y: y, width: mask.width, height: mask.height)
        let r = placed.intersection(clip ?? bounds).intersection(bounds)
        guard !r.isEmpty else { return }
        let w = width, mw = mask.width
        mask.coverage.withUnsafeBufferPointer { m in
            bytes.withUnsafeMutableBufferPointer { dst in
                for row in r.minY..<r.maxY {
                    var s = (row - y) * mw + (r.minX - x)
                    var d = (row * w + r.minX) * 4
                    let end = d + r.width * 4
                    while d < end {
                        let cov = m[s]
                        if cov != 0 {
                            let sa = Blend.multiply(color.alpha, cov)
                            dst[d] = Blend.over(
                                source: Blend.multiply(color.red, cov), sourceAlpha: sa, destination: dst[d])
                            dst[d + 1] = Blend.over(
                                source: Blend.multiply(color.green, cov), sourceAlpha: sa,
                                destination: dst[d + 1])
                            dst[d + 2] = Blend.over(
                                source: Blend.multiply(color.blue, cov), sourceAlpha: sa,
                                destination: dst[d + 2])
                            dst[d + 3] = Blend.over(source: sa, sourceAlpha: sa, destination: dst[d + 3])
                        }
                        s += 1; d += 4
                    }
                }
            }
        }
    }
}
