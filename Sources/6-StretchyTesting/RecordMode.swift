/// When goldens are written: `STRETCHY_RECORD`, a `.goldens(record:)` trait, or per call.
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

    /// The mode the environment asks for, given the one a call or a trait chose (`chosen`):
    /// `STRETCHY_RECORD` when set and not empty; else `never` when `CI` is set and not empty, so
    /// that CI cannot pass by recording, whatever a test says; else `chosen`, else `missing`.
    public static func from(environment: [String: String], chosen: RecordMode? = nil) throws(GoldenFailure)
        -> RecordMode
    {
        if let word = environment["STRETCHY_RECORD"], !word.isEmpty {
            guard let mode = RecordMode(rawValue: word) else {
                let modes = allCases.map(\.rawValue).joined(separator: ", ")
                throw GoldenFailure(kind: .badEnvironment, message: "STRETCHY_RECORD='\(word)' is not one of \(modes)")
            }
            return mode
        }
        if !environment["CI", default: ""].isEmpty { return .never }
        return chosen ?? .missing
    }
}
