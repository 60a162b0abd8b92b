/// What the header does when the table is pulled down past its rest (SPEC §1 "The header's
/// effects", §5 `header.stretch`).
package enum HeaderStretch: String, Sendable, CaseIterable {
    /// The seed (MX `fill`/`topFill`, Flutter `zoomBackground`): the box grows and the photo is
    /// laid out aspect-fill again in it, its top pinned.
    case fill
    /// Expo's template: the resting picture scaled uniformly by `(H + d)/H` about the box's top centre.
    case zoom
    /// MX `top`: the photo keeps its resting size at the top of the grown box.
    case top
    /// MX `center`: the photo keeps its resting size, half the pull down (half speed).
    case center
    /// MX `bottom`: the photo keeps its resting size at the bottom of the grown box (it moves
    /// with the table).
    case bottom
}
