/// UIKit's own numbers that the seed relies on without writing them down, in points. Every
/// other file uses them by name (SPEC §1).
public enum UIKitMetrics {
    /// A navigation bar's content below the status bar: the seed's bar is 20 + 44 = 64 pt.
    public static let barContentHeight = 44.0
    /// The back buttons' frame size: `UIButton(frame: CGRect(x: 0, y: 20, width: 40, height: 44))`.
    public static let backButtonWidth = 40.0
    public static let backButtonHeight = 44.0
    /// The title label's frame size, centred in the bar's content: 80 × 44.
    public static let titleLabelWidth = 80.0
    public static let titleLabelHeight = 44.0
    /// `UITableView`'s default row height.
    public static let rowHeight = 44.0
    /// A plain table's separator inset, where the `.default` cell's text also starts.
    public static let separatorInset = 15.0
    /// The system font size of a `.default` cell's text and of a `UILabel`.
    public static let systemFontSize = 17.0
}
