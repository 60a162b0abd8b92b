import Raster

/// What the status bar shows (SPEC §1 layer 8, §5 `statusBar`). Its height is the scene's
/// `statusBarHeight`; its icons and their places are `StatusBarLayout`'s.
package struct StatusBar: Sendable, Equatable {
    /// The colour of its content (SPEC §5 `statusBar.style`).
    package var style: StatusBarStyle
    /// The time shown; nil shows Apple's screenshot time in the layout's own form
    /// (`StatusBarLayout.defaultTime`).
    package var time: String?
    /// The battery's charge in percent: the width of its fill, and the classic layout's text.
    package var battery: Int

    /// A status bar of `style` showing `time` (nil: the screenshot time) and `battery` percent.
    package init(style: StatusBarStyle, time: String?, battery: Int) {
        self.style = style
        self.time = time
        self.battery = battery
    }

    /// The seed's: dark content (it does not override `preferredStatusBarStyle`), full battery.
    package static let standard = StatusBar(style: .dark, time: nil, battery: 100)
}

/// The colour of the status bar's content (SPEC §1 layer 8).
package enum StatusBarStyle: String, Sendable, CaseIterable {
    /// Black content: UIKit's `.default` in light mode, what the seed gets.
    case dark
    /// White content: `.lightContent`, and `.default` in dark mode.
    case light
    /// White or black, whichever shows over what is behind the status bar: chosen from the
    /// finished frame as the home indicator's colour is.
    case auto
    /// No status bar, and no home indicator: the frames stretchy drew before it had either.
    case none

    /// The content's colour, nil when nothing is drawn; `auto` takes `contrasting()`, the ink
    /// that shows over the frame under the status bar.
    package func ink(contrasting: () -> Color) -> Color? {
        switch self {
        case .dark: return .black
        case .light: return .white
        case .auto: return contrasting()
        case .none: return nil
        }
    }
}
