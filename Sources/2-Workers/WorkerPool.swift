import Glibc
import Synchronization

/// The process's worker threads: made when work finds none idle, then kept, each taking queued
/// jobs in order.
///
/// An idle worker spins (yielding) for `spinTime` before it sleeps, and so does a caller
/// waiting for a value (`Background.value`). In a VM a sleeping virtual CPU takes milliseconds to wake
/// (measured here: two threads of 10 ms each often took 15 ms), which is longer than a frame's
/// parallel steps; a worker that keeps its CPU busy between the steps of one command starts
/// the next at once. OpenMP runtimes spin-wait for the same reason.
final class WorkerPool: Sendable {
    static let shared = WorkerPool()

    /// How long an idle worker or a waiting caller spins before it sleeps.
    static let spinTime = Duration.milliseconds(20)
    /// More threads than this and jobs wait for one to be free.
    private static let maxWorkers = 64

    private let state = Mutex(State())
    /// Posted once per job queued; a worker sleeps on it once it has spun long enough.
    private let wakeUp = Semaphore()
    private let queued = Atomic<Int>(0)

    private struct State {
        var jobs: [@Sendable () -> Void] = []
        var idle = 0
        var workers = 0
    }

    /// Queues `job`; a worker runs it, a new one when none is idle, kept off the CPU this
    /// thread is on (`CPUAffinity`).
    func run(_ job: @escaping @Sendable () -> Void) {
        let callerCPU = CPUAffinity.current
        let startWorker = state.withLock { state in
            state.jobs.append { CPUAffinity.avoiding(callerCPU, job) }
            // Every queued job has an idle worker of its own: one never waits behind another,
            // which might be waiting for it.
            guard state.jobs.count > state.idle, state.workers < Self.maxWorkers else { return false }
            state.workers += 1
            state.idle += 1
            return true
        }
        queued.add(1, ordering: .sequentiallyConsistent)
        wakeUp.post()
        if startWorker, ThreadStart.start({ [self] in work() }) == nil {
            // No thread: the job runs here, now (and any other the queue holds).
            state.withLock { $0.workers -= 1; $0.idle -= 1 }
            while let job = take() { job() }
        }
    }

    private func take() -> (@Sendable () -> Void)? {
        state.withLock { state in
            guard !state.jobs.isEmpty else { return nil }
            queued.subtract(1, ordering: .sequentiallyConsistent)
            return state.jobs.removeFirst()
        }
    }

    private func work() {
        while true {
            if let job = take() {
                state.withLock { $0.idle -= 1 }
                job()
                state.withLock { $0.idle += 1 }
                continue
            }
            if !Self.spin(until: { queued.load(ordering: .sequentiallyConsistent) > 0 }) {
                wakeUp.wait()
            }
        }
    }

    /// Yields until `ready` holds or `spinTime` passes; whether it held.
    static func spin(until ready: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + spinTime
        while !ready() {
            if ContinuousClock.now > deadline { return ready() }
            sched_yield()
        }
        return true
    }
}
