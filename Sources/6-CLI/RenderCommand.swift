import ArgumentParsing
import Codecs
import Dispatch
import Export
import Files
import FoundationEssentials
import Glibc
import Motion
import SceneModel
import Scenery

/// `stretchy render`: a motion script played and exported as numbered PNG frames plus
/// `frames.json`.
enum RenderCommand {
    /// The options of `render` alone; it also takes `--compression` and the scene options.
    enum Options {
        static let motion: Option<String> = .text(
            "motion", "SCRIPT", help: "Motion steps separated by ';' or new lines (see below). Default: the seed's tour of every state.")
        static let motionFile: Option<String> = .text(
            "motion-file", "FILE", help: "Read the motion script from a file ('-': standard input).")
        static let fps: Option<Int> = .wholeNumber("fps", "N", help: "Frames per second, 1…240. Default: 30.", in: 1...240)
        static let outputDir: Option<String> = .text(
            "output-dir", "DIR",
            help: "Folder for frame_0000.png … and frames.json; created if missing. '-': the PNGs one after another on standard output, no file. Default: frames.")
        static let manifest: Option<String> = .text(
            "manifest", "FILE", help: "With --output-dir -: write frames.json to FILE (a folder holds its own).")
        static let jobs: Option<Int> = .wholeNumber(
            "jobs", "N", help: "Frames rendered at once, 1…256. Default: the number of cores. The bytes never depend on it.",
            in: 1...256)
        /// `A-B` with 0 ≤ A ≤ B; that B is a frame of the animation is checked once it is known.
        static let frames = Option<ClosedRange<Int>>(
            "frames", "A-B", help: "Render only frames A to B of the animation, with the same names and bytes as a full run."
        ) { text throws(InvalidValue) in
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let first = Int(parts[0]), let last = Int(parts[1]), first >= 0, first <= last else {
                throw InvalidValue("'\(text)' is not a range A-B with 0 ≤ A ≤ B")
            }
            return first...last
        }
        static let force = Flag(
            "force", help: "Replace the frame_*.png, frames.json and frames.json.partial already in the folder (nothing else is touched).")
        static let resume = Flag(
            "resume", help: "Finish an interrupted render in its folder: the same options render only the frames missing there.")
        static let sheet: Option<String> = .text(
            "sheet", "FILE", help: "Also write a contact sheet: about 12 evenly spaced frames of those rendered, labelled with time and offset.")
        static let quiet = Flag("quiet", short: "q", help: "No progress and no summary on stderr.")
        static let wait = Flag(
            "wait", help: "When another stretchy is writing into the folder, wait for it to finish instead of failing.")
    }

