import ArgumentParsing
import SceneModel

/// `stretchy devices`: the device presets.
enum DevicesCommand {
    static let spec = CommandSpec(
        name: "devices",
        overview: "List the device presets for --device and the scene file's \"device\".",
        options: [],
        examples: [("stretchy devices", "The presets, in points, with scale, status bar and the table's look")])

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        for line in DeviceTable.listing { try StandardOutput.print(line) }
        return .success
    }
}
