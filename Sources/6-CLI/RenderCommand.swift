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
import Wording

/// `stretchy render`: a motion script played and exported as numbered PNG frames plus
/// `frames.json`.
enum RenderCommand {
    /// The options of `render` alone; it also takes `--compression` and the scene options.
    enum Options {
        static let motion: Option<String> = .text(
            "motion", "SCRIPT",
            help: "Motion steps separated by ';' or new lines (see below). Default: the seed's tour of every state.")
        static let motionFile: Option<String> = .text(
            "motion-file", "FILE", help: "Read the motion script from a file ('-': standard input).")
        static let fps: Option<Int> = .wholeNumber(
            "fps", "N",
            help: "Frames per second, \(RangeText.closed(RenderLimits.fps)). Default: \(RenderLimits.defaultFPS).",
            in: RenderLimits.fps)
        static let outputDir: Option<String> = .text(
            "output-dir", "DIR",
            help:
                "Folder for frame_0000.png … and frames.json; created if missing. '-': the PNGs one after another on standard output, no file. Default: frames."
        )
        static let manifest: Option<String> = .text(
            "manifest", "FILE", help: "With --output-dir -: write frames.json to FILE (a folder holds its own).")
        static let jobs: Option<Int> = .wholeNumber(
            "jobs", "N",
            help: "Frames rendered at once, \(RangeText.closed(RenderLimits.jobs)). Default: the number of cores. "
                + "The bytes never depend on it.",
            in: RenderLimits.jobs)
        /// `A-B` or `A-`; that A is a frame of the animation is checked once it is known.
        static let frames = Option<FrameSpan>(
            "frames", "A-B",
            help: "Render only frames A to B of the animation (A-: to the last), with the same names and bytes "
                + "as a full run."
        ) { text throws(InvalidValue) in try FrameSpan(parsing: text) }
        static let force = Flag(
            "force",
            help:
                "Replace the frame_*.png, frames.json, frames.json.partial and player.html already in the folder "
                + "(nothing else is touched)."
        )
        static let resume = Flag(
            "resume",
            help: "Finish an interrupted render in its folder: the same options render only the frames missing there.")
        static let sheet: Option<String> = .text(
            "sheet", "FILE",
            help:
                "Also write a contact sheet: about 12 evenly spaced frames of those rendered, labelled with time and offset."
        )
        static let quiet = Flag("quiet", short: "q", help: "No progress and no summary on stderr.")
        static let apng = Option<String>(
            "apng", "FILE.png",
            help: "Also write an animated PNG of the frames (exact pixels; each frame stores what changed)."
        ) { path throws(InvalidValue) in try PNGName.checked(path, suffix: ".png", kind: "an animated PNG") }
        static let gif = Option<String>(
            "gif", "FILE.gif",
            help: "Also write an animated GIF (libimagequant palettes, unchanged pixels transparent)."
        ) { path throws(InvalidValue) in try PNGName.checked(path, suffix: ".gif", kind: "an animated GIF") }
        static let webp = Option<String>(
            "webp", "FILE.webp", help: "Also write an animated WebP (lossless unless --webp-quality)."
        ) { path throws(InvalidValue) in try PNGName.checked(path, suffix: ".webp", kind: "an animated WebP") }
        static let loop: Option<Int> = .wholeNumber(
            "loop", "N",
            help: "How many times the animated files play, \(RangeText.closed(AnimationOutputs.plays)); 0: for ever. "
                + "Default: 0.",
            in: AnimationOutputs.plays)
        static let gifPalette: Option<AnimationOutputs.GIFPaletteMode> = .oneOf(
            "gif-palette",
            help: "global: one palette of 255 colours for the whole GIF (the frames are drawn twice); frame: each "
                + "GIF frame gets its own. Default: global.")
        static let gifDither: Option<Double> = .decimal(
            "gif-dither", "D",
            help: "GIF dithering strength, \(RangeText.closed(AnimationOutputs.dither)); 0: none, each pixel its "
                + "nearest colour. Default: 0.",
            in: AnimationOutputs.dither)
        static let gifWidth: Option<Int> = .wholeNumber(
            "gif-width", "W",
            help: "Scale the GIF down to W pixels wide (Lanczos; never up). Default: the frames' width.",
            in: AnimationOutputs.gifWidth)
        static let webpQuality: Option<Int> = .wholeNumber(
            "webp-quality", "Q",
            help: "Lossy WebP at quality Q, \(RangeText.closed(AnimationOutputs.webpQuality)). Default: lossless.",
            in: AnimationOutputs.webpQuality)
        static let player = Flag(
            "player",
            help: "Also write player.html beside the frames: play, scrub and step them, with plots of offset, "
                + "bar alpha and header height over time.")
        static let layout = Flag(
            "layout",
            help: "Add each frame's layout to frames.json: the elements 'stretchy layout' prints at its offset.")
        static let wait = Flag(
            "wait", help: "When another stretchy is writing into the folder, wait for it to finish instead of failing.")
    }

