import Codecs
import Dispatch
import Files
import Synchronization

extension FrameExporter {
    /// Writes frames `range` to `output` as whole PNGs one after another, in index order (SPEC
    /// §3, `render --output-dir -`): what ffmpeg's `image2pipe` reads, and into `animations`
    /// when given. Nothing is written to a folder.
    ///
    /// Runs of frames that show the same offset are rendered and encoded once, in parallel as by
    /// `export`; a worker then waits with its run's bytes until every earlier run is out
    /// (`Turnstile`), so the order never depends on the jobs and memory holds at most one
    /// encoded frame per job. Calls `progress` with the number of frames written so far (and
    /// before them, with a global GIF palette, those counted for it). Stops
    /// between frames once `cancellation` is raised (`.interrupted`), and at the first failed
    /// write (`.stream`; the reader closing the pipe is one). After the last frame, stages the
    /// animations' files and `frames.json` for `manifest` when given (the same document a
    /// folder's render writes) into `batch`, for the caller to commit.
    package func stream(
        _ range: ClosedRange<Int>, to output: FileDescriptorOutput, manifest: String?,
        animations: AnimationEncoders? = nil, staging batch: FileBatch, cancellation: Cancellation,
        progress: @Sendable (Int) -> Void
    ) throws(ExportError) {
        let memo = FilterMemo()
        let written = Atomic<Int>(0)
        try countPaletteColors(runs(in: range), animations: animations, cancellation: cancellation) {
            progress(written.add($0, ordering: .relaxed).newValue)
        }
        try inOrder(runs(in: range), cancellation: cancellation, ordered: true) { _, frame throws(ExportError) in
            (
                try FrameFile.encode(frame, scene: animation.scene, compression: compression, memo: memo),
                try animations?.prepare(frame)
            )
        } then: { run, frame, encoded throws(ExportError) in
            // A long hold is one run of many frames: stop between any two of them.
            for _ in run where !cancellation.isCancelled {
                do throws(FileDescriptorOutput.Failure) {
                    try output.write(encoded.0)
                } catch {
                    throw .stream(error)
                }
                progress(written.add(1, ordering: .relaxed).newValue)
            }
            if let animations, let prepared = encoded.1, !cancellation.isCancelled {
                try animations.append(frame, prepared: prepared, run: run)
            }
        }
        try animations?.finish(into: batch)
        if let manifest {
            batch.add(
                try Manifest.stage(
                    for: animation, frames: range, environment: environment, layout: layout, to: manifest))
        }
    }
}
