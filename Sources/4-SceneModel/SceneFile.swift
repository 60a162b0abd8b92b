import Files
import FoundationEssentials
import JSON
import Raster
import Wording

/// A scene file (SPEC §5): every key optional, checked strictly, paths relative to the file.
///
/// The merge order is: the seed, then the file's `device`, then the file's other keys. The
/// command line applies its options after that (the CLI's `SceneOptions`).
public struct SceneFile: Sendable {
    /// The scene the file describes.
    public let scene: Scene
    /// The keys of `Scene.derivedKeys` the file sets itself (`bar.height`, `table.background`, …):
    /// the others follow the device and the appearance, also when options change those later.
    public let explicitKeys: Set<String>

    /// Reads and checks the file at `path`; `-` reads standard input, and then relative file
    /// names resolve against the working directory (the folder of a file named `-` there).
    public init(contentsOf path: String) throws(SceneFileError) {
        guard let bytes = try? InputFile.read(path) else { throw .unreadable(path: path) }
        guard let text = String(data: Data(bytes), encoding: .utf8) else { throw .syntax(path: path, reason: "not UTF-8 text") }
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
        (scene, explicitKeys) = try Reader(path: path, folder: folder).scene(from: root)
    }

    /// The keys a scene file may hold, object by object (`""` is the top level), in SPEC order.
    static let schema: [(object: String, keys: [String])] = [
        ("", ["device", "width", "height", "scale", "statusBarHeight", "appearance", "header", "bar", "title", "table",
             "font", "statusBar"]),
        ("appearance", ["style", "ios"]),
        ("header", ["image", "height"]),
        ("bar", ["height", "color", "backImages"]),
        ("title", ["text", "colors", "in", "width"]),
        ("table", ["rows", "rowHeight", "text", "textColor", "background", "separatorColor", "separatorInset",
                   "contentInsetAdjustment"]),
        ("font", ["size", "files", "language"]),
        ("statusBar", ["style", "time", "battery"]),
    ]

    /// `object.key`, or `key` at the top level.
    static func path(_ object: String, _ key: String) -> String { object.isEmpty ? key : "\(object).\(key)" }

    /// What to suggest for an unknown key: the nearest key of the same object, else the nearest
    /// key of another object (a key put in the wrong place, such as a top-level `rows`).
    static func suggestion(for name: String, in object: String) -> String? {
        let here = schema.first { $0.object == object }?.keys ?? []
        if let near = Suggestion.nearest(to: name, among: here) { return path(object, near) }
        let elsewhere = schema.filter { $0.object != object }.flatMap { entry in entry.keys.map { (entry.object, $0) } }
        guard let near = Suggestion.nearest(to: name, among: elsewhere.map(\.1)),
              let match = elsewhere.first(where: { $0.1 == near }) else { return nil }
        return path(match.0, match.1)
    }

    /// Walks the document, naming each key by its dotted path in errors.
    struct Reader {
        let path: String
        let folder: URL

        func fail(_ key: String, _ reason: String) -> SceneFileError { .invalid(path: path, key: key, reason: reason) }

        func object(_ value: JSONValue, at key: String) throws(SceneFileError) -> [(key: String, value: JSONValue)] {
            guard case let .object(members) = value else {
                throw fail(key, "\(key.isEmpty ? "the file must" : "must") be an object, not \(value.typeName)")
            }
            let known = SceneFile.schema.first { $0.object == key }?.keys ?? []
            for member in members where !known.contains(member.key) {
                let hint = Suggestion.hint(SceneFile.suggestion(for: member.key, in: key))
                throw fail(SceneFile.path(key, member.key), "unknown key\(hint)")
            }
            return members
        }

        /// A number from `low` to `high`; `whole` asks for an integer.
        /// Taken to a millionth, the precision `scene --print` writes (JSON's six decimals), so
        /// that a printed scene reads back as the same scene; every range here is within ±10⁴,
        /// where that rounding is exact.
        func number(_ value: JSONValue, at key: String, from low: Double, to high: Double,
                    whole: Bool = false) throws(SceneFileError) -> Double {
            guard case let .number(n) = value else { throw fail(key, "must be a number, not \(value.typeName)") }
            guard low <= n, n <= high, !whole || n == n.rounded() else {
                let kind = whole ? "a whole number" : "a number"
                throw fail(key, "must be \(kind) from \(NumberText.decimal(low)) to \(NumberText.decimal(high)), not \(NumberText.decimal(n))")
            }
            return (n * 1_000_000).rounded() / 1_000_000
        }