    static let spec = CommandSpec(
        name: "render",
        overview: "Render a scroll gesture as numbered PNG frames and frames.json.",
        usage: [
            .oneOf([Options.motion, Options.motionFile]), .optional(Options.fps),
            .choice([
                [.required(Options.outputDir)],
                [.value(Options.outputDir, "-"), .optional(Options.manifest)],
            ]),
            .optional(Options.jobs), .optional(Options.frames), .oneOf([Options.force, Options.resume]),
            .optional(Options.wait), .optional(SceneOptions.strictImages), .optional(Options.sheet),
            .optional(Options.player), .optional(Compressions.option), .optional(Options.apng), .optional(Options.gif),
            .optional(Options.webp), .optional(Options.loop), .optional(Options.gifPalette),
            .optional(Options.gifDither), .optional(Options.gifWidth), .optional(Options.webpQuality),
            .optional(Options.layout), .optional(Options.quiet), SceneOptions.usage,
        ],
        options: [
            Options.motion, Options.motionFile, Options.fps, Options.outputDir, Options.manifest, Options.jobs,
            Options.frames,
            Options.force, Options.resume, Options.wait, Options.sheet, Options.player, Compressions.option,
            Options.apng,
            Options.gif, Options.webp, Options.loop, Options.gifPalette, Options.gifDither, Options.gifWidth,
            Options.webpQuality, Options.layout, Options.quiet, SceneOptions.strictImages,
        ] + SceneOptions.all,
        discussion: """
            MOTION STEPS (offsets in points; velocities in points per second, positive scrolls up):
              hold S          nothing moves for S seconds
              drag D S        a finger moves the content by D over S seconds (rubber band past an edge)
              release         the finger lifts with the drag's velocity (momentum, or a bounce)
              fling V         the finger lifts with velocity V
              scroll TO S     an animated scroll to offset TO over S seconds (ease-in-ease-out)
              jump TO         the offset becomes TO at once
              refresh S       the finger lifts; pulled 100 pt or more, held 60 pt open S seconds, then back
              # comment       to the end of the line
            Default: \(MotionScript.standard.text)
            ANIMATED FILES: --apng, --gif and --webp play frames A…B at --fps, each written once the last frame
            is in (an interrupted render leaves none). With any of them --output-dir is optional: without it no
            frame is kept. See docs/guides/animations.md.
            """,
        examples: [
            (
                "stretchy render --output-dir out --sheet out/sheet.png",
                "The seed's default animation, with a contact sheet"
            ),
            ("stretchy render --motion 'hold 0.2; drag -250 0.5; release' --fps 60", "Pull down and let go, at 60 fps"),
            ("stretchy render --frames 0-119 --output-dir part1", "The first 120 frames only (split a long export)"),
            ("stretchy render --fps 60 --output-dir out --resume", "Finish the same render after Ctrl-C"),
            (
                "stretchy render --gif out/a.gif --gif-width 375 --apng out/a.png --webp out/a.webp",
                "Three animated files from one render, no frames kept"
            ),
            (
                "stretchy render --output-dir - | ffmpeg -f image2pipe -framerate 30 -i - -vf 'scale=trunc(iw/2)*2:trunc(ih/2)*2' -c:v libx264 -pix_fmt yuv420p stretchy.mp4",
                "An MP4 straight from the stream, no frames on disk (docs/guides/frames.md: GIF and WebM)"
            ),
        ])

