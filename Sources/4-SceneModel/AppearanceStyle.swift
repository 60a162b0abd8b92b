/// Light or dark mode (SPEC §1 "Appearance", §5 `appearance.style`): UIKit's
/// `UIUserInterfaceStyle`, which picks the system colours the seed's table and cells leave alone.
public enum AppearanceStyle: String, Sendable, CaseIterable {
    /// Light mode: `UIUserInterfaceStyle.light`.
    case light
    /// Dark mode: `UIUserInterfaceStyle.dark`.
    case dark
}
