// Scenery — drawing the seed's screen: the scene's images and texts prepared once, and a frame
// composed from a `FrameLayout` (SceneModel).
//
// Design note
// - A frame is SPEC §1's ordered list of layers (`FrameLayer`), each drawn by one function,
//   `FrameComposition.draw(_:on:)`, that every route calls: the whole frame, a frame in parts
//   (the table, then the layers over it, which reach only the top rows, so that encoding the rows
//   below can start while the header is resampled) and a top streamed as the header photo is
//   decoded (`GrowingPixmap`, `Parts.progressive`). A route chooses only which rows it draws
//   when; what ties a route to a layer's look — may the header's picture stand for the top rows,
//   may its rows be taken as decoded — is the layer's own rule (`HeaderLayer`'s plan). Rejected:
//   a guard in the streamed route restating when the header is a plain photo (a new header key
//   would have had to change it too, or `frame` and `render` would draw different headers);
//   docs/guides/frame-path.md draws the path. Work that does not depend on the offset (the back
//   button images, the title and cell texts, the aspect-fill at the resting header height, the
//   first time it is drawn) is done once in `SceneAssets`/`HeaderLayer`.
// - The header photo is drawn as Core Animation draws a layer's contents (`header.filter`):
//   bilinear samples of the full decode by default, or trilinear over mipmaps made once;
//   `HeaderPhoto.aspectFill` is the one seam that picks the resampler. Only `lanczos3` decodes
//   at the smallest DCT scale that covers the rectangle being drawn, each scale at most once:
//   the scale is a function of the rectangle alone, so a frame's pixels depend only on its
//   offset, whichever command draws it. Rejected for `linear`: the DCT-scaled decode it used to
//   share with Lanczos (faster, but a different reduction than Core Animation's sampling).
// - The header's effects come as a `FrameLayout`'s photo frame, box and blur (SPEC §1): the photo's
//   aspect-fill is made for the part of its frame the box shows (or a blur's reach around it,
//   drawn over the table's background and blurred), so that only what is seen is filtered.
// - The status bar and home indicator (`SystemChrome`) are rasterised once into coverage masks;
//   a frame fills them in its ink. The home indicator's ink, and the `auto` status bar's, is
//   judged from the finished frame's pixels under it (one rule, `SystemChrome.contrastingInk`),
//   so both are drawn last.
// - Texts are shaped, ordered and rendered once per scene (`SceneAssets`), never per frame; a
//   frame only places each `TextImage` — natural alignment from its paragraph direction, Core
//   Text's line box centred — and draws its coverage in the label's colour and its colour
//   glyphs (emoji) over it. What a text could not draw is returned as `SceneAssets.warnings`.
// - Pixels are checked against golden frames, rendered in-process (SceneryTests).
