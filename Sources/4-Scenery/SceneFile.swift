import Foundation
import JSON
import Raster

/// A scene file (SPEC §5): every key optional, checked strictly, paths relative to the file.
///
/// The merge order is: the seed, then the file's `device`, then the file's other keys. The
/// command line applies its options after that (see `SceneOverrides`).
public struct SceneFile: Sendable {
    /// The scene the file describes.
    public let scene: Scene
    /// Whether the file set `bar.height` itself (otherwise it follows the status bar).
    public let setsBarHeight: Bool

    /// Reads and checks the file at `path`.
    public init(contentsOf path: String) throws(SceneFileError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path)
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .syntax(path: path, reason: "not UTF-8 text") }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        try self.init(text: text, path: path, folder: folder)
    }

    /// Checks `text` as the scene file `path`, resolving relative file names against `folder`.
    public init(text: String, path: String, folder: URL) throws(SceneFileError) {
        let root: JSONValue
        do {
            root = try JSONValue(parsing: text)
        } catch {
            throw .syntax(path: path, reason: error.description)
        }
        var reader = Reader(path: path, folder: folder)
        (scene, setsBarHeight) = try reader.scene(from: root)
    }

    /// Walks the document, naming each key by its dotted path in errors.
    struct Reader {
        let path: String
        let folder: URL

        func fail(_ key: String, _ reason: String) -> SceneFileError { .invalid(path: path, key: key, reason: reason) }

        func object(_ value: JSONValue, at key: String, keys: [String]) throws(SceneFileError) -> [(key: String, value: JSONValue)] {
            guard case let .object(members) = value else { throw fail(key, "must be an object, not \(value.typeName)") }
            for member in members where !keys.contains(member.key) {
                let full = key.isEmpty ? member.key : "\(key).\(member.key)"
                let near = Suggestion.nearest(to: member.key, among: keys).map { "; did you mean '\(key.isEmpty ? $0 : "\(key).\($0)")'?" } ?? ""
                throw fail(full, "unknown key\(near)")
            }
            return members
        }

        func number(_ value: JSONValue, at key: String, where valid: (Double) -> Bool, _ rule: String) throws(SceneFileError) -> Double {
            guard case let .number(n) = value else { throw fail(key, "must be a number, not \(value.typeName)") }
            guard valid(n) else { throw fail(key, "\(JSONValue.format(n)) is impossible: \(rule)") }
            return n
        }

        func whole(_ value: JSONValue, at key: String, in range: ClosedRange<Int>) throws(SceneFileError) -> Int {
            let n = try number(value, at: key, where: { $0 == $0.rounded() && Double(range.lowerBound) <= $0 && $0 <= Double(range.upperBound) },
                               "it must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            return Int(n)
        }

        func string(_ value: JSONValue, at key: String) throws(SceneFileError) -> String {
            guard case let .string(s) = value else { throw fail(key, "must be a string, not \(value.typeName)") }
            return s
        }

        func color(_ value: JSONValue, at key: String) throws(SceneFileError) -> Color {
            let text = try string(value, at: key)
            guard let color = Color(hex: text) else { throw fail(key, "'\(text)' is not a colour #RRGGBB or #RRGGBBAA") }
            return color
        }

        func pair(_ value: JSONValue, at key: String) throws(SceneFileError) -> [JSONValue] {
            guard case let .array(items) = value, items.count == 2 else {
                throw fail(key, "must be an array of two values (transparent bar, opaque bar)")
            }
            return items
        }

        /// A file name in the scene file: relative to the file's folder when such a file exists
        /// there; otherwise kept as given (a bundled image name such as `ceshi.jpg`).
        func file(_ value: JSONValue, at key: String) throws(SceneFileError) -> String {
            let name = try string(value, at: key)
            guard !name.isEmpty else { throw fail(key, "must not be empty") }
            if name.hasPrefix("/") { return name }
            let local = folder.appendingPathComponent(name).standardizedFileURL.path
            return FileManager.default.fileExists(atPath: local) || name.contains("/") ? local : name
        }

        mutating func scene(from root: JSONValue) throws(SceneFileError) -> (Scene, Bool) {
            let members = try object(root, at: "", keys: ["device", "width", "height", "scale", "statusBarHeight",
                                                          "header", "bar", "title", "table", "font"])
            var scene = Scene.seed
            if let device = root["device"] {
                let name = try string(device, at: "device")
                guard let preset = Device.named(name) else {
                    let near = Suggestion.nearest(to: name, among: Device.presets.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
                    throw fail("device", "unknown device '\(name)'\(near) (see 'stretchy devices')")
                }
                scene = scene.on(preset)
            }
            var setsBarHeight = false
            let positive: (Double) -> Bool = { $0 > 0 && $0 <= 100_000 }
            for (key, value) in members {
                switch key {
                case "width": scene.width = try number(value, at: key, where: positive, "it must be above 0")
                case "height": scene.height = try number(value, at: key, where: positive, "it must be above 0")
                case "scale": scene.scale = try whole(value, at: key, in: 1...3)
                case "statusBarHeight":
                    scene.statusBarHeight = try number(value, at: key, where: { $0 >= 0 && $0 <= 10_000 }, "it must be 0 or more")
                case "header":
                    for (k, v) in try object(value, at: "header", keys: ["image", "height"]) {
                        if k == "image" { scene.headerImage = try file(v, at: "header.image") }
                        if k == "height" { scene.headerHeight = try number(v, at: "header.height", where: positive, "it must be above 0") }
                    }
                case "bar":
                    for (k, v) in try object(value, at: "bar", keys: ["height", "color", "backImages"]) {
                        switch k {
                        case "height":
                            scene.barHeight = try number(v, at: "bar.height", where: positive, "it must be above 0")
                            setsBarHeight = true
                        case "color": scene.barColor = try color(v, at: "bar.color")
                        default:
                            let items = try pair(v, at: "bar.backImages")
                            scene.backImages = BarStates(transparent: try file(items[0], at: "bar.backImages[0]"),
                                                         opaque: try file(items[1], at: "bar.backImages[1]"))
                        }
                    }
                case "title":
                    for (k, v) in try object(value, at: "title", keys: ["text", "colors", "in"]) {
                        switch k {
                        case "text": scene.titleText = try string(v, at: "title.text")
                        case "colors":
                            let items = try pair(v, at: "title.colors")
                            scene.titleColors = BarStates(transparent: try color(items[0], at: "title.colors[0]"),
                                                          opaque: try color(items[1], at: "title.colors[1]"))
                        default:
                            let word = try string(v, at: "title.in")
                            guard let placement = TitlePlacement(rawValue: word) else {
                                throw fail("title.in", "'\(word)' is not 'view' or 'bar'")
                            }
                            scene.titlePlacement = placement
                        }
                    }
                case "table":
                    let keys = ["rows", "rowHeight", "text", "textColor", "background", "separatorColor", "separatorInset"]
                    for (k, v) in try object(value, at: "table", keys: keys) {
                        let at = "table.\(k)"
                        switch k {
                        case "rows": scene.rows = try whole(v, at: at, in: Scene.rowRange)
                        case "rowHeight": scene.rowHeight = try number(v, at: at, where: positive, "it must be above 0")
                        case "text": scene.cellText = try string(v, at: at)
                        case "textColor": scene.cellTextColor = try color(v, at: at)
                        case "background": scene.background = try color(v, at: at)
                        case "separatorColor": scene.separatorColor = try color(v, at: at)
                        default:
                            scene.separatorInset = try number(v, at: at, where: { $0 >= 0 && $0 <= 10_000 }, "it must be 0 or more")
                        }
                    }
                case "font":
                    for (k, v) in try object(value, at: "font", keys: ["size", "files"]) {
                        if k == "size" {
                            scene.fontSize = try number(v, at: "font.size", where: { $0 > 0 && $0 <= 500 }, "it must be above 0 and at most 500")
                        } else {
                            guard case let .array(items) = v else { throw fail("font.files", "must be an array of file names") }
                            var files: [String] = []
                            for (i, item) in items.enumerated() {
                                let name = try string(item, at: "font.files[\(i)]")
                                files.append(name.hasPrefix("/") ? name : folder.appendingPathComponent(name).standardizedFileURL.path)
                            }
                            scene.fontFiles = files
                        }
                    }
                default: break  // "device", applied first
                }
            }
            if !setsBarHeight { scene.barHeight = scene.statusBarHeight + 44 }
            if let (key, reason) = scene.consistencyProblem { throw fail(key, reason) }
            return (scene, setsBarHeight)
        }
    }
}

extension Scene {
    /// How many rows a table may have: at least one, and few enough to typeset up front.
    public static let rowRange = 1...10_000

    /// The first rule that ties several values together and is broken, as (key, reason); nil
    /// when the scene is possible. Checked after the scene file and again after the options.
    public var consistencyProblem: (key: String, reason: String)? {
        if headerHeight <= barHeight {
            return ("header.height", "\(JSONValue.format(headerHeight)) must be above bar.height (\(JSONValue.format(barHeight)))")
        }
        if barHeight > height {
            return ("bar.height", "\(JSONValue.format(barHeight)) must not exceed the screen height (\(JSONValue.format(height)))")
        }
        if width < 80 {
            return ("width", "\(JSONValue.format(width)) is too narrow for the 80 pt title label")
        }
        if Double(pixelWidth) * Double(pixelHeight) > 50_000_000 {
            return ("width", "a screen of \(pixelWidth) × \(pixelHeight) pixels is larger than 50 megapixels")
        }
        return nil
    }
}

/// Why a scene file was refused.
public enum SceneFileError: Error, Sendable, CustomStringConvertible {
    /// The file is missing or unreadable (exit 2).
    case unreadable(path: String)
    /// The file is not JSON (exit 2).
    case syntax(path: String, reason: String)
    /// A key is unknown, of the wrong type, or has an impossible value (a usage error, exit 64).
    case invalid(path: String, key: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path): return "cannot read scene file '\(path)': no such file or not readable"
        case let .syntax(path, reason): return "scene file '\(path)' is not valid JSON: \(reason)"
        case let .invalid(path, key, reason): return "scene file '\(path)': \(key): \(reason)"
        }
    }
}

