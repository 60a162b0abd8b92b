/// A chain whose first family — the one its text asks for — neither stretchy's files nor the
/// system have, and the font that draws that text in its place (SPEC §1 "Fonts"): the caller
/// warns, naming both.
package struct FontSubstitution: Sendable, Hashable {
    /// Which chain: the labels' regular one or the status bar's semibold one.
    package let weight: FontWeight
    /// The family asked for at its weight: `Inter SemiBold`.
    package let asked: String
    /// The family drawn with instead, at its weight (`DejaVu Sans Bold`), or a font file's own
    /// family name.
    package let used: String

    package init(weight: FontWeight, asked: String, used: String) {
        (self.weight, self.asked, self.used) = (weight, asked, used)
    }
}
