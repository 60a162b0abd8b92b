import Codecs
import Dispatch
import Files
import JSON
import Raster
import SceneModel
import Scenery
import Synchronization

/// Renders an animation's frames into a folder, in parallel, a bounded number at a time.
///
/// The frames are cut into runs of consecutive frames that show the same (snapped) offset — a
/// `hold` is one run — and each run is rendered and encoded once, its bytes written under each
/// of its names. Each of `jobs` workers holds one run's frame and bytes at a time, so memory
/// does not grow with the number of frames. The workers share one `FilterMemo`: consecutive
/// frames of a scroll share most of their rows. Which worker makes a frame never changes its bytes.
public struct FrameExporter: Sendable {
    public let animation: Animation
    public let renderer: FrameRenderer
    public let compression: PNGEncoder.Compression
    public let jobs: Int

    public init(animation: Animation, renderer: FrameRenderer, compression: PNGEncoder.Compression, jobs: Int) {
        self.animation = animation
        self.renderer = renderer
        self.compression = compression
        self.jobs = max(1, jobs)
    }

    /// The fingerprint `frames.json` records: the fonts drawn with so far, and the libraries.
    var environment: JSONValue { Environment.json(fonts: renderer.assets.typesetter.usedFonts) }

    /// Consecutive frames of `range` that show the same offset.
    public func runs(in range: ClosedRange<Int>) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        var start = range.lowerBound
        var offset = animation.state(ofFrame: start).offset
        for index in range.dropFirst() {
            let next = animation.state(ofFrame: index).offset
            if next != offset {
                runs.append(start...(index - 1))
                start = index
                offset = next
            }
        }
        runs.append(start...range.upperBound)
        return runs
    }

    /// Writes frames `range` and then `frames.json` into `folder` (already prepared). Frames in
    /// `done` are already whole in the folder (a resumed render) and are not written again; a
    /// run of them is not even rendered. Calls `progress` with the number of frames written so
    /// far. Stops between frames once `cancellation` is raised, leaving only whole frames, and
    /// throws `.interrupted`.
    public func export(
        _ range: ClosedRange<Int>, skipping done: Set<Int> = [], to folder: String,
        cancellation: Cancellation, progress: @Sendable (Int) -> Void
    ) throws(ExportError) {
        let runs = runs(in: range).filter { run in run.contains { !done.contains($0) } }
        let next = Atomic<Int>(0)
        let written = Atomic<Int>(0)
        let failure = Mutex<ExportError?>(nil)
        let memo = FilterMemo()
        DispatchQueue.concurrentPerform(iterations: min(jobs, runs.count)) { _ in
            while !cancellation.isCancelled {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < runs.count else { return }
                let run = runs[index]
                do throws(ExportError) {
                    let bytes = try encodeFrame(run.lowerBound, memo: memo)
                    // A long hold is one run of many files: stop between any two of them.
                    for frameIndex in run where !cancellation.isCancelled && !done.contains(frameIndex) {
                        let name = animation.fileName(ofFrame: frameIndex)
                        try ExportError.writing { () throws(FileError) in
                            try AtomicFile.write(bytes, named: name, in: folder)
                        }
                        progress(written.add(1, ordering: .relaxed).newValue)
                    }
                } catch {
                    failure.withLock { $0 = $0 ?? error }
                    cancellation.cancel()
                }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        if cancellation.isCancelled { throw .interrupted }
        try Manifest.write(for: animation, frames: range, environment: environment, into: folder)
    }

    /// The PNG bytes of frame `index`; `memo` is shared by the workers of one export.
    func encodeFrame(_ index: Int, memo: FilterMemo) throws(ExportError) -> [UInt8] {
        let frame: Pixmap
        do throws(SceneryError) {
            frame = try renderer.render(animation.state(ofFrame: index))
        } catch {
            throw .frame(error)
        }
        return try FrameFile.encode(frame, scene: animation.scene, compression: compression, memo: memo)
    }
}
