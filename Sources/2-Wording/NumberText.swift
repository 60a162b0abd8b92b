/// Decimal text for numbers, locale-free, that never traps, whatever the value.
package enum NumberText {
    /// At most `maxDecimals` decimals, trailing zeros dropped, integers bare, −0 as `0`:
    /// `-130`, `0.514706`. Non-finite values are `nan`, `inf` and `-inf`.
    /// From 9·10^15 on (scaled), where a `Double` has no exact decimals left, the whole number is
    /// written; past 2^63 the shortest text.
    package static func decimal(_ value: Double, maxDecimals: Int = 6) -> String {
        if let digits = scaledDigits(value, decimals: maxDecimals), digits.magnitude < 9_000_000_000_000_000 {
            guard digits.magnitude != 0 else { return "0" }
            var text = insertPoint(digits.magnitude, decimals: maxDecimals)
            if text.contains(".") {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            return (digits.negative ? "-" : "") + text
        }
        guard let whole = scaledDigits(value, decimals: 0) else { return shortest(value) }
        return (whole.negative ? "-" : "") + String(whole.magnitude)
    }

    /// Exactly `decimals` decimals, rounded half away from zero: `-245.3`, `0.03`; a value that
    /// rounds to zero has no sign (`0.00`).
    package static func fixed(_ value: Double, decimals: Int) -> String {
        guard let digits = scaledDigits(value, decimals: decimals) else { return shortest(value) }
        let sign = digits.negative && digits.magnitude != 0 ? "-" : ""
        return sign + insertPoint(digits.magnitude, decimals: decimals)
    }

    /// The shortest text that reads back as the same `Double`: `-200`, `0.6`, `1e-07`, `1e+20`;
    /// `0` for both zeros.
    package static func shortest(_ value: Double) -> String {
        if value == 0 { return "0" }
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// |value|·10^decimals rounded to a whole number, with the sign; nil when that is not finite
    /// or too large for exact integer digits (past 2^63, where `Int64` would trap).
    private static func scaledDigits(_ value: Double, decimals: Int) -> (negative: Bool, magnitude: UInt64)? {
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        let scaled = (value.magnitude * factor).rounded()
        guard scaled.isFinite, let magnitude = UInt64(exactly: scaled), magnitude <= UInt64(Int64.max) else {
            return nil
        }
        return (value < 0, magnitude)
    }

    /// `magnitude` with a decimal point `decimals` digits from the right (`1234`, 2 → `12.34`).
    private static func insertPoint(_ magnitude: UInt64, decimals: Int) -> String {
        var digits = String(magnitude)
        guard decimals > 0 else { return digits }
        if digits.count <= decimals {
            digits = String(repeating: "0", count: decimals - digits.count + 1) + digits
        }
        let split = digits.index(digits.endIndex, offsetBy: -decimals)
        return digits[..<split] + "." + digits[split...]
    }
}
