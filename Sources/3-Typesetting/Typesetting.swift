// Typesetting — single lines of text as coverage masks, over FreeType and fontconfig.
//
// Design note
// - Format: `Typesetter.typeset` gives a `TextImage`: one `AlphaMask` for the whole line,
//   trimmed to the ink, with its top-left relative to the pen start on the baseline (device
//   pixels, y down), plus the advance and the first font's ascender/descender. The caller puts
//   the baseline on a whole pixel row and fills the mask with `Pixmap.fill(_:atX:y:with:clip:)`.
// - Fonts (SPEC §1, §5 `font.files`): extra font files first, then Inter, Noto Sans CJK SC (a
//   face of a .ttc, by fontconfig's FC_INDEX) and DejaVu Sans, each found with fontconfig and
//   kept only when the match's family is really the one asked for (fontconfig always answers).
//   Each Unicode scalar takes the first font whose cmap has it; one no font has is the last
//   font's glyph 0, its missing-glyph box. A second chain, `FontWeight.semibold` (Inter Semi
//   Bold, DejaVu Sans Bold), sets the status bar; both are found in one fontconfig start-up, and
//   a match counts only in the style asked for.
// - Glyphs: pixel size = points × scale, in 26.6. Outlines are rendered unhinted (UIKit does not
//   hint) and anti-aliased (FT_RENDER_MODE_NORMAL). Advances are the fonts' design advances
//   scaled exactly, so pens are fractional; each glyph is rendered at its pen's 1/64-pixel phase
//   by translating the outline (FT_Set_Transform's delta, applied at load), and the glyphs'
//   coverage is added into one mask, saturating at 255. Rendered glyphs are cached by (font,
//   glyph, size, phase); `cell0`…`cell29` share nearly all of theirs.
// - Kerning: Core Text kerns the system font by default, and Inter keeps its kerning only in
//   GPOS, which FreeType's FT_Get_Kerning does not read. `PairKerning` reads the pair-adjustment
//   lookups of the GPOS `kern` feature (formats 1 and 2, extension lookups too): the first
//   glyph's x-advance, between neighbouring glyphs of the same font. Fonts with only an old
//   `kern` table use FT_Get_Kerning. Simplified: the `kern` lookups of all scripts apply at
//   once, lookup flags and device tables are ignored, second-glyph values are not applied.
// - Truncation (UILabel `.byTruncatingTail`): whole characters (grapheme clusters) are dropped
//   from the end until the rest plus "…" fits; when not even "…" fits, nothing is drawn.
// - Threads: FreeType faces are not thread-safe, so the library, the faces and the caches live
//   in one `Mutex`; only combining the cached glyph masks runs outside it. Output depends only
//   on the input, never on which thread asked first.
// - Rejected: HarfBuzz (not on the machine, and no C edge for it) — so no GSUB: no ligatures or
//   contextual alternates, and combining marks sit at the pen instead of on their base;
//   FreeType's cache subsystem (its keys have no subpixel phase); hinting and LCD filtering
//   (UIKit does neither on iOS).
