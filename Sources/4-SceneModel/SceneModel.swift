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
// - To add a key: add the field to `Scene` (and its seed value), a range to `SceneLimits` if it
//   is a number, and one entry to `SceneSchema.keys` with the constructor of its type
//   (`SceneKey.number`, `.color`, `.word`…; `.leftOut` when the printed scene may omit it). Then
//   add its row to SPEC §5's and README's key tables and a value to `SceneSchemaTests`: the
//   tests fail, naming the key, until both are there.
// - `ScrollState(offset:scene:)` is the seed's `scrollViewDidScroll`, line for line, as a pure
//   function of the offset; `FrameLayout` turns a state into device-pixel rectangles. Each step
//   is testable alone, against closed forms.
// - Points become device pixels through one function, `FrameLayout.pixels(_:scale:)`, used by
//   the layout, the screen's size, the status bar's band and texts and the back button images,
//   so no two layers can disagree about where an edge falls. (`Scene.snap` rounds an offset to
//   the pixel grid but stays in points; the 50-megapixel rule, in Scene+Rules, estimates the
//   header's pixels on its own.) The status bar and home indicator are otherwise the exception
//   by nature: anti-aliased shapes in points (`StatusBarLayout`, `HomeIndicator`, with the
//   numbers in `StatusBarMetrics`), scaled, never rounded; only their texts' baselines are.
// - Some values follow others unless a scene sets them (`Scene.derivedKeys`): the bar's height
//   and the iOS era the status bar, the separator inset the width, the content inset
//   adjustment the era, the table's colours and the status bar's content the `Appearance`. The scene holds them resolved, so drawing never asks
//   where a value came from; a scene file reports which of them it set (`explicitKeys`), and
//   `deriveDefaults(keeping:)` sets the others again whenever the device or the appearance
//   changes. Rejected: optional fields resolved on every read, which every reader would have to
//   know about.
// - `StatusBarLayout` takes the texts' widths from its caller, so that it stays pure: the
//   typesetter lives in Scenery.
// - The top inset (`Scene.minOffset`) is the one place where `contentInsetAdjustment` acts: the
//   rest offset, the motion's bounds and start follow it; `ScrollState` stays the seed's.
// - Rejected: modelling UIKit's view tree generically. The seed has five layers (and iOS a
//   sixth, its status bar) in a fixed
//   order (SPEC §1); spelling them out keeps the quirks (the title moved to the view) visible.
