/// The widths the bar's layout depends on (SPEC §1 "Bar items"), in points, measured where the
/// typesetter and the images are (Scenery): each item's, and the title's text's advance.
package struct BarMeasures: Sendable, Equatable {
    /// `bar.items.left`'s widths, in order.
    package let left: [Double]
    /// `bar.items.right`'s widths, in order.
    package let right: [Double]
    /// The title's advance, already no wider than its room.
    package let title: Double

    package init(left: [Double], right: [Double], title: Double) {
        self.left = left
        self.right = right
        self.title = title
    }

    /// No item and an empty title: the seed's bar when nothing was measured.
    package static let unmeasured = BarMeasures(left: [], right: [], title: 0)
}
