/// Where the title's text sits in its label (SPEC §5 `title.align`).
package enum TitleAlignment: String, Sendable, CaseIterable {
    /// The seed's `UILabel`: its box centred on the screen, the text at the box's leading edge.
    case natural
    /// Centred in its box, as `UINavigationBar` centres a title.
    case center
}
