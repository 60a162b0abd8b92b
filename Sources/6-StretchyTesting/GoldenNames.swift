import Synchronization

/// The default names of goldens: the test function's name and a counter of the unnamed goldens
/// it has checked, as swift-snapshot-testing numbers unnamed snapshots.
enum GoldenNames {
    /// The unnamed goldens checked so far, by test file and function.
    final class Counter: Sendable {
        private let counts = Mutex<[String: Int]>([:])

        /// 1 for the first call with `key`, then 2, 3, …
        func next(_ key: String) -> Int {
            counts.withLock { counts in
                counts[key, default: 0] += 1
                return counts[key]!
            }
        }
    }

    /// The running test's counter: a fresh one for every test, and every case of a parameterised
    /// test, in the scope of a `.goldens` trait (`GoldenTrait.provideScope`), so a test that runs
    /// again in the same process names its goldens as it did the first time.
    @TaskLocal static var current: Counter?

    /// The counter of checks made outside any `.goldens` trait (an XCTest, a Swift Testing test
    /// without the trait), which lasts as long as the process: nothing tells it when such a test
    /// starts again. A test that may run twice in one process takes the trait, or names its goldens.
    private static let unscoped = Counter()

    /// `<test>.<n>`: `scrollAnimation()` gives `scrollAnimation.1`, then `scrollAnimation.2`.
    /// Calls from the same function of the same file count on; a parameterised test should name
    /// its goldens, since its cases may run in any order (under the trait each case counts from
    /// 1, and the names of two cases collide).
    static func next(file: String, function: String) -> String {
        let test = testName(function)
        return "\(test).\((current ?? unscoped).next(file + "\u{0}" + test))"
    }

    /// The function's base name, characters unsafe in a file name as `-`:
    /// `frame(name:offset:)` is `frame`, `test_a b()` is `test_a-b`.
    static func testName(_ function: String) -> String {
        let base = function.prefix { $0 != "(" }
        let safe = String(base.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "-" })
        return safe.isEmpty ? "golden" : safe
    }
}
