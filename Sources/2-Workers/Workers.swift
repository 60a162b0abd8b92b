// Workers — threads of stretchy's own for the few places where one job must use both cores
// now: the fonts' start-up beside the header photo's decode, and the bands of one frame's PNG.
//
// Design note
// - Kept threads (`WorkerPool`): `Background` computes one value on a worker; `Parallel.run`
//   spreads numbered tasks over a given number of threads, the caller's among them; a
//   `Progress` lets threads use what another makes in order (a photo's rows) while it goes
//   on. Work is done once by whichever thread comes to it first (`Once`): a caller reading a value no
//   worker has begun does the work itself instead of waiting for a CPU to wake, and a
//   `Parallel.run` helper that starts late finds nothing left. Work nested in a job (a
//   `Parallel.run` on a worker) starts no new worker, which would share a busy core; its
//   helpers wait for a free worker or for a thread that waits for a value, which runs queued
//   jobs meanwhile. A worker is made when a job finds none idle and then kept; idle, it spins
//   (yielding) for `IdleSpin.duration` before it sleeps, and so does a caller waiting for a
//   value. The `stretchy` command sets 20 ms: in this VM a sleeping virtual CPU took
//   milliseconds to wake (two threads of 10 ms each often took 15 ms), longer than a frame's
//   parallel steps; OpenMP runtimes spin-wait for the same reason. A library client's workers
//   sleep at once (the default, zero): spinning is a command's choice, never a library's.
// - A worker runs each job off the CPU of the thread that queued it (`CPUAffinity`, through
//   the C shim: `sched_setaffinity` is a GNU extension Swift's Glibc does not declare). The
//   scheduler often put a new or woken worker on its caller's CPU, the other one asleep, and
//   the two shared a core for milliseconds: `frame` took a median 44 ms so, 38 ms without.
//   Only the worker is restricted, and only for the job; the caller is never pinned.
// - Rejected: a new thread per job, joined. Each start met a sleeping CPU: `frame` took ~49 ms
//   with it, ~42 ms with the kept, spinning workers.
// - Rejected: `DispatchQueue.concurrentPerform` for these. On Linux libdispatch grows its pool
//   lazily and by its own judgement, and in `stretchy frame` it often ran both halves of a
//   two-task job on one thread: the single frame's time varied by a quarter between runs.
//   Many frames of an animation keep it busy enough for it to do well there, so `render`
//   still uses it.
// - Rejected: Swift concurrency's tasks. The work blocks (a decode, a join), which starves its
//   cooperative pool, and every caller is synchronous.
