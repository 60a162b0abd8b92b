import Wording

/// Why an option's text was refused, worded to follow `option '--NAME': `, e.g.
/// `'abc' is not a finite number`.

public struct InvalidValue: Error, Sendable {
    public let reason: String

    public init(_ reason: String) {
        self.reason = reason
    }

    /// `TEXT is out of range (ALLOWED)`: the one wording of every range error (`RangeText`).
    public static func outOfRange(_ text: String, allowed: String) -> InvalidValue {
        InvalidValue(RangeText.outOfRange(text, allowed: allowed))
    }
}
