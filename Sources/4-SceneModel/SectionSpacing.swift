/// The vertical spacing of a section in each `table.style` (SPEC §1 "Sections and rows",
/// "Grouped styles"), in points: what comes above its header, the header's band, the gap to the
/// rows, what comes below the rows, the footer's band and what comes below it. A band is the
/// label's frame; a missing header or footer takes no band and no gap of its own.
package struct SectionSpacing: Sendable, Equatable {
    /// Above the section, with and without a header.
    package let leadWithHeader: Double, leadWithoutHeader: Double
    /// The header's band and the gap below it.
    package let header: Double, headerGap: Double
    /// Below the last row.
    package let rowsBottom: Double
    /// The footer's band and the gap below it.
    package let footer: Double, footerBottom: Double

    /// The spacing of `style`'s sections.
    package init(_ style: TableStyle) {
        let line = TableMetrics.lineHeight(TableMetrics.groupedHeaderFontSize)
        switch style {
        case .plain:
            let band = TableMetrics.plainHeaderHeight
            (leadWithHeader, leadWithoutHeader, header, headerGap) = (0, 0, band, 0)
            (rowsBottom, footer, footerBottom) = (0, band, 0)
        case .grouped:
            let top = TableMetrics.groupedSectionTop
            (leadWithHeader, leadWithoutHeader, header, headerGap) = (top, top, line, TableMetrics.groupedHeaderGap)
            (rowsBottom, footer, footerBottom) = (TableMetrics.groupedRowsBottom, line, 0)
        case .insetGrouped:
            (leadWithHeader, leadWithoutHeader) = (TableMetrics.insetGroupedHeaderTop, TableMetrics.insetGroupedRowsTop)
            (header, headerGap) = (line, TableMetrics.groupedHeaderGap)
            (rowsBottom, footer) = (TableMetrics.insetGroupedRowsBottom, line)
            footerBottom = TableMetrics.insetGroupedFooterBottom
        }
    }
}
