import Wording

/// The device presets as `stretchy devices` lists them (SPEC §3): one place that turns
/// `Device.presets` into text, which the command prints and `make docs` copies into SPEC and
/// the scenes guide (their tables are made from the same presets).
package enum DeviceTable {
    /// The lines `stretchy devices` prints: a head, then one line per preset, in columns.
    package static var listing: [String] {
        // The longest name and two spaces: the columns line up whatever the presets are.
        let nameColumn = Device.presets.map(\.name.count).reduce(0, max) + 2
        let head = "name".padding(nameColumn) + "points      scale  status bar  pixels       look"
        return [head]
            + Device.presets.map { device in
                let mark = device == Device.standard ? " (default)" : ""
                return device.name.padding(nameColumn) + points(of: device).padding(12)
                    + "@\(device.scale)x".padding(7) + "\(Int(device.statusBarHeight)) pt".padding(12)
                    + pixels(of: device).padding(13) + look(of: device) + mark
            }
    }

    /// `375 × 667`: the screen in points.
    package static func points(of device: Device) -> String { "\(Int(device.width)) × \(Int(device.height))" }

    /// `750 × 1334`: the frame in device pixels.
    package static func pixels(of device: Device) -> String {
        "\(Int(device.width) * device.scale) × \(Int(device.height) * device.scale)"
    }

    /// `iOS 10, inset 15 pt`: the era and separator inset the seed takes on `device` (§1
    /// "Appearance").
    package static func look(of device: Device) -> String {
        let scene = Scene.seed.on(device)
        return "iOS \(scene.appearance.era.rawValue), inset \(NumberText.decimal(scene.separatorInset)) pt"
    }
}

extension String {
    /// Left-aligned in a column `width` wide, and at least one space before the next.
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
