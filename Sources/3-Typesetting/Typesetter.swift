import Raster
import Synchronization

/// Sets single lines of text with FreeType, choosing for every character the first font of a
/// fallback chain that has it (SPEC §1 "Fonts", §5 `font.files`). There is a chain for each
/// `FontWeight`: the labels' regular one and the status bar's semibold one.
///
/// Safe to share between threads: the FreeType state sits behind a mutex, and only the final
/// combination of glyph masks runs outside it.
public final class Typesetter: Sendable {
    /// The regular chain in fallback order: extra font files first, then the families that were found.
    public let fonts: [FontInfo]
    /// The semibold chain: the semibold families that were found (the regular chain if none was).
    public let semiboldFonts: [FontInfo]
    private let engine: Mutex<FontEngine>

    /// The largest pixel size set; beyond it `typeset` draws nothing (no line is that tall).
    public static let maxPixelSize = 4096.0

    /// Builds the chains: the regular one of `extraFontFiles` (face 0 of each) in order, then
    /// each of `families` that fontconfig has (a missing family is skipped); the semibold one of
    /// each of `semiboldFamilies` that it has. A file that cannot be opened as a scalable font
    /// is an error, and so is a regular chain left empty.
    public init(extraFontFiles: [String] = [], families: [FontFamily] = FontFamily.defaultChain,
                semiboldFamilies: [FontFamily] = FontFamily.semiboldChain) throws(TypesettingError) {
        let engine = try FontEngine()
        for file in extraFontFiles {
            try engine.add(file, index: 0, family: nil, to: .regular)
        }
        // One fontconfig start-up for both chains: it is the slow part.
        let found = FontLookup.locate(families + semiboldFamilies)
        for (index, font) in found.enumerated() {
            guard let font else { continue }
            // A font fontconfig lists but FreeType cannot open counts as missing.
            try? engine.add(font.file, index: font.faceIndex, family: font.family,
                            to: index < families.count ? .regular : .semibold)
        }
        guard engine.chains[.regular] != nil else { throw .noUsableFont(families: families.map(\.name)) }
        fonts = engine.chain(.regular).map { engine.faces[$0].info }
        semiboldFonts = engine.chain(.semibold).map { engine.faces[$0].info }
        self.engine = Mutex(engine)
    }

    /// One line per font, in fallback order, for diagnostics (the Typesetting tests print it):
    /// `Inter (/usr/share/…/Inter-Regular.otf)`.
    public var chainDescription: String {
        fonts.map(\.description).joined(separator: "\n")
    }

    /// Renders `text` on one line at `pointSize` × `scale` pixels per em, unhinted and
    /// anti-aliased, each glyph at its fractional pen position. With `maxWidth` (pixels) a
    /// wider text is cut at the tail with "…" so that the whole fits (UILabel's
    /// `.byTruncatingTail`). A size that is not positive, or above `maxPixelSize`, draws nothing.
    public func typeset(_ text: String, pointSize: Double, scale: Int, maxWidth: Double? = nil,
                        weight: FontWeight = .regular) -> TextImage {
        let pixelSize = pointSize * Double(scale)
        guard pixelSize > 0, pixelSize <= Self.maxPixelSize else {
            return TextImage(mask: nil, maskOrigin: (0, 0), advance: 0, ascender: 0, descender: 0,
                             isTruncated: false, text: "")
        }
        let size26 = max(1, Int((pixelSize * 64).rounded()))
        let line = engine.withLock { $0.render(text, size26: size26, maxWidth: maxWidth, weight: weight) }
        let (mask, origin) = Self.combine(line.images)
        return TextImage(mask: mask, maskOrigin: origin, advance: line.advance, ascender: line.ascender,
                         descender: line.descender, isTruncated: line.isTruncated, text: line.text)
    }

    /// Which font and glyph each Unicode scalar of `text` is drawn with.
    func glyphSources(_ text: String) -> [GlyphRef] {
        engine.withLock { engine in text.unicodeScalars.map { engine.source(of: $0) } }
    }

    /// Adds the glyphs' coverage into one mask, saturating where glyphs overlap.
    private static func combine(_ images: [PlacedImage]) -> (AlphaMask?, (x: Int, y: Int)) {
        guard let first = images.first else { return (nil, (0, 0)) }
        var minX = first.x + first.image.x, minY = first.image.y
        var maxX = minX + first.image.mask.width, maxY = minY + first.image.mask.height
        for placed in images.dropFirst() {
            let x = placed.x + placed.image.x, y = placed.image.y
            minX = min(minX, x); minY = min(minY, y)
            maxX = max(maxX, x + placed.image.mask.width); maxY = max(maxY, y + placed.image.mask.height)
        }
        let width = maxX - minX, height = maxY - minY
        var coverage = [UInt8](repeating: 0, count: width * height)
        coverage.withUnsafeMutableBufferPointer { out in
            for placed in images {
                let glyph = placed.image.mask
                let left = placed.x + placed.image.x - minX, top = placed.image.y - minY
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
        return (AlphaMask(width: width, height: height, coverage: coverage), (minX, minY))
    }
}
