/// Text inside HTML and XML documents (the HTML and JUnit reports).
enum Markup {
    /// Text for an element or a quoted attribute of HTML or XML: the five special characters as
    /// entities, and the characters XML 1.0 cannot hold at all (controls but tab, line feed and
    /// carriage return; U+FFFE, U+FFFF) as U+FFFD. Tab and line breaks are character references,
    /// so an attribute keeps them.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out += "&#\(scalar.value);"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out.unicodeScalars.append("\u{FFFD}")
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
