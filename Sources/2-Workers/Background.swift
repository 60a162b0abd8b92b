import Synchronization

/// A value computed by a worker thread (`WorkerPool`), started at `init`; `value` waits for it.
///
/// `value` may be read any number of times, from any threads. Nothing cancels the work:
/// dropping a `Background` before reading it leaves the worker to finish and free what it made.
public final class Background<Value: Sendable>: Sendable {
    private let slot: Slot

    private final class Slot: Sendable {
        let value = Mutex<Value?>(nil)
        let done = Atomic<Bool>(false)
        /// Posted when done, for a reader that stopped spinning; each reader woken posts again.
        let finished = Semaphore()
    }

    /// Starts `work` on a worker thread.
    public init(_ work: @escaping @Sendable () -> Value) {
        let slot = Slot()
        self.slot = slot
        WorkerPool.shared.run {
            let value = work()
            slot.value.withLock { $0 = value }
            slot.done.store(true, ordering: .sequentiallyConsistent)
            slot.finished.post()
        }
    }

    /// The value, once the work is done; waits for it, spinning first (see `WorkerPool`).
    public var value: Value {
        let done = { self.slot.done.load(ordering: .sequentiallyConsistent) }
        if !done() && !WorkerPool.spin(until: done) {
            slot.finished.wait()
            slot.finished.post()
        }
        return slot.value.withLock { $0! }
    }
}
