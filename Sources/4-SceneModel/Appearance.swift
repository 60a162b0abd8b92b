import Raster

/// The system look of a scene (SPEC §1 "Appearance"): light or dark mode, and the iOS era. It
/// gives the colours a scene does not set itself, as UIKit gives its system colours to views the
/// seed leaves alone: the table's and cells' background, the cell text, the separators, and the
/// status bar's content under `.default`. The seed's explicit colours (the bar's white, the
/// title's white and black) are not the appearance's.
package struct Appearance: Sendable, Equatable {
    /// Light or dark mode.
    package var style: AppearanceStyle
    /// The iOS era whose system colours and insets apply.
    package var era: SystemEra

    /// A look of `style` in `era`.
    package init(style: AppearanceStyle, era: SystemEra) {
        self.style = style
        self.era = era
    }

    /// The seed's: light mode on iOS 10.
    package static let standard = Appearance(style: .light, era: .ios10)

    /// The table's, the cells' and the placeholder rows' background: `UIColor.systemBackground`.
    package var background: Color { style == .dark ? .black : .white }

    /// A `.default` cell's text: `UIColor.label`.
    package var cellTextColor: Color { style == .dark ? .white : .black }

    /// A plain table's separators, opaque as drawn over the background: iOS 10's #C8C7CC; iOS
    /// 13's `UIColor.separator`, rgba(60, 60, 67, 0.29) over white = #C6C6C8 and rgba(84, 84, 88,
    /// 0.6) over black = #323235 (both measured on iOS 13 simulator screenshots).
    package var separatorColor: Color {
        switch (style, era) {
        case (.dark, _): return Color(red: 0x32, green: 0x32, blue: 0x35)
        case (.light, .ios13): return Color(red: 0xC6, green: 0xC6, blue: 0xC8)
        case (.light, .ios10): return Color(red: 0xC8, green: 0xC7, blue: 0xCC)
        }
    }

    /// The default tint, `UIColor.systemBlue`: #007AFF, dark #0A84FF (Apple, Human Interface
    /// Guidelines, "Color", the system colours' default values): the bar items', and a cell's
    /// `value2` text, checkmark and detail button.
    package var tint: Color {
        style == .dark ? Color(red: 0x0A, green: 0x84, blue: 0xFF) : Color(red: 0x00, green: 0x7A, blue: 0xFF)
    }

    /// The `chrome` bar's colour over its blur: #F8F8F8 at 0xCC, dark #212121 at 0xB7 (Flutter's
    /// `_kDefaultBarLightBackgroundColor` and `_kDefaultBarDarkBackgroundColor`, `cupertino/theme.dart`,
    /// "derived from developer.apple.com/design/resources").
    package var chromeTint: Color {
        style == .dark
            ? Color(red: 0x21, green: 0x21, blue: 0x21, alpha: 0xB7)
            : Color(red: 0xF8, green: 0xF8, blue: 0xF8, alpha: 0xCC)
    }

    /// The `chrome` bar's hairline, one device pixel: #000000 at 0x4D in either mode (Flutter's
    /// `_kDefaultNavBarBorderColor`, a border of width 0, "one physical pixel").
    package var hairline: Color { Color(red: 0, green: 0, blue: 0, alpha: 0x4D) }

    /// The refresh spinner's ticks before their alpha: #3C3C44, dark #EBEBF5 (Flutter's
    /// `_kActiveTickColor`, `cupertino/activity_indicator.dart`, "Extracted from iOS 13.2 Beta").
    package var spinnerTick: Color {
        style == .dark ? Color(red: 0xEB, green: 0xEB, blue: 0xF5) : Color(red: 0x3C, green: 0x3C, blue: 0x44)
    }

    /// The status bar's content for an app that keeps `.default`, as the seed does: dark
    /// content in light mode, light content in dark mode.
    package var statusBarStyle: StatusBarStyle { style == .dark ? .light : .dark }
}
