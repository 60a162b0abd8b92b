import Codecs
import Export
import Files
import Foundation
import SceneModel
import Scenery

/// `stretchy frame`: one PNG of the screen at one offset.
enum FrameCommand {
    static let spec = CommandSpec(
        name: "frame",
        overview: "Render the screen at one scroll offset to a PNG.",
        usage: ["frame --offset <Y> [--output <FILE>] [scene options]"],
        options: [
            SceneOptions.offsetSpec,
            .value("output", "FILE", help: "Where to write the PNG. Default: frame.png."),
            Compressions.spec,
        ] + SceneOptions.specs,
        discussion: "The offset is rounded to the device pixel grid first. Below minus the header height (-200 for the seed) the header stretches; from minus the bar height (-64) on, the bar is opaque.",
        examples: [
            ("stretchy frame --offset -200 --output rest.png", "The screen at rest"),
            ("stretchy frame --offset -350 --scale 3 --output pulled.png", "Pulled down, header stretched, at @3x"),
            ("stretchy frame --offset 0 --header photo.jpg --title 'My trip'", "Scrolled up: the bar is opaque"),
        ])

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        let offset = try SceneOptions.offset(from: arguments)
        let output = arguments.string("output") ?? "frame.png"
        let compression = try Compressions.parse(arguments)
        let scene = try SceneOptions.scene(from: arguments)
        do {
            try AtomicFile.checkWritable(output)
        } catch {
            throw CommandFailure(message: error.description)
        }
        let renderer = try SceneOptions.renderer(for: scene)
        let frame = renderer.renderInParts(offset: offset)
        do {
            // One frame: drawing its top and encoding may use every core.
            try FrameFile.write(frame, scene: scene, compression: compression,
                                threads: ProcessInfo.processInfo.activeProcessorCount, to: output)
        } catch {
            throw CommandFailure(message: error.description)
        }
        return .success
    }
}

/// `--compression` shared by `frame` and `render`.
enum Compressions {
    static let spec = OptionSpec.value(
        "compression", "fast|default|best",
        help: "PNG compression effort: fast (zlib 1, run-length, Sub filter; about 14 % larger), default (zlib 1, run-length, each row's filter chosen for it; within 1 % of libpng's defaults), best (zlib 9, filtered; about 3 % smaller, several times slower). Default: default.")

    static func parse(_ arguments: ParsedArguments) throws(UsageError) -> PNGEncoder.Compression {
        guard let word = try arguments.choice("compression", among: PNGEncoder.Compression.allCases.map(\.rawValue)) else {
            return .default
        }
        return PNGEncoder.Compression(rawValue: word)!
    }
}
