/// "Did you mean …?" for mistyped keys and option names.
package enum Suggestion {
    /// The name most like `word` (case-insensitive): of the names within 2 edits, and those
    /// that begin with the whole word (`iphone-16` → `iphone-16-pro`), the one sharing the
    /// longest prefix with it, then the one fewest edits away, then the first. A mistyped
    /// model number keeps its series: `iphone-17e` suggests `iphone-17`, not `iphone-16e`.
    /// The distance is at least the difference in length, so only names within 2 characters of
    /// the word's length are measured, and a word 16 scalars longer than the longest name, or
    /// more, is compared with none: a megabyte key costs a bounded count, not a table of a
    /// million times each name.
    package static func nearest(to word: String, among names: [String]) -> String? {
        let longest = names.map(\.unicodeScalars.count).max() ?? 0
        let scalars = word.unicodeScalars
        guard scalars.index(scalars.startIndex, offsetBy: longest + 16, limitedBy: scalars.endIndex) == nil else {
            return nil
        }
        let letters = Array(word.lowercased())
        let candidates = names.map { Array($0.lowercased()) }.enumerated().compactMap {
            (index, name) -> (index: Int, prefix: Int, edits: Int)? in
            let prefix = zip(letters, name).prefix { $0 == $1 }.count
            let edits = abs(name.count - letters.count) <= 2 ? distance(letters, name) : Int.max
            guard edits <= 2 || (prefix == letters.count && !letters.isEmpty) else { return nil }
            return (index, prefix, edits)
        }
        let best = candidates.min { a, b in
            (-a.prefix, a.edits, a.index) < (-b.prefix, b.edits, b.index)
        }
        return best.map { names[$0.index] }
    }

    /// `; did you mean 'NAME'?` for the nearest name (with `prefix` before it, e.g. `--`), or
    /// nothing: the tail every "unknown …" message of stretchy ends with.
    package static func hint(for word: String, among names: [String], prefix: String = "") -> String {
        hint(nearest(to: word, among: names).map { prefix + $0 })
    }

    /// `; did you mean 'NAME'?` for an already chosen name, or nothing for nil.
    package static func hint(_ name: String?) -> String {
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
