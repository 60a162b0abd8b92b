import Scenery

/// `stretchy scene --print`: the effective scene (defaults, file and options merged) as a scene file.
enum SceneCommand {
    static let spec = CommandSpec(
        name: "scene",
        overview: "Print the effective scene (defaults, scene file and options merged) as JSON.",
        usage: ["scene --print [scene options]"],
        options: [.flag("print", help: "Print the scene as a scene file (the only action so far).")] + SceneOptions.specs,
        examples: [
            ("stretchy scene --print --device iphone-x > my-scene.json", "Start a scene file of your own"),
        ])

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        guard arguments.flag("print") else { throw arguments.fail("missing '--print'") }
        print(try SceneOptions.scene(from: arguments).json.prettyText, terminator: "")
        return .success
    }
}
