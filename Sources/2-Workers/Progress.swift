import Synchronization

/// A count that one thread raises as it makes things in order (the rows of an image), and that
/// other threads wait for, to use what is made while the rest is still being made.
///
/// The maker calls `begin()`, then `advance(to:)` after each step (its writes before it are
/// seen by a waiter that saw the count), then `end()` once nothing more will come, made whole
/// or not. A waiter that would otherwise wait for a count nobody is making gives up instead:
/// `wait(for:)` is false when the count was not begun (the maker may be the waiting thread
/// itself, later) or has ended below what it waits for. So a wait never hangs.
package final class Progress: Sendable {
    private let count = Atomic<Int>(0)
    /// 0 not begun, 1 being made, 2 ended.
    private let phase = Atomic<Int>(0)
    /// The lowest count a sleeping waiter waits for, `Int.max` when none sleeps: the maker
    /// looks at it after each step and wakes the waiters only when it has reached it.
    private let wakeAt = Atomic<Int>(Int.max)
    private let sleepers = Mutex<[(count: Int, wake: Semaphore)]>([])

    package init() {}

    /// The count made so far.
    package var current: Int { count.load(ordering: .acquiring) }

    /// The maker starts: waiters wait from now on.
    package func begin() {
        phase.store(1, ordering: .sequentiallyConsistent)
    }

    /// The maker has made `made` (never less than before); waiters for up to that go on.
    package func advance(to made: Int) {
        count.store(made, ordering: .sequentiallyConsistent)
        if made >= wakeAt.load(ordering: .sequentiallyConsistent) { wake { $0 <= made } }
    }

    /// Nothing more will be made: every waiter goes on, those for more than was made with false.
    package func end() {
        phase.store(2, ordering: .sequentiallyConsistent)
        wake { _ in true }
    }

    /// Waits until the count is at least `wanted` (spinning first, as `WorkerPool` waits); false,
    /// without waiting, when it was not begun, and false when it ended below `wanted`.
    package func wait(for wanted: Int) -> Bool {
        if reached(wanted) { return true }
        if phase.load(ordering: .sequentiallyConsistent) == 0 { return false }
        if WorkerPool.spin(until: { reached(wanted) || phase.load(ordering: .sequentiallyConsistent) == 2 }) {
            return reached(wanted)
        }
        let wake = Semaphore()
        sleepers.withLock { sleepers in
            sleepers.append((wanted, wake))
            // Just appended to: never empty.
            wakeAt.store(sleepers.map(\.count).min() ?? wanted, ordering: .sequentiallyConsistent)
        }
        // After the waiter is listed: a step made since is seen here, or its maker saw `wakeAt`.
        if !reached(wanted) && phase.load(ordering: .sequentiallyConsistent) != 2 { wake.wait() }
        sleepers.withLock { sleepers in
            sleepers.removeAll { $0.wake === wake }
            wakeAt.store(sleepers.map(\.count).min() ?? Int.max, ordering: .sequentiallyConsistent)
        }
        return reached(wanted)
    }

    private func reached(_ wanted: Int) -> Bool { count.load(ordering: .sequentiallyConsistent) >= wanted }

    /// Posts each sleeper `woken` picks once (a sleeper left listed after its post is posted
    /// again by a later step; its semaphore only counts up, which is harmless once it returns).
    private func wake(_ woken: (Int) -> Bool) {
        sleepers.withLock { sleepers in
            for sleeper in sleepers where woken(sleeper.count) { sleeper.wake.post() }
        }
    }
}
