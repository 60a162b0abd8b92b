/// A value computed by a worker thread (`WorkerPool`), started at `init`; `value` waits for it,
/// or computes it on the reading thread when no worker has begun it yet (`Once`).
///
/// `value` may be read any number of times, from any threads. Nothing cancels the work:
/// dropping a `Background` before reading it leaves the worker to finish and free what it made.
package final class Background<Value: Sendable>: Sendable {
    private let once: Once<Value>

    /// Starts `work` on a worker thread.
    package convenience init(_ work: @escaping @Sendable () -> Value) {
        self.init(work, startingWorkers: true)
    }

    /// Queues `work` for the workers; `startingWorkers` as `WorkerPool.run`'s.
    init(_ work: @escaping @Sendable () -> Value, startingWorkers: Bool) {
        let once = Once(work)
        self.once = once
        WorkerPool.shared.run({ once.offer() }, startingWorkers: startingWorkers)
    }

    /// The value, once the work is done.
    package var value: Value { once.value }
}
