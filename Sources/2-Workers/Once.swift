import Synchronization

/// Work done once, by the first thread that offers to do it or needs its value; a thread
/// needing the value while another does the work waits for it.
///
/// A job queued for a worker (`offer()`) therefore never holds up a caller whose worker has
/// not started yet (a sleeping CPU can take milliseconds to wake): the caller does the work
/// itself, and the worker, when it comes, finds it taken.
package final class Once<Value: Sendable>: Sendable {
    private let work: Mutex<(@Sendable () -> Value)?>
    private let result = Mutex<Value?>(nil)
    private let done = Atomic<Bool>(false)
    /// Posted when done, for a waiter that stopped spinning; each waiter woken posts again.
    private let finished = Semaphore()

    package init(_ work: @escaping @Sendable () -> Value) {
        self.work = Mutex(work)
    }

    /// Does the work here, unless some thread has taken it already: then returns at once.
    package func offer() {
        if let work = take() { finish(work()) }
    }

    /// The value: the work done here when no thread has taken it, else waited for, spinning
    /// first (see `WorkerPool`) and meanwhile running the workers' queued jobs, such as the
    /// helpers of the `Parallel.run` that the thread doing the work may be in.
    package var value: Value {
        if let work = take() {
            finish(work())
        } else if !done.load(ordering: .sequentiallyConsistent)
            && !WorkerPool.shared.waitHelping(until: { done.load(ordering: .sequentiallyConsistent) })
        {
            finished.wait()
            finished.post()
        }
        return result.withLock { $0! }
    }

    private func take() -> (@Sendable () -> Value)? {
        work.withLock { work in
            defer { work = nil }
            return work
        }
    }

    private func finish(_ value: Value) {
        result.withLock { $0 = value }
        done.store(true, ordering: .sequentiallyConsistent)
        finished.post()
    }
}
