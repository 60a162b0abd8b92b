// Wording — how stretchy writes numbers and suggestions, in every message and document.
//
// Design note
// - One number formatter (`NumberText`) for JSON, error messages, motion scripts and the
//   contact sheet's labels, so that `-130` reads the same everywhere and no formatting of a
//   user's number can trap: values whose digits do not fit an integer fall back to Swift's
//   shortest round-trip text (`1e+20`) instead of converting to `Int64`.
// - One "did you mean" (`Suggestion`) for unknown options, subcommands, scene keys and devices.
// - One escaping of control characters (`ControlCharacters`) for every message line: a file
//   name is bytes, and a new line or ESC in it must neither split a message nor reach the terminal.
// - Plain Swift, no Foundation: `String(format:)` depends on the locale and pulls in ICU.
