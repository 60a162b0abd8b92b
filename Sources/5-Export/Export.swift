// Export — frames on disk: PNG files, the frames.json manifest, the contact sheet.
//
// Design note
// - Nothing is ever half-written: every file goes to a temporary name beside its target
//   (`.name.tmp-PID`) and is renamed into place, which POSIX makes atomic on one file system.
//   An interrupted run leaves whole files and at worst a temporary that the next run, or the
//   signal handler, removes.
// - Frames are rendered and encoded in parallel, a bounded number at a time, and each is
//   written as soon as it is encoded, so memory does not grow with the frame count. The bytes
//   of a frame depend only on its offset, never on which thread made it. The workers share one
//   `FilterMemo` (row filter choices by row content); one `frame` encodes its rows below the
//   header while the header is drawn, and, when the photo covers the top rows, the top's
//   bands as the photo's decode makes their rows (`TopBands`).
// - Rejected: writing straight to the final name and deleting on failure (a crash or SIGKILL
//   would leave a truncated PNG that ffmpeg or a pixel test would then read).
