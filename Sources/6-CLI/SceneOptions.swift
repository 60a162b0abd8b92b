import Scenery
import Typesetting

/// The options that describe the screen, shared by `frame`, `render`, `state` and `scene`.
enum SceneOptions {
    static let specs: [OptionSpec] = [
        .value("header", "IMAGE", help: "Header photo (JPEG or PNG). Default: the bundled ceshi.jpg."),
        .value("scale", "1|2|3", help: "Device pixels per point. Default: 2."),
        .value("title", "TEXT", help: "The title label's text. Default: 标题."),
        .value("rows", "N", help: "Number of table rows (0…10000). Default: 30."),
    ]

    /// The scene the options describe, validated (usage errors name the option).
    static func scene(from arguments: ParsedArguments) throws(UsageError) -> Scene {
        var scene = Scene.seed
        if let header = arguments.string("header") {
            guard !header.isEmpty else { throw arguments.fail("option '--header' needs a file name") }
            scene.headerImage = header
        }
        if let scale = try arguments.int("scale", in: 1...3, rangeText: "1, 2 or 3") { scene.scale = scale }
        if let title = arguments.string("title") { scene.titleText = title }
        if let rows = try arguments.int("rows", in: 0...10_000) { scene.rows = rows }
        return scene
    }

    /// Loads everything the scene draws and returns a renderer for it (failures exit 2).
    static func renderer(for scene: Scene) throws(CommandFailure) -> FrameRenderer {
        guard let resources = ResourceLocator.find() else {
            throw CommandFailure(message: SceneryError.resourcesNotFound.description)
        }
        do {
            let typesetter: Typesetter
            do {
                typesetter = try Typesetter(extraFontFiles: scene.fontFiles)
            } catch {
                throw SceneryError.fonts(error)
            }
            return FrameRenderer(scene: scene, assets: try SceneAssets(scene: scene, resources: resources,
                                                                        typesetter: typesetter))
        } catch let error as SceneryError {
            throw CommandFailure(message: error.description)
        } catch {
            throw CommandFailure(message: "\(error)")
        }
    }
}
