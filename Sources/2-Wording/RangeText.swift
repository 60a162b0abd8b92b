/// The one wording of an allowed range and of a value outside it, for every message that
/// refuses a number: `241 is out of range (1…240)`. Bounds go through `NumberText`, so a
/// Double bound reads `100000`, never `100000.0`.
package enum RangeText {
    /// `LOW…HIGH`: `-100000…100000`, `0.5…2`.
    package static func closed(_ range: ClosedRange<Double>) -> String {
        "\(NumberText.decimal(range.lowerBound))…\(NumberText.decimal(range.upperBound))"
    }

    /// `LOW…HIGH`: `1…240`.
    package static func closed(_ range: ClosedRange<Int>) -> String {
        "\(range.lowerBound)…\(range.upperBound)"
    }

    /// `VALUE is out of range (ALLOWED)`, the value as it was given (or as `NumberText` writes it).
    package static func outOfRange(_ value: String, allowed: String) -> String {
        "\(value) is out of range (\(allowed))"
    }
}
