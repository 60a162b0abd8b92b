// Raster — the pixels of stretchy, in plain Swift.
//
// Design note
// - Format: a `Pixmap` is 8-bit RGBA, *premultiplied* by alpha, in sRGB (no linearisation: Core
//   Animation blends in the display's space too, and SPEC §1 asks for that). Rows are stored top
//   to bottom with no padding: the stride is `width * 4` bytes, byte order R, G, B, A.
// - Coordinates: origin top-left, x right, y down, in whole device pixels. A pixel (x, y) covers
//   [x, x+1) × [y, y+1); its centre is (x + 0.5, y + 0.5). `PixelRect` is half-open.
// - Why premultiplied: source-over, group opacity and resampling are then plain weighted sums,
//   and transparent pixels carry no stray colour into a filter.
// - Rounding: every 8-bit result is rounded to nearest (`div255`), never truncated, so that
//   repeated blends do not drift darker.
// - Resampling (`Resampler`): separable, on premultiplied pixels, edges clamped, 14-bit
//   fixed-point weights so the result is exact and reproducible, with one of two kernels
//   (`ResamplingKernel`): bilinear, as a GPU samples a layer's contents for Core Animation
//   (two taps whatever the scale; `MipChain` adds trilinear), or Lanczos-3, its support widened
//   by 1/s on reductions so they do not alias. Chosen over Catmull-Rom for sharper photographs (the
//   weights are computed once, so the extra taps are the only cost); see Resampler.swift. An
//   `ImagePart` (what a decoder made of only the pixels a window of an aspect-fill reads) is
//   resampled with the whole image's weights, so it gives the whole image's pixels. An
//   `AspectFillStream` runs the same plan (`ResamplingPlan`) a row at a time as a decoder hands
//   rows over (`RowSink`), so one frame's header never holds its photo whole: the same bytes.
// - Blur (`GaussianBlur`, the header's `header.blur`): a sampled Gaussian below σ = 8 px, three
//   box filters of the standard widths above, in 8.8 fixed point, edges extended: exact, and of a
//   bounded cost per pixel at any σ. Rejected there: a truncated kernel at every σ (its cost grows
//   with the pull), recursive Gaussians (floating-point feedback), blurring a downscaled copy.
// - Shapes (`VectorShape`: rounded rectangles, circles, ring sectors and their differences, for
//   the status bar and home indicator) are rasterised into `AlphaMask`s by signed distance: a
//   pixel's coverage is clamp(0.5 − d, 0, 1) at its centre, exact for straight edges.
// - Rejected: Float pixels (4× the memory bandwidth for frames that end up 8-bit anyway) and a
//   CoreGraphics-style path rasteriser (the scene is axis-aligned rectangles, images, glyph masks
//   and a few icons made of rounded rectangles and arcs; no general path is drawn).
//
// Constructors fail (return nil) on impossible sizes instead of trapping.
