import Codecs
import Files
import Scenery

/// One render (SPEC §3 `stretchy render`) below the command line: frames `range` of an
/// animation drawn and written where `destination` says, with the animated files, the contact
/// sheet, the player page and `frames.json`, every file after the frames committed at once
/// (`FileBatch`: all of them, or none). `stretchy render` and StretchyKit's `writeAnimation`
/// both run one, so the same inputs make the same bytes by one code path.
package struct RenderJob: Sendable {
    /// Where the frames go.
    package enum Destination: Sendable, Equatable {
        /// Into a folder as `frame_0000.png` … and `frames.json` (`--output-dir DIR`).
        case folder(String)
        /// Onto standard output one after another, `frames.json` to `manifest` when given
        /// (`--output-dir -`).
        case standardOutput(manifest: String?)
        /// Nowhere: only the animated files are written.
        case nowhere
    }

    /// What a run wrote.
    package struct Written: Sendable, Equatable {
        /// The frames written (to the folder or the stream), not counting those already whole.
        package let frames: Int
        /// The files committed after the frames, in the order they were staged.
        package let files: [String]
    }

    /// What `prepare` found and holds for the run.
    package struct Prepared: Sendable {
        /// Frames already whole in the folder (`resume`), not written again.
        package let done: Set<Int>
        /// The folder's lock, held until the caller releases it; nil without a folder.
        package let lock: FolderLock?
    }

    package let animation: Animation
    package let range: ClosedRange<Int>
    package let destination: Destination
    /// The frames' (and APNG frames') PNG compression (`--compression`).
    package var compression: PNGEncoder.Compression = .default
    /// Frames drawn at once; the bytes never depend on it (`--jobs`).
    package var jobs = 1
    /// The animated files (`--apng`, `--gif`, `--webp` and their settings).
    package var animations = AnimationOutputs()
    /// Where the contact sheet goes (`--sheet`), nil for none.
    package var sheet: String?
    /// Write `player.html` into the folder (`--player`).
    package var player = false
    /// Replace the render's files already in the folder (`--force`).
    package var force = false
    /// Finish an interrupted render in the folder (`--resume`).
    package var resume = false
    /// Wait for another stretchy writing into the folder instead of failing (`--wait`).
    package var wait = false
    /// Each frame's layout added to `frames.json` (`--layout`); nil for none.
    package var layout: SceneLayout?

    /// Frames `range` of `animation` to `destination`, every other setting at its option's
    /// default.
    package init(animation: Animation, range: ClosedRange<Int>, destination: Destination) {
        self.animation = animation
        self.range = range
        self.destination = destination
    }

    /// The output folder, nil for a stream or animated files alone.
    package var folder: String? {
        if case let .folder(path) = destination { return path }
        return nil
    }

    /// `--manifest`'s file, with a stream.
    package var manifest: String? {
        if case let .standardOutput(manifest) = destination { return manifest }
        return nil
    }

    /// Every file the user named, with the option naming it, in the order they are checked.
    package var namedFiles: [(option: String, path: String)] {
        let named: [(String, String?)] = [
            ("--apng", animations.apng), ("--gif", animations.gif), ("--webp", animations.webp),
            ("--sheet", sheet), ("--manifest", manifest),
        ]
        return named.compactMap { option, path in path.map { (option, $0) } }
    }

    /// How many steps `run` reports progress in, with `done` frames already whole: every frame
    /// written, or with animated files every frame encoded (twice for a global GIF palette).
    package func progressTotal(skipping done: Set<Int>) -> Int {
        animations.isEmpty ? range.count - done.count : range.count * (animations.needsPalettePass ? 2 : 1)
    }
}

