/// How the table draws its sections (SPEC §1 "Grouped styles", §5 `table.style`):
/// `UITableView.Style`'s three styles.
package enum TableStyle: String, Sendable, CaseIterable {
    /// Edge to edge, headers pinned as the table scrolls (the seed's table).
    case plain
    /// Sections as bands of cells across the screen on the grouped background, apart, with
    /// headers and footers in small text that scroll with them.
    case grouped
    /// As `grouped`, each section's cells inset from the screen's sides with rounded corners
    /// (iOS 13+).
    case insetGrouped
}
