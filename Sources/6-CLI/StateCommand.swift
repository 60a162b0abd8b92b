import ArgumentParsing
import SceneModel

/// `stretchy state`: the seed's state at one offset, as JSON.
enum StateCommand {
    static let spec = CommandSpec(
        name: "state",
        overview: "Print the state at one scroll offset as JSON (points, screen coordinates).",
        usage: [.required(SceneOptions.offset), SceneOptions.usage],
        options: [SceneOptions.offset] + SceneOptions.all,
        examples: [
            ("stretchy state --offset -130", "Half-way through the fade")
        ])

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        let offset = try arguments.required(SceneOptions.offset)
        let scene = try SceneOptions.scene(from: arguments)
        try StandardOutput.print(ScrollState(offset: offset, scene: scene).json.text)
        return .success
    }
}
