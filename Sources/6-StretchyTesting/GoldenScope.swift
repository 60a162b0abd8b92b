/// A record mode for every golden checked inside a closure, wherever the checks are: the
/// task-local value `withGoldens(record:_:)` sets, as swift-snapshot-testing's
/// `withSnapshotTesting(record:)`. A call's own `record:` wins over it, and it wins over a
/// `.goldens(record:)` trait; `STRETCHY_RECORD` and `CI` win over all (`RecordMode.resolve`).
package enum GoldenScope {
    /// The mode of the innermost `withGoldens(record:)` around the running code; nil outside one.
    @TaskLocal package static var record: RecordMode?
}

/// Runs `body` with every golden checked in it recorded as `record` says (unless a call says
/// otherwise, or `STRETCHY_RECORD` or `CI` is set): `withGoldens(record: .failed) { … }`.
public func withGoldens<Result>(record: RecordMode, _ body: () throws -> Result) rethrows -> Result {
    try GoldenScope.$record.withValue(record, operation: body)
}

/// `withGoldens(record:_:)` around asynchronous code.
public func withGoldens<Result>(
    record: RecordMode, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
) async rethrows -> Result {
    try await GoldenScope.$record.withValue(record, operation: body, isolation: isolation)
}
