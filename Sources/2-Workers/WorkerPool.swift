import Glibc
import Synchronization

/// The process's worker threads: made when work finds none idle, then kept, each taking queued
/// jobs in order.
///
/// An idle worker spins (yielding) for `IdleSpin.duration` before it sleeps, and so does a
/// caller waiting for a value (`Once.value`, running queued jobs meanwhile). In a VM a sleeping
/// virtual CPU takes milliseconds to wake (measured here: two threads of 10 ms each often took
/// 15 ms), which is longer than a frame's parallel steps; a worker that keeps its CPU busy
/// between the steps of one command starts the next at once. OpenMP runtimes spin-wait for the
/// same reason. Only the `stretchy` command spins; a library's workers sleep when idle.
final class WorkerPool: Sendable {
    static let shared = WorkerPool()

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

    /// Queues `job`; a worker runs it, kept off the CPU this thread is on (`CPUAffinity`). With
    /// `startingWorkers`, a new worker is made when none is idle, so that the job never waits
    /// behind another, which might be waiting for it. Without, the job waits for a worker to be
    /// free or for a thread waiting for a value to take it (`waitHelping`); its value must be
    /// read through `Once`, so that a reader makes it if nobody has.
    func run(_ job: @escaping @Sendable () -> Void, startingWorkers: Bool = true) {
        let callerCPU = CPUAffinity.current
        let startWorker = state.withLock { state in
            state.jobs.append { CPUAffinity.avoiding(callerCPU, job) }
            guard startingWorkers, state.jobs.count > state.idle, state.workers < Self.maxWorkers else { return false }
            state.workers += 1
            state.idle += 1
            return true
        }
        queued.add(1, ordering: .sequentiallyConsistent)
        wakeUp.post()
        if startWorker, ThreadStart.start({ [self] in work() }) == nil {
            // No thread: the job runs here, now (and any other the queue holds).
            state.withLock {
                $0.workers -= 1; $0.idle -= 1
            }
            while let job = take() { job() }
        }
    }

    /// Starts a worker now unless there is one, to spin (`IdleSpin`) until work comes: a
    /// command about to hand work over has it taken at once, where the first job would wait
    /// for a thread to be made and for its CPU to wake (`frame`'s worker began 1.6–5.7 ms after
    /// its job was queued).
    func prestart() {
        let start = state.withLock { state in
            guard state.workers == 0 else { return false }
            state.workers += 1
            state.idle += 1
            return true
        }
        if start, ThreadStart.start({ [self] in work() }) == nil {
            state.withLock {
                $0.workers -= 1; $0.idle -= 1
            }
        }
    }

    private func take() -> (@Sendable () -> Void)? {
        state.withLock { state in
            guard !state.jobs.isEmpty else { return nil }
            queued.subtract(1, ordering: .sequentiallyConsistent)
            return state.jobs.removeFirst()
        }
    }

    /// Whether the calling thread is one of the workers.
    static var onWorker: Bool { pthread_getspecific(workerKey) != nil }

    private static let workerKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Waits (spinning, as `spin`) until `ready` holds, running jobs still queued meanwhile;
    /// whether it held before `IdleSpin.duration` passed.
    func waitHelping(until ready: () -> Bool) -> Bool {
        Self.spin(until: ready) {
            if let job = take() { job() } else { sched_yield() }
        }
    }

    private func work() {
        pthread_setspecific(Self.workerKey, UnsafeRawPointer(bitPattern: 1))
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

    /// Runs `step` (by default, yields) until `ready` holds or `IdleSpin.duration` passes; whether
    /// it held.
    static func spin(until ready: () -> Bool, doing step: () -> Void = { sched_yield() }) -> Bool {
        let deadline = ContinuousClock.now + IdleSpin.duration
        while !ready() {
            if ContinuousClock.now > deadline { return ready() }
            step()
        }
        return true
    }
}
