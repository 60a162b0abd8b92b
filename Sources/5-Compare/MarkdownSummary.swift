import Wording

/// A comparison as a short Markdown summary for a CI job's page (SPEC §3 `--summary FILE.md`, §4
/// "Markdown summary"): GitHub shows what a step appends to `$GITHUB_STEP_SUMMARY` on the job's
/// page, where a reviewer looks first. The verdict and the counts (the numbers of `--json`), the
/// groups of one cause (`CauseGroups`, as the HTML report forms them), the pairs with the most
/// differing pixels, where the report is, and the command that accepts.
///
/// Rejected: the whole list of pairs (a summary of 10 000 frames would be the report again, and
/// GitHub cuts a step's summary at 1 MiB).
package enum MarkdownSummary {
    /// The most pairs listed as the worst.
    package static let worstCount = 10

    /// The summary of `comparison`; `reportPage` names the HTML report's page, `acceptCommand`
    /// the command whose `--accept '*'` it shows.
    package static func text(
        for comparison: FolderComparison, reportPage: String? = nil, acceptCommand: AcceptCommand? = nil
    ) -> String {
        let verdict =
            switch comparison.status {
            case .match: "match"
            case .different: "different"
            case .failed: "failed"
            }
        let total = comparison.files.count + comparison.onlyInExpected.count + comparison.onlyInActual.count
        let within = comparison.files.filter { $0.status == .match && !$0.result.identical }.count
        let identical = comparison.files.filter { $0.result.identical && $0.status == .match }.count
        var lines = [
            "## stretchy compare: \(verdict)", "",
            "`\(code(comparison.expectedFolder))` (expected) against `\(code(comparison.actualFolder))` (actual): "
                + "\(comparison.differentFiles) of \(total) \(total == 1 ? "file" : "files") "
                + "\(comparison.differentFiles == 1 ? "differs" : "differ").", "",
            "| files | count |", "|---|---:|",
            "| different | \(comparison.files.filter { $0.status == .different }.count) |",
            "| only in expected | \(comparison.onlyInExpected.count) |",
            "| only in actual | \(comparison.onlyInActual.count) |",
            "| could not be compared | \(comparison.errorFiles) |",
            "| within the tolerance | \(within) |",
            "| identical | \(identical) |",
        ]
        let failing = comparison.files.filter { $0.status == .different }
        let bounded = failing.compactMap { file in file.result.diffBounds.map { (file.name, $0) } }
        let causes = CauseGroups(bounded.map(\.1))
        if !causes.groups.isEmpty {
            lines += ["", "### Same cause", ""]
            lines += causes.groups.map { group in
                let names = group.members.map { bounded[$0].0 }
                let bounds = group.bounds
                return "- \(names.count) failures at x \(bounds.x), y \(bounds.y), \(bounds.width) × \(bounds.height): "
                    + "`\(code(names[0]))` … `\(code(names[names.count - 1]))`"
            }
        }
        // The most differing pixels first; pairs equal in that in their (byte-wise) order.
        let worst = failing.enumerated().sorted { a, b in
            (-a.element.result.differentPixels, a.offset) < (-b.element.result.differentPixels, b.offset)
        }.prefix(worstCount).map(\.element)
        if !worst.isEmpty {
            lines += ["", "### Most different", "", "| file | result |", "|---|---|"]
            lines += worst.map { "| `\(code($0.name))` | \(cell($0.result.summary(allowedBy: comparison.settings))) |" }
        }
        if let reportPage { lines += ["", "Report: `\(code(reportPage))`"] }
        if let acceptCommand, !failing.isEmpty, comparison.status == .different {
            lines += [
                "", "To accept every pair that differs:", "", "```sh", acceptCommand.text(accepting: ["*"]), "```",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` inside a Markdown code span: a backtick would end it, so it becomes `'`.
    private static func code(_ text: String) -> String {
        String(text.map { $0 == "`" ? "'" : $0 })
    }

    /// `text` in a table cell: `|` would end it.
    private static func cell(_ text: String) -> String {
        text.replacing("|", with: "\\|")
    }
}
