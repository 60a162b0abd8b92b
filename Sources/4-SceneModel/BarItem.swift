/// One button of the navigation bar (SPEC §1 "Bar items", §5 `bar.items`): a
/// `UIBarButtonItem` with a title or an image, drawn in the bar's tint.
package enum BarItem: Sendable, Equatable {
    /// `UIBarButtonItem(title:style:.plain…)`: the text, 17 pt, in the bar's tint.
    case text(String)
    /// `UIBarButtonItem(image:…)`: an image file (named as `bar.backImages` are), drawn as a
    /// template, its alpha filled with the bar's tint.
    case image(String)
}

/// The navigation bar's buttons (SPEC §5 `bar.items`): `leftBarButtonItems` and
/// `rightBarButtonItems`, each listed from the bar's edge inwards, as UIKit lists them.
package struct BarItems: Sendable, Equatable {
    /// The left items; nil keeps the seed's back button, and a list (even an empty one)
    /// replaces it, as `leftBarButtonItems` hides the back button.
    package var left: [BarItem]?
    /// The right items, the first at the right edge.
    package var right: [BarItem]

    /// Items on either side; `left` nil keeps the back button.
    package init(left: [BarItem]? = nil, right: [BarItem] = []) {
        self.left = left
        self.right = right
    }

    /// The seed's bar: its back button and no items.
    package static let none = BarItems()

    /// Whether the seed's back button (on the bar and floating over the header) is shown.
    package var keepsBackButton: Bool { left == nil }
}
