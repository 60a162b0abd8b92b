import Wording

/// Why an option's text was refused, worded to follow `option '--NAME': `, e.g.
/// `'abc' is not a finite number`.

package struct InvalidValue: Error, Sendable {
    package let reason: String

    package init(_ reason: String) {
        self.reason = reason
    }

    /// `TEXT is out of range (ALLOWED)`: the one wording of every range error (`RangeText`).
    package static func outOfRange(_ text: String, allowed: String) -> InvalidValue {
        InvalidValue(RangeText.outOfRange(Excerpt.shortened(text), allowed: allowed))
    }

    /// An option's text as a reason quotes it, `'TEXT'`, shortened as every echoed value is
    /// (`Excerpt`): a command line may carry a value of megabytes.
    package static func quoted(_ text: String) -> String { "'\(Excerpt.shortened(text))'" }
}
