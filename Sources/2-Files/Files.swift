// Files — the file-system helpers every layer above shares: what a path is, whole-or-nothing
// writes, making a folder, reading an input whole (a pipe too), and writing to standard output
// and standard error.
//
// Design note
// - Nothing is ever half-written: `AtomicFile` writes to a temporary file beside its target and
//   renames it into place, which POSIX makes atomic on one file system. A crash or SIGKILL leaves
//   at worst a temporary, never a truncated file under the real name; the temporary's name is
//   unguessable (a link planted there is never followed: O_EXCL|O_NOFOLLOW) yet recognisable, so
//   that the next run can remove it.
// - One writer per folder: `FolderLock`, an flock the kernel releases when its holder dies.
// - One `PathKind` answers "is it there, and is it a folder?" for every caller, from one
//   `stat`, so that every message about a path gives the same reason.
// - POSIX calls where the detail matters: `FileManager` says a device and a file alike exist,
//   and `stat` tells them apart.
// - Rejected: writing straight to the final name and deleting on failure (a crash would leave a
//   truncated PNG that ffmpeg or a pixel test would then read).
