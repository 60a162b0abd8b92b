import CFreeType

/// A glyph of a font of the chain.
struct GlyphRef: Hashable, Sendable {
    /// Index into the chain.
    let font: Int
    let glyph: UInt32
}

/// A rendered glyph placed on the line: its whole-pixel origin relative to the pen start.
struct PlacedImage: Sendable {
    let x: Int
    let image: GlyphImage
}

/// A line laid out and rendered, ready to be combined into one mask.
struct RenderedLine: Sendable {
    let text: String
    let images: [PlacedImage]
    let advance: Double
    let ascender: Double
    let descender: Double
    let isTruncated: Bool
}

/// The FreeType state of a `Typesetter` and its caches. Not thread-safe: it lives inside the
/// typesetter's mutex.
final class FontEngine {
    private let library: FT_Library
    private(set) var faces: [FontFace] = []
    /// Each weight's fallback chain, as indices into `faces`.
    private(set) var chains: [FontWeight: [Int]] = [:]
    private var sources: [SourceKey: GlyphRef] = [:]
    private var advances: [GlyphRef: Int] = [:]
    private var kerns: [PairKey: Int] = [:]
    private var images: [ImageKey: GlyphImage?] = [:]

    private struct SourceKey: Hashable {
        let weight: FontWeight
        let scalar: Unicode.Scalar
    }

    private struct PairKey: Hashable {
        let font: Int
        let left: UInt32
        let right: UInt32
    }

    private struct ImageKey: Hashable {
        let glyph: GlyphRef
        let size26: Int
        let phase: Int
    }

    /// A glyph at its exact pen position, in pixels from the pen start.
    private struct Placed {
        let ref: GlyphRef
        let x: Double
    }

    init() throws(TypesettingError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw .freeTypeUnavailable(code: error) }
        self.library = library
    }

    deinit {
        for face in faces { FT_Done_Face(face.handle) }
        FT_Done_FreeType(library)
    }

    /// Opens a font and puts it at the end of `weight`'s chain.
    func add(_ file: String, index: Int, family: String?, to weight: FontWeight) throws(TypesettingError) {
        faces.append(try FontFace.open(file, index: index, family: family, library: library))
        chains[weight, default: []].append(faces.count - 1)
    }

    /// The chain of `weight`; the regular one for a weight that has no font.
    func chain(_ weight: FontWeight) -> [Int] {
        chains[weight] ?? chains[.regular] ?? []
    }

    /// The first font of the weight's chain that has the character; a character none has is the
    /// chain's last font's missing-glyph box (glyph 0).
    func source(of scalar: Unicode.Scalar, weight: FontWeight = .regular) -> GlyphRef {
        let key = SourceKey(weight: weight, scalar: scalar)
        if let known = sources[key] { return known }
        let chain = chain(weight)
        var found = GlyphRef(font: chain.last!, glyph: 0)
        for font in chain {
            let glyph = faces[font].glyph(for: scalar)
            if glyph != 0 { found = GlyphRef(font: font, glyph: glyph); break }
        }
        sources[key] = found
        return found
    }

    /// Lays `text` out with `weight`'s chain at `size26` (26.6 pixels), truncated at the tail
    /// with "…" when wider than `maxWidth` pixels, and renders its glyphs.
    func render(_ text: String, size26: Int, maxWidth: Double?, weight: FontWeight) -> RenderedLine {
        for i in faces.indices { faces[i].setSize(size26) }
        let pixelSize = Double(size26) / 64
        var shown = text
        var (glyphs, advance, ends) = layout(text, pixelSize: pixelSize, weight: weight)
        var truncated = false
        if let maxWidth, advance > maxWidth {
            truncated = true
            // The characters that fit without the ellipsis bound the prefix; shorten it until
            // the ellipsis fits too. Nothing at all is shown when not even "…" fits.
            var keep = ends.firstIndex { $0 > maxWidth } ?? ends.count
            (shown, glyphs, advance) = ("", [], 0)
            while keep >= 0 {
                let candidate = String(text.prefix(keep)) + "\u{2026}"
                let line = layout(candidate, pixelSize: pixelSize, weight: weight)
                if line.advance <= maxWidth { (shown, glyphs, advance) = (candidate, line.glyphs, line.advance); break }
                keep -= 1
            }
        }
        let placed = glyphs.compactMap { glyph -> PlacedImage? in
            let pen26 = Int((glyph.x * 64).rounded())
            guard let image = image(of: glyph.ref, size26: size26, phase: pen26 & 63) else { return nil }
            return PlacedImage(x: pen26 >> 6, image: image)
        }
        let metrics = faces[chain(weight)[0]].lineMetrics
        return RenderedLine(text: shown, images: placed, advance: advance, ascender: metrics.ascender,
                            descender: metrics.descender, isTruncated: truncated)
    }

    /// Glyph positions with fractional advances and same-font pair kerning, the total advance,
    /// and the pen position after each character (grapheme cluster).
    private func layout(_ text: String, pixelSize: Double, weight: FontWeight)
        -> (glyphs: [Placed], advance: Double, ends: [Double]) {
        var glyphs: [Placed] = []
        var ends: [Double] = []
        var pen = 0.0
        var previous: GlyphRef?
        for character in text {
            for scalar in character.unicodeScalars {
                let ref = source(of: scalar, weight: weight)
                let scale = pixelSize / Double(faces[ref.font].unitsPerEM)
                if let previous, previous.font == ref.font {
                    pen += Double(kerning(previous, ref)) * scale
                }
                glyphs.append(Placed(ref: ref, x: pen))
                pen += Double(advance(of: ref)) * scale
                previous = ref
            }
            ends.append(pen)
        }
        return (glyphs, pen, ends)
    }

    private func advance(of ref: GlyphRef) -> Int {
        if let known = advances[ref] { return known }
        let value = faces[ref.font].designAdvance(of: ref.glyph)
        advances[ref] = value
        return value
    }

    private func kerning(_ left: GlyphRef, _ right: GlyphRef) -> Int {
        let key = PairKey(font: left.font, left: left.glyph, right: right.glyph)
        if let known = kerns[key] { return known }
        let value = faces[left.font].kerning(left.glyph, right.glyph)
        kerns[key] = value
        return value
    }

    private func image(of ref: GlyphRef, size26: Int, phase: Int) -> GlyphImage? {
        let key = ImageKey(glyph: ref, size26: size26, phase: phase)
        if let known = images[key] { return known }
        let value = faces[ref.font].image(of: ref.glyph, phase: phase)
        images[key] = .some(value)
        return value
    }
}
