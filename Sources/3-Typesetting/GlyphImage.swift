import Raster

/// A rasterised glyph: its ink and where the image's top-left lies relative to the glyph's
/// whole-pixel origin on the baseline (y down, so `y` is negative above the baseline).
/// Only glyphs with ink have one; an outline glyph's mask is trimmed to the inked pixels.
struct GlyphImage: Sendable {
    /// Coverage to be tinted with the text's colour, or colour of its own (an emoji).
    enum Ink: Sendable {
        case coverage(AlphaMask)
        /// Premultiplied RGBA.
        case color(Pixmap)
    }

    let ink: Ink
    let x: Int
    let y: Int

    var width: Int {
        switch ink {
        case .coverage(let mask): mask.width
        case .color(let image): image.width
        }
    }

    var height: Int {
        switch ink {
        case .coverage(let mask): mask.height
        case .color(let image): image.height
        }
    }

    /// A colour glyph, already scaled, with its top-left at (`x`, `y`).
    init(color image: Pixmap, x: Int, y: Int) {
        ink = .color(image)
        self.x = x
        self.y = y
    }

    /// Trims a FreeType 8-bit gray bitmap (`rows` rows of `width` bytes, `pitch` apart) to its
    /// ink; nil when it has none.
    init?(gray pixels: UnsafePointer<UInt8>, width: Int, rows: Int, pitch: Int, left: Int, top: Int) {
        var minX = width, maxX = -1, minY = rows, maxY = -1
        for row in 0..<rows {
            let line = pixels + row * pitch
            for col in 0..<width where line[col] != 0 {
                minX = min(minX, col); maxX = max(maxX, col)
                minY = min(minY, row); maxY = max(maxY, row)
            }
        }
        guard maxX >= minX, maxY >= minY else { return nil }
        let w = maxX - minX + 1, h = maxY - minY + 1
        var coverage = [UInt8](repeating: 0, count: w * h)
        coverage.withUnsafeMutableBufferPointer { out in
            for row in 0..<h {
                let line = pixels + (minY + row) * pitch + minX
                for col in 0..<w { out[row * w + col] = line[col] }
            }
        }
        guard let mask = AlphaMask(width: w, height: h, coverage: coverage) else { return nil }
        ink = .coverage(mask)
        self.x = left + minX
        self.y = minY - top
    }
}
