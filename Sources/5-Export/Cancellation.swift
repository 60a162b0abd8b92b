import Synchronization

/// A flag that a signal handler (or a failing worker) raises and the export loop polls between
/// frames, so a render stops after whole frames only.
package final class Cancellation: Sendable {
    private let raised = Atomic<Bool>(false)

    package init() {}

    package func cancel() { raised.store(true, ordering: .relaxed) }

    package var isCancelled: Bool { raised.load(ordering: .relaxed) }
}
