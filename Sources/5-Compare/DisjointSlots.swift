/// A buffer that concurrently running iterations share, each writing only its own index.
///
/// `DispatchQueue.concurrentPerform` takes a `@Sendable` closure, and a buffer pointer is not
/// Sendable; this wrapper states the one rule that makes sharing it safe: slot `i` belongs to
/// iteration `i`, and the owner reads the slots only after every iteration has returned.
struct DisjointSlots<Element>: @unchecked Sendable {
    private let base: UnsafeMutableBufferPointer<Element>

    init(_ base: UnsafeMutableBufferPointer<Element>) {
        self.base = base
    }

    /// Stores the value of iteration `index`.
    func set(_ index: Int, _ value: Element) {
        base[index] = value
    }
}
