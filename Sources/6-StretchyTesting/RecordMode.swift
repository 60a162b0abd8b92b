import Codecs
import Compare
import Files
import FoundationEssentials
import Raster
import StretchyKit

/// When goldens are written (`STRETCHY_RECORD`).
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write the goldens that do not exist yet (and fail saying so); compare the others.
    case missing
    /// Rewrite every golden (and fail saying so).
    case all
    /// Never write; a missing golden is a failure.
    case never

    /// The mode the environment asks for: `STRETCHY_RECORD` when set and not empty, else
    /// `never` when `CI` is set and not empty, else `missing`.
    public static func from(environment: [String: String]) throws(GoldenFailure) -> RecordMode {
        if let word = environment["STRETCHY_RECORD"], !word.isEmpty {
            guard let mode = RecordMode(rawValue: word) else {
                throw GoldenFailure(kind: .badEnvironment, message: "STRETCHY_RECORD='\(word)' is not missing, all or never")
            }
            return mode
        }
        return environment["CI", default: ""].isEmpty ? .missing : .never
    }
}
