import Foundation
import Synchronization

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

    var elapsedText: String { String(format: "%.2f s", elapsed) }

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
        let line = String(format: "\r  %d/%d frames  %.1f fps  %.1f s left ", done, total, rate, left)
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Clears the progress line.
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
