// Compare — pixelmatch 7.2.0 in Swift, for `stretchy compare` (SPEC §3, §4).
//
// Design note
// - Format: both inputs are `RGBAImage` (straight 8-bit RGBA, stride width·4); the diff image is
//   one too. Images arrive as values and folders are read through an injected loader, so this
//   module never decodes a file itself and the CLI plugs in the PNG decoder.
// - Semantics: exactly pixelmatch 7.2.0 as SPEC §4 states it — the signed YIQ colour delta,
//   the position-dependent checkerboard (or white) background for translucent pixels, the
//   Vysniauskas anti-aliasing test with pixelmatch's neighbour order and border rule, and the
//   grey diff value stored the way a JavaScript `Uint8Array` stores it (truncated). Every
//   floating-point expression keeps pixelmatch's operand order so that a pixel sitting on the
//   threshold falls on the same side.
// - Speed: the hot loop reads the raw bytes (32-bit loads for the "same pixel" test), skips rows
//   that are byte-identical when nothing needs drawing, and splits rows across cores with
//   `DispatchQueue.concurrentPerform`. Each pixel's verdict reads only the two inputs, and each
//   stripe writes only its own rows of the diff, so the count and the diff bytes do not depend
//   on the number of threads. Folders go one file per core instead.
// - `identical` means byte-identical pixel data (pixelmatch's fast path), which is more than
//   "no differing pixels": a result can have `differentPixels == 0` and still not be identical.
// - Rejected: a block-based pre-scan (blazediff style) — a row memcmp gets the same win for
//   near-identical frames with far less code; Float32 maths — it would move pixels across the
//   threshold relative to pixelmatch's doubles.
