import Dispatch
import Synchronization
import Wording

/// Frames done of total, frames per second and time left, redrawn on one stderr line at most
/// ten times a second — only when stderr is a terminal.
final class ProgressMeter: Sendable {
    private let total: Int
    private let enabled: Bool
    private let start = DispatchTime.now().uptimeNanoseconds
    private let lastDraw = Mutex<UInt64>(0)

    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled
    }

    var elapsed: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

    var elapsedText: String { NumberText.fixed(elapsed, decimals: 2) + " s" }

    func update(done: Int) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let due = lastDraw.withLock { last -> Bool in
            guard now - last > 100_000_000 || done == total else { return false }
            last = now
            return true
        }
        guard due else { return }
        let seconds = elapsed
        let rate = seconds > 0 ? Double(done) / seconds : 0
        let left = rate > 0 ? Double(total - done) / rate : 0
        StandardError.write(
            "\r  \(done)/\(total) frames  \(NumberText.fixed(rate, decimals: 1)) fps  "
                + "\(NumberText.fixed(left, decimals: 1)) s left ")
    }

    /// Clears the progress line.
    func finish() {
        guard enabled else { return }
        StandardError.write("\r\u{1B}[K")
    }
}
