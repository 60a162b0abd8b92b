/// What the bar view is made of (SPEC §1 "The bar's material", §5 `bar.material`).
package enum BarMaterial: String, Sendable, CaseIterable {
    /// The seed's view: `bar.color`, opaque or not as the colour says.
    case solid
    /// UINavigationBar's default look: what scrolls under the bar, blurred and tinted, with a
    /// hairline at its bottom.
    case chrome
}
