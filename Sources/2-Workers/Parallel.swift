import Synchronization

/// Numbered tasks spread over threads.
package enum Parallel {
    /// Runs `task(0)` … `task(count − 1)`, each once, on `width` threads at most: this one and
    /// `width − 1` workers (`WorkerPool`), each taking the lowest task not yet taken until none
    /// is left.
    /// Returns when all have returned. With `width` 1 (or one task) they run here, in order.
    ///
    /// Called on a worker (work nested in a job), it starts no new worker: the helpers wait for
    /// a free one, or for a thread waiting for a value (`Once.value`) to help. `frame`'s worker
    /// encodes the bands below the header while the command's thread decodes the photo; a new
    /// worker would take half that thread's core, where the helper is taken up by that thread
    /// once it has decoded and waits for the bands.
    package static func run(_ count: Int, width: Int, _ task: @escaping @Sendable (Int) -> Void) {
        let threads = min(max(width, 1), count)
        guard threads > 1 else {
            (0..<count).forEach(task)
            return
        }
        let counter = Counter()
        let work = { @Sendable in
            while case let index = counter.next.wrappingAdd(1, ordering: .relaxed).oldValue, index < count {
                task(index)
            }
        }
        let nested = WorkerPool.onWorker
        let helpers = (1..<threads).map { _ in Background(work, startingWorkers: !nested) }
        work()
        for helper in helpers { helper.value }
    }

    private final class Counter: Sendable {
        let next = Atomic<Int>(0)
    }
}
