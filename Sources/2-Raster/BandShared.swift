/// Memory that the concurrently running bands of one computation share: the wrapper through
/// which the resampler (Raster) and the pixel compare (Compare) hand a pointer to their bands.
///
/// It is not the only unchecked `Sendable` in the tree: api/unchecked.txt lists every one with
/// why it holds, and `make test` (scripts/check-claims.py) fails when that list and the code differ.
///
/// `DispatchQueue.concurrentPerform` takes a `@Sendable` closure, and pointers are not
/// Sendable. Sharing one is safe under the rule every user of this type keeps:
/// - the memory outlives the concurrent work (it is borrowed for its whole duration);
/// - while the bands run, each either only reads it, or writes only its own part, disjoint
///   from every other band's;
/// - the owner reads what the bands wrote only after every band has returned.
package struct BandShared<Pointer>: @unchecked Sendable {
    /// The shared memory.
    package let pointer: Pointer

    package init(_ pointer: Pointer) {
        self.pointer = pointer
    }
}
