/// Control characters made visible. A file name may hold any byte but `/` and NUL: printed raw, a
/// new line splits a one-line message in two and an ESC drives the terminal. Every message that
/// names a path, or quotes a library, goes out through `escaped` (the CLI's `printError`).
package enum ControlCharacters {
    /// `text` with each control character (C0, DEL, C1) written as an escape: `\n`, `\r`, `\t`, or
    /// `\xNN` (`bad\nname`, `\x1b[31m`); everything else as it is.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += escape(UInt8(scalar.value))
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// One byte's escape, as messages and `NameText` both write it: `\n`, `\r`, `\t`, else
    /// `\xNN` with two lower-case hex digits.
    static func escape(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\n"): return "\\n"
        case UInt8(ascii: "\r"): return "\\r"
        case UInt8(ascii: "\t"): return "\\t"
        default:
            let hex = String(byte, radix: 16)
            return "\\x" + (hex.count < 2 ? "0" : "") + hex
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
