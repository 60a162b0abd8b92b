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
// - Errors are one typed error: its kind, and the CLI's message for the same problem as its
//   description. Rejected: an enum whose cases carry the layers' own errors (`SceneryError`,
//   `ExportError`, `AnimationError`…), which made every layer's error types, and theirs in turn,
//   part of the public API.
// - The scene becomes its renderer through Scenery's one factory (`SceneAssets.load`, fonts from
//   `SceneAssets.typesetter(for:resources:)`), the one the CLI uses: the scene's language and
//   font files, and stretchy's own fonts, reach the typesetter the same way in both.
// - The StretchyKit product also carries every module whose types its API shows (SceneModel,
//   Raster, Codecs, JSON), so a client imports `Scene` through the product it declares; of those
//   modules only what a client needs is public (the scene, a state, a device, straight pixels, a
//   JSON value), the seams the CLI and the tests use are `package` (one package, so they still
//   see them). Rejected: re-exporting them (`@_exported import`), an underscored feature.
// - A scene is changed and read by its scene-file keys (`Scene.set(_:to:folder:)`,
//   `scene["title.text"]`) and a state read as `stretchy state`'s document (`ScrollState.json`),
//   not by a property per key: a key is one schema entry (SceneModel's note), so a new key is at
//   once in files, docs and Swift with the same checks, and the public API stays curated (issue
//   45: 414 declarations became about 200). Rejected: public typed fields, which made every key
//   three public declarations (the field, its enum, its cases) and let Swift skip the file's
//   checks; typed accessors generated from the schema, which a plugin-free build cannot make.
