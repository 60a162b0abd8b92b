/// A user's text as a message echoes it: whole when short, else its start and `…`. A key or a
/// value of a scene file, a motion step or an option may be megabytes long, and a message that
/// repeated it whole would bury the one line that says what is wrong.
package enum Excerpt {
    /// The most Unicode scalars a message echoes of one text, the `…` included.
    package static let maxLength = 100

    /// `text` when it has at most `maxLength` Unicode scalars; else its first `maxLength − 1`
    /// and `…`. Scalars, not characters: one character may hold any number of combining marks,
    /// and this costs at most `maxLength` steps whatever the text's length.
    package static func shortened(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: maxLength, limitedBy: scalars.endIndex),
            end != scalars.endIndex
        else { return text }
        return String(scalars[..<scalars.index(before: end)]) + "\u{2026}"
    }

    /// `text` shortened and in single quotes, as every message names a path or value: `'out/x.png'`.
    package static func quoted(_ text: String) -> String {
        "'" + shortened(text) + "'"
    }
}
