/// The changed lines between two texts, as a unified diff without context: what a failing
/// `.json` golden prints.
enum LineDiff {
    /// `@@ -a,n +b,m @@` hunks of `-old` and `+new` lines; empty when the texts are equal.
    /// A longest-common-subsequence diff: goldens are small texts.
    static func text(from old: String, to new: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // common[i][j]: the longest common subsequence of a[i...] and b[j...].
        var common = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var out: [String] = []
        var hunk: (oldStart: Int, newStart: Int, lines: [String])?
        func close() {
            guard let h = hunk else { return }
            let removed = h.lines.filter { $0.hasPrefix("-") }.count
            out.append("@@ -\(h.oldStart + 1),\(removed) +\(h.newStart + 1),\(h.lines.count - removed) @@")
            out += h.lines
            hunk = nil
        }
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count && j < b.count && a[i] == b[j] {
                close()
                i += 1
                j += 1
            } else if i < a.count && (j == b.count || common[i + 1][j] >= common[i][j + 1]) {
                if hunk == nil { hunk = (i, j, []) }
                hunk!.lines.append("-" + a[i])
                i += 1
            } else {
                if hunk == nil { hunk = (i, j, []) }
                hunk!.lines.append("+" + b[j])
                j += 1
            }
        }
        close()
        return out.joined(separator: "\n")
    }
}
