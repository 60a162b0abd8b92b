import Testing

/// A Swift Testing trait that sets the record mode of every golden checked in a test or, on a
/// suite, in all its tests: `@Suite(.goldens(record: .failed))`. A call's own `record` and a
/// `withGoldens(record:)` scope win; `STRETCHY_RECORD` and `CI` win over all (`RecordMode.resolve`).
///
/// It also gives each test (each case of a parameterised test) a counter of its own for the
/// names of unnamed goldens, `<test>.1`, `<test>.2`, …, started afresh whenever the test runs,
/// as swift-snapshot-testing resets its counter per test: a test run twice in one process
/// checks the same goldens both times.
public struct GoldenTrait: SuiteTrait, TestTrait, TestScoping {
    /// The mode the trait sets.
    public let record: RecordMode

    /// Applies to the tests of a suite too.
    public var isRecursive: Bool { true }

    /// The mode of the innermost trait around the running test; nil outside one.
    @TaskLocal package static var current: RecordMode?

    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await Self.$current.withValue(record) {
            try await GoldenNames.$current.withValue(GoldenNames.Counter()) { try await function() }
        }
    }
}

extension Trait where Self == GoldenTrait {
    /// Goldens in this test or suite are recorded as `record` says (unless `STRETCHY_RECORD`
    /// or `CI` is set).
    public static func goldens(record: RecordMode) -> GoldenTrait { GoldenTrait(record: record) }
}
