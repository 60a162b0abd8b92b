import Glibc
import Synchronization
import Testing

@testable import Workers

/// `Progress`: a waiter goes on once the count it waits for is made, sees what was written
/// before it was counted, and never hangs on a count nobody will make.
@Suite struct ProgressTests {
    /// Shared cells, each written once by the maker before it counts it.
    final class Cells: @unchecked Sendable {
        let values = UnsafeMutablePointer<Int>.allocate(capacity: 200)
        deinit { values.deallocate() }
    }

    @Test func aWaitForACountNotBegunGivesUpAtOnce() {
        let progress = Progress()
        #expect(!progress.wait(for: 1), "nobody is making it: the waiter may be its maker, later")
        #expect(progress.wait(for: 0), "nothing wanted is there already")
    }

    @Test func waitersGoOnAsTheCountIsMadeAndSeeWhatWasWritten() {
        let progress = Progress(), cells = Cells()
        progress.begin()
        let maker = Background {
            for index in 0..<200 {
                cells.values[index] = index * 7
                if index % 10 == 9 { usleep(200) }
                progress.advance(to: index + 1)
            }
            progress.end()
        }
        // Waiters for counts along the way, some asleep (no spin here: a library's default).
        let seen = Mutex<[Int]>([])
        Parallel.run(8, width: 4) { task in
            let wanted = 25 * (task + 1)
            #expect(progress.wait(for: wanted))
            #expect(progress.current >= wanted)
            // What was counted was written before.
            let values = (0..<wanted).map { cells.values[$0] }
            #expect(values == (0..<wanted).map { $0 * 7 })
            seen.withLock { $0.append(wanted) }
        }
        maker.value
        #expect(seen.withLock { $0.sorted() } == [25, 50, 75, 100, 125, 150, 175, 200])
    }

    @Test func anEndBelowTheCountWakesItsWaitersWithFalse() {
        let progress = Progress()
        progress.begin()
        let waiter = Background { (progress.wait(for: 10), progress.wait(for: 3)) }
        progress.advance(to: 3)
        usleep(2000)
        progress.end()
        let (short, reached) = waiter.value
        #expect(!short, "ended at 3: 10 never comes")
        #expect(reached)
        #expect(!progress.wait(for: 4), "after the end too, at once")
    }
}
