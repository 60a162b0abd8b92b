import Wording

/// How many differing pixels an image may have and still pass (SPEC §3 `--max-diff N` or `P%`).
///
/// A percentage is kept exactly, in millionths of a percent, so that the boundary does not move
/// with floating-point rounding: `1%` of 250 125 pixels allows 2 501 (2 501.25 rounded down).
public enum DiffLimit: Sendable, Hashable, CustomStringConvertible {
    /// At most this many differing pixels (0 or more).
    case pixels(Int)
    /// At most this share of the image's pixels, in millionths of a percent (0 … 100 000 000):
    /// `1%` is `percent(millionths: 1_000_000)`.
    case percent(millionths: Int)

    /// The strictest limit: no differing pixel at all.
    public static let exact = DiffLimit.pixels(0)

    /// Reads `N` (a whole number of pixels, 0 or more) or `P%` (a decimal percentage from 0 to
    /// 100 with at most 6 decimals: `1%`, `0.25%`, `.5%`). No sign, exponent or space.
    package init(parsing text: String) throws(DiffLimitError) {
        if text.hasSuffix("%") {
            guard let millionths = Self.millionths(of: text.dropLast()), millionths <= 100_000_000 else {
                throw .notALimit(text)
            }
            self = .percent(millionths: millionths)
        } else {
            guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let count = Int(text) else {
                throw .notALimit(text)
            }
            self = .pixels(count)
        }
    }

    /// The most differing pixels allowed in an image of `totalPixels`: a percentage rounds down.
    package func allowedPixels(ofTotal totalPixels: Int) -> Int {
        switch self {
        case .pixels(let count):
            return count
        case .percent(let millionths):
            // total · millionths / 10^8 in full width; the quotient is at most the total (the
            // share is at most 100 %), so it cannot overflow.
            return 100_000_000.dividingFullWidth(totalPixels.multipliedFullWidth(by: millionths)).quotient
        }
    }

    /// `250`, `0.5%`: the text `init(parsing:)` reads back as the same limit.
    public var description: String {
        switch self {
        case .pixels(let count): return String(count)
        case .percent(let millionths): return NumberText.decimal(Double(millionths) / 1_000_000) + "%"
        }
    }

    /// `digits[.digits]` or `.digits` with at most 6 decimals, as millionths; nil otherwise.
    private static func millionths(of number: Substring) -> Int? {
        let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0], fraction = parts.count == 2 ? parts[1] : ""
        let isDigits = { (part: Substring) in part.utf8.allSatisfy { (0x30...0x39).contains($0) } }
        guard !(whole.isEmpty && fraction.isEmpty), isDigits(whole), isDigits(fraction), fraction.count <= 6,
            parts.count == 1 || !fraction.isEmpty,
            whole.count <= 3
        else { return nil }
        let padded = fraction + String(repeating: "0", count: 6 - fraction.count)
        return (Int(whole) ?? 0) * 1_000_000 + Int(padded)!
    }
}

/// Why a `--max-diff` value was refused.
package enum DiffLimitError: Error, Sendable, Equatable, CustomStringConvertible {
    case notALimit(String)

    public var description: String {
        switch self {
        case .notALimit(let text):
            return "'\(text)' is not a pixel count (0 or more) or a percentage from 0% to 100% with at most 6 decimals"
        }
    }
}
