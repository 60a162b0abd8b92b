/// The numbers of a table's sections and cells (SPEC §1 "Sections and rows"), in points, each
/// with its source. Apple documents none of them; where a reimplementation gives one it is
/// named (Flutter's Cupertino list widgets say theirs were eyeballed on iOS 14 Settings, Notes
/// and Reminders; Ionic's item divider), and the rest are estimates listed as such in SPEC.
package enum TableMetrics {
    /// A plain section header's or footer's band: Ionic's iOS item divider, `min-height: 28px`.
    package static let plainHeaderHeight = 28.0
    /// The header's text size, semibold: Ionic's item divider, 17 px, weight 600.
    package static let headerFontSize = 17.0
    /// The footer's text size: Flutter's `CupertinoListSection` footer, 13 (eyeballed).
    package static let footerFontSize = 13.0
    /// A subtitle row's detail size: Flutter's `CupertinoListTile` subtitle, 12 (eyeballed).
    package static let subtitleFontSize = 12.0
    /// The gap between a subtitle row's text and detail lines: Flutter's list tile, 3 (eyeballed).
    package static let subtitleGap = 3.0
    /// The gap between a `value1` detail or the text and the accessory: Flutter's list tile's
    /// `additionalInfo`, 6 before the trailing widget (eyeballed).
    package static let accessoryGap = 6.0
    /// From a row's image to its text: Flutter's list tile, leading → title 16 (eyeballed).
    package static let imageTextGap = 16.0
    /// A `value2` row's text size and column width (its text trailing-aligned in it): estimates,
    /// no source (Apple's Contacts of iOS 6, where the style came from, drew 12 pt bold).
    package static let value2FontSize = 15.0
    package static let value2ColumnWidth = 68.0
    /// The line height of a label of `size` points: the system font's line box, SF Pro's
    /// `hhea` ascender + descender, (1950 + 494) / 2048 em (`UIFont.lineHeight` 20.29 at 17 pt).
    package static func lineHeight(_ size: Double) -> Double { size * 2444 / 2048 }

    /// The accessories' boxes (estimates drawn to match SF Symbols' `chevron.forward`,
    /// `checkmark` and `info.circle` at 17 pt; no source gives them): width × height.
    package static let chevronSize = (width: 8.0, height: 13.0)
    package static let checkmarkSize = (width: 14.0, height: 11.0)
    package static let detailButtonSize = 22.0
    /// Between the detail button and the chevron of `detailDisclosure` (estimate).
    package static let detailDisclosureGap = 16.0
    /// The strokes of the chevron and the checkmark, and the detail button's ring (estimates).
    package static let accessoryStroke = 2.0
    package static let detailRingStroke = 1.5

    // The grouped styles (SPEC §1 "Grouped styles"). Flutter's `CupertinoListSection`
    // (`list_section.dart`) gives the spacing; it says each number was eyeballed on an iOS 14.4
    // simulator or taken from SwiftUI's Forms in the iOS 14.2 SDK.
    /// Above each `grouped` section: `_kMarginTop`, 22 (iOS 14.4 simulator).
    package static let groupedSectionTop = 22.0
    /// Above an `insetGrouped` section's header: its header margin's top, 16 (iOS 14.4
    /// simulator); above one without a header: its rows' margin's top, 20 (SwiftUI Forms).
    package static let insetGroupedHeaderTop = 16.0
    package static let insetGroupedRowsTop = 20.0
    /// Between a header's text and the section's first row: the header margin's bottom, 6
    /// (SwiftUI Forms).
    package static let groupedHeaderGap = 6.0
    /// Below the last row: `grouped` 8 (the rows' margin, iOS 14.4 simulator), `insetGrouped`
    /// 10 (SwiftUI Forms).
    package static let groupedRowsBottom = 8.0
    package static let insetGroupedRowsBottom = 10.0
    /// Below an `insetGrouped` footer: its margin's bottom, 10 (iOS 14.4 simulator).
    package static let insetGroupedFooterBottom = 10.0
    /// A grouped header's and footer's text size: UIKit's `.footnote` text style at the default
    /// size, 13 (printed by a device, gist zacwest/916d31da5d03405809c4; Flutter's sections use 13).
    package static let groupedHeaderFontSize = 13.0
    /// An `insetGrouped` section's corner radius: Flutter's, 10, "estimated from SwiftUI's Forms".
    package static let insetGroupedCornerRadius = 10.0
    /// An `insetGrouped` section's side margins: the system layout margins, which "range from 16
    /// to 20 points on iPhone" (Apple, `ContentMarginGuide.container`): the bar's own rule, 20
    /// from the 414 pt wide screens on, as `separatorInset` (the threshold is an estimate).
    package static func insetGroupedMargin(width: Double) -> Double {
        UIKitMetrics.barMargin(screenWidth: width)
    }
}
