// Compare — pixelmatch 7.2.0 in Swift, folders of PNG files, and their reports, for
// `stretchy compare` and StretchyTesting (SPEC §3, §4).
//
// Design note
// - Format: both inputs are `RGBAImage` (straight 8-bit RGBA, stride width·4); the diff image is
//   one too. The pixel engine (`PixelMatch`) takes images as values; folders are read through
//   an injected loader (`CompareFiles.load` by default, the PNG reading of SPEC §4), so tests
//   and other callers can plug in their own. Files are touched only by `CompareFiles` and the
//   report writers, at the edge.
// - A folder comparison never stops at a bad pair: each pair's outcome is a value (compared,
//   or an `error` string naming the file), every other pair is still compared, and the
//   verdict (`CompareStatus`, exit 0/1/2) is computed once all of them are known. A
//   subfolder that cannot be listed and a diff that cannot be written are errors of their own
//   entry too; only a folder given that cannot be listed, or an expected folder with no PNG,
//   stops it.
// - Sharding (`Shard`) splits the pairs by a fixed hash of their relative path, so machines
//   agree without talking; a shard's JSON carries what `ShardMerge` needs to rebuild the whole
//   comparison, from which the reports are written as for one run.
// - Ignored pixels (`IgnoredPixels`) are resolved once per image size into a byte map and only
//   skip the verdict of the pixels they cover: the anti-aliasing test of their neighbours still
//   reads the real pixels, so every other pixel gets exactly pixelmatch's verdict.
// - Limits (`DiffLimit`) keep a percentage as an exact integer (millionths of a percent), so
//   `1%` of an image allows the same pixels on every machine.
// - Reports (`HTMLReport`, `JUnitReport`, `MarkdownSummary`) are functions of a finished
//   `FolderComparison`, the result model (the HTML page and the summary group failures alike,
//   `CauseGroups`, and show the run's own command to accept, `AcceptCommand`), and that model
//   round-trips through its `--json` form (`FolderComparison(json:)`): folders, the settings the reports show, every pair's result,
//   error and time. So a result printed by one process can be turned into HTML and JUnit by
//   another — `merge-reports` joins shards' JSON into one `FolderComparison` and calls the same
//   writers; the HTML writer reads only the model and which thumbnails the report folder holds
//   (the crops follow from a pair's `diffBounds`), so the shards' image folders moved into one
//   report are all it needs.
// - Evidence is written while a pair is decoded (`FolderComparison.Evidence`, values: the
//   folders to write into, not a callback of the CLI's; one pair per core): `--diff DIR`'s
//   image and the report's (`ReportImages`): crops of what differs with some context from the
//   expected, actual and diff images (exact pixels, what the zoom shows and JUnit attaches), and
//   area-averaged thumbnails of the whole frames (`AreaAverage`). Nothing is read or decoded
//   twice; with evidence asked for, a pair whose bytes differ is drawn in the pass that counts
//   (identical ones, CI's usual, never are). A pair whose files repeat an earlier pair's bytes
//   (`PairTwins`: an animation's held frames, 95 of the default's 243) is not decoded at all:
//   its outcome and evidence are the earlier pair's, under its name. The report folder is self-contained: the page
//   (inline CSS and script, images by relative path inside the folder) works from `file://`, and
//   from a CI artifact moved away from the goldens with no network (issue 43). Rejected: linking
//   the expected image from the golden folder (`../golden/…`: broken once uploaded); whole
//   copies of each image for JUnit (148 MB for a title change over 243 frames); layers of the
//   changed pixels stacked by the page over the whole expected frame (which must then be in the
//   folder too).
// - Output folders (`EvidenceFolder`) keep a manifest of what stretchy wrote, so a run removes
//   exactly an earlier run's evidence and never a file it did not write. The whole set of a
//   run's outputs (`ReportSet`: the reports, the folders' locks and manifests, the order they
//   are written in) lives here, not in the CLI, so `compare` and `merge-reports` share it.
//   Rejected: the report set as a CLI type that `merge-reports` reached into, with a closure
//   of the CLI's writing the evidence.
// - Every pair is timed (`File.seconds`, wall time to the microsecond), for JUnit's `time`; it
//   is the one thing that differs between two runs of the same inputs.
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
