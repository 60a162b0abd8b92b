// Workers — threads of stretchy's own for the few places where one job must use both cores
// now: decoding the header photo beside the fonts' start-up, and the bands of one frame's PNG.
//
// Design note
// - A thread per piece of work, started when asked and joined for its result: `Background`
//   computes one value; `Parallel.run` spreads numbered tasks over a given number of threads,
//   the caller's among them. Each costs a `pthread_create` (tens of µs), nothing beside
//   work of milliseconds.
// - Rejected: `DispatchQueue.concurrentPerform` for these. On Linux libdispatch grows its pool
//   lazily and by its own judgement, and in `stretchy frame` it often ran both halves of a
//   two-task job on one thread: the single frame's time varied by a quarter between runs.
//   Many frames of an animation keep it busy enough for it to do well there, so `render`
//   still uses it.
// - Rejected: Swift concurrency's tasks. The work blocks (a decode, a join), which starves its
//   cooperative pool, and every caller is synchronous.