        /// A length in points: at least 1 (a row, a bar or a screen of less than a device pixel
        /// cannot be drawn) and at most 10000.
        func length(_ value: JSONValue, at key: String) throws(SceneFileError) -> Double {
            try number(value, at: key, from: 1, to: 10_000)
        }

        func whole(_ value: JSONValue, at key: String, in range: ClosedRange<Int>) throws(SceneFileError) -> Int {
            Int(try number(value, at: key, from: Double(range.lowerBound), to: Double(range.upperBound), whole: true))
        }

        func string(_ value: JSONValue, at key: String) throws(SceneFileError) -> String {
            guard case let .string(s) = value else { throw fail(key, "must be a string, not \(value.typeName)") }
            return s
        }

        /// A label's text: a string of one line (`LabelText`).
        func label(_ value: JSONValue, at key: String) throws(SceneFileError) -> String {
            let text = try string(value, at: key)
            if let reason = LabelText.problem(text) { throw fail(key, reason) }
            return text
        }

        func color(_ value: JSONValue, at key: String, opaque: Bool = false) throws(SceneFileError) -> Color {
            let text = try string(value, at: key)
            guard let color = Color(hex: text) else {
                throw fail(key, "must be a colour #RRGGBB or #RRGGBBAA, not '\(text)'")
            }
            // The screen is opaque and nothing lies behind the table.
            guard !opaque || color.alpha == 255 else { throw fail(key, "must be opaque (#RRGGBB or alpha FF), not '\(text)'") }
            return color
        }

        /// One of the words `Word`'s cases stand for.
        func word<Word: RawRepresentable & CaseIterable>(_ value: JSONValue, at key: String) throws(SceneFileError) -> Word
            where Word.RawValue == String {
            let text = try string(value, at: key)
            guard let word = Word(rawValue: text) else {
                let words = Word.allCases.map { "'\($0.rawValue)'" }
                throw fail(key, "must be \(words.dropLast().joined(separator: ", ")) or \(words.last!), not '\(text)'")
            }
            return word
        }

        /// An iOS release whose table colours exist: 10 or 13.
        func era(_ value: JSONValue, at key: String) throws(SceneFileError) -> SystemEra {
            guard case let .number(n) = value else { throw fail(key, "must be a number, not \(value.typeName)") }
            guard let era = SystemEra.allCases.first(where: { Double($0.rawValue) == n }) else {
                throw fail(key, "must be 10 or 13, not \(NumberText.decimal(n))")
            }
            return era
        }

        func pair(_ value: JSONValue, at key: String) throws(SceneFileError) -> [JSONValue] {
            guard case let .array(items) = value, items.count == 2 else {
                let given = if case let .array(items) = value { items.count == 1 ? "1 value" : "\(items.count) values" } else { value.typeName }
                throw fail(key, "must be an array of two values (transparent bar, opaque bar), not \(given)")
            }
            return items
        }

        /// A file named in the scene file, relative to the file's folder. The seed's own image
        /// names (`ceshi.jpg`, `back_0`, `back_1`) stay names of bundled images unless the
        /// folder has an image of that name; an image name without an extension is looked up
        /// as `UIImage(named:)` would (`name.png`, `name@2x.png`, `name@3x.png`).
        func file(_ value: JSONValue, at key: String, bundled: [String] = []) throws(SceneFileError) -> String {
            let name = try string(value, at: key)
            guard !name.isEmpty else { throw fail(key, "must not be empty") }
            if name.hasPrefix("/") { return name }
            let local = folder.appendingPathComponent(name).standardizedFileURL
            let inFolder = PathKind(local.path).exists
                || ResourceLocator(directory: local.deletingLastPathComponent()).image(named: local.lastPathComponent, scale: 1) != nil
            return bundled.contains(name) && !inFolder ? name : local.path
        }

