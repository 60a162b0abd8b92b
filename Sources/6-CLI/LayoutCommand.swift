import ArgumentParsing
import SceneModel
import Scenery

/// `stretchy layout`: every element a frame shows at one offset, in drawing order, as JSON.
enum LayoutCommand {
    static let spec = CommandSpec(
        name: "layout",
        overview: "Print the visible elements at one scroll offset as JSON (points, screen coordinates).",
        usage: [.required(SceneOptions.offset), SceneOptions.usage],
        options: [SceneOptions.offset] + SceneOptions.all,
        examples: [
            ("stretchy layout --offset 100", "The rows, texts and separators on screen 100 pt down")
        ])

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        let offset = try arguments.required(SceneOptions.offset)
        let scene = try SceneOptions.scene(from: arguments)
        try SceneOptions.findRowImages(of: scene, arguments)
        let resources = try SceneOptions.bundledResources()
        let layout = try CommandFailure.reporting { () throws(SceneryError) in
            try SceneLayout(scene: scene, resources: resources)
        }
        try StandardOutput.print(layout.at(offset: offset).json.text)
        return .success
    }
}
