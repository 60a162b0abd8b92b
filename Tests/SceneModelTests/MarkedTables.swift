/// Generated parts of a document between two marker lines, `<!-- NAME:begin FORM -->` and
/// `<!-- NAME:end -->`, replaced whole: how `make docs` writes the key and device tables.
enum MarkedTables {
    /// `text` with the lines between each `begin FORM -->` marker and the next `end` marker
    /// replaced by `table(FORM)`; nil when a marker is broken (no end, or a form `table` does
    /// not know).
    static func replacing(in text: String, begin: String, end: String, table: (String) -> [String]?) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix(begin) else {
                index += 1
                continue
            }
            let name = String(lines[index].dropFirst(begin.count).replacing(" -->", with: ""))
            guard let made = table(name), let last = lines[index...].firstIndex(of: end) else { return nil }
            lines.replaceSubrange((index + 1)..<last, with: made)
            index += made.count + 2
        }
        return lines.joined(separator: "\n")
    }
}
