import Files
import FoundationEssentials
import JSON
import Raster
import Wording

/// Walks a scene file's document through `SceneSchema`, naming each key by its dotted path in
/// errors. The order of SPEC §5: unknown top-level keys, then `device`, then the other keys in
/// document order (an object's unknown keys before its values), then the rules.
struct SceneFileReader {
    /// The scene file's name, as errors give it.
    let path: String
    /// The folder relative file names resolve against.
    let folder: URL
    /// The indices of the array items being read, outermost first (`[0, 2]` in
    /// `table.sections[0].rows[2]`); empty outside arrays. See `SceneFileReader+Sections`.
    var indices: [Int] = []

    /// The scene `root` describes over `base` (a scene file's is the seed); the keys whose
    /// defaults follow others and that it does not set follow them when read.
    func scene(from root: JSONValue, over base: Scene = .seed) throws(SceneFileError) -> Scene {
        let members = try object(root, at: "")
        var scene = base
        let first = SceneSchema.device
        if let value = root[first.path] { try first.read(value, self, &scene) }
        for (name, value) in members where name != first.path {
            let keys =
                if SceneSchema.objects.contains(name) {
                    try object(value, at: name).map { (SceneSchema.path(name, $0.key), $0.value) }
                } else {
                    [(name, value)]
                }
            for (path, item) in keys {
                guard let key = SceneSchema.key(path) else { throw fail(path, "unknown key") }
                try key.read(item, self, &scene)
            }
        }
        if let (key, reason) = scene.consistencyProblem { throw fail(key, reason) }
        return scene
    }

    func fail(_ key: String, _ reason: String) -> SceneFileError {
        .invalid(path: path, key: place(key), reason: reason)
    }

    /// The members of the object at `key` (`""`: the file), every one a key of the schema.
    func object(_ value: JSONValue, at key: String) throws(SceneFileError) -> [(key: String, value: JSONValue)] {
        guard case let .object(members) = value else {
            throw fail(key, "\(key.isEmpty ? "the file must" : "must") be an object, not \(value.typeName)")
        }
        let known = SceneSchema.names(in: key)
        for member in members where !known.contains(member.key) {
            let hint = Suggestion.hint(SceneSchema.suggestion(for: member.key, in: key))
            throw fail(SceneSchema.path(key, member.key), "unknown key\(hint)")
        }
        return members
    }

    /// A number in `range`.
    /// Taken to a millionth, the precision `scene --print` writes (JSON's six decimals), so
    /// that a printed scene reads back as the same scene; every range here is within ±10⁴,
    /// where that rounding is exact.
    func number(_ value: JSONValue, at key: String, in range: ClosedRange<Double>) throws(SceneFileError) -> Double {
        guard case let .number(n) = value else { throw fail(key, "must be a number, not \(value.typeName)") }
        guard range.contains(n) else { throw outOfRange(n, at: key, "a number", range) }
        return (n * 1_000_000).rounded() / 1_000_000
    }

    /// A whole number in `range`, through the one checked conversion (`JSONValue.integer`).
    func whole(_ value: JSONValue, at key: String, in range: ClosedRange<Int>) throws(SceneFileError) -> Int {
        guard case let .number(n) = value else { throw fail(key, "must be a number, not \(value.typeName)") }
        guard let whole = value.integer(in: range) else {
            throw outOfRange(n, at: key, "a whole number", Double(range.lowerBound)...Double(range.upperBound))
        }
        return whole
    }

    /// `key: must be a number from 1 to 10000, not 1e+300`.
    private func outOfRange(_ n: Double, at key: String, _ kind: String, _ range: ClosedRange<Double>)
        -> SceneFileError
    {
        let bounds = "from \(NumberText.decimal(range.lowerBound)) to \(NumberText.decimal(range.upperBound))"
        return fail(key, "must be \(kind) \(bounds), not \(Self.given(n))")
    }

    /// A number as a message gives it back, with as many digits as it takes to read back as
    /// itself: `10000.0000001`, not the `10000` of six decimals, which would quote the bound it
    /// is past. One past a Double's range (1e309) is read as infinity (JSONParser) and said to
    /// be that large.
    private static func given(_ n: Double) -> String {
        guard n.isFinite else { return n < 0 ? "a number below -1.8e+308" : "a number past 1.8e+308" }
        let text = NumberText.decimal(n)
        return Double(text) == n ? text : NumberText.shortest(n)
    }

    /// A string; with `maxLength`, of at most that many Unicode scalars.
    func string(_ value: JSONValue, at key: String, maxLength: Int? = nil) throws(SceneFileError) -> String {
        guard case let .string(s) = value else { throw fail(key, "must be a string, not \(value.typeName)") }
        if let maxLength, let reason = SceneLimits.lengthProblem(s, maxLength: maxLength) { throw fail(key, reason) }
        return s
    }

