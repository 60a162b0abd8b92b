/// "Did you mean …?" for mistyped keys and option names.
public enum Suggestion {
    /// The name closest to `word` (case-insensitive edit distance), if within 2 edits.
    /// The distance is at least the difference in length, so only names within 2 characters of
    /// the word's length are measured, and a word 16 scalars longer than the longest name, or
    /// more, is compared with none: a megabyte key costs a bounded count, not a table of a
    /// million times each name.
    public static func nearest(to word: String, among names: [String]) -> String? {
        let longest = names.map(\.unicodeScalars.count).max() ?? 0
        let scalars = word.unicodeScalars
        guard scalars.index(scalars.startIndex, offsetBy: longest + 16, limitedBy: scalars.endIndex) == nil else {
            return nil
        }
        let letters = Array(word.lowercased())
        return names.map { Array($0.lowercased()) }.enumerated()
            .filter { abs($0.element.count - letters.count) <= 2 }
            .map { (names[$0.offset], distance(letters, $0.element)) }
            .filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }

    /// `; did you mean 'NAME'?` for the nearest name (with `prefix` before it, e.g. `--`), or
    /// nothing: the tail every "unknown …" message of stretchy ends with.
    public static func hint(for word: String, among names: [String], prefix: String = "") -> String {
        hint(nearest(to: word, among: names).map { prefix + $0 })
    }

    /// `; did you mean 'NAME'?` for an already chosen name, or nothing for nil.
    public static func hint(_ name: String?) -> String {
        name.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance, one row at a time.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var row = Array(0...b.count)
        for i in 0..<a.count {
            var diagonal = row[0]
            row[0] = i + 1
            for j in 0..<b.count {
                let above = row[j + 1]
                row[j + 1] = min(above + 1, row[j] + 1, diagonal + (a[i] == b[j] ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }
}
