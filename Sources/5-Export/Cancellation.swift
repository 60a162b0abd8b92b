import Synchronization

/// A flag that a signal handler (or a failing worker) raises and the export loop polls between
/// frames, so a render stops after whole frames only.
public final class Cancellation: Sendable {
    private let raised = Atomic<Bool>(false)

    public init() {}

    public func cancel() { raised.store(true, ordering: .relaxed) }

    public var isCancelled: Bool { raised.load(ordering: .relaxed) }
}
