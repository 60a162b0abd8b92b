/// Memory that the concurrently running bands of one computation share: the one audited place
/// where stretchy declares a pointer `Sendable`.
///
/// `DispatchQueue.concurrentPerform` takes a `@Sendable` closure, and pointers are not
/// Sendable. Sharing one is safe under the rule every user of this type keeps:
/// - the memory outlives the concurrent work (it is borrowed for its whole duration);
/// - while the bands run, each either only reads it, or writes only its own part, disjoint
///   from every other band's;
/// - the owner reads what the bands wrote only after every band has returned.
public struct BandShared<Pointer>: @unchecked Sendable {
    /// The shared memory.
    public let pointer: Pointer

    public init(_ pointer: Pointer) {
        self.pointer = pointer
    }
}
