/// One row of a table's section (SPEC §5 `table.sections`): its texts, style, image, accessory
/// and height, as a `UITableViewCell` of a style shows them.
package struct TableRow: Sendable, Equatable {
    /// The text label's text.
    package var text: String
    /// The detail text label's text (unused by the `default` style); nil for none.
    package var detail: String?
    /// The cell's style.
    package var style: CellStyle
    /// The leading image, a name found as `UIImage(named:)` finds it or a file; nil for none.
    package var image: String?
    /// The trailing accessory.
    package var accessory: CellAccessory
    /// The row's height in points; nil for the table's `rowHeight`.
    package var height: Double?

    /// A row of `style` showing `text`, with the other parts as given.
    package init(
        text: String, detail: String? = nil, style: CellStyle = .default, image: String? = nil,
        accessory: CellAccessory = .none, height: Double? = nil
    ) {
        (self.text, self.detail, self.style, self.image) = (text, detail, style, image)
        (self.accessory, self.height) = (accessory, height)
    }
}
