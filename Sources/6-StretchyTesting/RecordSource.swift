/// Where a check's record mode came from, which its messages name: a run that records says
/// why, so that a mode set far from the call (a suite's trait, a scope, the environment) is
/// found at once.
package enum RecordSource: Sendable, Equatable, CustomStringConvertible {
    /// `STRETCHY_RECORD`, set and not empty.
    case environment
    /// `CI`, set and not empty (and `STRETCHY_RECORD` not): `never`.
    case continuousIntegration
    /// The call's `record:` argument, or its `GoldenSettings.record`.
    case call
    /// The innermost `withGoldens(record:)` around the check.
    case scope
    /// The innermost `.goldens(record:)` trait of the running test or its suites.
    case trait
    /// Nothing chose a mode: `missing`.
    case standard

    /// `from STRETCHY_RECORD`, `since CI is set`, `from the call's record:`, `from
    /// withGoldens(record:)`, `from a .goldens(record:) trait`, `the default`.
    package var description: String {
        switch self {
        case .environment: "from STRETCHY_RECORD"
        case .continuousIntegration: "since CI is set"
        case .call: "from the call's record:"
        case .scope: "from withGoldens(record:)"
        case .trait: "from a .goldens(record:) trait"
        case .standard: "the default"
        }
    }
}
