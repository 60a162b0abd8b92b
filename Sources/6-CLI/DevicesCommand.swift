import ArgumentParsing
import SceneModel
import Wording

/// `stretchy devices`: the device presets.
enum DevicesCommand {
    static let spec = CommandSpec(
        name: "devices",
        overview: "List the device presets for --device and the scene file's \"device\".",
        options: [],
        examples: [("stretchy devices", "The presets, in points, with scale, status bar and the table's look")])

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        // The longest name and two spaces: the columns line up whatever the presets are.
        let nameColumn = Device.presets.map(\.name.count).reduce(0, max) + 2
        try StandardOutput.print("name".padding(nameColumn) + "points      scale  status bar  pixels       look")
        for device in Device.presets {
            let points = "\(Int(device.width)) × \(Int(device.height))"
            let pixels = "\(Int(device.width) * device.scale) × \(Int(device.height) * device.scale)"
            let scene = Scene.seed.on(device)
            let look = "iOS \(scene.appearance.era.rawValue), inset \(NumberText.decimal(scene.separatorInset)) pt"
            let mark = device == Device.standard ? " (default)" : ""
            try StandardOutput.print(
                device.name.padding(nameColumn) + points.padding(12)
                    + "@\(device.scale)x".padding(7) + "\(Int(device.statusBarHeight)) pt".padding(12)
                    + pixels.padding(13) + look + mark)
        }
        return .success
    }
}

extension String {
    /// Left-aligned in a column `width` wide, and at least one space before the next.
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
