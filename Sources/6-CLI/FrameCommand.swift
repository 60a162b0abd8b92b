import ArgumentParsing
import Codecs
import Export
import Files
import FoundationEssentials
import SceneModel
import Scenery
import Workers

/// `stretchy frame`: one PNG of the screen at one offset.
enum FrameCommand {
    /// The options of `frame` alone; it also takes `--offset`, `--compression` and the scene options.
    enum Options {
        /// A `.png` file, or `-` for standard output.
        static let output = Option<String>(
            "output", "FILE",
            help: "Where to write the PNG; the name must end in .png, or '-' for standard output. Default: frame.png."
        ) { path throws(InvalidValue) in
            path == FileDescriptorOutput.dash ? path : try PNGName.checked(path)
        }
    }

    static let spec = CommandSpec(
        name: "frame",
        overview: "Render the screen at one scroll offset to a PNG.",
        usage: [
            .required(SceneOptions.offset), .optional(Options.output), .optional(Compressions.option),
            .optional(SceneOptions.strictImages), SceneOptions.usage,
        ],
        options: [SceneOptions.offset, Options.output, Compressions.option, SceneOptions.strictImages]
            + SceneOptions.all,
        discussion:
            "The offset is rounded to the device pixel grid first. Below minus the header height (-200 for the seed) the header stretches; from minus the bar height (-64) on, the bar is opaque.",
        examples: [
            ("stretchy frame --offset -200 --output rest.png", "The screen at rest"),
            ("stretchy frame --offset -350 --scale 3 --output pulled.png", "Pulled down, header stretched, at @3x"),
            ("stretchy frame --offset 0 --header photo.jpg --title 'My trip'", "Scrolled up: the bar is opaque"),
        ])

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        let offset = try arguments.required(SceneOptions.offset)
        let output = try arguments[Options.output] ?? "frame.png"
        let compression = try arguments[Compressions.option] ?? .default
        let scene = try SceneOptions.scene(from: arguments)
        let toStandardOutput = output == FileDescriptorOutput.dash
        if toStandardOutput {
            try TerminalOutput.refuse(Options.output, in: arguments, redirect: "> frame.png")
        } else {
            _ = try CommandFailure.reporting { () throws(FileError) in try AtomicFile.checkWritable(output) }
        }
        // One frame on two threads: this one decodes the header photo, the longest step with a
        // large photo, while a worker makes the renderer (fonts, texts), draws the table and
        // encodes the PNG bands below the header; then both draw the top and encode the rest.
        // The decode stays here because this thread is running already, where a worker's first
        // start can wait milliseconds for its CPU to wake. Each of the worker's two steps is
        // done by whichever thread comes to it first (`Once`): after a quick decode this thread
        // takes the table and the bands itself, on every core; after a long one it helps with
        // the bands the worker has left (`Parallel.run`). A photo that cannot be decoded is
        // reported before anything is written.
        let threads = ProcessInfo.processInfo.activeProcessorCount
        let header = try SceneOptions.headerPhoto(for: scene, offset: offset)
        let renderer = Once { () -> Result<FrameRenderer, CommandFailure> in
            Result { () throws(CommandFailure) in try SceneOptions.renderer(for: scene, header: header) }
        }
        let lower = Once { () -> Result<(FrameRenderer.Parts, PartialPNG), any Error> in
            Result {
                let frame = try renderer.value.get().renderInParts(offset: offset, threads: threads)
                return (
                    frame, FrameFile.encodeBelowTop(frame, scene: scene, compression: compression, threads: threads)
                )
            }
        }
        _ = Background {
            renderer.offer()
            lower.offer()
        }
        if case .success(let photo) = header { photo.decodeFirst() }
        let (frame, png) = try lower.value.get()
        defer { KeptUntilExit.keep(renderer, lower) }
        let bytes = try CommandFailure.reporting { () throws(ExportError) in
            try FrameFile.finish(png, of: frame, threads: threads)
        }
        try SceneOptions.checkDamage(of: try renderer.value.get().assets.header, arguments)
        guard toStandardOutput else {
            try CommandFailure.reporting { () throws(ExportError) in try FrameFile.write(bytes, to: output) }
            return .success
        }
        BrokenPipe.ignoreSignal()
        do {
            try FileDescriptorOutput.standardOutput.write(bytes)
        } catch {
            throw BrokenPipe.unlessClosedByReader(error, stopped: "the PNG was not written whole")
        }
        return .success
    }
}
