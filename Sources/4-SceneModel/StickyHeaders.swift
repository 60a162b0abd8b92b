/// Where a plain table pins its section headers (SPEC §5 `table.stickyHeaders`).
package enum StickyHeaders: String, Sendable, CaseIterable {
    /// UIKit's: at the top of the area inside the table's adjusted content inset, which with a
    /// stretchy header's inset is `header.height` (plus the status bar with the automatic
    /// adjustment) down the screen.
    case inset
    /// Under the bar, at `bar.height`: what MXParallaxHeader's users build by hand.
    case bar
}
