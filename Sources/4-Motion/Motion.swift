// Motion — UIScrollView's scrolling as closed forms, driven by a motion script.
//
// Design note
// - Format: a `MotionScript` is text (`hold 0.4; drag -200 0.6; release; …`, SPEC §2) parsed into
//   `MotionStep`s. A `ScrollTimeline` plays it against `ScrollBounds` and holds a list of
//   `ScrollSegment`s, each a closed-form curve (drag through the rubber band, coast, spring,
//   Bézier ease) over its own time span. `offset(at:)` is a pure function of time.
// - Why closed forms: a frame at any time is exact and independent of the frame rate and of the
//   frames asked for before it, so frames can be rendered in any order on any number of threads
//   and still be bit-identical. The only numerical solves are bracketed and run to the last
//   double (a spring's end, by bisection on a span where the shape is known to be monotone) or
//   to 10⁻¹² (the Bézier's curve parameter), both deterministic.
// - Ends: a coast ends when fewer than 0.5/scale pt are left, a spring at the last moment it is
//   0.5/scale pt or more from its edge; each then sits exactly on its destination or edge, so
//   the last frame shows a clean rest state.
// - Rejected: stepping a simulation at the frame rate (results change with fps and drift), and
//   UIKit's private per-frame heuristics (undocumented; SPEC §2's published formulas are the
//   contract).
//
// Only Glibc's exp/log family is used (and Wording for messages); Foundation is not imported.
