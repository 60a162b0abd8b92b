/// The iOS release whose table colours a scene shows (SPEC §1 "Appearance", §5 `appearance.ios`).
/// Only the light-mode separator differs between them; dark mode is iOS 13's alone.
package enum SystemEra: Int, Sendable, CaseIterable {
    /// iOS 10, the seed's: separators #C8C7CC.
    case ios10 = 10
    /// iOS 13 and later: separators `UIColor.separator`.
    case ios13 = 13

    /// The era of a screen whose status bar is `statusBarHeight` tall: a notched iPhone (44 pt
    /// and up) never ran iOS 10.
    package static func of(statusBarHeight: Double) -> SystemEra {
        statusBarHeight >= StatusBarMetrics.notchedMinimumHeight ? .ios13 : .ios10
    }

    /// The table's `contentInsetAdjustmentBehavior` in this era when a scene does not set it:
    /// iOS 11 brought `.automatic`, which adds the safe area's top (the status bar) to a
    /// vertically scrolling table's inset even with `automaticallyAdjustsScrollViewInsets =
    /// false`, as the seed sets; iOS 10 has no such adjustment.
    package var contentInsetAdjustment: ContentInsetAdjustment { self == .ios13 ? .automatic : .never }
}
