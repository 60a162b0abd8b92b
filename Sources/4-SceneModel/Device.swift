import Wording

/// A phone the scene can be shown on (SPEC §5): its screen in points, scale and status bar.
public struct Device: Sendable, Equatable {
    public let name: String
    public let width: Double
    public let height: Double
    public let scale: Int
    public let statusBarHeight: Double

    /// The presets of SPEC §5, in the order `stretchy devices` lists them.
    public static let presets: [Device] = [
        Device(name: "iphone-se", width: 320, height: 568, scale: 2, statusBarHeight: 20),
        Device(name: "iphone-8", width: 375, height: 667, scale: 2, statusBarHeight: 20),
        Device(name: "iphone-8-plus", width: 414, height: 736, scale: 3, statusBarHeight: 20),
        Device(name: "iphone-x", width: 375, height: 812, scale: 3, statusBarHeight: 44),
        Device(name: "iphone-11", width: 414, height: 896, scale: 2, statusBarHeight: 48),
        Device(name: "iphone-12", width: 390, height: 844, scale: 3, statusBarHeight: 47),
        Device(name: "iphone-14-pro", width: 393, height: 852, scale: 3, statusBarHeight: 59),
        Device(name: "iphone-15", width: 393, height: 852, scale: 3, statusBarHeight: 59),
        Device(name: "iphone-15-pro-max", width: 430, height: 932, scale: 3, statusBarHeight: 59),
        Device(name: "iphone-16-pro", width: 402, height: 874, scale: 3, statusBarHeight: 62),
        Device(name: "iphone-16-pro-max", width: 440, height: 956, scale: 3, statusBarHeight: 62),
    ]

    /// The seed's phone.
    public static let standard = presets[1]

    public static func named(_ name: String) -> Device? { presets.first { $0.name == name } }

    /// Why `name` is no preset, with the nearest one suggested; for `--device` and scene files.
    public static func unknownNameReason(_ name: String) -> String {
        let hint = Suggestion.hint(for: name, among: presets.map(\.name))
        return "unknown device '\(Excerpt.shortened(name))'\(hint) (see 'stretchy devices')"
    }
}

extension Scene {
    /// This scene on `device`: its screen, scale and status bar. The values that follow them
    /// (the bar, the iOS era, the separator inset) follow when read, unless the scene set them.
    public func on(_ device: Device) -> Scene {
        var scene = self
        scene.device = device.name
        scene.width = device.width
        scene.height = device.height
        scene.scale = device.scale
        scene.statusBarHeight = device.statusBarHeight
        return scene
    }
}