        func scene(from root: JSONValue) throws(SceneFileError) -> (Scene, Set<String>) {
            let members = try object(root, at: "")
            var scene = Scene.seed
            if let device = root["device"] {
                let name = try string(device, at: "device")
                guard let preset = Device.named(name) else { throw fail("device", Device.unknownNameReason(name)) }
                scene = scene.on(preset)
            }
            for (key, value) in members {
                switch key {
                case "width": scene.width = try length(value, at: key)
                case "height": scene.height = try length(value, at: key)
                case "scale": scene.scale = try whole(value, at: key, in: 1...3)
                case "statusBarHeight": scene.statusBarHeight = try number(value, at: key, from: 0, to: 1_000)
                case "appearance":
                    for (k, v) in try object(value, at: key) {
                        let at = SceneFile.path(key, k)
                        switch k {
                        case "style": scene.appearance.style = try word(v, at: at)
                        default: scene.appearance.era = try era(v, at: at)
                        }
                    }
                case "header":
                    for (k, v) in try object(value, at: key) {
                        let at = SceneFile.path(key, k)
                        switch k {
                        case "image": scene.headerImage = try file(v, at: at, bundled: [Scene.seed.headerImage])
                        default: scene.headerHeight = try length(v, at: at)
                        }
                    }
                case "bar":
                    for (k, v) in try object(value, at: key) {
                        let at = SceneFile.path(key, k)
                        switch k {
                        case "height": scene.barHeight = try length(v, at: at)
                        case "color": scene.barColor = try color(v, at: at)
                        default:
                            let items = try pair(v, at: at)
                            let bundled = [Scene.seed.backImages.transparent, Scene.seed.backImages.opaque]
                            scene.backImages = BarStates(transparent: try file(items[0], at: at + "[0]", bundled: bundled),
                                                         opaque: try file(items[1], at: at + "[1]", bundled: bundled))
                        }
                    }
                case "title":
                    for (k, v) in try object(value, at: key) {
                        let at = SceneFile.path(key, k)
                        switch k {
                        case "text": scene.titleText = try label(v, at: at)
                        case "width": scene.titleWidth = try length(v, at: at)
                        case "colors":
                            let items = try pair(v, at: at)
                            scene.titleColors = BarStates(transparent: try color(items[0], at: at + "[0]"),
                                                          opaque: try color(items[1], at: at + "[1]"))
                        default: scene.titlePlacement = try word(v, at: at)
                        }
                    }
                case "table":
                    for (k, v) in try object(value, at: key) {
                        let at = SceneFile.path(key, k)
                        switch k {
                        case "rows": scene.rows = try whole(v, at: at, in: Scene.rowRange)
                        case "rowHeight": scene.rowHeight = try length(v, at: at)
                        case "text": scene.cellText = try label(v, at: at)
                        case "textColor": scene.cellTextColor = try color(v, at: at)
                        case "background": scene.background = try color(v, at: at, opaque: true)
                        case "separatorColor": scene.separatorColor = try color(v, at: at)
                        case "contentInsetAdjustment": scene.contentInsetAdjustment = try word(v, at: at)
                        default: scene.separatorInset = try number(v, at: at, from: 0, to: 10_000)
                        }
                    }
                case "font":
                    for (k, v) in try object(value, at: key) {
                        let at = SceneFile.path(key, k)
                        switch k {
                        case "size": scene.fontSize = try number(v, at: at, from: 1, to: 500)
                        case "language":
                            let tag = try string(v, at: at)
                            guard Scene.fontLanguages.contains(tag) else {
                                throw fail(at, "must be one of \(Scene.fontLanguages.joined(separator: ", ")), not '\(tag)'")
                            }
                            scene.fontLanguage = tag
                        default:
                            guard case let .array(items) = v else { throw fail(at, "must be an array of file names, not \(v.typeName)") }
                            var files: [String] = []
                            for (i, item) in items.enumerated() {
                                files.append(try file(item, at: "\(at)[\(i)]"))
                            }
                            scene.fontFiles = files
                        }
                    }
                case "statusBar":
                    for (k, v) in try object(value, at: key) {
                        let at = SceneFile.path(key, k)
                        switch k {
                        case "style": scene.statusBar.style = try word(v, at: at)
                        case "time": scene.statusBar.time = try string(v, at: at)
                        default: scene.statusBar.battery = try whole(v, at: at, in: StatusBar.batteryRange)
                        }
                    }
                default: break  // "device", applied first
                }
            }
            let explicit = Scene.derivedKeys.intersection(members.flatMap { member in
                guard case let .object(inner) = member.value else { return [String]() }
                return inner.map { SceneFile.path(member.key, $0.key) }
            })
            scene.deriveDefaults(keeping: explicit)
            if let (key, reason) = scene.consistencyProblem { throw fail(key, reason) }
            return (scene, explicit)
        }
    }
}

extension Scene {
    /// How many rows a table may have: at least one, and few enough to typeset up front.
    public static let rowRange = 1...10_000

    /// The largest screen, and the largest resting header, in pixels: each is one pixmap.
    static let maxPixels = 50_000_000.0