    static let spec = CommandSpec(
        name: "render",
        overview: "Render a scroll gesture as numbered PNG frames and frames.json.",
        usage: ["render [--motion <SCRIPT> | --motion-file <FILE>] [--fps <N>] [--output-dir <DIR> | --output-dir - [--manifest <FILE>]] [--jobs <N>] [--frames <A-B>] [--force | --resume] [--wait] [--strict-images] [--sheet <FILE>] [--compression fast|default|best] [--quiet] [scene options]"],
        options: [Options.motion, Options.motionFile, Options.fps, Options.outputDir, Options.manifest, Options.jobs, Options.frames,
                  Options.force, Options.resume, Options.wait, Options.sheet, Compressions.option, Options.quiet,
                  SceneOptions.strictImages] + SceneOptions.all,
        discussion: """
        MOTION STEPS (offsets in points; velocities in points per second, positive scrolls up):
          hold S          nothing moves for S seconds
          drag D S        a finger moves the content by D over S seconds (rubber band past an edge)
          release         the finger lifts with the drag's velocity (momentum, or a bounce)
          fling V         the finger lifts with velocity V
          scroll TO S     an animated scroll to offset TO over S seconds (ease-in-ease-out)
          jump TO         the offset becomes TO at once
          # comment       to the end of the line
        Default: \(MotionScript.standard.text)
        """,
        examples: [
            ("stretchy render --output-dir out --sheet out/sheet.png", "The seed's default animation, with a contact sheet"),
            ("stretchy render --motion 'hold 0.2; drag -250 0.5; release' --fps 60", "Pull down and let go, at 60 fps"),
            ("stretchy render --frames 0-119 --output-dir part1", "The first 120 frames only (split a long export)"),
            ("stretchy render --fps 60 --output-dir out --resume", "Finish the same render after Ctrl-C"),
            ("stretchy render --output-dir - | ffmpeg -f image2pipe -framerate 30 -i - -vf 'scale=trunc(iw/2)*2:trunc(ih/2)*2' -c:v libx264 -pix_fmt yuv420p stretchy.mp4",
             "An MP4 straight from the stream, no frames on disk (README: GIF and WebM)"),
        ])

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        // Everything is checked before any work starts.
        // One standard input cannot be read twice.
        let dash = FileDescriptorOutput.dash
        if try arguments[Options.motionFile] == dash && arguments[SceneOptions.sceneFile] == dash {
            throw arguments.fail("options '--scene' and '--motion-file' cannot both read standard input ('-')")
        }
        let script = try motionScript(arguments)
        let fps = try arguments[Options.fps] ?? 30
        let folder = try arguments[Options.outputDir] ?? "frames"
        let toStandardOutput = folder == dash
        let manifest = try arguments[Options.manifest]
        let jobs = try arguments[Options.jobs] ?? ProcessInfo.processInfo.activeProcessorCount
        let compression = try arguments[Compressions.option] ?? .default
        let quiet = arguments[Options.quiet]
        let (force, resume) = (arguments[Options.force], arguments[Options.resume])
        // Replacing the frames and keeping them are opposite wishes.
        if force && resume { throw arguments.fail("options '--force' and '--resume' cannot be used together") }
        // A stream keeps no frames to replace or to finish; a folder holds its own frames.json.
        if toStandardOutput, let flag = force ? "--force" : resume ? "--resume" : nil {
            throw arguments.fail("option '\(flag)' needs a folder; '--output-dir -' keeps no frames")
        }
        if !toStandardOutput && manifest != nil {
            throw arguments.fail("option '--manifest' goes with '--output-dir -'; a folder gets its own \(Manifest.fileName)")
        }
        let scene = try SceneOptions.scene(from: arguments)
        let animation: Animation
        do {
            animation = try Animation(scene: scene, script: script, fps: fps)
        } catch {
            throw arguments.fail(error.description)
        }
        let range = try frameRange(arguments, frameCount: animation.frameCount)
        let sheet = try arguments[Options.sheet]

        // The header is read before the folder is made, so a bad one leaves nothing behind.
        let renderer = try SceneOptions.renderer(for: scene)
        try SceneOptions.checkDamage(of: renderer.assets.header, arguments)
        let record = toStandardOutput ? nil : RenderRecord(
            animation: animation, compression: compression, frames: range, version: Stretchy.version,
            inputFiles: try SceneOptions.inputFiles(for: scene))
        // A stream makes no folder and no record.
        var done: Set<Int> = []
        var lock: FolderLock?
        if let record {
            do {
                lock = try OutputFolder.lock(folder, wait: arguments[Options.wait])
                for link in force || resume ? try OutputFolder.removeLeftovers(in: folder) : [] {
                    Stretchy.printError("Warning: removed '\(link)', a symbolic link: "
                                        + "stretchy never writes its own files through one")
                }
                if resume {
                    done = try OutputFolder.resume(folder, record: record, animation: animation, frames: range)
                } else {
                    try OutputFolder.prepare(folder, force: force)
                }
            } catch {
                // Options that do not match the folder's frames are the command line's mistake.
                if case .cannotResume = error { throw arguments.fail(error.description) }
                throw CommandFailure(message: error.description)
            }
        }
        for file in [sheet, manifest].compactMap({ $0 }) {
            _ = try CommandFailure.reporting { () throws(FileError) in try AtomicFile.checkWritable(file) }
        }
        // The record goes first, so that an interrupted run leaves what --resume needs to go on.
        if let record { try CommandFailure.reporting { () throws(ExportError) in try record.write(into: folder) } }
        let exporter = FrameExporter(animation: animation, renderer: renderer, compression: compression, jobs: jobs)