extension RenderJob {
    /// Makes the folder ready before any frame is drawn: locks it (created if missing), removes
    /// a killed run's leftovers with `force` or `resume` (each link removed handed to
    /// `removedLink`), empties it of frames with `force` or finds those already whole with
    /// `resume`, checks every named file writable, and writes the resume record of `inputFiles`
    /// (the files the frames are made from) by stretchy `version`. A named file outside the
    /// folder is checked before the folder is made, so that a bad one leaves no folder and no
    /// lock behind; one directly in it once it exists (which ones those are is found before it
    /// is made: once made, their paths lead through it). A stream or animated files alone make
    /// no folder, no lock and no record.
    package func prepare(
        inputFiles: [String], version: String, removedLink: (String) -> Void
    ) throws(ExportError) -> Prepared {
        let inside = folder.flatMap { FileLocation(of: $0) }
        let outputs = namedFiles.map(\.path)
        let inFolder = outputs.filter { path in inside != nil && FileLocation(of: path)?.folder == inside }
        for file in outputs where !inFolder.contains(file) {
            _ = try ExportError.writing { () throws(FileError) in try AtomicFile.checkWritable(file) }
        }
        guard let folder else { return Prepared(done: [], lock: nil) }
        let record = RenderRecord(
            animation: animation, compression: compression, frames: range, version: version, inputFiles: inputFiles,
            layout: layout != nil)
        var done: Set<Int> = []
        let lock = try OutputFolder.lock(folder, wait: wait)
        for link in force || resume ? try OutputFolder.removeLeftovers(in: folder) : [] { removedLink(link) }
        if resume {
            done = try OutputFolder.resume(folder, record: record, animation: animation, frames: range, layout: layout)
        } else {
            try OutputFolder.prepare(folder, force: force)
        }
        for file in inFolder {
            _ = try ExportError.writing { () throws(FileError) in try AtomicFile.checkWritable(file) }
        }
        // The record goes first, so that an interrupted run leaves what --resume needs to go on.
        try record.write(into: folder)
        return Prepared(done: done, lock: lock)
    }

    /// Draws and writes the frames not `done` (into the folder, onto standard output, or only
    /// into the animated files), then stages the animated files, `frames.json`, the player page
    /// and the contact sheet and commits them as one; only then is the folder's resume record
    /// removed. Calls `progress` as `progressTotal` counts. Stops between whole frames once
    /// `cancellation` is raised (`.interrupted`), leaving no animated file, sheet or manifest;
    /// a failed write to standard output is `.stream`. The libraries the animated files need
    /// are loaded first.
    @discardableResult
    package func run(
        renderer: FrameRenderer, skipping done: Set<Int> = [], cancellation: Cancellation = Cancellation(),
        progress: @Sendable (Int) -> Void = { _ in }
    ) throws(ExportError) -> Written {
        try animations.loadLibraries()
        var exporter = FrameExporter(animation: animation, renderer: renderer, compression: compression, jobs: jobs)
        exporter.layout = layout
        let encoders =
            animations.isEmpty
            ? nil
            : try AnimationEncoders(
                animations, animation: animation, range: range, compression: compression, threads: exporter.jobs)
        // Dropped on a failure, the batch removes what it staged: no temporary file stays.
        let batch = FileBatch()
        var files = animations.paths
        switch destination {
        case let .standardOutput(manifest):
            try exporter.stream(
                range, to: .standardOutput, manifest: manifest, animations: encoders, staging: batch,
                cancellation: cancellation, progress: progress)
            files += manifest.map { [$0] } ?? []
        case let .folder(folder):
            try exporter.export(
                range, skipping: done, to: folder, animations: encoders, staging: batch, cancellation: cancellation,
                progress: progress)
            files.append(FilePath.join(folder, Manifest.fileName))
            if player {
                batch.add(try PlayerPage.stage(for: animation, frames: range, into: folder))
                files.append(FilePath.join(folder, PlayerPage.fileName))
            }
        case .nowhere:
            if let encoders {
                try exporter.animate(
                    range, into: encoders, staging: batch, cancellation: cancellation, progress: progress)
            }
        }
        if let sheet {
            batch.add(try stageSheet(sheet, renderer: renderer))
            files.append(sheet)
        }
        try ExportError.writing { () throws(FileError) in try batch.commit() }
        // Only now is the render finished: until then the record lets --resume finish it.
        if let folder { try RenderRecord.remove(from: folder) }
        return Written(frames: destination == .nowhere ? 0 : range.count - done.count, files: files)
    }

    /// The contact sheet of the frames rendered, staged for `path`.
    private func stageSheet(_ path: String, renderer: FrameRenderer) throws(ExportError) -> StagedFile {
        do {
            let image = try ContactSheet.render(animation, frames: range, renderer: renderer)
            return try AtomicFile.stage(try PNGEncoder(compression: compression).encodeOpaque(image), to: path)
        } catch {
            throw .sheet(path: path, reason: "\(error)")
        }
    }
}
