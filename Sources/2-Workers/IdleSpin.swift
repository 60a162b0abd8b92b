import Synchronization

/// How long an idle worker, and a thread waiting for a worker's value, spin (yielding) before
/// they sleep: none unless a program asks for it.
///
/// Spinning is a command's choice, not a library's. `stretchy` spins 20 ms: in a VM a sleeping
/// virtual CPU takes milliseconds to wake, longer than a frame's parallel steps, and a command
/// that exits right after its frame costs nothing by keeping its CPU busy meanwhile. A library
/// client (StretchyKit in a test runner or an app) gets threads that sleep when idle.
package enum IdleSpin {
    private static let nanoseconds = Atomic<Int64>(0)

    /// Starts a worker now, unless there is one, that spins for `duration` waiting for work
    /// (`WorkerPool.prestart`): for a command that will soon hand work to it.
    package static func startWorker() {
        WorkerPool.shared.prestart()
    }

    /// The time spun before sleeping; zero (the default) sleeps at once.
    package static var duration: Duration {
        get { .nanoseconds(nanoseconds.load(ordering: .relaxed)) }
        set {
            let (seconds, attoseconds) = newValue.components
            nanoseconds.store(max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000), ordering: .relaxed)
        }
    }
}
