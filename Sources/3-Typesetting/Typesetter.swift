import CHarfBuzz
import Raster
import Synchronization

/// Sets single lines of text: HarfBuzz shapes, FriBidi orders, FreeType renders, and every
/// character is drawn with a font of a fallback chain chosen as Core Text would (SPEC §1
/// "Fonts", §5 `font.files` and `font.language`). There is a chain for each `FontWeight`: the
/// labels' regular one and the status bar's semibold one.
///
/// Safe to share between threads: the FreeType state sits behind a mutex, and only the final
/// combination of glyph masks runs outside it.
package final class Typesetter: Sendable {
    private let engine: Mutex<FontEngine>
    /// The regular chain's fonts again when no semibold family was found.
    private let semiboldEngine: Mutex<FontEngine>
    /// Each chain whose first family was not found, and what draws in its place.
    package let substitutions: [FontSubstitution]

    /// The largest pixel size set; beyond it `typeset` draws nothing (no line is that tall).
    package static let maxPixelSize = 4096.0

    /// Builds the chains: the regular one of `extraFontFiles` (face 0 of each) in order, then
    /// each of `families` that `fontsFolder` (stretchy's own fonts, `FontFamily.bundledFile`)
    /// or fontconfig has (a missing family is skipped); the semibold one of each of
    /// `semiboldFamilies` found so. A file that cannot be opened as a scalable or colour font is
    /// an error, and so is a regular chain left empty. `language` (BCP 47) is what HarfBuzz
    /// shapes for; `FontFamily.defaultChain(language:)` picks the Han forms.
    ///
    /// Families are looked up and opened when a character first needs them (`FontEngine`);
    /// here only until each chain has its first font.
    package init(
        extraFontFiles: [String] = [], families: [FontFamily] = FontFamily.defaultChain,
        semiboldFamilies: [FontFamily] = FontFamily.semiboldChain,
        language: String = FontFamily.defaultLanguage, fontsFolder: String? = nil
    ) throws(TypesettingError) {
        // One fontconfig start-up for both chains.
        let lookup = FontLookup()
        func chain(_ files: [String], _ families: [FontFamily]) throws(TypesettingError) -> FontEngine {
            try FontEngine(
                files: files, families: families, fontsFolder: fontsFolder, lookup: lookup, language: language)
        }
        let regular = try chain(extraFontFiles, families)
        guard regular.hasUsableFont else { throw .noUsableFont(families: families.map(\.name)) }
        var semibold = try chain([], semiboldFamilies)
        let asked = (regular: regular.missingFirstFamily, semibold: semibold.missingFirstFamily)
        if !semibold.hasUsableFont {
            semibold = try chain(extraFontFiles, families)
        }
        let used = (regular: regular.firstFontName, semibold: semibold.firstFontName)
        substitutions = [
            asked.regular.map { FontSubstitution(weight: .regular, asked: $0.description, used: used.regular) },
            asked.semibold.map { FontSubstitution(weight: .semibold, asked: $0.description, used: used.semibold) },
        ].compactMap { $0 }
        engine = Mutex(regular)
        semiboldEngine = Mutex(semibold)
    }

    /// The regular chain in fallback order: extra font files first, then the families found
    /// (every family is looked up), then the fonts found by coverage so far.
    package var fonts: [FontInfo] {
        engine.withLock { $0.faces.map(\.info) }
    }

    /// The semibold chain: the semibold families the system has (the regular chain if none).
    package var semiboldFonts: [FontInfo] {
        semiboldEngine.withLock { $0.faces.map(\.info) }
    }

    /// The regular chain's fonts opened so far, in chain order: the first, and those a
    /// character has needed since.
    var openedFonts: [FontInfo] {
        engine.withLock { $0.openedFaces.map(\.info) }
    }

    /// The fonts opened so far by either chain, regular first, each file and face once: the fonts
    /// a render has drawn with, which its environment fingerprint records (SPEC §6).
    package var usedFonts: [FontInfo] {
        var seen = Set<FontInfo>()
        return (openedFonts + semiboldEngine.withLock { $0.openedFaces.map(\.info) }).filter {
            seen.insert($0).inserted
        }
    }

    /// One line per font, in fallback order, for diagnostics (the Typesetting tests print it):
    /// `Inter (/usr/share/…/Inter-Regular.otf)`.
    package var chainDescription: String {
        fonts.map(\.description).joined(separator: "\n")
    }

    /// Renders `text` on one line at `pointSize` × `scale` pixels per em, shaped by HarfBuzz in
    /// the bidi order FriBidi gives, unhinted and anti-aliased, each glyph at its fractional pen
    /// position. With `maxWidth` (pixels) a wider text is cut at its logical end with "…" so
    /// that the whole fits (UILabel's `.byTruncatingTail`). A size that is not positive, or
    /// above `maxPixelSize`, draws nothing.
    package func typeset(
        _ text: String, pointSize: Double, scale: Int, maxWidth: Double? = nil,
        weight: FontWeight = .regular
    ) -> TextImage {
        let pixelSize = pointSize * Double(scale)
        guard pixelSize > 0, pixelSize <= Self.maxPixelSize else {
            return TextImage(
                mask: nil, maskOrigin: (0, 0), advance: 0, ascender: 0, descender: 0,
                isTruncated: false, text: "")
        }
        let size26 = max(1, Int((pixelSize * 64).rounded()))
        let line =
            weight == .semibold
            ? semiboldEngine.withLock { $0.render(text, size26: size26, maxWidth: maxWidth) }
            : engine.withLock { $0.render(text, size26: size26, maxWidth: maxWidth) }
        var coverage: [PlacedImage] = [], colors: [PlacedImage] = []
        for placed in line.images {
            if case .color = placed.image.ink { colors.append(placed) } else { coverage.append(placed) }
        }
        let (mask, maskOrigin) = Self.combineCoverage(coverage)
        let (colorImage, colorOrigin) = Self.combineColors(colors)
        return TextImage(
            mask: mask, maskOrigin: maskOrigin, advance: line.advance, ascender: line.ascender,
            descender: line.descender, isTruncated: line.isTruncated, text: line.text,
            colorImage: colorImage, colorOrigin: colorOrigin, isRightToLeft: line.isRightToLeft,
            missingCharacters: line.missingCharacters)
    }

    /// The characters of `text` no font has, as `TextImage.missingCharacters` gives them, found
    /// without shaping or drawing anything.
    package func missingCharacters(of text: String) -> [Unicode.Scalar] {
        engine.withLock { $0.fonts(of: text).flatMap(\.missing) }
    }

    /// The index in `fonts` of the font each Unicode scalar of `text` is drawn with.
    func fontIndices(_ text: String) -> [Int] {
        engine.withLock { engine in
            zip(text, engine.fonts(of: text)).flatMap { character, source in
                character.unicodeScalars.map { _ in engine.usableIndex(of: source.font) }
            }
        }
    }

    /// The box around placed glyph images, relative to the pen start.
    private static func bounds(_ images: [PlacedImage]) -> PixelRect {
        let left = images.map { $0.x + $0.image.x }.min()!, top = images.map { $0.y + $0.image.y }.min()!
        let right = images.map { $0.x + $0.image.x + $0.image.width }.max()!
        let bottom = images.map { $0.y + $0.image.y + $0.image.height }.max()!
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Adds the glyphs' coverage into one mask, saturating where glyphs overlap.
    private static func combineCoverage(_ images: [PlacedImage]) -> (AlphaMask?, (x: Int, y: Int)) {
        guard !images.isEmpty else { return (nil, (0, 0)) }
        let box = bounds(images)
        let width = box.width
        var coverage = [UInt8](repeating: 0, count: width * box.height)
        coverage.withUnsafeMutableBufferPointer { out in
            for placed in images {
                guard case .coverage(let glyph) = placed.image.ink else { continue }
                let left = placed.x + placed.image.x - box.minX, top = placed.y + placed.image.y - box.minY
                glyph.coverage.withUnsafeBufferPointer { source in
                    for row in 0..<glyph.height {
                        var d = (top + row) * width + left
                        for s in row * glyph.width..<(row + 1) * glyph.width {
                            let (sum, overflow) = out[d].addingReportingOverflow(source[s])
                            out[d] = overflow ? 255 : sum
                            d += 1
                        }
                    }
                }
            }
        }
        return (AlphaMask(width: width, height: box.height, coverage: coverage), (box.minX, box.minY))
    }

    /// Lays the colour glyphs over one another, in line order, on a transparent image.
    private static func combineColors(_ images: [PlacedImage]) -> (Pixmap?, (x: Int, y: Int)) {
        guard !images.isEmpty else { return (nil, (0, 0)) }
        let box = bounds(images)
        guard var combined = Pixmap(width: box.width, height: box.height) else { return (nil, (0, 0)) }
        for placed in images {
            guard case .color(let glyph) = placed.image.ink else { continue }
            combined.draw(glyph, atX: placed.x + placed.image.x - box.minX, y: placed.y + placed.image.y - box.minY)
        }
        return (combined, (box.minX, box.minY))
    }
}
