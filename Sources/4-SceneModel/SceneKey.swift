import JSON
import Raster

/// One key of a scene file (SPEC §5): its path, what it accepts, and how it is read into a
/// `Scene` and printed from one. `SceneSchema.keys` lists them all.
///
/// Each key carries its own `read` and `print`, made by the constructors below from the
/// `Scene` field it stands for, so a key is read as itself or refused as unknown: no reader
/// can stand for another key.
package struct SceneKey: Sendable {
    /// The dotted path, `header.height`, or the name of a top-level key, `width`.
    package let path: String
    /// The range of a number; nil for a key that holds no number.
    package let range: ClosedRange<Double>?
    /// The words a key of one word accepts, in SPEC order; empty for other keys.
    package let words: [String]
    /// The most Unicode scalars a string key accepts (`SceneLimits`); nil for other keys.
    package let maxLength: Int?
    /// What the key holds, as the docs' key tables begin its value (`number`, `colour`); with
    /// `range`, `words` and `maxLength` they give the rest.
    let kind: String
    /// The default as SPEC §5 words it, for a key the seed's printed value does not show
    /// (one the device implies, or one left out of the printed scene); nil otherwise.
    package let defaultText: String?
    /// The paths of the keys this key's default follows (`["width"]`); empty for a fixed default.
    package let follows: [String]
    /// What SPEC §5's table says of the key after its value; README's table's notes.
    let about: String, notes: String
    /// Whether `scene` sets the key itself rather than following `follows`; nil for a key whose
    /// default follows nothing, or whose printed value is left out when it equals what it follows.
    let isSet: (@Sendable (Scene) -> Bool)?
    /// Reads `value` into the scene, or says why it cannot.
    let read:
        @Sendable (_ value: JSONValue, _ reader: SceneFileReader, _ scene: inout Scene) throws(SceneFileError)
            -> Void
    /// The key's value in `scene`, as a scene file writes it.
    let value: @Sendable (_ scene: Scene) -> JSONValue
    /// The key's value in `scene` for `scene --print`; nil leaves the key out.
    let print: @Sendable (_ scene: Scene) -> JSONValue?
    /// Whether the object of a nested key must hold it (a section's `rows`, a row's `text`).
    package let required: Bool
    /// A nested key's value in the part of `scene` at `indices` (its section `[s]` or row
    /// `[s, r]`), as a scene file writes it; nil leaves it out. Nil for a key of the scene.
    let partValue: (@Sendable (_ scene: Scene, _ indices: [Int]) -> JSONValue?)?
    /// The files the key's value names in `scene`, in its order (`SceneSchema.inputFiles`); nil
    /// for a key that names none.
    let inputs: (@Sendable (_ scene: Scene) -> [SceneInput])?

    /// Whether the key is a member of the objects of an array (`table.sections[].header`).
    package var isNested: Bool { path.contains("[]") }

    /// The key's value in `scene` as a scene file writes it, a default that follows other keys
    /// included; nil for a nested key, whose value is its part's.
    package func fileValue(in scene: Scene) -> JSONValue? { isNested ? nil : value(scene) }

    /// The object the key belongs to (`header`), `""` at the top level. Stored, as `name`: an
    /// array of 10,000 rows reads each row's members by them.
    package let object: String
    /// The key's name within its object (`height`).
    package let name: String

    init(
        _ path: String, kind: String, range: ClosedRange<Double>? = nil, words: [String] = [], maxLength: Int? = nil,
        read: @escaping @Sendable (JSONValue, SceneFileReader, inout Scene) throws(SceneFileError) -> Void,
        value: @escaping @Sendable (Scene) -> JSONValue, inputs: (@Sendable (Scene) -> [SceneInput])? = nil
    ) {
        self.init(
            path: path, range: range, words: words, maxLength: maxLength, kind: kind, defaultText: nil, follows: [],
            about: "", notes: "", isSet: nil, read: read, value: value, print: value, required: false, partValue: nil,
            inputs: inputs)
    }

    /// A nested key (`SceneKey+Parts`): read into a part of the scene, printed by its object.
    init(
        nested path: String, kind: String, range: ClosedRange<Double>? = nil, words: [String] = [],
        maxLength: Int? = nil, required: Bool,
        read: @escaping @Sendable (JSONValue, SceneFileReader, inout Scene) throws(SceneFileError) -> Void,
        partValue: @escaping @Sendable (Scene, [Int]) -> JSONValue?, inputs: (@Sendable (Scene) -> [SceneInput])? = nil
    ) {
        self.init(
            path: path, range: range, words: words, maxLength: maxLength, kind: kind,
            defaultText: required ? "required" : nil, follows: [], about: "", notes: "", isSet: nil, read: read,
            value: { _ in .null }, print: { _ in nil }, required: required, partValue: partValue, inputs: inputs)
    }

    private init(
        path: String, range: ClosedRange<Double>?, words: [String], maxLength: Int?, kind: String,
        defaultText: String?, follows: [String], about: String, notes: String,
        isSet: (@Sendable (Scene) -> Bool)?,
        read: @escaping @Sendable (JSONValue, SceneFileReader, inout Scene) throws(SceneFileError) -> Void,
        value: @escaping @Sendable (Scene) -> JSONValue, print: @escaping @Sendable (Scene) -> JSONValue?,
        required: Bool, partValue: (@Sendable (Scene, [Int]) -> JSONValue?)?,
        inputs: (@Sendable (Scene) -> [SceneInput])?
    ) {
        (self.path, self.range, self.words, self.maxLength, self.kind) = (path, range, words, maxLength, kind)
        (self.defaultText, self.follows, self.about, self.notes) = (defaultText, follows, about, notes)
        (self.isSet, self.read, self.value, self.print) = (isSet, read, value, print)
        (self.required, self.partValue, self.inputs) = (required, partValue, inputs)
        object = path.split(separator: ".").dropLast().joined(separator: ".")
        name = String(path.split(separator: ".").last ?? "")
    }

    /// This key with some members changed.
    private func with(
        defaultText: String? = nil, follows: [String]? = nil, about: String? = nil, notes: String? = nil,
        isSet: (@Sendable (Scene) -> Bool)? = nil,
        read: (@Sendable (JSONValue, SceneFileReader, inout Scene) throws(SceneFileError) -> Void)? = nil,
        print: (@Sendable (Scene) -> JSONValue?)? = nil
    ) -> SceneKey {
        SceneKey(
            path: path, range: range, words: words, maxLength: maxLength, kind: kind,
            defaultText: defaultText ?? self.defaultText, follows: follows ?? self.follows,
            about: about ?? self.about, notes: notes ?? self.notes, isSet: isSet ?? self.isSet,
            read: read ?? self.read, value: value, print: print ?? self.print, required: required,
            partValue: partValue, inputs: inputs)
    }

    /// This key with what SPEC §5's table says of it after its value (`about`), README's
    /// table's notes, and the default in words when the seed's printed value is not enough.
    func documented(_ about: String, notes: String = "", default defaultText: String? = nil) -> SceneKey {
        with(defaultText: defaultText, about: about, notes: notes)
    }

    /// This key, left out of the printed scene when `implied` holds, as it does for a value
    /// that follows from others (`width` from `device`); `defaultText` words that default.
    func leftOut(_ defaultText: String, follows: [String] = [], when implied: @escaping @Sendable (Scene) -> Bool)
        -> SceneKey
    {
        let print = self.print
        return with(defaultText: defaultText, follows: follows, print: { scene in implied(scene) ? nil : print(scene) })
    }

    /// This key, whose default follows `rule` unless a scene sets it: read, it is set (even to
    /// the value it would follow); printed only when set, so that the printed scene follows too.
    func following<Value>(_ rule: SceneRule<Value>) -> SceneKey {
        let (read, value) = (self.read, self.value)
        return with(
            defaultText: rule.text, follows: rule.follows, isSet: { $0[keyPath: rule.explicit] != nil },
            read: { json, reader, scene throws(SceneFileError) in
                try read(json, reader, &scene)
                // A nested value's setter (`appearance.era`) sets only a change.
                scene[keyPath: rule.explicit] = rule.value(in: scene)
            },
            print: { scene in scene[keyPath: rule.explicit] == nil ? nil : value(scene) })
    }
}

