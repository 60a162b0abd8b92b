/// What a label's text may hold (SPEC §5 `title.text`, `table.text`, `--title`): a label is one
/// line, and a control character — a new line included — would only be drawn as a box; and at
/// most `SceneLimits.labelLength` characters.
package enum LabelText {
    /// Why `text` cannot be a label's text: too long, or naming its first control character;
    /// nil when it can.
    package static func problem(_ text: String) -> String? {
        if let tooLong = SceneLimits.lengthProblem(text, maxLength: SceneLimits.labelLength) { return tooLong }
        guard let control = text.unicodeScalars.first(where: isControl) else { return nil }
        let digits = String(control.value, radix: 16, uppercase: true)
        let name = "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        return "must be one line without control characters, not text with \(name)"
    }

    /// General category Cc: the 65 code points U+0000–U+001F and U+007F–U+009F, a set Unicode's
    /// stability policy fixes. Compared by value, as looking the property up cost 1 % of
    /// rendering 10,000 rows.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
