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

// Every decision a style makes (SPEC §1 "Sections and rows", "Grouped styles"), each an
// exhaustive switch: a new style is one case here, and the compiler asks for each of them.
// `TableGeometry` lays a table out by them, and layer 1 draws by what the geometry says.
extension TableStyle {
    /// The vertical spacing of a section: nothing but the plain bands of 28 pt (Ionic's item
    /// divider); in the grouped styles Flutter's `CupertinoListSection` numbers around bands one
    /// 13 pt line high (SPEC §1's table).
    package var spacing: SectionSpacing {
        let line = TableMetrics.lineHeight(TableMetrics.groupedHeaderFontSize)
        switch self {
        case .plain:
            let band = TableMetrics.plainHeaderHeight
            return SectionSpacing(
                leadWithHeader: 0, leadWithoutHeader: 0, header: band, headerGap: 0, rowsBottom: 0, footer: band,
                footerBottom: 0)
        case .grouped:
            let top = TableMetrics.groupedSectionTop
            return SectionSpacing(
                leadWithHeader: top, leadWithoutHeader: top, header: line, headerGap: TableMetrics.groupedHeaderGap,
                rowsBottom: TableMetrics.groupedRowsBottom, footer: line, footerBottom: 0)
        case .insetGrouped:
            return SectionSpacing(
                leadWithHeader: TableMetrics.insetGroupedHeaderTop, leadWithoutHeader: TableMetrics.insetGroupedRowsTop,
                header: line, headerGap: TableMetrics.groupedHeaderGap, rowsBottom: TableMetrics.insetGroupedRowsBottom,
                footer: line, footerBottom: TableMetrics.insetGroupedFooterBottom)
        }
    }

    /// Whether headers and footers float as the table scrolls: UIKit pins a plain table's header
    /// at the top and floats its footer at the bottom of the screen; a grouped table's "don't
    /// float when the table view scrolls" (Apple, `UITableView.Style.grouped`): they scroll with
    /// their section.
    package var bandsFloat: Bool {
        switch self {
        case .plain: true
        case .grouped, .insetGrouped: false
        }
    }

    /// Whether a header's and footer's band is filled (`secondarySystemBackground`), as a plain
    /// table's are; a grouped table's are text on its background.
    package var fillsBands: Bool {
        switch self {
        case .plain: true
        case .grouped, .insetGrouped: false
        }
    }

    /// Whether the header's text is drawn in capitals, as UIKit's grouped headers of iOS 13 and
    /// 14 are; a plain header shows its text as written.
    package var capitalizesHeaders: Bool {
        switch self {
        case .plain: false
        case .grouped, .insetGrouped: true
        }
    }

    /// The look of a header's (`.header`) or footer's text: plain, UIKit's header 17 pt semibold
    /// in the label colour (Ionic's divider) and footer 13 pt in `secondaryLabel`; grouped, both
    /// 13 pt regular in `secondaryLabel` (UIKit's `.footnote`).
    package func bandLook(_ role: TableElement.Role) -> TableElement.Look {
        switch (self, role) {
        case (.plain, .header):
            .init(size: TableMetrics.headerFontSize, semibold: true, ink: .label, trailing: false)
        case (.plain, _):
            .init(size: TableMetrics.footerFontSize, semibold: false, ink: .secondary, trailing: false)
        case (.grouped, _), (.insetGrouped, _):
            .init(size: TableMetrics.groupedHeaderFontSize, semibold: false, ink: .secondary, trailing: false)
        }
    }

    /// Whether UIKit draws empty rows below the last section (their separators, `rowHeight`
    /// apart, to the screen's bottom), as a plain table does; the grouped styles draw none.
    package var drawsEmptyRows: Bool {
        switch self {
        case .plain: true
        case .grouped, .insetGrouped: false
        }
    }

    /// Whether each section's cells stand on their own background, a rectangle under its rows in
    /// `secondarySystemGroupedBackground` (`stretchy layout`'s `section`): the grouped styles'.
    package var drawsSectionBackgrounds: Bool {
        switch self {
        case .plain: false
        case .grouped, .insetGrouped: true
        }
    }

    /// The sections' margin on each side of a `screenWidth` pt screen: `insetGrouped`'s are the
    /// system layout margins (16 pt, 20 pt from 414 pt wide screens on); the others span the
    /// screen.
    package func sectionMargin(screenWidth: Double) -> Double {
        switch self {
        case .plain, .grouped: 0
        case .insetGrouped: TableMetrics.insetGroupedMargin(width: screenWidth)
        }
    }

    /// The radius of a section's rounded corners (`insetGrouped`'s, 10 pt); nil for square ones.
    package var cornerRadius: Double? {
        switch self {
        case .plain, .grouped: nil
        case .insetGrouped: TableMetrics.insetGroupedCornerRadius
        }
    }

    /// Whether a separator crosses the screen on each section's first row's top, as `grouped`
    /// draws (with one on its last row's bottom, `lastRowSeparator`).
    package var separatorAboveSections: Bool {
        switch self {
        case .grouped: true
        case .plain, .insetGrouped: false
        }
    }

    /// The separator below a section's last row: plain, as between rows (from where the texts
    /// start to the section's right edge); `grouped`, across the screen as the one above the
    /// section; `insetGrouped`, none, its rounded edge ending the section.
    package var lastRowSeparator: RowSeparator {
        switch self {
        case .plain: .fromText
        case .grouped: .acrossScreen
        case .insetGrouped: .none
        }
    }

    /// The separator below a row.
    package enum RowSeparator: Sendable {
        /// From where the row's texts start to the section's right edge.
        case fromText
        /// Across the screen, edge to edge.
        case acrossScreen
        /// None.
        case none
    }
}
