import Dispatch
import Export
import Foundation
import Synchronization

/// SIGINT and SIGTERM raise the export's cancellation instead of killing the process, so that
/// the workers finish the frame in hand (no partial file), and then the process dies by that
/// same signal, as a shell expects (exit status 128 + signal).
final class SignalTrap {
    private let sources: [DispatchSourceSignal]
    private let received = Mutex<Int32>(0)

    init(cancellation: Cancellation) {
        var sources: [DispatchSourceSignal] = []
        let received = self.received
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                received.withLock { $0 = $0 == 0 ? number : $0 }
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
        let number = received.withLock { $0 }
        for source in sources { source.cancel() }
        if number != 0 {
            signal(number, SIG_DFL)
            raise(number)
        }
        exit(ExitCode.failure.rawValue)
    }
}
