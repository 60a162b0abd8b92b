import Raster

/// A line of text rendered as one coverage mask, with the metrics needed to place it.
///
/// All lengths are in device pixels. The pen starts at (0, 0) on the baseline, y down: the
/// caller puts the baseline on a whole pixel row and fills `mask` with its top-left at
/// (penX + maskOrigin.x, baselineY + maskOrigin.y).
public struct TextImage: Sendable, Equatable {
    /// The glyph coverage, trimmed to the ink; nil when nothing has ink (empty text, spaces).
    public let mask: AlphaMask?
    /// The mask's top-left relative to the pen start on the baseline (y < 0 is above it).
    public let maskOrigin: (x: Int, y: Int)
    /// How far the pen moved: the line's typographic width.
    public let advance: Double
    /// Line metrics of the chain's first font at this size — its design ascender and descender
    /// scaled, unrounded (`FontFace.lineMetrics`, not FreeType's rounded size metrics): the
    /// ascender above the baseline (positive) and the descender (negative, below it).
    /// UILabel centres the box from ascender to descender in its bounds.
    public let ascender: Double
    public let descender: Double
    /// True when the text did not fit `maxWidth` and was cut at the tail with "…".
    public let isTruncated: Bool
    /// The text actually set: the input, or the kept prefix followed by "…".
    public let text: String

    public init(mask: AlphaMask?, maskOrigin: (x: Int, y: Int), advance: Double, ascender: Double,
                descender: Double, isTruncated: Bool, text: String) {
        self.mask = mask
        self.maskOrigin = maskOrigin
        self.advance = advance
        self.ascender = ascender
        self.descender = descender
        self.isTruncated = isTruncated
        self.text = text
    }

    /// The baseline row that centres the line box (ascender to descender) in the `height`
    /// pixels from row `top`, rounded to a whole pixel: how UILabel places one line.
    public func baseline(centredIn top: Int, height: Int) -> Int {
        Int((Double(top) + (Double(height) - (ascender - descender)) / 2 + ascender).rounded())
    }

    public static func == (a: TextImage, b: TextImage) -> Bool {
        a.mask == b.mask && a.maskOrigin == b.maskOrigin && a.advance == b.advance && a.ascender == b.ascender
            && a.descender == b.descender && a.isTruncated == b.isTruncated && a.text == b.text
    }
}