    /// `true` or `false`.
    func bool(_ value: JSONValue, at key: String) throws(SceneFileError) -> Bool {
        guard case let .bool(b) = value else { throw fail(key, "must be true or false, not \(value.typeName)") }
        return b
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
            throw fail(key, "must be a colour #RRGGBB or #RRGGBBAA, not '\(Excerpt.shortened(text))'")
        }
        // The screen is opaque and nothing lies behind the table.
        guard !opaque || color.alpha == 255 else {
            throw fail(key, "must be opaque (#RRGGBB or alpha FF), not '\(Excerpt.shortened(text))'")
        }
        return color
    }

    /// One of the words `Word`'s cases stand for.
    func word<Word: RawRepresentable & CaseIterable>(_ value: JSONValue, at key: String) throws(SceneFileError) -> Word
    where Word.RawValue == String {
        let text = try string(value, at: key)
        guard let word = Word(rawValue: text) else {
            let words = Word.allCases.map { "'\($0.rawValue)'" }
            let given = Excerpt.shortened(text)
            throw fail(key, "must be \(words.dropLast().joined(separator: ", ")) or \(words.last!), not '\(given)'")
        }
        return word
    }

    /// One of the numbers `Value`'s cases stand for (`appearance.ios`: 10 or 13).
    func numbered<Value: RawRepresentable & CaseIterable>(_ value: JSONValue, at key: String) throws(SceneFileError)
        -> Value where Value.RawValue == Int
    {
        guard case let .number(n) = value else { throw fail(key, "must be a number, not \(value.typeName)") }
        guard let choice = Value.allCases.first(where: { Double($0.rawValue) == n }) else {
            let numbers = Value.allCases.map { String($0.rawValue) }
            let choices = "\(numbers.dropLast().joined(separator: ", ")) or \(numbers.last!)"
            throw fail(key, "must be \(choices), not \(Self.given(n))")
        }
        return choice
    }

    /// One of `words`, kept as given.
    func word(_ value: JSONValue, at key: String, among words: [String]) throws(SceneFileError) -> String {
        let text = try string(value, at: key)
        guard words.contains(text) else {
            throw fail(key, "must be one of \(words.joined(separator: ", ")), not '\(Excerpt.shortened(text))'")
        }
        return text
    }

    /// Two values, [transparent bar, opaque bar], each read by `item` at `key[0]` and `key[1]`.
    func pair<Value>(
        _ value: JSONValue, at key: String,
        _ item: (JSONValue, String) throws(SceneFileError) -> Value
    ) throws(SceneFileError)
        -> BarStates<Value>
    {
        guard case let .array(items) = value, items.count == 2 else {
            let given =
                if case let .array(items) = value {
                    items.count == 1 ? "1 value" : "\(items.count) values"
                } else {
                    value.typeName
                }
            throw fail(key, "must be an array of two values (transparent bar, opaque bar), not \(given)")
        }
        return BarStates(transparent: try item(items[0], key + "[0]"), opaque: try item(items[1], key + "[1]"))
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
        let inFolder =
            PathKind(local.path).exists
            || ResourceLocator(directory: local.deletingLastPathComponent())
                .image(named: local.lastPathComponent, scale: 1) != nil
        return bundled.contains(name) && !inFolder ? name : local.path
    }

    /// An array of files, each named as `file` takes it.
    func files(_ value: JSONValue, at key: String) throws(SceneFileError) -> [String] {
        guard case let .array(items) = value else {
            throw fail(key, "must be an array of file names, not \(value.typeName)")
        }
        guard items.count <= SceneLimits.fontFiles else {
            throw fail(key, "must hold at most \(SceneLimits.fontFiles) file names, not \(items.count)")
        }
        var files: [String] = []
        for (i, item) in items.enumerated() {
            files.append(try file(item, at: "\(key)[\(i)]"))
        }
        return files
    }

    /// The bar's buttons: an object of `left` and `right`, each an array of at most
    /// `SceneLimits.barItems` items `{"text": "Edit"}` or `{"image": "plus.png"}`.
    func barItems(_ value: JSONValue, at key: String) throws(SceneFileError) -> BarItems {
        guard case let .object(members) = value else { throw fail(key, "must be an object, not \(value.typeName)") }
        var items = BarItems.none
        for (side, list) in members {
            let path = "\(key).\(side)"
            switch side {
            case "left": items.left = try barItemList(list, at: path)
            case "right": items.right = try barItemList(list, at: path)
            default:
                let hint = Suggestion.hint(for: side, among: ["left", "right"], prefix: key + ".")
                throw fail(path, "unknown key\(hint)")
            }
        }
        return items
    }

    private func barItemList(_ value: JSONValue, at key: String) throws(SceneFileError) -> [BarItem] {
        guard case let .array(list) = value else { throw fail(key, "must be an array of items, not \(value.typeName)") }
        guard list.count <= SceneLimits.barItems else {
            throw fail(key, "must hold at most \(SceneLimits.barItems) items, not \(list.count)")
        }
        var items: [BarItem] = []
        for (i, item) in list.enumerated() {
            let path = "\(key)[\(i)]"
            guard case let .object(members) = item, members.count == 1, let (kind, content) = members.first else {
                throw fail(path, "must be an object of one key, {\"text\": …} or {\"image\": …}, not \(item.typeName)")
            }
            switch kind {
            case "text": items.append(.text(try label(content, at: "\(path).text")))
            case "image": items.append(.image(try file(content, at: "\(path).image")))
            default:
                let hint = Suggestion.hint(for: kind, among: ["text", "image"], prefix: path + ".")
                throw fail("\(path).\(kind)", "unknown key\(hint)")
            }
        }
        return items
    }

    /// A device preset's name.
    func device(_ value: JSONValue, at key: String) throws(SceneFileError) -> Device {
        let name = try string(value, at: key)
        guard let preset = Device.named(name) else { throw fail(key, Device.unknownNameReason(name)) }
        return preset
    }
}