    /// What the command line asks for, every option read and checked: the render, and whether
    /// to say anything on stderr.
    struct Request {
        let job: RenderJob
        let quiet: Bool
        /// Each frame's layout goes into `frames.json` (`--layout`).
        let layout: Bool
    }

    /// The steps in order: check everything, load the libraries the animated files need and what
    /// the frames draw, make the folder ready (`RenderJob.prepare`), run the render (stopped by a
    /// signal), release the folder, print the summary.
    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        let request = try validate(arguments)
        var job = request.job
        // Opened only for a GIF or a WebP, and before the header is read: a missing library is
        // then the one error, before any frame is drawn or any file made.
        try CommandFailure.reporting { () throws(ExportError) in try job.animations.loadLibraries() }
        // The header is read before the folder is made, so a bad one leaves nothing behind.
        let renderer = try SceneOptions.renderer(for: job.animation.scene, arguments)
        try SceneOptions.checkHeader(renderer.assets.header, arguments)
        if request.layout {
            let (scene, resources) = (job.animation.scene, try SceneOptions.bundledResources())
            job.layout = try CommandFailure.reporting { () throws(SceneryError) in
                try SceneLayout(scene: scene, resources: resources)
            }
        }
        let inputFiles = job.folder == nil ? [] : try SceneOptions.inputFiles(for: job.animation.scene)
        let prepared: RenderJob.Prepared
        do throws(ExportError) {
            prepared = try job.prepare(inputFiles: inputFiles, version: Stretchy.version) { link in
                Stretchy.printError(
                    "Warning: removed '\(link)', a symbolic link: stretchy never writes its own files through one")
            }
        } catch {
            // Options that do not match the folder's frames are the command line's mistake.
            if case .cannotResume = error { throw arguments.fail(error.description) }
            throw CommandFailure(message: error.description)
        }
        let meter = ProgressMeter(
            total: job.progressTotal(skipping: prepared.done), enabled: !request.quiet && isatty(STDERR_FILENO) == 1)
        try render(job, renderer: renderer, prepared: prepared, meter: meter)
        meter.finish()
        prepared.lock?.release()
        if !request.quiet { printSummary(job, skipped: prepared.done.count, meter: meter) }
        return .success
    }

    /// Every option, the motion and the scene read and checked together, before any work starts.
    static func validate(_ arguments: ParsedArguments) throws -> Request {
        // One standard input cannot be read twice.
        let dash = FileDescriptorOutput.dash
        if try arguments[Options.motionFile] == dash && arguments[SceneOptions.sceneFile] == dash {
            throw arguments.fail("options '--scene' and '--motion-file' cannot both read standard input ('-')")
        }
        let script = try motionScript(arguments)
        let fps = try arguments[Options.fps] ?? RenderLimits.defaultFPS
        let animations = try animationOutputs(arguments)
        // Animated files alone need no folder; frames alone go to `frames` unless told.
        let folder = try arguments[Options.outputDir] ?? (animations.isEmpty ? "frames" : nil)
        let toStandardOutput = folder == dash
        let manifest = try arguments[Options.manifest]
        let (force, resume) = (arguments[Options.force], arguments[Options.resume])
        // Replacing the frames and keeping them are opposite wishes.
        if force && resume { throw arguments.fail("options '--force' and '--resume' cannot be used together") }
        // A stream keeps no frames to replace or to finish; a folder holds its own frames.json.
        if toStandardOutput, let flag = force ? "--force" : resume ? "--resume" : nil {
            throw arguments.fail("option '\(flag)' needs a folder; '--output-dir -' keeps no frames")
        }
        if folder == nil, let flag = force ? "--force" : resume ? "--resume" : arguments[Options.wait] ? "--wait" : nil
        {
            throw arguments.fail(
                "option '\(flag)' needs a folder (--output-dir); the animated files alone keep no frames")
        }
        if toStandardOutput { try TerminalOutput.refuse(Options.outputDir, in: arguments, redirect: "> frames.bin") }
        // The page shows the folder's frames: there must be a folder.
        if arguments[Options.player] && (folder == nil || toStandardOutput) {
            throw arguments.fail("option '--player' needs a folder (--output-dir DIR): the page shows the frames in it")
        }
        // The layouts go into frames.json: there must be one.
        if arguments[Options.layout] && (folder == nil || (toStandardOutput && manifest == nil)) {
            throw arguments.fail("option '--layout' needs a frames.json: a folder (--output-dir DIR) or --manifest")
        }
        if !toStandardOutput && manifest != nil {
            throw arguments.fail(
                "option '--manifest' goes with '--output-dir -'; a folder gets its own \(Manifest.fileName)")
        }
        let scene = try SceneOptions.scene(from: arguments)
        try SceneOptions.findRowImages(of: scene, arguments)
        let animation: Animation
        do {
            animation = try Animation(scene: scene, script: script, fps: fps)
        } catch {
            throw arguments.fail(error.description)
        }
        var job = RenderJob(
            animation: animation, range: try frameRange(arguments, frameCount: animation.frameCount),
            destination: toStandardOutput ? .standardOutput(manifest: manifest) : folder.map { .folder($0) } ?? .nowhere
        )
        job.compression = try arguments[Compressions.option] ?? .default
        job.jobs = try arguments[Options.jobs] ?? ProcessInfo.processInfo.activeProcessorCount
        job.animations = animations
        job.sheet = try arguments[Options.sheet]
        job.player = arguments[Options.player]
        (job.force, job.resume, job.wait) = (force, resume, arguments[Options.wait])
        try RenderOutputs(job).checkNames(arguments)
        return Request(job: job, quiet: arguments[Options.quiet], layout: arguments[Options.layout])
    }

    /// `--apng`, `--gif`, `--webp` and their settings; a setting without its file is a usage
    /// error (two options naming the same file are `RenderOutputs`' to find).
    static func animationOutputs(_ arguments: ParsedArguments) throws -> AnimationOutputs {
        var outputs = AnimationOutputs(
            apng: try arguments[Options.apng], gif: try arguments[Options.gif], webp: try arguments[Options.webp])
        let needs: [(String, Bool, String)] = [
            ("loop", try arguments[Options.loop] != nil && outputs.isEmpty, "--apng, --gif or --webp"),
            ("gif-palette", try arguments[Options.gifPalette] != nil && outputs.gif == nil, "--gif"),
            ("gif-dither", try arguments[Options.gifDither] != nil && outputs.gif == nil, "--gif"),
            ("gif-width", try arguments[Options.gifWidth] != nil && outputs.gif == nil, "--gif"),
            ("webp-quality", try arguments[Options.webpQuality] != nil && outputs.webp == nil, "--webp"),
        ]
        if let (name, _, partner) = needs.first(where: { $0.1 }) {
            throw arguments.fail("option '--\(name)' goes with \(partner)")
        }
        outputs.plays = try arguments[Options.loop] ?? 0
        outputs.gifPalette = try arguments[Options.gifPalette] ?? AnimationOutputs.defaultGIFPalette
        outputs.gifDither = try arguments[Options.gifDither] ?? AnimationOutputs.defaultDither
        outputs.gifWidth = try arguments[Options.gifWidth]
        outputs.webpQuality = try arguments[Options.webpQuality]
        return outputs
    }

    /// Runs `job` with the progress on `meter`; a SIGINT or SIGTERM stops it after whole files,
    /// releases the folder and ends the process by that signal.
    static func render(
        _ job: RenderJob, renderer: FrameRenderer, prepared: RenderJob.Prepared, meter: ProgressMeter
    ) throws {
        let cancellation = Cancellation()
        let signals = SignalTrap(cancellation: cancellation)
        if case .standardOutput = job.destination { BrokenPipe.ignoreSignal() }
        do throws(ExportError) {
            try job.run(renderer: renderer, skipping: prepared.done, cancellation: cancellation) {
                meter.update(done: $0)
            }
        } catch .interrupted {
            meter.finish()
            prepared.lock?.release()
            let none = job.animations.isEmpty ? "" : "; no animated file was written"
            let kept =
                switch job.destination {
                case .standardOutput: "standard output ends with the last whole frame\(none)"
                case let .folder(folder):
                    "the frames in \(Excerpt.quoted(folder)) are whole, frames.json"
                        + (job.animations.isEmpty ? " was" : " and the animated files were")
                        + " not written (finish with the same options and --resume)"
                case .nowhere: "no animated file was written"
                }
            signals.exitBySignal(message: "Error: interrupted; \(kept)")
        } catch let .stream(failure) {
            meter.finish()
            throw BrokenPipe.unlessClosedByReader(failure, stopped: "the render stopped")
        } catch {
            meter.finish()
            throw CommandFailure(message: error.description)
        }
    }

    /// `rendered N frames (frame_A.png … frame_B.png) in X.XX s into 'DIR'` on stderr.
    static func printSummary(_ job: RenderJob, skipped: Int, meter: ProgressMeter) {
        let range = job.range
        let kept = skipped == 0 ? "" : ", \(skipped) already there"
        let files = [range.lowerBound, range.upperBound].map(job.animation.fileName(ofFrame:))
            .joined(separator: " … ")
        let animated = job.animations.paths.map { "'\($0)'" }
        let (preposition, destination, names): (String, [String], String) =
            switch job.destination {
            case .standardOutput: ("to", ["standard output"] + animated, " (\(files)\(kept))")
            case let .folder(folder): ("into", ["'\(folder)'"] + animated, " (\(files)\(kept))")
            case .nowhere: ("into", animated, "")
            }
        Stretchy.printError(
            "rendered \(Plural.count(range.count - skipped, "frame"))\(names) "
                + "in \(meter.elapsedText) \(preposition) \(destination.joined(separator: ", "))")
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
                throw CommandFailure(message: "cannot read motion file \(Excerpt.quoted(file)): \(error)")
            }
            guard let decoded = String(data: Data(bytes), encoding: .utf8) else {
                throw CommandFailure(message: "cannot read motion file \(Excerpt.quoted(file)): not UTF-8 text")
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

    /// `--frames`, or every frame; checked against the animation's frame count. A last frame
    /// past the end is the end, which one note on stderr says.
    static func frameRange(_ arguments: ParsedArguments, frameCount: Int) throws(UsageError) -> ClosedRange<Int> {
        guard let span = try arguments[Options.frames] else { return 0...(frameCount - 1) }
        let allowed = "this animation has frames 0-\(frameCount - 1)"
        guard let (range, clamped) = span.frames(of: frameCount) else {
            throw arguments.fail(Options.frames) { .outOfRange($0, allowed: allowed) }
        }
        if clamped {
            StandardError.write(
                "Note: --frames \(span.first)-\(span.last ?? range.upperBound): \(allowed); "
                    + "rendering \(range.lowerBound)-\(range.upperBound)\n")
        }
        return range
    }
}