        let cancellation = Cancellation()
        let signals = SignalTrap(cancellation: cancellation)
        let meter = ProgressMeter(total: range.count - done.count, enabled: !quiet && isatty(STDERR_FILENO) == 1)
        do {
            if toStandardOutput {
                BrokenPipe.ignoreSignal()
                try exporter.stream(range, to: .standardOutput, manifest: manifest, cancellation: cancellation) {
                    meter.update(done: $0)
                }
            } else {
                try exporter.export(range, skipping: done, to: folder, cancellation: cancellation) { meter.update(done: $0) }
                try RenderRecord.remove(from: folder)
            }
        } catch .interrupted {
            meter.finish()
            lock?.release()
            let kept = toStandardOutput
                ? "standard output ends with the last whole frame"
                : "the frames in '\(folder)' are whole, frames.json was not written (finish with the same options and --resume)"
            signals.exitBySignal(message: "Error: interrupted; \(kept)")
        } catch let .stream(failure) {
            meter.finish()
            throw BrokenPipe.unlessClosedByReader(failure, stopped: "the render stopped")
        } catch {
            meter.finish()
            throw CommandFailure(message: error.description)
        }
        if let sheet {
            do {
                let image = try ContactSheet.render(animation, frames: range, renderer: renderer)
                try AtomicFile.write(try PNGEncoder(compression: compression).encodeOpaque(image), to: sheet)
            } catch {
                throw CommandFailure(message: "contact sheet '\(sheet)': \(error)")
            }
        }
        meter.finish()
        lock?.release()
        if !quiet {
            let kept = done.isEmpty ? "" : ", \(done.count) already there"
            let destination = toStandardOutput ? "to standard output" : "into '\(folder)'"
            Stretchy.printError("rendered \(range.count - done.count) frames (\(animation.fileName(ofFrame: range.lowerBound)) … \(animation.fileName(ofFrame: range.upperBound))\(kept)) in \(meter.elapsedText) \(destination)")
        }
        return .success
    }

    static func motionScript(_ arguments: ParsedArguments) throws -> MotionScript {
        let text: String
        switch (try arguments[Options.motion], try arguments[Options.motionFile]) {
        case (.some, .some):
            throw arguments.fail("options '--motion' and '--motion-file' cannot be used together")
        case let (.some(inline), nil):
            text = inline
        case let (nil, .some(file)):
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(file)
            } catch {
                throw CommandFailure(message: "cannot read motion file '\(file)': \(error)")
            }
            guard let decoded = String(data: Data(bytes), encoding: .utf8) else {
                throw CommandFailure(message: "cannot read motion file '\(file)': not UTF-8 text")
            }
            text = decoded
        case (nil, nil):
            return MotionScript.standard
        }
        do {
            return try MotionScript(parsing: text)
        } catch {
            throw arguments.fail(error.description)
        }
    }

    /// `--frames`, or every frame; checked against the animation's frame count.
    static func frameRange(_ arguments: ParsedArguments, frameCount: Int) throws(UsageError) -> ClosedRange<Int> {
        guard let range = try arguments[Options.frames] else { return 0...(frameCount - 1) }
        guard range.upperBound < frameCount else {
            throw arguments.fail(Options.frames) { .outOfRange($0, allowed: "this animation has frames 0-\(frameCount - 1)") }
        }
        return range
    }
}
