/// One row of a table's section (SPEC §5 `table.sections`): its texts, style, image, accessory
/// and height, as a `UITableViewCell` of a style shows them.
public struct TableRow: Sendable, Equatable {
    /// The text label's text.
    public var text: String
    /// The detail text label's text (unused by the `default` style); nil for none.
    public var detail: String?
    /// The cell's style.
    public var style: CellStyle
    /// The leading image, a name found as `UIImage(named:)` finds it or a file; nil for none.
    public var image: String?
    /// The trailing accessory.
    public var accessory: CellAccessory
    /// The row's height in points; nil for the table's `rowHeight`.
    public var height: Double?

    /// A row of `style` showing `text`, with the other parts as given.
    public init(
        text: String, detail: String? = nil, style: CellStyle = .default, image: String? = nil,
        accessory: CellAccessory = .none, height: Double? = nil
    ) {
        (self.text, self.detail, self.style, self.image) = (text, detail, style, image)
        (self.accessory, self.height) = (accessory, height)
    }
}
