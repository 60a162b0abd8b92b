/// How a row lays out its text and detail (SPEC §1 "Sections and rows", §5 `table.sections`):
/// `UITableViewCell.CellStyle`'s four styles.
package enum CellStyle: String, Sendable, CaseIterable {
    /// The text alone, at the leading edge (the seed's cells).
    case `default`
    /// The text with the detail on a smaller line below it.
    case subtitle
    /// The text at the leading edge, the detail in the secondary colour at the trailing edge.
    case value1
    /// The text in the tint colour, trailing-aligned in a narrow column, the detail after it.
    case value2
}
