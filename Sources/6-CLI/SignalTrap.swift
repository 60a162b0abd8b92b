import Dispatch
import Export
import Glibc
import Synchronization

/// SIGINT and SIGTERM raise the export's cancellation instead of killing the process, so that
/// the workers finish the frame in hand (no partial file), and then the process dies by that
/// same signal, as a shell expects (exit status 128 + signal).
final class SignalTrap {
    private let sources: [DispatchSourceSignal]
    private let received = ReceivedSignal()

    init(cancellation: Cancellation) {
        var sources: [DispatchSourceSignal] = []
        let received = self.received
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                _ = received.number.compareExchange(expected: 0, desired: number, ordering: .relaxed)
                cancellation.cancel()
            }
            source.resume()
            sources.append(source)
        }
        self.sources = sources
    }

    /// Prints `message`, then dies by the signal that interrupted the work.
    func exitBySignal(message: String) -> Never {
        Stretchy.printError(message)
        let number = received.number.load(ordering: .relaxed)
        for source in sources { source.cancel() }
        if number != 0 { Self.die(by: number) }
        exit(ExitCode.failure.rawValue)
    }

    /// Ends the process by signal `number` with its default action, so that a shell sees
    /// 128 + `number`.
    static func die(by number: Int32) -> Never {
        signal(number, SIG_DFL)
        // libdispatch reads signals through a signalfd, for which it blocks them in this
        // thread; blocked, the raised signal would stay pending and the process exit 2.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
        exit(ExitCode.failure.rawValue)
    }
}

/// The first signal that arrived (0 for none), shared with the signal sources' handlers.
private final class ReceivedSignal: Sendable {
    let number = Atomic<Int32>(0)
}
