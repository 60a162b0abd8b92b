// Codecs — JPEG, PNG and HEIF in, converted to sRGB, and PNG out, over libjpeg-turbo, libpng,
// libheif and lcms2.
//
// Design note
// - Layering: CShim (C) owns every setjmp together with the libjpeg/libpng calls it guards, so
//   a library error longjmps only over C frames; errors come back as a status and the library's
//   own text. libheif and lcms2 return their errors (structs, NULL), so Swift calls them
//   directly. Everything else — choosing a DCT scale, the pixel budget, EXIF parsing,
//   orientation, CMYK → RGB, putting a split ICC profile together — is plain Swift on raw
//   buffers.
// - Two calls per decode: a header pass (size, colour space, EXIF) and a pixel pass into memory
//   Swift allocated for exactly the size the header promised. This lets Swift refuse an
//   oversized image before allocating, and lets an upright JPEG decode straight into its
//   `Pixmap` (libjpeg-turbo writes RGBA itself), with no intermediate copy.
// - JPEG: CMYK and YCCK are read as CMYK (libjpeg cannot convert them to RGB) and converted
//   here; Adobe files store inverted ink. A truncated file is an error, not a grey-padded image.
// - HEIF (`HEIFDecoder`): told by its `ftyp` brands (HEIC; AVIF where libheif has an AV1
//   decoder); the primary image, its `ispe` size checked against the budget before libheif
//   decodes it, always whole. libheif applies irot/imir/clap; an EXIF orientation is not applied
//   again (HEIF's rule, and what UIImage shows).
// - Colour (`SRGBConverter`): an ICC profile (JPEG APP2, PNG iCCP, HEIF colr prof), or an RGB
//   profile built from PNG cHRM/gAMA or HEIF nclx, is converted to sRGB by lcms2 (relative
//   colorimetric with black-point compensation, as ColorSync displays), in place on straight
//   8-bit pixels before premultiplying; CMYK JPEGs with a CMYK profile go through it too.
//   Untagged is sRGB. One transform per profile and layout is kept for the process, so each
//   scale's decode reuses it. An unusable profile is no error: the pixels stay as decoded (taken
//   as sRGB) and `ImageDecoder.colorProfileProblem` tells the caller, who warns once. Rejected:
//   converting after resampling or per frame (colours would depend on the scale and cost time
//   in every frame).
// - PNG in: libpng's transforms give 8-bit straight RGBA with pngjs's semantics (what the
//   pixelmatch CLI reads), no gamma. PNG out: libpng's full write API so zlib level, strategy
//   and each row's filter can be chosen (measured, see `PNGEncoder.Compression`): Swift picks
//   the filters up front (`RowFilterChooser`), C sets each before libpng writes the row; RGB
//   output drops the alpha byte inside libpng (png_set_filler) rather than copying the frame.
// - Rejected: libpng's simplified API (png_image_*: no control over strategy or filters, and
//   it gamma-corrects 16-bit input), stb_image-style bundled decoders (no CMYK, weaker error
//   text), a libjpeg source manager reading through Swift callbacks (Swift between setjmp and
//   longjmp).
