import CShim
import Foundation
import Glibc
import Synchronization
import Testing

@testable import Workers

@Suite struct BackgroundTests {
    @Test func theValueIsWhatTheWorkReturned() {
        let square = Background { (1...1000).reduce(0) { $0 + $1 * $1 } }
        #expect(square.value == 333_833_500)
        #expect(square.value == 333_833_500, "read again, the same value")
    }

    @Test func theWorkRunsOnAnotherThreadBeforeTheValueIsRead() {
        // The work waits for this thread's signal: were it run only when `value` is read, on this
        // thread, after the signal, it would still finish; so the test checks the order instead.
        let events = Mutex<[String]>([])
        let gate = Mutex(false)
        let work = Background {
            events.withLock { $0.append("work started") }
            while !gate.withLock({ $0 }) {}
            return 7
        }
        while events.withLock({ $0.isEmpty }) {}
        events.withLock { $0.append("caller saw it start") }
        gate.withLock { $0 = true }
        #expect(work.value == 7)
        #expect(events.withLock { $0 } == ["work started", "caller saw it start"])
    }

    @Test func manyReadersGetTheSameValue() {
        let shared = Background { [Int](0..<100) }
        Parallel.run(8, width: 4) { _ in #expect(shared.value == Array(0..<100)) }
    }

    /// What a `Background`'s work made, counted when it is made and when it is freed.
    final class Made: Sendable {
        final class Counts: Sendable {
            let made = Atomic<Int>(0), freed = Atomic<Int>(0)
        }
        let counts: Counts
        let bytes = [UInt8](repeating: 1, count: 1000)

        init(_ counts: Counts) {
            self.counts = counts
            counts.made.add(1, ordering: .sequentiallyConsistent)
        }

        deinit { counts.freed.add(1, ordering: .sequentiallyConsistent) }
    }

    /// Dropping a `Background` before reading it leaves the worker to finish the work and free
    /// what it made: each of 20 dropped values is made once and freed once. The test waits for
    /// the frees to be counted (a leak would keep it waiting, until the time limit fails it).
    @Test(.timeLimit(.minutes(1))) func anUnreadValueIsDroppedSafely() {
        let counts = Made.Counts()
        for _ in 0..<20 { _ = Background { Made(counts) } }
        while counts.freed.load(ordering: .sequentiallyConsistent) < 20 && !Task.isCancelled { usleep(1000) }
        #expect(counts.made.load(ordering: .sequentiallyConsistent) == 20)
        #expect(counts.freed.load(ordering: .sequentiallyConsistent) == 20)
    }
}

@Suite struct OnceTests {
    @Test func theWorkRunsOnceWhoeverComesFirst() {
        let runs = Atomic<Int>(0)
        let once = Once { runs.add(1, ordering: .sequentiallyConsistent).newValue }
        Parallel.run(16, width: 4) { index in
            if index % 2 == 0 { once.offer() } else { #expect(once.value == 1) }
        }
        #expect(once.value == 1)
        #expect(runs.load(ordering: .sequentiallyConsistent) == 1)
    }

    @Test func aValueNobodyTookIsMadeByItsReader() {
        let reader = pthread_self()
        let once = Once { pthread_equal(pthread_self(), reader) != 0 }
        #expect(once.value, "made on the reading thread")
        once.offer()
        #expect(once.value, "offered after it was made: not made again")
    }

    @Test func aReaderWaitsForTheThreadDoingTheWork() {
        let started = Atomic<Bool>(false), gate = Atomic<Bool>(false), runs = Atomic<Int>(0)
        let once = Once { () -> Int in
            runs.add(1, ordering: .sequentiallyConsistent)
            started.store(true, ordering: .sequentiallyConsistent)
            while !gate.load(ordering: .sequentiallyConsistent) {}
            return 42
        }
        let worker = Background { once.offer() }
        while !started.load(ordering: .sequentiallyConsistent) {}
        // The work is taken: reading the value now waits for it (the gate opens meanwhile).
        let opener = Background { gate.store(true, ordering: .sequentiallyConsistent) }
        #expect(once.value == 42)
        opener.value
        worker.value
        #expect(runs.load(ordering: .sequentiallyConsistent) == 1)
    }
}

@Suite struct ParallelTests {
    @Test(arguments: [1, 2, 3, 8]) func everyTaskRunsOnce(width: Int) {
        let runs = Mutex([Int](repeating: 0, count: 37))
        Parallel.run(37, width: width) { index in runs.withLock { $0[index] += 1 } }
        #expect(runs.withLock { $0 } == [Int](repeating: 1, count: 37))
    }

    @Test func noTasksIsNothing() {
        Parallel.run(0, width: 4) { _ in Issue.record("no task should run") }
    }

    @Test func widthOneRunsInOrderHere() {
        let order = Mutex<[Int]>([])
        Parallel.run(5, width: 1) { index in order.withLock { $0.append(index) } }
        #expect(order.withLock { $0 } == [0, 1, 2, 3, 4])
    }

    @Test func twoTasksOfWidthTwoOverlap() {
        // Each task waits until the other has started: only two threads at once can finish.
        let started = Atomic<Int>(0)
        Parallel.run(2, width: 2) { _ in
            started.add(1, ordering: .sequentiallyConsistent)
            while started.load(ordering: .sequentiallyConsistent) < 2 {}
        }
        #expect(started.load(ordering: .sequentiallyConsistent) == 2)
    }
}

@Suite struct CPUAffinityTests {
    /// Kept off a CPU for the body, and free to use it again after.
    @Test func aThreadAvoidsTheCPUForTheBodyOnly() throws {
        guard let cpu = CPUAffinity.current, ProcessInfo.processInfo.activeProcessorCount > 1 else { return }
        var inside: Int32?
        CPUAffinity.avoiding(cpu) { inside = CPUAffinity.current }
        #expect(inside != nil && inside != cpu)
        var saved = StretchyCPUSet()
        // Taking the CPU out again only succeeds if it was given back.
        #expect(stretchy_thread_avoid_cpu(cpu, &saved) == 1)
        stretchy_thread_set_cpus(&saved)
    }
}
