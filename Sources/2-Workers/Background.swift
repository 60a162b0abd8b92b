import Glibc
import Synchronization

/// A value computed on a thread of its own, started at `init`; `value` waits for it.
///
/// `value` may be read any number of times, from any threads; the first read joins the thread.
/// Nothing cancels the work: dropping a `Background` before reading it leaves the thread to
/// finish and free what it made.
public final class Background<Value: Sendable>: Sendable {
    private let result: Slot
    /// The thread until it is joined.
    private let thread: Mutex<pthread_t?>

    private final class Slot: Sendable {
        let value = Mutex<Value?>(nil)
    }

    /// Starts `work` on a new thread. When no thread can be made, the work runs here, now.
    public init(_ work: @escaping @Sendable () -> Value) {
        let result = Slot()
        self.result = result
        let store = { @Sendable in
            let value = work()
            result.value.withLock { $0 = value }
        }
        let started = ThreadStart.start(store)
        if started == nil { store() }
        thread = Mutex(started)
    }

    deinit {
        // An unread value: the thread may still run; detached, it leaves nothing behind.
        thread.withLock { thread in
            if let running = thread { pthread_detach(running) }
        }
    }

    /// The value, once the work is done; waits for it the first time.
    public var value: Value {
        // Joined under the lock: a second reader waits for the join, not only for the lock.
        thread.withLock { thread in
            if let running = thread {
                pthread_join(running, nil)
                thread = nil
            }
        }
        return result.value.withLock { $0! }
    }
}
