/// One section of a table (SPEC §5 `table.sections`): an optional header and footer text
/// around its rows.
package struct TableSection: Sendable, Equatable {
    /// The header's text; nil for no header (no room is taken).
    package var header: String?
    /// The footer's text; nil for no footer.
    package var footer: String?
    /// The rows, top to bottom.
    package var rows: [TableRow]

    /// A section of `rows` under `header` and over `footer`.
    package init(header: String? = nil, footer: String? = nil, rows: [TableRow]) {
        (self.header, self.footer, self.rows) = (header, footer, rows)
    }
}
