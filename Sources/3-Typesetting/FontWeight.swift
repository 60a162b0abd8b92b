/// Which of a typesetter's two chains a text is set with: the labels' regular text, or the
/// status bar's semibold (SPEC §1 "Fonts").
package enum FontWeight: Sendable, Hashable, CaseIterable {
    case regular
    case semibold
}