/// A default that follows other keys (SPEC §5): `bar.height` follows `statusBarHeight`. The scene
/// keeps what it sets in `explicit`; its package property returns that, else `follow`'s value, so
/// a default is derived when read and never left behind by a change to what it follows.
struct SceneRule<Value: Sendable>: Sendable {
    /// The paths of the keys the default follows (a test checks that each is a key).
    let follows: [String]
    /// The default as SPEC §5 words it.
    let text: String
    /// Where the scene keeps the value it sets; nil follows.
    let explicit: WritableKeyPath<Scene, Value?> & Sendable
    /// The value followed.
    let follow: @Sendable (Scene) -> Value

    /// The scene's value: the one it set, else the one followed.
    func value(in scene: Scene) -> Value { scene[keyPath: explicit] ?? follow(scene) }
}

extension SceneKey {
    /// Field types as the constructors take them: key path literals are `Sendable`.
    typealias Field<Value> = WritableKeyPath<Scene, Value> & Sendable

    /// A number in `range` (points unless said otherwise).
    static func number(_ path: String, _ field: Field<Double>, in range: ClosedRange<Double>) -> SceneKey {
        SceneKey(
            path, kind: "number", range: range,
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.number(value, at: path, in: range)
            },
            value: { .number($0[keyPath: field]) })
    }

    /// A whole number in `range`.
    static func whole(_ path: String, _ field: Field<Int>, in range: ClosedRange<Int>) -> SceneKey {
        SceneKey(
            path, kind: "whole number", range: Double(range.lowerBound)...Double(range.upperBound),
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.whole(value, at: path, in: range)
            },
            value: { .number(Double($0[keyPath: field])) })
    }

    /// `true` or `false`.
    static func flag(_ path: String, _ field: Field<Bool>) -> SceneKey {
        SceneKey(
            path, kind: "`true` or `false`",
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.bool(value, at: path)
            },
            value: { .bool($0[keyPath: field]) })
    }

    /// A string of at most `maxLength` Unicode scalars; nil in the scene prints nothing.
    static func string(_ path: String, _ field: Field<String?>, maxLength: Int) -> SceneKey {
        SceneKey(
            path, kind: "string", maxLength: maxLength,
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.string(value, at: path, maxLength: maxLength)
            },
            value: { $0[keyPath: field].map(JSONValue.string) ?? .null })
    }

    /// A label's text: one line of at most `SceneLimits.labelLength` characters (`LabelText`).
    static func label(_ path: String, _ field: Field<String>) -> SceneKey {
        SceneKey(
            path, kind: "one line of text", maxLength: SceneLimits.labelLength,
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.label(value, at: path)
            },
            value: { .string($0[keyPath: field]) })
    }

    /// One of `words`: the raw values of `Word`'s cases.
    static func word<Word: RawRepresentable & CaseIterable & Sendable>(_ path: String, _ field: Field<Word>) -> SceneKey
    where Word.RawValue == String {
        SceneKey(
            path, kind: "word", words: Word.allCases.map(\.rawValue),
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.word(value, at: path)
            },
            value: { .string($0[keyPath: field].rawValue) })
    }

    /// One of the numbers `Value`'s cases stand for.
    static func numbered<Value: RawRepresentable & CaseIterable & Sendable>(_ path: String, _ field: Field<Value>)
        -> SceneKey where Value.RawValue == Int
    {
        let numbers = Value.allCases.map { "`\($0.rawValue)`" }
        return SceneKey(
            path, kind: numbers.dropLast().joined(separator: ", ") + " or " + numbers[numbers.count - 1],
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.numbered(value, at: path)
            },
            value: { .number(Double($0[keyPath: field].rawValue)) })
    }

    /// One of `words`, kept as a string.
    static func word(_ path: String, _ field: Field<String>, among words: [String]) -> SceneKey {
        SceneKey(
            path, kind: "word", words: words,
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.word(value, at: path, among: words)
            },
            value: { .string($0[keyPath: field]) })
    }

    /// A colour; `opaque` refuses one with alpha.
    static func color(_ path: String, _ field: Field<Color>, opaque: Bool = false) -> SceneKey {
        SceneKey(
            path, kind: opaque ? "opaque colour" : "colour",
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.color(value, at: path, opaque: opaque)
            },
            value: { .string($0[keyPath: field].hex) })
    }

    /// Two colours: [transparent bar, opaque bar].
    static func colors(_ path: String, _ field: Field<BarStates<Color>>) -> SceneKey {
        SceneKey(
            path, kind: "two colours: [transparent bar, opaque bar]",
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.pair(value, at: path) { item, at throws(SceneFileError) in
                    try reader.color(item, at: at)
                }
            },
            value: { scene in
                let colors = scene[keyPath: field]
                return .array([.string(colors.transparent.hex), .string(colors.opaque.hex)])
            })
    }

    /// A file named relative to the scene file; the seed's own name stays the bundled image's
    /// (an input found as `fileOrBundled`).
    static func file(_ path: String, _ field: Field<String>) -> SceneKey {
        let bundled = [Scene.seed[keyPath: field]]
        return SceneKey(
            path, kind: "non-empty file name",
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.file(value, at: path, bundled: bundled)
            },
            value: { .string($0[keyPath: field]) },
            inputs: { [SceneInput(name: $0[keyPath: field], lookup: .fileOrBundled)] })
    }

    /// A file named relative to the scene file, or none (nil, printed as null).
    static func optionalFile(_ path: String, _ field: Field<String?>) -> SceneKey {
        SceneKey(
            path, kind: "non-empty file name",
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.file(value, at: path)
            },
            value: { $0[keyPath: field].map(JSONValue.string) ?? .null }, inputs: paths { [$0[keyPath: field]] })
    }

    /// The inputs of a key whose value names files read as named (nil: none).
    static func paths(_ files: @escaping @Sendable (Scene) -> [String?]) -> @Sendable (Scene) -> [SceneInput] {
        { scene in files(scene).compactMap { $0.map { SceneInput(name: $0, lookup: .path) } } }
    }

    /// The inputs of a key whose value names images, found as `UIImage(named:)` finds them.
    private static func images(_ names: @escaping @Sendable (Scene) -> [String]) -> @Sendable (Scene) -> [SceneInput] {
        { scene in names(scene).map { SceneInput(name: $0, lookup: .image) } }
    }

    /// Two image files: [transparent bar, opaque bar]; the seed's names stay the bundled images'.
    static func imagePair(_ path: String, _ field: Field<BarStates<String>>) -> SceneKey {
        let bundled = [Scene.seed[keyPath: field].transparent, Scene.seed[keyPath: field].opaque]
        return SceneKey(
            path, kind: "two non-empty image names: [transparent bar, opaque bar]",
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.pair(value, at: path) {
                    item, at throws(SceneFileError) in try reader.file(item, at: at, bundled: bundled)
                }
            },
            value: { scene in
                let names = scene[keyPath: field]
                return .array([.string(names.transparent), .string(names.opaque)])
            },
            inputs: images { [$0[keyPath: field].transparent, $0[keyPath: field].opaque] })
    }

    /// The bar's buttons (`SceneFileReader.barItems`), printed as read: `left` only when it
    /// replaces the back button.
    static func barItems(_ path: String, _ field: Field<BarItems>) -> SceneKey {
        @Sendable func json(_ items: [BarItem]) -> JSONValue {
            .array(
                items.map { item in
                    switch item {
                    case .text(let text): .object([("text", .string(text))])
                    case .image(let file): .object([("image", .string(file))])
                    }
                })
        }
        return SceneKey(
            path,
            kind: "object `{\"left\": [items], \"right\": [items]}`, at most \(SceneLimits.barItems) items a side",
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.barItems(value, at: path)
            },
            value: { scene in
                let items = scene[keyPath: field]
                return .object((items.left.map { [("left", json($0))] } ?? []) + [("right", json(items.right))])
            },
            // The items' images, left then right.
            inputs: images { scene in
                ((scene[keyPath: field].left ?? []) + scene[keyPath: field].right).compactMap { item in
                    if case .image(let name) = item { return name }
                    return nil
                }
            })
    }

    /// A number in `range`, or the word `auto` (`fits` set, the number kept).
    static func numberOrAuto(
        _ path: String, _ field: Field<Double>, auto fits: Field<Bool>, in range: ClosedRange<Double>
    )
        -> SceneKey
    {
        SceneKey(
            path, kind: "`\"auto\"` or a number", range: range,
            read: { value, reader, scene throws(SceneFileError) in
                if case .string("auto") = value {
                    scene[keyPath: fits] = true
                } else if case .number = value {
                    scene[keyPath: field] = try reader.number(value, at: path, in: range)
                    scene[keyPath: fits] = false
                } else {
                    throw reader.fail(path, "must be a number or \"auto\", not \(value.typeName)")
                }
            },
            value: { $0[keyPath: fits] ? .string("auto") : .number($0[keyPath: field]) })
    }

    /// Any number of files.
    static func files(_ path: String, _ field: Field<[String]>) -> SceneKey {
        SceneKey(
            path, kind: "array of at most \(SceneLimits.fontFiles) non-empty file names",
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.files(value, at: path)
            },
            value: { .array($0[keyPath: field].map(JSONValue.string)) }, inputs: paths { $0[keyPath: field] })
    }

    /// A device preset, put on the scene as `Scene.on(_:)` does.
    static func device(_ path: String) -> SceneKey {
        SceneKey(
            path, kind: "a preset name (below)",
            read: { value, reader, scene throws(SceneFileError) in
                scene = scene.on(try reader.device(value, at: path))
            },
            value: { .string($0.device) })
    }
}
