// StretchyKit — stretchy from Swift code, without the command line: a scene's state and frame
// at an offset, and a motion script played into per-frame states.
//
// Design note
// - A thin facade: the scene comes from SceneModel (`Scene.seed`, `SceneFile`, `Device`), the
//   pixels from Scenery's `FrameRenderer`, the timing from Export's `Animation` over Motion, and
//   the PNG bytes from Export's `FrameFile` — the very calls `stretchy frame` and `render`
//   make, so a frame here has the CLI's bytes for the same scene, offset and compression.
// - One `StretchyRenderer` loads the header, back images and fonts once and then draws any
//   number of frames, from any thread (the renderer is `Sendable` and deterministic).
// - Bundled images: `$STRETCHY_RESOURCES` when set, else the `Resources` folder of the stretchy
//   source tree this library was compiled from. A library is always built from its sources (a
//   SwiftPM checkout included), and its test binary lives in the client's `.build`, where the
//   CLI's lookup (installed folder, or the tree's own `.build`) would not look.
// - Errors are one typed enum whose description is the CLI's message for the same problem.
// - Rejected: re-exporting SceneModel and Motion (`@_exported import`): an underscored feature,
//   and a client that builds its own `Scene` can import SceneModel itself.
