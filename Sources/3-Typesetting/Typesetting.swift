// Typesetting — single lines of text as a coverage mask and a colour image, over FreeType,
// HarfBuzz, FriBidi and fontconfig.
//
// Design note
// - Format: `Typesetter.typeset` gives a `TextImage`: one `AlphaMask` for the glyphs drawn in the
//   text's colour and one premultiplied `Pixmap` for colour glyphs (emoji), each trimmed to its
//   ink, with its top-left relative to the pen start on the baseline (device pixels, y down);
//   plus the advance, the line's ascender/descender, the paragraph direction and the characters
//   no font has. The caller puts the baseline and the pen start on whole pixels and calls
//   `TextImage.draw`: the mask filled with the colour, the colour image over it.
// - Fonts (SPEC §1, §5 `font.files`, `font.language`): extra font files first, then Inter, the
//   Noto Sans CJK face of the language (a face of a .ttc, by fontconfig's FC_INDEX), Noto Sans
//   Hebrew, Noto Sans Arabic, Noto Color Emoji and DejaVu Sans. Inter and Noto Color Emoji are
//   stretchy's own files (`Resources/fonts`, the caller's `fontsFolder`), the others found with
//   fontconfig by family and OpenType weight (upright, normal width), each kept only when the
//   match's family and weight are really the ones asked for (fontconfig always answers). A file
//   missing from the folder is looked up like the others. A family is looked up and opened the
//   first time a character needs it, in chain order (`FontEngine`): Latin text costs one
//   FreeType face, not six.
//   Fallback is per grapheme cluster (`FontEngine.fonts(of:)`): the first font with all its
//   scalars, colour fonts first for emoji presentation, white space and punctuation kept in the
//   font before them; a cluster no font of the chain has is looked up by coverage (fontconfig's
//   best match for Noto Sans with those characters: Noto Sans Thai for Thai), and one no font
//   at all has is the last font's glyph 0, its missing-glyph box, and is reported in
//   `missingCharacters`. A chain whose first family is found nowhere reports what draws in its
//   place (`substitutions`); the library never prints.
// - Rejected: style names (`Inter:style=Semi Bold`): Inter 4.1 calls that face `SemiBold`, and
//   the look-up quietly fell to DejaVu Sans Bold; the system's Inter and emoji files (Debian 13's
//   are other files, drawing other pixels); shipping Noto Sans CJK, Hebrew and Arabic (the same
//   bytes in Debian 12 and 13, 19 MB for CJK) or DejaVu Sans (its files differ in their dates
//   only); a coverage font searched among the ones found before (which font a character got
//   would depend on the texts set before it).
// - Order (`BidiParagraph`): FriBidi resolves the levels of the whole line (the paragraph's
//   direction from its first strong character, rule L1 applied) and the visual order. The line
//   is cut into runs of one font and one level; a run stays contiguous on screen, so the runs are
//   sorted by the visual position of any of their characters.
// - Shaping: HarfBuzz shapes each run (the whole line as context, the direction of its level,
//   the scene's language) with a font made from the same file and face FreeType opened, scaled
//   to the em: positions are exact font units, scaled to pixels in Double as Core Text's
//   fractional positions are. The design advance and HarfBuzz's adjustment are added one after
//   the other, so that Latin text HarfBuzz only kerns keeps the pens it had before shaping.
// - Glyphs: pixel size = points × scale, in 26.6. Outlines are rendered unhinted (UIKit does not
//   hint) and anti-aliased (FT_RENDER_MODE_NORMAL), each at its pen's 1/64-pixel phase in x and
//   y (marks are offset vertically) by translating the outline (FT_Set_Transform's delta,
//   applied at load); coverage is added into one mask, saturating at 255. Colour fonts (CBDT,
//   no outlines) select their bitmap strike (FT_Select_Size), load BGRA with FT_LOAD_COLOR and
//   are scaled to the pixel size with the Raster resampler, on whole pixels. Rendered glyphs are
//   cached by (font, glyph, size, phase); `cell0`…`cell29` share nearly all of theirs.
// - Line metrics: Core Text's line is as tall as the tallest font in it: the largest `hhea`
//   ascender and descender of the fonts that draw a run (the first font's for an empty line).
// - Truncation (UILabel `.byTruncatingTail`): whole characters (grapheme clusters) are dropped
//   from the logical end until the rest plus "…" fits, the whole shaped and ordered again each
//   time; the first guess comes from each character's shaped width. When not even "…" fits,
//   nothing is drawn. A long text is measured by a prefix (a quarter em a character, doubled
//   until it holds the crossing character and 16 after it), never shaped whole: a title of
//   megabytes costs what a truncated line costs, and the result is the whole text's.
// - Threads: FreeType faces and HarfBuzz fonts are not shared safely, so the library, the faces
//   and the cache live in one `Mutex`; only combining the cached glyph images runs outside it.
//   Output depends only on the input, never on which thread asked first.
// - Rejected: HarfBuzz over FreeType's own scaling (hb_ft_font): its advances are rounded to
//   1/64 pixel per glyph, which would move Latin pens; FreeType's cache subsystem (its keys have
//   no subpixel phase); hinting and LCD filtering (UIKit does neither on iOS); subpixel phases
//   for emoji bitmaps (resampling per phase for ink that is never thin).
