/// The command that accepts some of a comparison's failures (SPEC §3 `--accept`), as a failing
/// run prints it and its report shows it per group of one cause: the run's own command line, its
/// `--accept` options left out, and `--accept PATTERN` for the pairs meant, each word quoted for a
/// POSIX shell. The run's own words, not ones rebuilt from its settings: the same options judge
/// the same way (a `--mask` or `--ignore-status-bar` included), so it accepts exactly what the
/// run found.
package struct AcceptCommand: Sendable, Equatable {
    /// The run's command line without its `--accept` options, program name first.
    package let words: [String]

    /// The command line `arguments` (program name first) without its `--accept P` and
    /// `--accept=P` options.
    package init(arguments: [String]) {
        var words: [String] = []
        var skip = false
        for word in arguments {
            if skip {
                skip = false
            } else if word == "--accept" {
                skip = true
            } else if !word.hasPrefix("--accept=") {
                words.append(word)
            }
        }
        self.words = words
    }

    /// The command that accepts the pairs `patterns` match, quoted for a shell.
    package func text(accepting patterns: [String]) -> String {
        (words + patterns.flatMap { ["--accept", $0] }).map(Self.quoted).joined(separator: " ")
    }

    /// The command that accepts exactly `names` among the pairs that differ, `failing` (relative
    /// paths, as `FolderComparison` names them): `*` when they are all of them; else their longest
    /// common start and `*` when that matches no other; else each name, escaped for fnmatch(3).
    package func text(accepting names: [String], among failing: [String]) -> String {
        text(accepting: Self.patterns(for: names, among: failing))
    }

    /// The patterns of `text(accepting:among:)`.
    static func patterns(for names: [String], among failing: [String]) -> [String] {
        let chosen = Set(names)
        if Set(failing) == chosen { return ["*"] }
        guard let first = names.first else { return [] }
        let prefix = names.dropFirst().reduce(Substring(first)) { common, name in
            common.prefix(zip(common, name).prefix { $0 == $1 }.count)
        }
        let pattern = escaped(String(prefix)) + "*"
        if !prefix.isEmpty, failing.allSatisfy({ GoldenAcceptance.matches($0, pattern) == chosen.contains($0) }) {
            return [pattern]
        }
        return names.map(escaped)
    }

    /// `name` as an fnmatch(3) pattern that matches only it: `*`, `?`, `[` and `\` escaped.
    static func escaped(_ name: String) -> String {
        var out = ""
        for character in name {
            if "*?[\\".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// `word` as a POSIX shell reads it back: as it is when it holds only characters no shell
    /// treats specially, else in single quotes (a `'` as `'\''`).
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "/", ",", ":", "=", "+", "%", "@": true
                default: false
                }
            }
        return plain ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
