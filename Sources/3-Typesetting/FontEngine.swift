import CFreeType
import CHarfBuzz

/// A glyph of a font of the chain.
struct GlyphRef: Hashable, Sendable {
    /// Index into the chain.
    let font: Int
    let glyph: UInt32
}

/// A rendered glyph placed on the line: its whole-pixel origin relative to the pen start on
/// the baseline (y down).
struct PlacedImage: Sendable {
    let x: Int
    let y: Int
    let image: GlyphImage
}

/// A line laid out and rendered, ready to be combined into one image.
struct RenderedLine: Sendable {
    let text: String
    let images: [PlacedImage]
    let advance: Double
    let ascender: Double
    let descender: Double
    let isTruncated: Bool
    let isRightToLeft: Bool
    let missingCharacters: [Unicode.Scalar]
}

/// The FreeType and HarfBuzz state of a `Typesetter` and its glyph cache. Not thread-safe: it
/// lives inside the typesetter's mutex.
///
/// The chain's families are looked up and opened the first time a character needs them, in
/// chain order: Latin text never pays for fontconfig's matching or FreeType's opening of the
/// CJK, Hebrew, Arabic and emoji fonts behind Inter. A font's index is its place in the chain
/// (`slots`), missing ones included, so choices never depend on what was opened before. A
/// character no font of the chain has is looked up by coverage (`FontLookup.covering`): the
/// font found is added after the chain, and only that character's look-up ever picks it.
final class FontEngine {
    private let library: FT_Library
    private let lookup: FontLookup
    /// stretchy's own font files (`FontFamily.bundledFile`), nil for none.
    private let fontsFolder: String?
    private var slots: [Slot]
    /// The family each slot of the chain stands for (nil: a font file); fonts found by coverage
    /// come after the chain's slots.
    private let asked: [FontFamily?]
    private var chainCount: Int { asked.count }
    /// The weight fonts found by coverage are asked at: the first family's.
    private let weight: Int
    /// The slot of the font found for each set of characters no font of the chain has, nil
    /// when the system has none.
    private var covering: [[Unicode.Scalar]: Int?] = [:]
    /// The language HarfBuzz shapes for (it picks a font's localised forms).
    private let language: hb_language_t?
    /// The size glyphs are rendered at, in 26.6 pixels (0: none yet); a font opened later gets it too.
    private var size26 = 0
    private var images: [ImageKey: GlyphImage?] = [:]

    private enum Slot {
        case family(FontFamily)
        case open(FontFace)
        /// Not on the system, or not a font FreeType can use.
        case missing
    }

    private struct ImageKey: Hashable {
        let glyph: GlyphRef
        let size26: Int
        let phaseX: Int
        let phaseY: Int
    }

    /// A glyph at its exact position, in pixels from the pen start (y down).
    private struct Placed {
        let ref: GlyphRef
        let x: Double
        let y: Double
    }

    /// A line shaped: glyphs in visual order, its width, each character's (grapheme cluster's)
    /// share of that width in logical order, and what it drew with.
    private struct Layout {
        var glyphs: [Placed] = []
        var advance = 0.0
        var characterWidths: [Double] = []
        var fonts: Set<Int> = []
        var isRightToLeft = false
        var missing: [Unicode.Scalar] = []
    }

