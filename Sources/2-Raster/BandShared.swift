/// Memory that the concurrently running bands of one computation share: the wrapper through
/// which the resampler (Raster) and the pixel compare (Compare) hand a pointer to their bands.
///
/// It is not the only unchecked `Sendable` in the tree. Each of the others says in its own note
/// why it holds, and they are all there is (`grep -rn 'unchecked Sendable\|nonisolated(unsafe)'
/// Sources`): Codecs' `RowSource` (the rows a PNG is filtered from, read-only while the bands
/// run) and `EncodedBands` (each band writes only its own slots), both under the rule below,
/// as is Scenery's `GrowingPixmap` (a row is read only once counted, and never written after);
/// Workers' `Semaphore` (a `sem_t`, whose functions are the synchronisation); and the lcms2
/// transform in `SRGBConverter` (stateless between calls).
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
