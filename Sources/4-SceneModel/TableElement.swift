/// One thing a table with sections shows on screen at an offset (SPEC §1 "Sections and rows"):
/// what `TableGeometry` lays out, layer 1 draws and `stretchy layout` prints, in screen points.
package struct TableElement: Sendable, Equatable {
    /// What the element is; the words are `stretchy layout`'s `kind`s.
    package enum Kind: String, Sendable {
        case cell, text, image, accessory, sectionHeader, sectionFooter, separator
        /// A grouped section's cells' background: its rows' rectangle, rounded in `insetGrouped`.
        case section
        /// A screenshot as the content, and the chrome over the table (`ScreenLayout`).
        case content, header, bar, backButton, title, statusBar
        /// The refresh control's spinner, the bar's items and the large title (SPEC §1).
        case spinner, barItem, largeTitle
    }

    /// Which label a text is.
    package enum Role: String, Sendable {
        case text, detail, header, footer
    }

    /// A text's look: its size and weight, its colour's part and its alignment in its frame.
    package struct Look: Sendable, Equatable {
        /// The colour of a text as the appearance gives it.
        package enum Ink: Sendable, Equatable { case label, secondary, tint }

        package let size: Double
        package let semibold: Bool
        package let ink: Ink
        /// Against the frame's trailing edge (a `value1` detail, a `value2` text) rather than its
        /// leading one.
        package let trailing: Bool
    }

    package let kind: Kind
    /// The section and the row (nil for a section's header and footer, and for the empty rows'
    /// separators below the content, which have neither).
    package let section: Int?
    package let row: Int?
    /// Where it is on screen: a text's frame is its label's, in which the line is aligned and
    /// centred vertically; an image's is the image's.
    package let frame: PointRect
    /// A text's label and string and look; an image's name; an accessory's type.
    package var role: Role? = nil
    package var string: String? = nil
    package var look: Look? = nil
    package var accessory: CellAccessory? = nil
}
