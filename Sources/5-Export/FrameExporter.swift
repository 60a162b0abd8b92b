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
/// The frames are cut into runs of consecutive frames that show the same state (offset) — a
/// `hold` is one run — and each run is rendered and encoded once, its bytes written under each
/// of its names. Each of `jobs` workers holds one run's frame and bytes at a time, so memory
/// does not grow with the number of frames. The workers share one `FilterMemo`: consecutive
/// frames of a scroll share most of their rows. Which worker makes a frame never changes its bytes.
package struct FrameExporter: Sendable {
    package let animation: Animation
    package let renderer: FrameRenderer
    package let compression: PNGEncoder.Compression
    package let jobs: Int
    /// Each frame's layout added to `frames.json` (`render --layout`); nil for none.
    package var layout: SceneLayout?

    package init(animation: Animation, renderer: FrameRenderer, compression: PNGEncoder.Compression, jobs: Int) {
        self.animation = animation
        self.renderer = renderer
        self.compression = compression
        self.jobs = max(1, jobs)
    }

    /// The fingerprint `frames.json` records: the fonts drawn with so far, and the libraries.
    var environment: JSONValue { Environment.json(fonts: renderer.assets.typesetter.usedFonts) }

    /// Consecutive frames of `range` that show the same state: the same offset, and the same
    /// spinner where the refresh control spins with the time.
    package func runs(in range: ClosedRange<Int>) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        var start = range.lowerBound
        var state = animation.state(ofFrame: start)
        for index in range.dropFirst() {
            let next = animation.state(ofFrame: index)
            if next != state {
                runs.append(start...(index - 1))
                start = index
                state = next
            }
        }
        runs.append(start...range.upperBound)
        return runs
    }

    /// Writes frames `range` into `folder` (already prepared), then stages `frames.json` and the
    /// `animations`' files when given into `batch`, for the caller to commit with its other files;
    /// without a batch they are committed here. Frames in `done` are already whole in the folder
    /// (a resumed render) and are not written again; a run of them is not even rendered, unless an
    /// animation needs its frames. Calls `progress` with the number of frames written so far (with
    /// animations: written and encoded into them). Stops between frames once `cancellation` is
    /// raised, leaving only whole frames, and throws `.interrupted`.
    package func export(
        _ range: ClosedRange<Int>, skipping done: Set<Int> = [], to folder: String,
        animations: AnimationEncoders? = nil, staging batch: FileBatch? = nil, cancellation: Cancellation,
        progress: @Sendable (Int) -> Void
    ) throws(ExportError) {
        let runs = runs(in: range).filter { run in animations != nil || run.contains { !done.contains($0) } }
        let written = Atomic<Int>(0)
        let memo = FilterMemo()
        try forEachRun(
            runs, animations: animations, cancellation: cancellation, progress: progress
        ) { run, frame throws(ExportError) in
            guard run.contains(where: { !done.contains($0) }) else { return }
            let bytes = try FrameFile.encode(frame, scene: animation.scene, compression: compression, memo: memo)
            // A long hold is one run of many files: stop between any two of them.
            for frameIndex in run where !cancellation.isCancelled && !done.contains(frameIndex) {
                let name = animation.fileName(ofFrame: frameIndex)
                try ExportError.writing { () throws(FileError) in
                    try AtomicFile.write(bytes, named: name, in: folder)
                }
                if animations == nil { progress(written.add(1, ordering: .relaxed).newValue) }
            }
        }
        let files = batch ?? FileBatch()
        try animations?.finish(into: files)
        files.add(
            try Manifest.stage(for: animation, frames: range, environment: environment, layout: layout, into: folder))
        if batch == nil { try ExportError.writing { () throws(FileError) in try files.commit() } }
    }

    /// Only the `animations`' files, no frame written: frames `range` drawn, then encoded in
    /// frame order, the files staged into `batch`. `progress` and `cancellation` as `export`'s.
    package func animate(
        _ range: ClosedRange<Int>, into animations: AnimationEncoders, staging batch: FileBatch,
        cancellation: Cancellation, progress: @Sendable (Int) -> Void
    ) throws(ExportError) {
        try forEachRun(
            runs(in: range), animations: animations, cancellation: cancellation, progress: progress
        ) { _, _ throws(ExportError) in }
        try animations.finish(into: batch)
    }

    /// The loop every export shares: the runs drawn by up to `jobs` workers at once, `work` done
    /// with each run's frame on the worker that drew it; with `animations`, the frame then
    /// prepared for them there, and appended to them in frame order (a `Turnstile`), each run
    /// counted in `progress` once appended. With a global GIF palette, every frame is drawn a
    /// first time for its colours. Memory holds at most one frame per worker. Throws the first
    /// failure, or `.interrupted` once `cancellation` is raised.
    func forEachRun(
        _ runs: [ClosedRange<Int>], animations: AnimationEncoders?, cancellation: Cancellation,
        progress: @Sendable (Int) -> Void,
        work: @Sendable (ClosedRange<Int>, Pixmap) throws(ExportError) -> Void
    ) throws(ExportError) {
        let appended = Atomic<Int>(0)
        try countPaletteColors(runs, animations: animations, cancellation: cancellation) {
            progress(appended.add($0, ordering: .relaxed).newValue)
        }
        try inOrder(runs, cancellation: cancellation, ordered: animations != nil) { run, frame throws(ExportError) in
            try work(run, frame)
            return try animations?.prepare(frame)
        } then: { run, frame, prepared throws(ExportError) in
            guard let animations, let prepared else { return }
            try animations.append(frame, prepared: prepared, run: run)
            progress(appended.add(run.count, ordering: .relaxed).newValue)
        }
    }

    /// With a global GIF palette (`needsPalettePass`), draws every run's frame a first time,
    /// scaled to the GIF's size on its worker, and counts its colours in frame order, handing
    /// `counted` each run's number of frames; nothing without one. Both a folder's render and a
    /// stream make their palette so.
    func countPaletteColors(
        _ runs: [ClosedRange<Int>], animations: AnimationEncoders?, cancellation: Cancellation,
        counted: @Sendable (Int) -> Void
    ) throws(ExportError) {
        guard let animations, animations.outputs.needsPalettePass else { return }
        try inOrder(runs, cancellation: cancellation, ordered: true) { _, frame in
            animations.sized(frame)
        } then: { run, _, sized throws(ExportError) in
            try animations.count(sized)
            counted(run.count)
        }
    }

    /// Draws each run's frame on up to `jobs` workers, runs `work` with it there, then `then`
    /// with the frame and what `work` returned in the order of `runs`: each worker waits its
    /// turn with its frame (`Turnstile`); unless `ordered` is false, when no worker waits and
    /// `then` runs as soon as `work` is done. `then` is skipped once the export is cancelled.
    func inOrder<T: Sendable>(
        _ runs: [ClosedRange<Int>], cancellation: Cancellation, ordered: Bool,
        work: @Sendable (ClosedRange<Int>, Pixmap) throws(ExportError) -> T,
        then: @Sendable (ClosedRange<Int>, Pixmap, T) throws(ExportError) -> Void
    ) throws(ExportError) {
        let workers = min(jobs, runs.count)
        guard workers > 0 else { return }
        let turnstile = Turnstile(workers: workers)
        let next = Atomic<Int>(0)
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
                var done: (frame: Pixmap, result: T)?
                do throws(ExportError) {
                    let frame = try draw(run.lowerBound)
                    done = (frame, try work(run, frame))
                } catch {
                    fail(error)
                }
                func step() {
                    guard let done, !cancellation.isCancelled else { return }
                    do throws(ExportError) {
                        try then(run, done.frame, done.result)
                    } catch {
                        fail(error)
                    }
                }
                if ordered { turnstile.inTurn(ticket, step) } else { step() }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        if cancellation.isCancelled { throw .interrupted }
    }

    /// Frame `index` drawn.
    func draw(_ index: Int) throws(ExportError) -> Pixmap {
        do throws(SceneryError) {
            return try renderer.render(animation.state(ofFrame: index))
        } catch {
            throw .frame(error)
        }
    }

    /// The PNG bytes of frame `index`; `memo` is shared by the workers of one export.
    func encodeFrame(_ index: Int, memo: FilterMemo) throws(ExportError) -> [UInt8] {
        try FrameFile.encode(try draw(index), scene: animation.scene, compression: compression, memo: memo)
    }
}
