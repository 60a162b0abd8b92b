/// A user's text as a message echoes it: whole when short, else its start and `…`. A key or a
/// value of a scene file, a motion step or an option may be megabytes long, and a message that
/// repeated it whole would bury the one line that says what is wrong.
///
/// A path is another matter: the file it names is what the message exists to give, and a CI
/// workspace's path is easily 150 characters. A path is echoed whole up to the longest the kernel
/// takes (`PATH_MAX`); a longer one names no file (the kernel refuses it), and keeps its end, where
/// a name is, never cut to its start.
package enum Excerpt {
    /// The most Unicode scalars a message echoes of one text, the `…` included.
    package static let maxLength = 100

    /// The longest path echoed whole, in UTF-8 bytes: Linux's `PATH_MAX` (4096) less its NUL, the
    /// longest path a system call takes.
    package static let maxPathBytes = 4095

    /// How much of a longer path's end is echoed, in Unicode scalars after the `…`: `NAME_MAX`, the
    /// longest file name, so its last component is always whole.
    package static let pathEndLength = 255

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

    /// `path` whole when it has at most `maxPathBytes` UTF-8 bytes; else `…` and its last
    /// `pathEndLength` scalars (a path that long names no file, but its end still says which).
    package static func path(_ path: String) -> String {
        guard path.utf8.count > maxPathBytes else { return path }
        let scalars = path.unicodeScalars
        let start =
            scalars.index(scalars.endIndex, offsetBy: -pathEndLength, limitedBy: scalars.startIndex)
            ?? scalars.startIndex
        return "\u{2026}" + String(scalars[start...])
    }

    /// `path` as every message names a file or folder, in single quotes: `'out/x.png'`, whole
    /// (`path(_:)`).
    package static func quoted(_ path: String) -> String {
        "'" + Self.path(path) + "'"
    }
}
