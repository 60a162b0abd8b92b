import Raster

// The colours of a table's sections and cells beyond the seed's (SPEC §1 "Sections and rows"),
// each light and dark. The values are Flutter's `CupertinoColors` (colors.dart), which copy
// UIKit's dynamic system colours; which system colour UIKit gives a part is said beside it.
extension Appearance {
    /// `secondaryLabel`, rgba(60, 60, 67, 0.6), dark rgba(235, 235, 245, 0.6): a `subtitle` and
    /// `value1` detail, and a footer's text.
    package var secondaryLabel: Color {
        style == .dark
            ? Color(red: 235, green: 235, blue: 245, alpha: 153) : Color(red: 60, green: 60, blue: 67, alpha: 153)
    }

    /// `systemGray2`, #AEAEB2, dark #636366: the chevron, as Flutter's `CupertinoListTileChevron`.
    package var chevron: Color {
        style == .dark ? Color(red: 0x63, green: 0x63, blue: 0x66) : Color(red: 0xAE, green: 0xAE, blue: 0xB2)
    }

    /// A plain section header's band: `secondarySystemBackground`, #F2F2F7, dark #1C1C1E (which
    /// colour UIKit uses there is an estimate: no source says).
    package var sectionHeaderBackground: Color {
        style == .dark ? Color(red: 0x1C, green: 0x1C, blue: 0x1E) : Color(red: 0xF2, green: 0xF2, blue: 0xF7)
    }

    /// A grouped table's background: `systemGroupedBackground`, #F2F2F7, dark #000000.
    package var groupedBackground: Color {
        style == .dark ? .black : Color(red: 0xF2, green: 0xF2, blue: 0xF7)
    }

    /// A grouped table's cells: `secondarySystemGroupedBackground`, #FFFFFF, dark #1C1C1E.
    package var groupedCellBackground: Color {
        style == .dark ? Color(red: 0x1C, green: 0x1C, blue: 0x1E) : .white
    }
}
