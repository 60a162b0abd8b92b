// Wording — how stretchy writes numbers and suggestions, in every message and document.
//
// Design note
// - One number formatter (`NumberText`) for JSON, error messages, motion scripts and the
//   contact sheet's labels, so that `-130` reads the same everywhere and no formatting of a
//   user's number can trap: values whose digits do not fit an integer fall back to Swift's
//   shortest round-trip text (`1e+20`) instead of converting to `Int64`.
// - One wording of a range and of a number outside it (`RangeText`), for the parser's
//   options, StretchyKit's checks and the docs tables alike.
// - One way to count things (`Plural`): `rendered 1 frame`, never `1 frames`.
// - One "did you mean" (`Suggestion`) for unknown options, subcommands, scene keys and devices.
// - One escaping of control characters (`ControlCharacters`) for every message line: a file
//   name is bytes, and a new line or ESC in it must neither split a message nor reach the terminal.
// - One shortening (`Excerpt`) of what a message echoes of a user's text (a key, a value, a
//   step): at most 100 Unicode scalars, so that a megabyte key makes a one-line message.
// - Plain Swift, no Foundation: `String(format:)` depends on the locale and pulls in ICU.
