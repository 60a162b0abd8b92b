/// What the header does when the table is scrolled up from its rest (SPEC §1 "The header's
/// effects", §5 `header.collapse`).
package enum HeaderCollapse: String, Sendable, CaseIterable {
    /// The seed: the photo keeps its resting size and moves up at `header.parallax` times the
    /// table's speed, clipped by the shrinking box.
    case scroll
    /// MX `fill`: the box shrinks to what is visible of the header and the photo is laid out
    /// aspect-fill in it again.
    case squash
}
