/// The vertical spacing of a section (SPEC §1 "Sections and rows", "Grouped styles"), in points,
/// as the table's style gives it (its `spacing`): what comes above its header, the header's band,
/// the gap to the rows, what comes below the rows, the footer's band and what comes below it. A
/// band is the label's frame; a missing header or footer takes no band and no gap of its own.
package struct SectionSpacing: Sendable, Equatable {
    /// Above the section, with and without a header.
    package let leadWithHeader: Double, leadWithoutHeader: Double
    /// The header's band and the gap below it.
    package let header: Double, headerGap: Double
    /// Below the last row.
    package let rowsBottom: Double
    /// The footer's band and the gap below it.
    package let footer: Double, footerBottom: Double
}
