import Synchronization

/// The default names of goldens: the test function's name and a counter per test file and
/// function, as swift-snapshot-testing numbers unnamed snapshots.
enum GoldenNames {
    private static let counters = Mutex<[String: Int]>([:])

    /// `<test>.<n>`: `scrollAnimation()` gives `scrollAnimation.1`, then `scrollAnimation.2`.
    /// Calls from the same function of the same file count on; a parameterised test should name
    /// its goldens, since its cases may run in any order.
    static func next(file: String, function: String) -> String {
        let test = testName(function)
        let n = counters.withLock { counters in
            let key = file + "\u{0}" + test
            counters[key, default: 0] += 1
            return counters[key]!
        }
        return "\(test).\(n)"
    }

    /// The function's base name, characters unsafe in a file name as `-`:
    /// `frame(name:offset:)` is `frame`, `test_a b()` is `test_a-b`.
    static func testName(_ function: String) -> String {
        let base = function.prefix { $0 != "(" }
        let safe = String(base.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "-" })
        return safe.isEmpty ? "golden" : safe
    }
}
