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
//   decoder); the primary image, its `ispe` size and every grid's or overlay's canvas
//   (`HEIFCanvas`, read from the item tables: libheif bounds those only side by side) checked
//   against the budget before libheif decodes it, always whole. libheif applies
//   irot/imir/clap; an EXIF orientation is not applied again (HEIF's rule, and what UIImage
//   shows). libheif is not linked: the shim opens it when
//   the first HEIF is decoded (`HEIFLibrary`), as loading it and its codecs would cost every run
//   ~4 ms at start; without it a HEIF is refused with the loader's reason, everything else works.
// - Animated files (`GIFQuantizer`, `GIFPalette`, `GIFWriter`, `WebPWriter`): libimagequant (and
//   its libgomp), giflib, libwebp and libwebpmux are not linked either, for ~0.5 ms of every
//   start; `AnimationLibraries` opens a format's pair when it is first needed (`LazyLibrary`),
//   and without one that format is refused in the loader's words, everything else works.
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
//   pixelmatch CLI reads), no gamma. PNG out: Swift filters the rows itself (`RowFilterChooser`
//   picks each row's filter, measured in `PNGEncoder.Compression`, and writes the winner's
//   bytes, RGB packed, in the same pass; `FilterMemo` remembers choices by row content across
//   frames), the shim deflates bands of rows as independent pieces of one zlib stream (so that
//   cores can share one image, and the lower rows of a frame can go while its header is drawn),
//   each band fed to zlib 32 KiB at a time as its rows are filtered (no image-sized buffer of
//   filtered rows), and libpng writes the chunks around them (png_write_info,
//   png_write_chunk_*) straight into the array returned: its headers and CRCs, not its
//   filtering, copying or zlib calls.
// - Rejected: libpng's simplified API (png_image_*: no control over strategy or filters, and
//   it gamma-corrects 16-bit input); libpng's own filtering with a filter set per row (a second
//   filtering pass, a strip-alpha pass and one zlib stream per image, on one core);
//   stb_image-style bundled decoders (no CMYK, weaker error text); a libjpeg source manager
//   reading through Swift callbacks (Swift between setjmp and longjmp).
