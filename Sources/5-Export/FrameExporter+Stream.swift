import Codecs
import Dispatch
import Files
import Synchronization

extension FrameExporter {
    /// Writes frames `range` to `output` as whole PNGs one after another, in index order (SPEC
    /// §3, `render --output-dir -`): what ffmpeg's `image2pipe` reads. Nothing is written to a
    /// folder.
    ///
    /// Runs of frames that show the same offset are rendered and encoded once, in parallel as by
    /// `export`; a worker then waits with its run's bytes until every earlier run is out
    /// (`Turnstile`), so the order never depends on the jobs and memory holds at most one
    /// encoded frame per job. Calls `progress` with the number of frames written so far. Stops
    /// between frames once `cancellation` is raised (`.interrupted`), and at the first failed
    /// write (`.stream`; the reader closing the pipe is one). After the last frame, writes
    /// `frames.json` to `manifest` when given: the same document a folder's render writes.
    public func stream(
        _ range: ClosedRange<Int>, to output: FileDescriptorOutput, manifest: String?,
        cancellation: Cancellation, progress: @Sendable (Int) -> Void
    ) throws(ExportError) {
        let runs = runs(in: range)
        let workers = min(jobs, runs.count)
        let memo = FilterMemo()
        let turnstile = Turnstile(workers: workers)
        let next = Atomic<Int>(0)
        let written = Atomic<Int>(0)
        let failure = Mutex<ExportError?>(nil)
        let fail = { @Sendable (error: ExportError) in
            failure.withLock { $0 = $0 ?? error }
            cancellation.cancel()
        }
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while !cancellation.isCancelled {
                let ticket = next.add(1, ordering: .relaxed).oldValue
                guard ticket < runs.count else { return }
                let run = runs[ticket]
                var bytes: [UInt8]?
                if !cancellation.isCancelled {
                    do throws(ExportError) {
                        bytes = try encodeFrame(run.lowerBound, memo: memo)
                    } catch {
                        fail(error)
                    }
                }
                turnstile.inTurn(ticket) {
                    guard let bytes else { return }
                    // A long hold is one run of many frames: stop between any two of them.
                    for _ in run where !cancellation.isCancelled {
                        do throws(FileDescriptorOutput.Failure) {
                            try output.write(bytes)
                        } catch {
                            return fail(.stream(error))
                        }
                        progress(written.add(1, ordering: .relaxed).newValue)
                    }
                }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        if cancellation.isCancelled { throw .interrupted }
        if let manifest { try Manifest.write(for: animation, frames: range, environment: environment, to: manifest) }
    }
}
