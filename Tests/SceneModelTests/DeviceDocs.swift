import Wording

@testable import SceneModel

/// The device tables made from `Device.presets` (issue 45), as `SceneKeyDocs` makes the key
/// tables: between `<!-- devices:begin FORM -->` and `<!-- devices:end -->` in `tables`. `make docs`
/// writes them (scripts/scene-keys.sh runs `DeviceDocsTests` with `STRETCHY_WRITE_SCENE_KEYS=1`);
/// otherwise the test fails, naming the file, when one is not what the presets make.
enum DeviceDocs {
    /// Every file with a device table: to move a table, move its markers and change its file here.
    static let tables = ["docs/SPEC.md", "docs/guides/scenes.md"]

    /// `listing`: `stretchy devices`' output in a code block (SPEC §3); `spec`: SPEC §5's table,
    /// with the bar and each preset's sources; `guide`: the scenes guide's.
    enum Form: String {
        case listing, spec, guide
    }

    static let begin = "<!-- devices:begin ", end = "<!-- devices:end -->"

    /// `text` with every marked table made again from the presets; nil when a marker is broken.
    static func replacingTables(in text: String) -> String? {
        MarkedTables.replacing(in: text, begin: begin, end: end) { Form(rawValue: $0).map(table) }
    }

    /// The lines of the table (with its head), or of the code block.
    static func table(_ form: Form) -> [String] {
        switch form {
        case .listing:
            return ["```"] + DeviceTable.listing + ["```"]
        case .spec:
            return [
                "| device | points | scale | status bar | bar | pixels | look (§1 \"Appearance\") "
                    + "| sources (points and scale; status bar) |",
                "|---|---|---|---|---|---|---|---|",
            ]
                + Device.presets.map { device in
                    let look = DeviceTable.look(of: device).replacing(" pt", with: "")
                    return row(
                        device, "\(device.scale)", "\(Int(device.statusBarHeight))",
                        NumberText.decimal(Scene.seed.on(device).barHeight), look, device.sources)
                }
        case .guide:
            return ["| device | points | scale | status bar | bar | pixels | look |", "|---|---|---|---|---|---|---|"]
                + Device.presets.map { device in
                    row(
                        device, "@\(device.scale)x", "\(Int(device.statusBarHeight)) pt",
                        NumberText.decimal(Scene.seed.on(device).barHeight) + " pt", DeviceTable.look(of: device))
                }
        }
    }

    /// `| `name` (default) | points | scale | status bar | bar | pixels | …rest |`.
    private static func row(_ device: Device, _ scale: String, _ status: String, _ bar: String, _ rest: String...)
        -> String
    {
        let name = "`\(device.name)`" + (device == Device.standard ? " (default)" : "")
        let cells = [name, DeviceTable.points(of: device), scale, status, bar, DeviceTable.pixels(of: device)] + rest
        return "| " + cells.joined(separator: " | ") + " |"
    }
}
