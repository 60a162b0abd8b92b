/// UIKit's own numbers that the seed relies on without writing them down, in points. Every
/// other file uses them by name (SPEC §1).
package enum UIKitMetrics {
    /// A navigation bar's content below the status bar: the seed's bar is 20 + 44 = 64 pt.
    package static let barContentHeight = 44.0
    /// The back buttons' frame size: `UIButton(frame: CGRect(x: 0, y: 20, width: 40, height: 44))`.
    package static let backButtonWidth = 40.0
    package static let backButtonHeight = 44.0
    /// The title label's frame size, centred in the bar's content: 80 × 44 (the width is the
    /// seed's default `title.width`).
    package static let titleLabelWidth = 80.0
    package static let titleLabelHeight = 44.0
    /// A navigation bar's layout margin, where its first item on either side starts (iOS 11+):
    /// 16 pt, Flutter's `_kNavBarEdgePadding` (`cupertino/nav_bar.dart`, its eyeballed iOS
    /// value), and 20 pt from `wideScreenWidth` on, as UIKit widens its layout margins on those
    /// screens (the separator inset's rule; not measured for the bar). SPEC §1 "Bar items".
    package static func barMargin(screenWidth: Double) -> Double {
        screenWidth < wideScreenWidth ? 16 : 20
    }
    /// The gap between two bar items, and between the items and the title: 8 pt, the width
    /// iOS 11 gives a fixed-space item at least (matrixprojects.net, "UIBarButtonItem & iOS 11";
    /// not Apple's word).
    package static let barItemSpacing = 8.0
    /// The `chrome` bar's blur, σ 10 pt (Flutter's `_wrapWithBackground`, `ImageFilter.blur` of
    /// σ 10 behind a bar whose colour is not opaque).
    package static let chromeBlur = 10.0
    /// A large-title bar (`prefersLargeTitles`, SPEC §1 "Large titles"): the area below the 44 pt
    /// content, 52 pt (Flutter's `_kNavBarLargeTitleHeightExtension`; 44 + 52 = 96, its eyeballed
    /// iOS value).
    package static let largeTitleAreaHeight = 52.0
    /// The large title's size, 34 pt, and its line, 41 pt (Apple, HIG "Typography", Large Title:
    /// 34 pt, leading 41; Flutter's `navLargeTitleTextStyle` 34).
    package static let largeTitleFontSize = 34.0
    package static let largeTitleLineHeight = 41.0
    /// The large title's bottom, 8 pt above the area's (Flutter's `_kNavBarBottomPadding`).
    package static let largeTitleBottomPadding = 8.0
    /// The inline title shows once the area is this close to gone, 10 pt (Flutter's
    /// `_kNavBarShowLargeTitleThreshold`): from 42 pt of scroll.
    package static let largeTitleFadeLead = 10.0
    /// Pulled, the large title grows by 0.03 per 44 pt of area, to at most 1.1 (Flutter's
    /// `_RenderLargeTitle._computeTitleScale`).
    package static let largeTitleScaleRate = 0.03
    package static let largeTitleMaxScale = 1.1
    /// The refresh control's spinner (`refresh.enabled`, SPEC §1 "The refresh control"), as
    /// Flutter's `CupertinoSliverRefreshControl` (`cupertino/refresh.dart`) draws it; its pull
    /// distances are Motion's `RefreshDistances`.
    /// The spinner's radius, 14 pt (`_kActivityIndicatorRadius`; a bare
    /// `CupertinoActivityIndicator`'s default is 10), and its top, 16 pt below the gap's
    /// (`_kActivityIndicatorMargin`).
    package static let refreshSpinnerRadius = 14.0
    package static let refreshSpinnerMargin = 16.0
    /// While refreshing ends, the spinner is gone once the pull is this share of the trigger
    /// distance or less: 0.1, 10 pt (`_inactiveResetOverscrollFraction`).
    package static let refreshResetFraction = 0.1
    /// The pull (as a share of the trigger distance) over which the ticks fade in while
    /// dragging, 0.35, eased in and out (`Interval(0.0, 0.35, curve: Curves.easeInOut)`).
    package static let refreshFadeShare = 0.35
    /// `UITableView`'s default row height.
    package static let rowHeight = 44.0
    /// A plain table's separator inset, where the `.default` cell's text also starts: 15 pt, and
    /// 20 pt on screens from `wideScreenWidth` on (the layout margins of iOS 13 simulator
    /// screenshots: iPhone 8 and 11 Pro 15 pt; iPhone 8 Plus, 11 and 11 Pro Max 20 pt).
    package static func separatorInset(screenWidth: Double) -> Double {
        screenWidth < wideScreenWidth ? 15 : 20
    }
    /// The narrowest screen with the wide separator inset: the Plus and Max iPhones'.
    package static let wideScreenWidth = 414.0
    /// The system font size of a `.default` cell's text and of a `UILabel`.
    package static let systemFontSize = 17.0
}
