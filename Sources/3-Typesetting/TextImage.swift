import Raster

/// A line of text rendered as one coverage mask and, where it has colour glyphs (emoji), one
/// colour image, with the metrics needed to place them.
///
/// All lengths are in device pixels. The pen starts at (0, 0) on the baseline, y down: the
/// caller puts the baseline on a whole pixel row and the pen start on a whole pixel column, then
/// `draw(on:penX:baseline:color:)` fills the mask with the text's colour and lays the colour
/// image over it.
package struct TextImage: Sendable, Equatable {
    /// The coverage of the glyphs drawn in the text's colour, trimmed to the ink; nil when
    /// nothing has such ink (empty text, spaces, emoji only).
    package let mask: AlphaMask?
    /// The mask's top-left relative to the pen start on the baseline (y < 0 is above it).
    package let maskOrigin: (x: Int, y: Int)
    /// The colour glyphs, premultiplied RGBA, drawn as they are whatever the text's colour;
    /// nil when there are none.
    package let colorImage: Pixmap?
    /// The colour image's top-left relative to the pen start on the baseline.
    package let colorOrigin: (x: Int, y: Int)
    /// How far the pen moved: the line's typographic width.
    package let advance: Double
    /// Core Text's line metrics at this size: the largest `hhea` ascender and descender of the
    /// fonts that draw the line (the first font's for an empty line), scaled and unrounded —
    /// the ascender above the baseline (positive) and the descender (negative, below it).
    /// UILabel centres the box from ascender to descender in its bounds.
    package let ascender: Double
    package let descender: Double
    /// True when the text did not fit `maxWidth` and was cut at its logical end with "…".
    package let isTruncated: Bool
    /// The text actually set: the input, or the kept prefix followed by "…".
    package let text: String
    /// True when the paragraph's first strong character is right-to-left: a label with natural
    /// alignment then sets the line against its right edge.
    package let isRightToLeft: Bool
    /// The characters of the input that no font of the chain has, each drawn as the
    /// missing-glyph box, in text order (repeats included).
    package let missingCharacters: [Unicode.Scalar]

    package init(
        mask: AlphaMask?, maskOrigin: (x: Int, y: Int), advance: Double, ascender: Double,
        descender: Double, isTruncated: Bool, text: String, colorImage: Pixmap? = nil,
        colorOrigin: (x: Int, y: Int) = (0, 0), isRightToLeft: Bool = false,
        missingCharacters: [Unicode.Scalar] = []
    ) {
        self.mask = mask
        self.maskOrigin = maskOrigin
        self.colorImage = colorImage
        self.colorOrigin = colorOrigin
        self.advance = advance
        self.ascender = ascender
        self.descender = descender
        self.isTruncated = isTruncated
        self.text = text
        self.isRightToLeft = isRightToLeft
        self.missingCharacters = missingCharacters
    }

    /// Draws the line with its pen start at (`penX`, `baseline`): the mask in `color`, then the
    /// colour glyphs over it (source-over, premultiplied); only inside `clip` when given.
    package func draw(
        on target: inout Pixmap, penX: Int, baseline: Int, color: PremultipliedColor, clip: PixelRect? = nil
    ) {
        if let mask {
            target.fill(mask, atX: penX + maskOrigin.x, y: baseline + maskOrigin.y, with: color, clip: clip)
        }
        if let colorImage {
            target.draw(colorImage, atX: penX + colorOrigin.x, y: baseline + colorOrigin.y, clip: clip)
        }
    }

    /// The baseline row that centres the line box (ascender to descender) in the `height`
    /// pixels from row `top`, rounded to a whole pixel: how UILabel places one line.
    package func baseline(centredIn top: Int, height: Int) -> Int {
        Int((Double(top) + (Double(height) - (ascender - descender)) / 2 + ascender).rounded())
    }

    package static func == (a: TextImage, b: TextImage) -> Bool {
        a.mask == b.mask && a.maskOrigin == b.maskOrigin && a.colorImage == b.colorImage
            && a.colorOrigin == b.colorOrigin && a.advance == b.advance && a.ascender == b.ascender
            && a.descender == b.descender && a.isTruncated == b.isTruncated && a.text == b.text
            && a.isRightToLeft == b.isRightToLeft && a.missingCharacters == b.missingCharacters
    }
}
