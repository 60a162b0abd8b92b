/// When goldens are written: `STRETCHY_RECORD`, per call, a `withGoldens(record:)` scope or a
/// `.goldens(record:)` trait.
///
/// A recording run fails, so that it is never mistaken for one that checked. `failed` and `all`
/// never rewrite a golden whose content is already the same (the same pixels, the same text):
/// re-recording after an encoder change leaves the files, and git, alone.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Never write; a missing golden is a failure. What `CI` means.
    case never
    /// Write the goldens that do not exist yet; compare the others. The default.
    case missing
    /// Write the missing goldens and rewrite the ones that fail; leave the matching ones.
    case failed
    /// Rewrite every golden that is not the same, matching within the tolerance or not.
    case all

    /// The mode the environment asks for, given the one a call, scope or trait chose (`chosen`):
    /// `STRETCHY_RECORD` when set and not empty; else `never` when `CI` is set and not empty, so
    /// that CI cannot pass by recording, whatever a test says; else `chosen`, else `missing`.
    package static func from(environment: [String: String], chosen: RecordMode? = nil) throws(GoldenFailure)
        -> RecordMode
    {
        try resolve(environment: environment, chosen: chosen.map { ($0, .call) }).mode
    }

    /// The mode of a check and where it came from, in this order: `STRETCHY_RECORD`, `CI`, the
    /// call's `record:`, the innermost `withGoldens(record:)` scope, the innermost
    /// `.goldens(record:)` trait, else `missing` (SPEC §4 "Golden files").
    package static func resolve(environment: [String: String], call: RecordMode?) throws(GoldenFailure)
        -> (mode: RecordMode, source: RecordSource)
    {
        let chosen =
            call.map { ($0, RecordSource.call) } ?? GoldenScope.record.map { ($0, .scope) }
            ?? GoldenTrait.current.map { ($0, .trait) }
        return try resolve(environment: environment, chosen: chosen)
    }

    private static func resolve(environment: [String: String], chosen: (RecordMode, RecordSource)?)
        throws(GoldenFailure) -> (mode: RecordMode, source: RecordSource)
    {
        if let word = environment["STRETCHY_RECORD"], !word.isEmpty {
            guard let mode = RecordMode(rawValue: word) else {
                let modes = allCases.map(\.rawValue).joined(separator: ", ")
                throw GoldenFailure(kind: .badEnvironment, message: "STRETCHY_RECORD='\(word)' is not one of \(modes)")
            }
            return (mode, .environment)
        }
        if !environment["CI", default: ""].isEmpty { return (.never, .continuousIntegration) }
        return chosen.map { (mode: $0.0, source: $0.1) } ?? (.missing, .standard)
    }
}
