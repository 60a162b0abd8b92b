import ArgumentParsing
import SceneModel

/// `stretchy scene --print`: the effective scene (defaults, file and options merged) as a scene file.
enum SceneCommand {
    /// The options of `scene` alone; it also takes the scene options.
    enum Options {
        static let print = Flag("print", help: "Print the scene as a scene file (the only action so far).")
    }

    static let spec = CommandSpec(
        name: "scene",
        overview: "Print the effective scene (defaults, scene file and options merged) as JSON.",
        usage: [.required(Options.print), SceneOptions.usage],
        options: [Options.print] + SceneOptions.all,
        examples: [
            ("stretchy scene --print --device iphone-x > my-scene.json", "Start a scene file of your own")
        ])

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        guard arguments[Options.print] else { throw arguments.fail("missing '--print'") }
        try StandardOutput.print(try SceneOptions.scene(from: arguments).json.prettyText, terminator: "")
        return .success
    }
}
