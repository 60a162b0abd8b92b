// Scenery — the seed's screen: what is on it at a given scroll offset, and drawing it.
//
// Design note
// - `Scene` holds every constant of SPEC §1/§5 (the seed's values by default). Nothing else in
//   the program knows a number like 64, 200 or 375: formulas read them from the scene.
// - `ScrollState(offset:scene:)` is the seed's `scrollViewDidScroll`, line for line, as a pure
//   function of the offset; `FrameLayout` turns a state into device-pixel rectangles; the
//   `FrameRenderer` draws a layout with the prepared `SceneAssets`. Each step is testable alone:
//   numbers are checked against closed forms, pixels against golden frames.
// - All device-pixel rounding happens in one place (`FrameLayout.pixels`), so no two layers can
//   disagree about where an edge falls.
// - Work that does not depend on the offset (decoding the header, loading button images,
//   typesetting the title and the cell texts, the aspect-fill at the resting header height) is
//   done once in `SceneAssets`/`FrameRenderer`; a frame only composes.
// - Rejected: modelling UIKit's view tree generically. The seed has five layers in a fixed
//   order (SPEC §1); spelling them out keeps the quirks (the title moved to the view) visible.
