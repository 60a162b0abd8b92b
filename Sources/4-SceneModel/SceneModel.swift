// SceneModel — the seed's screen as numbers: the scene, devices, scene files, the state at an
// offset and its layout in device pixels. Pure Swift: no C library is below this module, so
// `stretchy state`, scene-file checks and layout tests need no codec or font.
//
// Design note
// - `Scene` holds every constant of SPEC §1/§5 (the seed's values by default), and
//   `UIKitMetrics` the numbers UIKit supplies (the 44 pt bar content, the 40 × 44 button, the
//   80 × 44 title label). Nothing else knows a number like 64, 200 or 375: formulas read them
//   from the scene, UIKit's from `UIKitMetrics`. Two other kinds have homes of their own: the
//   status bar's geometry, read off screenshots, in `StatusBarMetrics`, and the devices'
//   screens in `Device.presets` (the physics constants are Motion's, in `ScrollPhysics`).
// - The scene file is data: `SceneSchema.keys` lists every key once, in SPEC §5's order, each a
//   `SceneKey` made from the `Scene` field it stands for, so it carries its own reading and
//   printing and an unknown key can only be refused. `SceneFileReader` walks a document through
//   it; `Scene.json` (`scene --print`) prints it; `consistencyProblem` (Scene+Rules) checks what
//   ties keys together; the ranges are `SceneLimits`'. A bar not set follows the status bar by
//   one rule, `Scene.barHeight(belowStatusBar:)`.
// - How to add a scene key (CONTRIBUTING links here). A key with a new field touches three
//   source files: the field, its entry, the code that uses it; then tests and `make docs`.
//   1. Scene.swift: the field, `package var headerParallax: Double` with a `///` line, and its
//      seed value in `Scene.seed` (`headerParallax: 1`).
//   2. SceneSchema.swift: one entry in `SceneSchema.keys`, in SPEC order, by the constructor of
//      its type: `SceneKey.number("header.parallax", \.headerParallax, in: 0...1)` (a range
//      other code checks too goes to `SceneLimits`, a fourth file), `.whole`, `.color`,
//      `.label`, `.string`, `.file`; `.word("header.filter", \.headerFilter)` for a field of a
//      `String`-backed `CaseIterable` enum, whose cases in order are the key's words (the
//      enum's file is a fourth, or put it beside the field); `.numbered` for an `Int`-backed
//      one. Then `.documented("SPEC's words after the value", notes: "the scenes guide's notes")`.
//   3. The code that uses it reads `scene.headerParallax`. A key of words whose cases decide
//      several things (`table.style`) keeps each decision as a property of its enum
//      (`TableStyle`), read by one user that the others ask. A key that names a file
//      (`.file`, `.files`, `table.data`) reports it (`SceneKey.inputs`): a render records it
//      (`SceneSchema.inputFiles`) with no list of keys elsewhere.
//   4. Tests: a value in `SceneSchemaTests.changedValues` (it fails, naming the key, until
//      there is one) and the key's own tests; then `make docs` writes SPEC §5's and the scenes
//      guide's key tables and `Fuzz/scene.dict` (SceneKeyDocs), which `make test` checks.
//   A key whose default follows others: in Scene.swift `var explicitMinimumHeight: Double?` and
//   `package var minimumHeight: Double { get { SceneSchema.minimumHeightRule.value(in: self) }
//   set { explicitMinimumHeight = newValue } }` (no seed value); in SceneSchema.swift its rule
//   beside the others, `static let minimumHeightRule = SceneRule(follows: ["bar.height"],
//   text: "`bar.height`", explicit: \.explicitMinimumHeight) { $0.barHeight }`, and the entry
//   ends in `.following(minimumHeightRule)`: read, printed only when set, and its default
//   worded in the tables from `text`. The rule may read any property, followers too.
// - `ScrollState(offset:scene:)` is the seed's `scrollViewDidScroll`, line for line, as a pure
//   function of the offset; `FrameLayout` turns a state into device-pixel rectangles. Each step
//   is testable alone, against closed forms.
// - The header's effects (SPEC §1) are one pure function, `HeaderLayout`: the box that clips the
//   photo, the photo's frame, its zoom and its blur, from the pull and the scroll and the
//   `header.*` keys; the seed's keys give the seed's image view. The drawing only places the
//   photo's aspect-fill picture in a frame, clips it to a box and blurs the box, so a new effect
//   is a new case here, not new drawing. The bundles (`HeaderEffect`) are values the keys follow
//   (`SceneRule`), as the colours follow the appearance. Rejected: an affine transform per
//   effect (the libraries' own model): only Expo's zoom needs one, and a uniform scale about the
//   top centre is a frame.
// - Points become device pixels through one function, `FrameLayout.pixels(_:scale:)`, used by
//   the layout, the screen's size, the status bar's band and texts and the back button images,
//   so no two layers can disagree about where an edge falls. (`Scene.snap` rounds an offset to
//   the pixel grid but stays in points; the 50-megapixel rule, in Scene+Rules, estimates the
//   header's pixels on its own.) The status bar and home indicator are otherwise the exception
//   by nature: anti-aliased shapes in points (`StatusBarLayout`, `HomeIndicator`, with the
//   numbers in `StatusBarMetrics`), scaled, never rounded; only their texts' baselines are.
// - Some values follow others unless a scene sets them: the bar's height and the iOS era the
//   status bar, the separator inset the width, the content inset adjustment the era, the table's colours and
//   the status bar's content the `Appearance`, the header's behaviour its effect. Each is derived when read: the scene stores only what was set (`explicit…`,
//   nil when not), its package property returns that or its rule's value (`SceneRule`, in the
//   key's schema entry, with the paths it follows, which a test checks are keys). So
//   `scene.appearance.style = .dark` or `scene.on(device)` in the package gives what the same change
//   in a scene file gives, with nothing to call after; a file's key is set even to the value it
//   follows; `scene --print` writes a follower only when set. The two nested ones (the era in
//   `appearance`, the style in `statusBar`) are set by a change only, since a setter of the
//   struct cannot tell `scene.statusBar.battery = 50` from an assignment of the same style.
//   Rejected: values resolved once and re-derived by `deriveDefaults(keeping:)` whenever a
//   device or appearance changed (what stretchy did): every caller had to know to call it, and
//   three lists named the keys as strings. Rejected: a property wrapper per follower (a struct's
//   wrapper cannot see the scene it would follow).
// - The docs' key tables and the fuzzer's dictionary are generated by a test target
//   (Tests/SceneModelTests/SceneKeyDocs.swift) rather than a tool target or the binary: it
//   already links SceneModel with `@testable` access to the entries' texts, needs no place in
//   the layer graph or the package CLI, and its check runs where every other check runs.
// - A table with sections (`table.sections`) is laid out by `TableGeometry`, made once per
//   scene: prefix sums of the sections' and rows' heights, searched at each offset, so a frame
//   lays out only the rows it shows; its `TableElement`s are what layer 1 draws and what
//   `stretchy layout` prints (`ScreenLayout`), one list for both. Rejected: extending
//   `FrameLayout.rows` (the seed's uniform rows, found by division) with per-row heights, which
//   would have made every frame walk the table. The numbers are `TableMetrics`', the colours
//   `Appearance`'s, each with its source or marked an estimate.
// - `StatusBarLayout` takes the texts' widths from its caller, so that it stays pure: the
//   typesetter lives in Scenery.
// - The top inset (`Scene.minOffset`) is the one place where `contentInsetAdjustment` acts: the
//   rest offset, the motion's bounds and start follow it; `ScrollState` stays the seed's.
// - Public (the StretchyKit product carries this module): `Scene` (`seed`, `on(_:)`, `json`),
//   `ScrollState` (`offset`, `json`), `Device`, `AppearanceStyle` and `ResourceLocator`; the
//   fields, their value types and the layouts are `package`. A client changes a scene by its
//   keys through this schema (StretchyKit's `Scene.set(_:to:folder:)`, on
//   `SceneFile.setting(_:to:in:path:folder:)`), so nothing here is public because a key is.
// - Rejected: modelling UIKit's view tree generically. The seed has five layers (and iOS a
//   sixth, its status bar; issue 41 adds the bar's items) in a fixed
//   order (SPEC §1); spelling them out keeps the quirks (the title moved to the view) visible.
// - The bar's items and the title's place are `BarLayout`, a pure function of the scene and
//   the items' widths, which Scenery measures (as `StatusBarLayout` takes its texts' widths).
//   Rejected: a `title.width` of a new type (`auto` or points): the number stays the
//   `titleWidth` the package sets, and `titleFitsText` says when the label is sized to its text.
