import Dispatch

/// Lets workers that draw tickets 0, 1, 2… in order (an atomic counter) do one step each in
/// ticket order: `inTurn(ticket)` waits until every earlier ticket has had its turn.
///
/// The tickets drawn but not yet through form a run of consecutive numbers, one per worker, so
/// with one semaphore per worker, ticket t waiting on `t mod workers`, no two waiters ever share
/// a semaphore, and each one is signalled by the ticket just before its own.
final class Turnstile: Sendable {
    private let semaphores: [DispatchSemaphore]

    /// For `workers` threads, each holding at most one ticket at a time.
    init(workers: Int) {
        semaphores = (0..<max(1, workers)).map { _ in DispatchSemaphore(value: 0) }
        // Signalled rather than created at 1: libdispatch traps when a semaphore is freed
        // holding less than its initial value, as the first one does once the tickets end
        // elsewhere than on it.
        semaphores[0].signal()
    }

    /// Runs `step` once every ticket before `ticket` has had its turn. Every ticket drawn must
    /// come through here, even one whose work failed, or the tickets after it wait for ever.
    func inTurn(_ ticket: Int, _ step: () -> Void) {
        semaphores[ticket % semaphores.count].wait()
        step()
        semaphores[(ticket + 1) % semaphores.count].signal()
    }
}