    /// The chain of `files` (face 0 of each, opened now: one that cannot be is an error), then
    /// `families`, each its file in `fontsFolder` when it has one there, else looked up with
    /// `lookup`, when first needed. `language` is BCP 47.
    init(files: [String], families: [FontFamily], fontsFolder: String?, lookup: FontLookup, language: String)
        throws(TypesettingError)
    {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw .freeTypeUnavailable(code: error) }
        self.library = library
        self.lookup = lookup
        self.fontsFolder = fontsFolder
        asked = files.map { _ in nil } + families
        weight = families.first?.weight ?? 400
        self.language = hb_language_from_string(language, -1)
        // One at a time into `slots`: when a file fails, deinit closes those opened before it.
        slots = []
        for file in files {
            slots.append(.open(try FontFace.open(file, index: 0, family: nil, library: library)))
        }
        slots += families.map { .family($0) }
    }

    deinit {
        for case .open(let face) in slots { face.close() }
        FT_Done_FreeType(library)
    }

    /// The font at `index` of the chain, opened if it was not yet: stretchy's own file of the
    /// family, else the system's (fontconfig's); nil when neither is there (a font fontconfig
    /// lists but FreeType cannot open counts as missing).
    private func face(_ index: Int) -> FontFace? {
        switch slots[index] {
        case .open(let face):
            return face
        case .missing:
            return nil
        case .family(let family):
            let bundled = family.bundledFile.flatMap { file in
                fontsFolder.map { FontInfo(family: family.name, file: "\($0)/\(file)", faceIndex: 0) }
            }
            guard let face = open(bundled) ?? open(lookup.locate(family)) else {
                slots[index] = .missing
                return nil
            }
            slots[index] = .open(face)
            return face
        }
    }

    /// `font` opened at the current size; nil for none, or one FreeType cannot open.
    private func open(_ font: FontInfo?) -> FontFace? {
        guard let font,
            var face = try? FontFace.open(font.file, index: font.faceIndex, family: font.family, library: library)
        else { return nil }
        if size26 > 0 { face.setSize(size26) }
        return face
    }

    /// The slot of a font that has every one of `scalars` when no font of the chain has them:
    /// fontconfig's choice by coverage (`FontLookup.covering`), opened and added after the
    /// chain once (a font found for other characters before keeps its slot).
    private func coveringFont(_ scalars: [Unicode.Scalar]) -> Int? {
        if let known = covering[scalars] { return known }
        var found: Int?
        if let font = lookup.covering(scalars, weight: weight) {
            found = slots.indices.dropFirst(chainCount).first { face($0)?.info == font }
            if found == nil, let face = open(font) {
                slots.append(.open(face))
                found = slots.count - 1
            }
        }
        covering[scalars] = .some(found)
        return found
    }

    /// The family the chain's text asks for — its first slot, when that is a family — when
    /// neither stretchy's files nor the system have it.
    var missingFirstFamily: FontFamily? {
        guard let first = asked.first, let family = first, face(0) == nil else { return nil }
        return family
    }

    /// The name of the first font of the chain the system has (`name(of:)`); the chain must
    /// have a font (`hasUsableFont`).
    var firstFontName: String {
        name(of: (0..<chainCount).first { face($0) != nil } ?? 0)
    }

    /// The family of the font at `index` at its weight (`DejaVu Sans Bold`), or a file's own
    /// family name.
    private func name(of index: Int) -> String {
        asked[index]?.description ?? face(index)?.info.family ?? ""
    }

    /// Whether the chain has a font at all: the first one that opens ends the search.
    var hasUsableFont: Bool {
        slots.indices.contains { face($0) != nil }
    }

    /// Every font of the chain the system has, in order (all are looked up).
    var faces: [FontFace] {
        slots.indices.compactMap(face)
    }

    /// The fonts opened so far, in chain order.
    var openedFaces: [FontFace] {
        slots.compactMap { slot in
            if case .open(let face) = slot { face } else { nil }
        }
    }

    /// The place among `faces` of the font at `index` of the chain.
    func usableIndex(of index: Int) -> Int {
        slots.indices.prefix(index).filter { face($0) != nil }.count
    }

    /// The font each grapheme cluster of `text` is drawn with, and the characters of the
    /// clusters that font lacks.
    ///
    /// As Core Text falls back: a cluster takes the first font of the chain that has all its
    /// characters (default-ignorable ones, such as joiners and variation selectors, aside), else
    /// the font fontconfig finds with all of them (`coveringFont`), else the first that has its
    /// first character, else the one fontconfig finds with it, else the chain's last font (whose
    /// glyph 0 is the missing-glyph box). Emoji presentation — an Emoji_Presentation character not followed by
    /// U+FE0E, or any cluster with U+FE0F — tries the colour fonts first. White space and
    /// punctuation stay in the font of the cluster before them when it has them, so that a run
    /// of Hebrew words is not cut into Hebrew and Inter; but white space after a colour-font
    /// cluster falls back as any character does (as Core Text sets it), else the emoji font's
    /// wide space would open a gap after every emoji.
    /// The fonts are indices into the chain, missing fonts included; the chain must have a
    /// font (`hasUsableFont`). Fonts are opened in chain order until one fits, so Latin text
    /// opens only the first.
    func fonts(of text: String) -> [(font: Int, missing: [Unicode.Scalar])] {
        var previous: Int?
        return text.map { character in
            let scalars = Array(character.unicodeScalars)
            let visible = scalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
            let needed = visible.isEmpty ? [scalars[0]] : visible
            func has(_ font: Int, _ scalar: Unicode.Scalar) -> Bool { face(font)?.has(scalar) ?? false }
            func hasAll(_ font: Int) -> Bool { needed.allSatisfy { has(font, $0) } }
            let chosen: Int
            if let previous, Self.followsItsNeighbour(scalars[0]), hasAll(previous),
                !(scalars[0].properties.generalCategory == .spaceSeparator && face(previous)?.isColor == true)
            {
                chosen = previous
            } else {
                let emoji =
                    scalars.contains("\u{FE0F}")
                    || (scalars[0].properties.isEmojiPresentation && !scalars.contains("\u{FE0E}"))
                let chain = 0..<chainCount
                let order =
                    emoji
                    ? chain.filter { face($0)?.isColor == true } + chain.filter { face($0)?.isColor == false }
                    : Array(chain)
                chosen =
                    order.lazy.first(where: hasAll) ?? coveringFont(needed) ?? order.first { has($0, scalars[0]) }
                    ?? coveringFont([scalars[0]]) ?? chain.last { face($0) != nil }!
            }
            previous = chosen
            return (chosen, needed.filter { !has(chosen, $0) })
        }
    }

    private static func followsItsNeighbour(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .otherPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .connectorPunctuation:
            return true
        default:
            return false
        }
    }

    /// Lays `text` out at `size26` (26.6 pixels), truncated at its logical end with "…" when
    /// wider than `maxWidth` pixels, and renders its glyphs.
    func render(_ text: String, size26: Int, maxWidth: Double?) -> RenderedLine {
        self.size26 = size26
        for index in slots.indices {
            if case .open(var face) = slots[index] {
                face.setSize(size26)
                slots[index] = .open(face)
            }
        }
        let pixelSize = Double(size26) / 64
        var shown = text
        var (line, isWhole) = measure(text, pixelSize: pixelSize, maxWidth: maxWidth)
        let missing = isWhole ? line.missing : fonts(of: text).flatMap(\.missing)
        var truncated = false
        if let maxWidth, !isWhole || line.advance > maxWidth {
            truncated = true
            // The characters that fit without the ellipsis bound the prefix; shorten it until
            // the ellipsis fits too. Nothing at all is shown when not even "…" fits.
            var width = 0.0
            var keep =
                line.characterWidths.firstIndex {
                    width += $0; return width > maxWidth
                } ?? text.count
            (shown, line) = ("", Layout())
            while keep >= 0 {
                let candidate = String(text.prefix(keep)) + "\u{2026}"
                let shorter = layout(candidate, pixelSize: pixelSize)
                if shorter.advance <= maxWidth { (shown, line) = (candidate, shorter); break }
                keep -= 1
            }
        }
        let placed = line.glyphs.compactMap { glyph -> PlacedImage? in
            let x26 = Int((glyph.x * 64).rounded()), y26 = Int((glyph.y * 64).rounded())
            // Colour bitmaps have no subpixel phase: they sit on the nearest whole pixel.
            if face(glyph.ref.font)!.isColor {
                guard let image = image(of: glyph.ref, size26: size26, phaseX: 0, phaseY: 0) else { return nil }
                return PlacedImage(x: (x26 + 32) >> 6, y: (y26 + 32) >> 6, image: image)
            }
            guard let image = image(of: glyph.ref, size26: size26, phaseX: x26 & 63, phaseY: y26 & 63) else {
                return nil
            }
            return PlacedImage(x: x26 >> 6, y: y26 >> 6, image: image)
        }
        // Core Text's line: the largest ascender and descender of the fonts that draw it; an
        // empty line has the first font's.
        let used = line.fonts.isEmpty ? [slots.indices.first { face($0) != nil }!] : Array(line.fonts)
        let usedFaces = used.map { face($0)! }
        func pixels(_ units: Int, _ face: FontFace) -> Double { Double(units) * pixelSize / Double(face.unitsPerEM) }
        return RenderedLine(
            text: shown, images: placed, advance: line.advance,
            ascender: usedFaces.map { pixels($0.ascender, $0) }.max()!,
            descender: usedFaces.map { pixels($0.descender, $0) }.min()!,
            isTruncated: truncated, isRightToLeft: line.isRightToLeft, missingCharacters: missing)
    }

    /// The layout `render` measures `text` by: the whole text, or (`isWhole` false) a prefix
    /// already wider than `maxWidth` with at least `contextAfterCut` characters after the one
    /// that crosses it, so that a text of megabytes is never shaped whole to show a line. The
    /// prefix starts at what fits at a quarter em a character and doubles; the characters
    /// that decide the cut are far from the prefix's end, out of reach of shaping's context
    /// (kerning, joining, ligatures), so their widths and the cut are the whole text's.
    private func measure(_ text: String, pixelSize: Double, maxWidth: Double?) -> (layout: Layout, isWhole: Bool) {
        guard let maxWidth, maxWidth.isFinite else { return (layout(text, pixelSize: pixelSize), true) }
        var count = Int(max(0, maxWidth) / pixelSize * 4) + 2 * Self.contextAfterCut
        while let end = text.index(text.startIndex, offsetBy: count, limitedBy: text.endIndex), end != text.endIndex {
            let prefix = layout(String(text[..<end]), pixelSize: pixelSize)
            var width = 0.0
            if let crossing = prefix.characterWidths.firstIndex(where: {
                width += $0; return width > maxWidth
            }),
                crossing + Self.contextAfterCut <= count
            {
                return (prefix, false)
            }
            count *= 2
        }
        return (layout(text, pixelSize: pixelSize), true)
    }

    /// How many characters past the one that crosses the width a measured prefix must hold.
    private static let contextAfterCut = 16

    /// Splits `text` into runs of one font and one bidi level, shapes each with HarfBuzz and
    /// places them in visual order.
    private func layout(_ text: String, pixelSize: Double) -> Layout {
        var scalars: [UInt32] = [], characterOf: [Int] = [], fontOf: [Int] = []
        var result = Layout()
        for (character, (source, (font, missing))) in zip(text, fonts(of: text)).enumerated() {
            for scalar in source.unicodeScalars {
                scalars.append(scalar.value)
                characterOf.append(character)
                fontOf.append(font)
            }
            result.missing += missing
        }
        guard !scalars.isEmpty else { return result }
        let bidi = BidiParagraph(scalars)
        result.isRightToLeft = bidi.isRightToLeft
        result.characterWidths = [Double](repeating: 0, count: text.count)
        var runs: [Range<Int>] = []
        var start = 0
        for i in 1...scalars.count
        where i == scalars.count || fontOf[i] != fontOf[start] || bidi.levels[i] != bidi.levels[start] {
            runs.append(start..<i)
            start = i
        }
        // A run keeps its characters together on screen, so any one of them orders the runs.
        runs.sort { bidi.visualPositions[$0.lowerBound] < bidi.visualPositions[$1.lowerBound] }
        var pen = 0.0
        for run in runs {
            let font = fontOf[run.lowerBound]
            let runFace = face(font)!
            result.fonts.insert(font)
            let scale = pixelSize / Double(runFace.unitsPerEM)
            for glyph in shape(scalars, run, in: runFace, rightToLeft: bidi.levels[run.lowerBound] & 1 == 1) {
                result.glyphs.append(
                    Placed(
                        ref: GlyphRef(font: font, glyph: glyph.id),
                        x: pen + Double(glyph.xOffset) * scale, y: -Double(glyph.yOffset) * scale))
                // The design advance and HarfBuzz's adjustment (kerning) are added one after the
                // other, so that a line HarfBuzz only kerns gets the very pens, to the last bit,
                // of a plain advance-plus-kerning layout.
                let before = pen
                pen += Double(glyph.designAdvance) * scale
                pen += Double(glyph.xAdvance - glyph.designAdvance) * scale
                result.characterWidths[characterOf[glyph.cluster]] += pen - before
            }
        }
        result.advance = pen
        return result
    }

    /// A glyph as HarfBuzz shaped it, in font units (y up).
    private struct Shaped {
        let id: UInt32
        let cluster: Int
        let xAdvance: Int
        let designAdvance: Int
        let xOffset: Int
        let yOffset: Int
    }

    /// Shapes `run` of `scalars` (the whole line is HarfBuzz's context) in visual order.
    private func shape(_ scalars: [UInt32], _ run: Range<Int>, in face: FontFace, rightToLeft: Bool) -> [Shaped] {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf32(buffer, scalars, Int32(scalars.count), UInt32(run.lowerBound), Int32(run.count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_language(buffer, language)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(face.shaper, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0..<Int(count)).map { i in
            Shaped(
                id: infos[i].codepoint, cluster: Int(infos[i].cluster), xAdvance: Int(positions[i].x_advance),
                designAdvance: Int(hb_font_get_glyph_h_advance(face.shaper, infos[i].codepoint)),
                xOffset: Int(positions[i].x_offset), yOffset: Int(positions[i].y_offset))
        }
    }

    private func image(of ref: GlyphRef, size26: Int, phaseX: Int, phaseY: Int) -> GlyphImage? {
        let key = ImageKey(glyph: ref, size26: size26, phaseX: phaseX, phaseY: phaseY)
        if let known = images[key] { return known }
        let value = face(ref.font)!.image(of: ref.glyph, phaseX: phaseX, phaseY: phaseY)
        images[key] = .some(value)
        return value
    }
}
