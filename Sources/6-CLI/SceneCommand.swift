import SceneModel
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

/// `stretchy devices`: the device presets.
enum DevicesCommand {
    static let spec = CommandSpec(
        name: "devices",
        overview: "List the device presets for --device and the scene file's \"device\".",
        usage: ["devices"],
        options: [],
        examples: [("stretchy devices", "The presets, in points, with scale and status bar")])

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        print("name             points      scale  status bar  pixels")
        for device in Device.presets {
            let points = "\(Int(device.width)) × \(Int(device.height))"
            let pixels = "\(Int(device.width) * device.scale) × \(Int(device.height) * device.scale)"
            let mark = device == Device.standard ? " (default)" : ""
            print(device.name.padding(17) + points.padding(12) + "@\(device.scale)x".padding(7)
                  + "\(Int(device.statusBarHeight)) pt".padding(12) + pixels + mark)
        }
        return .success
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
