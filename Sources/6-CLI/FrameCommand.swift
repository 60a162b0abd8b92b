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
        // The pipeline's worker, started while the options are read and the photo's header:
        // its CPU is awake when the fonts are handed to it.
        IdleSpin.startWorker()
        let offset = try arguments.required(SceneOptions.offset)
        let output = try arguments[Options.output] ?? "frame.png"
        let compression = try arguments[Compressions.option] ?? .default
        let scene = try SceneOptions.scene(from: arguments)
        try SceneOptions.findRowImages(of: scene, arguments)
        let toStandardOutput = output == FileDescriptorOutput.dash
        if toStandardOutput {
            try TerminalOutput.refuse(Options.output, in: arguments, redirect: "> frame.png")
        } else {
            _ = try CommandFailure.reporting { () throws(FileError) in try AtomicFile.checkWritable(output) }
        }
        // The two-thread schedule is Export's (`FramePipeline`), shared with StretchyKit.
        let resources = try SceneOptions.bundledResources()
        let strict = arguments[SceneOptions.strictImages]
        let made = try CommandFailure.reporting { () throws(ExportError) in
            try FramePipeline.png(
                of: scene, atOffset: offset, resources: resources, compression: compression,
                threads: ProcessInfo.processInfo.activeProcessorCount,
                loaded: { SceneOptions.sayWarnings($0, strictImages: strict) })
        }
        defer { KeptUntilExit.keep([made.renderer] + made.parts) }
        let bytes = made.bytes
        try SceneOptions.checkHeader(made.renderer.assets.header, arguments)
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