extension Scene {
    /// The scene as a scene file (SPEC §5), every key spelled out: `stretchy scene --print`.
    /// Reading it back gives the same scene.
    public var json: JSONValue {
        func number(_ v: Double) -> JSONValue { .number(v) }
        func colors(_ pair: BarStates<Color>) -> JSONValue { .array([.string(pair.transparent.hex), .string(pair.opaque.hex)]) }
        return .object([
            ("device", .string(device)),
            ("width", number(width)), ("height", number(height)), ("scale", .number(Double(scale))),
            ("statusBarHeight", number(statusBarHeight)),
            ("header", .object([("image", .string(headerImage)), ("height", number(headerHeight))])),
            ("bar", .object([("height", number(barHeight)), ("color", .string(barColor.hex)),
                             ("backImages", .array([.string(backImages.transparent), .string(backImages.opaque)]))])),
            ("title", .object([("text", .string(titleText)), ("colors", colors(titleColors)),
                               ("in", .string(titlePlacement.rawValue))])),
            ("table", .object([("rows", .number(Double(rows))), ("rowHeight", number(rowHeight)),
                               ("text", .string(cellText)), ("textColor", .string(cellTextColor.hex)),
                               ("background", .string(background.hex)), ("separatorColor", .string(separatorColor.hex)),
                               ("separatorInset", number(separatorInset))])),
            ("font", .object([("size", number(fontSize)), ("files", .array(fontFiles.map(JSONValue.string)))])),
        ])
    }
}
