/// What a row shows at its trailing edge (SPEC §1 "Sections and rows"):
/// `UITableViewCell.AccessoryType`'s five.
package enum CellAccessory: String, Sendable, CaseIterable {
    /// Nothing.
    case none
    /// The disclosure chevron, ›.
    case disclosure
    /// A checkmark in the tint colour.
    case checkmark
    /// The detail button, ⓘ, in the tint colour.
    case detail
    /// The detail button followed by the chevron.
    case detailDisclosure
}
