/// A value for each of the bar's two looks: transparent (at rest, over the photo) and opaque
/// (scrolled up, `offset ≥ −barHeight`). Scene files list them in this order (SPEC §5).
package struct BarStates<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The value while the bar is transparent.
    package var transparent: Value
    /// The value once the bar is opaque.
    package var opaque: Value

    /// The two values, in the order scene files list them.
    package init(transparent: Value, opaque: Value) {
        self.transparent = transparent
        self.opaque = opaque
    }

    /// The value for a bar that is opaque or not.
    package subscript(opaque isOpaque: Bool) -> Value { isOpaque ? opaque : transparent }
}
