/// A value for each of the bar's two looks: transparent (at rest, over the photo) and opaque
/// (scrolled up, `offset ≥ −barHeight`). Scene files list them in this order (SPEC §5).
public struct BarStates<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The value while the bar is transparent.
    public var transparent: Value
    /// The value once the bar is opaque.
    public var opaque: Value

    /// The two values, in the order scene files list them.
    public init(transparent: Value, opaque: Value) {
        self.transparent = transparent
        self.opaque = opaque
    }

    /// The value for a bar that is opaque or not.
    package subscript(opaque isOpaque: Bool) -> Value { isOpaque ? opaque : transparent }
}