    /// The first rule that ties several values together and is broken, as (key, reason); nil
    /// when the scene is possible. Checked after the scene file and again after the options.
    public var consistencyProblem: (key: String, reason: String)? {
        if headerHeight <= barHeight {
            return ("header.height", "\(NumberText.decimal(headerHeight)) must be above bar.height (\(NumberText.decimal(barHeight)))")
        }
        if barHeight > height {
            return ("bar.height", "\(NumberText.decimal(barHeight)) must not exceed the screen height (\(NumberText.decimal(height)))")
        }
        if width < titleWidth {
            let label = NumberText.decimal(titleWidth)
            return ("width", "\(NumberText.decimal(width)) is too narrow for the \(label) pt title label")
        }
        if separatorInset >= width / 2 {
            return ("table.separatorInset", "\(NumberText.decimal(separatorInset)) leaves no room for the cell text: it must be below half the width (\(NumberText.decimal(width / 2)))")
        }
        if Double(pixelWidth) * Double(pixelHeight) > Self.maxPixels {
            return ("width", "a screen of \(pixelWidth) × \(pixelHeight) pixels is larger than 50 megapixels")
        }
        let headerPixels = (headerHeight * Double(scale)).rounded()
        if Double(pixelWidth) * headerPixels > Self.maxPixels {
            return ("header.height", "a header of \(pixelWidth) × \(Int(headerPixels)) pixels is larger than 50 megapixels")
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
        case let .invalid(path, key, reason): return "scene file '\(path)': " + (key.isEmpty ? reason : "\(key): \(reason)")
        }
    }
}

extension Scene {
    /// The scene as a scene file (SPEC §5): `stretchy scene --print`. Reading it back gives the
    /// same scene. Every key is written except those the device or the appearance implies — the
    /// screen size, scale and status bar when they are the device's, `statusBar.time` when it is
    /// the layout's own, and each of `derivedKeys` but `appearance.ios` when it has the value it
    /// follows (the era is always written: it is what the scene shows) — so that the printed file, like the scene it came from, follows a `--device` or
    /// `--appearance` given later or a `device` edited in it.
    public var json: JSONValue {
        func colors(_ pair: BarStates<Color>) -> JSONValue { .array([.string(pair.transparent.hex), .string(pair.opaque.hex)]) }
        // The members of `object` whose values are not the ones they follow.
        func derived(_ object: String, _ members: [(key: String, value: JSONValue)])
            -> [(key: String, value: JSONValue)] {
            members.filter { !isDerived(SceneFile.path(object, $0.key)) }
        }
        let preset = Device.named(device)
        var members: [(key: String, value: JSONValue)] = [("device", .string(device))]
        if width != preset?.width { members.append(("width", .number(width))) }
        if height != preset?.height { members.append(("height", .number(height))) }
        if scale != preset?.scale { members.append(("scale", .number(Double(scale)))) }
        if statusBarHeight != preset?.statusBarHeight { members.append(("statusBarHeight", .number(statusBarHeight))) }
        var bar: [(key: String, value: JSONValue)] = []
        if !isDerived("bar.height") { bar.append(("height", .number(barHeight))) }
        bar += [("color", .string(barColor.hex)),
                ("backImages", .array([.string(backImages.transparent), .string(backImages.opaque)]))]
        return .object(members + [
            ("appearance", .object([("style", .string(appearance.style.rawValue)),
                                    ("ios", .number(Double(appearance.era.rawValue)))])),
            ("header", .object([("image", .string(headerImage)), ("height", .number(headerHeight))])),
            ("bar", .object(bar)),
            ("title", .object([("text", .string(titleText)), ("colors", colors(titleColors)),
                               ("in", .string(titlePlacement.rawValue)), ("width", .number(titleWidth))])),
            ("table", .object([("rows", .number(Double(rows))), ("rowHeight", .number(rowHeight)),
                               ("text", .string(cellText))]
                + derived("table", [("textColor", .string(cellTextColor.hex)), ("background", .string(background.hex)),
                                    ("separatorColor", .string(separatorColor.hex)),
                                    ("separatorInset", .number(separatorInset))])
                + [("contentInsetAdjustment", .string(contentInsetAdjustment.rawValue))])),
            ("font", .object([("size", .number(fontSize)), ("files", .array(fontFiles.map(JSONValue.string))),
                              ("language", .string(fontLanguage))])),
            ("statusBar", .object(derived("statusBar", [("style", .string(statusBar.style.rawValue))])
                + (statusBar.time.map { [("time", JSONValue.string($0))] } ?? [])
                + [("battery", .number(Double(statusBar.battery)))])),
        ])
    }
}
