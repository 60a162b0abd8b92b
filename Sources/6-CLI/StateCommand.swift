import Scenery

/// `stretchy state`: the seed's state at one offset, as JSON.
enum StateCommand {
    static let spec = CommandSpec(
        name: "state",
        overview: "Print the state at one scroll offset as JSON (points, screen coordinates).",
        usage: ["state --offset <Y> [scene options]"],
        options: [
            .value("offset", "Y", help: "The table's contentOffset.y in points."),
        ] + SceneOptions.specs,
        examples: [
            ("stretchy state --offset -130", "Half-way through the fade"),
        ])

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        guard let offset = try arguments.double("offset", in: -100_000...100_000, rangeText: "-100000…100000") else {
            throw arguments.fail("missing option '--offset <Y>'")
        }
        let scene = try SceneOptions.scene(from: arguments)
        print(ScrollState(offset: offset, scene: scene).json.text)
        return .success
    }
}
