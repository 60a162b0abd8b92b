import Testing

@testable import SceneModel

/// SPEC §1 "Sections and rows" (plain) and "Grouped styles": every decision each `table.style`
/// makes, held to SPEC's words and numbers (written out here, not read from `TableMetrics`).
@Suite struct TableStyleTests {
    typealias Look = TableElement.Look

    /// What SPEC says of one style.
    struct Said: Sendable, CustomTestStringConvertible {
        let style: TableStyle
        /// Above a section with a header and without, the header's band and its gap, below the
        /// rows, the footer's band and its gap.
        let spacing: [Double]
        /// Bands float (pinned or floating) and are filled; headers in capitals; empty rows
        /// below the content; each section on its own background.
        let floats: Bool, filled: Bool, capitals: Bool, emptyRows: Bool, backgrounds: Bool
        let header: Look, footer: Look
        /// The side margin on screens 375, 413, 414 and 430 pt wide.
        let margins: [Double]
        let corners: Double?
        let separatorAbove: Bool
        let lastSeparator: TableStyle.RowSeparator
        var testDescription: String { style.rawValue }
    }

    /// The line of a 13 pt label: 13 · 2444 / 2048 (SPEC's L13).
    static let line = 13 * 2444 / 2048.0
    /// A header's or footer's 13 pt regular text in `secondaryLabel` (a plain footer, a grouped band).
    static let small = Look(size: 13, semibold: false, ink: .secondary, trailing: false)

    static let spec = [
        // 28 pt bands that float on their own colour, a 17 pt semibold header, empty rows below.
        Said(
            style: .plain, spacing: [0, 0, 28, 0, 0, 28, 0], floats: true, filled: true, capitals: false,
            emptyRows: true, backgrounds: false, header: Look(size: 17, semibold: true, ink: .label, trailing: false),
            footer: small, margins: [0, 0, 0, 0], corners: nil, separatorAbove: false, lastSeparator: .fromText),
        // 22 above, header L13 + 6, 8 below the rows, footer L13; across the screen, separators
        // across it above the first row and below the last.
        Said(
            style: .grouped, spacing: [22, 22, line, 6, 8, line, 0], floats: false, filled: false, capitals: true,
            emptyRows: false, backgrounds: true, header: small, footer: small, margins: [0, 0, 0, 0], corners: nil,
            separatorAbove: true, lastSeparator: .acrossScreen),
        // 16 above a header, 20 without; header L13 + 6, 10 below the rows, footer L13 + 10; inset
        // by the layout margin (16, 20 from 414 pt on) with 10 pt corners, no edge separators.
        Said(
            style: .insetGrouped, spacing: [16, 20, line, 6, 10, line, 10], floats: false, filled: false,
            capitals: true, emptyRows: false, backgrounds: true, header: small, footer: small,
            margins: [16, 16, 20, 20], corners: 10, separatorAbove: false, lastSeparator: .none),
    ]

    @Test func everyStyleIsSaid() {
        #expect(Self.spec.map(\.style) == TableStyle.allCases)
    }

    @Test(arguments: spec)
    func eachStyleIsWhatSpecSays(_ said: Said) {
        let style = said.style, s = style.spacing
        #expect(
            [s.leadWithHeader, s.leadWithoutHeader, s.header, s.headerGap, s.rowsBottom, s.footer, s.footerBottom]
                == said.spacing)
        #expect(style.bandsFloat == said.floats && style.fillsBands == said.filled)
        #expect(style.capitalizesHeaders == said.capitals)
        #expect(style.drawsEmptyRows == said.emptyRows && style.drawsSectionBackgrounds == said.backgrounds)
        #expect(style.bandLook(.header) == said.header && style.bandLook(.footer) == said.footer)
        #expect([375.0, 413, 414, 430].map(style.sectionMargin) == said.margins)
        #expect(style.cornerRadius == said.corners)
        #expect(style.separatorAboveSections == said.separatorAbove && style.lastRowSeparator == said.lastSeparator)
    }
}
