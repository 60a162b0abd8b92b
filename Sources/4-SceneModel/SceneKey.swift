import JSON
import Raster

/// One key of a scene file (SPEC §5): its path, what it accepts, and how it is read into a
/// `Scene` and printed from one. `SceneSchema.keys` lists them all.
///
/// Each key carries its own `read` and `print`, made by the constructors below from the
/// `Scene` field it stands for, so a key is read as itself or refused as unknown: no reader
/// can stand for another key.
public struct SceneKey: Sendable {
    /// The dotted path, `header.height`, or the name of a top-level key, `width`.
    public let path: String
    /// The range of a number; nil for a key that holds no number.
    public let range: ClosedRange<Double>?
    /// The words a key of one word accepts, in SPEC order; empty for other keys.
    public let words: [String]
    /// The most Unicode scalars a string key accepts (`SceneLimits`); nil for other keys.
    public let maxLength: Int?
    /// The default as SPEC §5 words it, for a key the seed's printed value does not show
    /// (one the device implies, or one left out of the printed scene); nil otherwise.
    public let defaultText: String?
    /// Reads `value` into the scene, or says why it cannot.
    let read:
        @Sendable (_ value: JSONValue, _ reader: SceneFileReader, _ scene: inout Scene) throws(SceneFileError)
            -> Void
    /// The key's value in `scene` for `scene --print`; nil leaves the key out.
    let print: @Sendable (_ scene: Scene) -> JSONValue?

    /// The object the key belongs to (`header`), `""` at the top level.
    public var object: String { path.split(separator: ".").dropLast().joined(separator: ".") }
    /// The key's name within its object (`height`).
    public var name: String { String(path.split(separator: ".").last ?? "") }

    /// This key, left out of the printed scene when `implied` holds, as it does for a value
    /// that follows from others (`width` from `device`); `defaultText` words that default.
    func leftOut(_ defaultText: String, when implied: @escaping @Sendable (Scene) -> Bool) -> SceneKey {
        let print = self.print
        return SceneKey(
            path: path, range: range, words: words, maxLength: maxLength, defaultText: defaultText,
            read: read,
            print: { scene in implied(scene) ? nil : print(scene) })
    }
}

extension SceneKey {
    /// Field types as the constructors take them: key path literals are `Sendable`.
    typealias Field<Value> = WritableKeyPath<Scene, Value> & Sendable

    /// A number in `range` (points unless said otherwise).
    static func number(_ path: String, _ field: Field<Double>, in range: ClosedRange<Double>) -> SceneKey {
        SceneKey(
            path: path, range: range, words: [], maxLength: nil, defaultText: nil,
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.number(value, at: path, in: range)
            },
            print: { .number($0[keyPath: field]) })
    }

    /// A whole number in `range`.
    static func whole(_ path: String, _ field: Field<Int>, in range: ClosedRange<Int>) -> SceneKey {
        SceneKey(
            path: path, range: Double(range.lowerBound)...Double(range.upperBound), words: [], maxLength: nil,
            defaultText: nil,
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.whole(value, at: path, in: range)
            },
            print: { .number(Double($0[keyPath: field])) })
    }

    /// A string of at most `maxLength` Unicode scalars; nil in the scene prints nothing.
    static func string(_ path: String, _ field: Field<String?>, maxLength: Int) -> SceneKey {
        SceneKey(
            path: path, range: nil, words: [], maxLength: maxLength, defaultText: nil,
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.string(value, at: path, maxLength: maxLength)
            },
            print: { $0[keyPath: field].map(JSONValue.string) })
    }

    /// A label's text: one line of at most `SceneLimits.labelLength` characters (`LabelText`).
    static func label(_ path: String, _ field: Field<String>) -> SceneKey {
        SceneKey(
            path: path, range: nil, words: [], maxLength: SceneLimits.labelLength, defaultText: nil,
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.label(value, at: path)
            },
            print: { .string($0[keyPath: field]) })
    }

    /// One of `words`: the raw values of `Word`'s cases.
    static func word<Word: RawRepresentable & CaseIterable & Sendable>(_ path: String, _ field: Field<Word>) -> SceneKey
    where Word.RawValue == String {
        SceneKey(
            path: path, range: nil, words: Word.allCases.map(\.rawValue), maxLength: nil, defaultText: nil,
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.word(value, at: path)
            },
            print: { .string($0[keyPath: field].rawValue) })
    }

    /// One of the numbers `Value`'s cases stand for.
    static func numbered<Value: RawRepresentable & CaseIterable & Sendable>(_ path: String, _ field: Field<Value>)
        -> SceneKey where Value.RawValue == Int
    {
        SceneKey(
            path: path, range: nil, words: [], maxLength: nil, defaultText: nil,
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.numbered(value, at: path)
            },
            print: { .number(Double($0[keyPath: field].rawValue)) })
    }

    /// One of `words`, kept as a string.
    static func word(_ path: String, _ field: Field<String>, among words: [String]) -> SceneKey {
        SceneKey(
            path: path, range: nil, words: words, maxLength: nil, defaultText: nil,
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.word(value, at: path, among: words)
            },
            print: { .string($0[keyPath: field]) })
    }

    /// A colour; `opaque` refuses one with alpha.
    static func color(_ path: String, _ field: Field<Color>, opaque: Bool = false) -> SceneKey {
        SceneKey(
            path: path, range: nil, words: [], maxLength: nil, defaultText: nil,
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.color(value, at: path, opaque: opaque)
            },
            print: { .string($0[keyPath: field].hex) })
    }

    /// Two colours: [transparent bar, opaque bar].
    static func colors(_ path: String, _ field: Field<BarStates<Color>>) -> SceneKey {
        SceneKey(
            path: path, range: nil, words: [], maxLength: nil, defaultText: nil,
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.pair(value, at: path) { item, at throws(SceneFileError) in
                    try reader.color(item, at: at)
                }
            },
            print: { scene in
                let colors = scene[keyPath: field]
                return .array([.string(colors.transparent.hex), .string(colors.opaque.hex)])
            })
    }

    /// A file named relative to the scene file; the seed's own name stays the bundled image's.
    static func file(_ path: String, _ field: Field<String>) -> SceneKey {
        let bundled = [Scene.seed[keyPath: field]]
        return SceneKey(
            path: path, range: nil, words: [], maxLength: nil, defaultText: nil,
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.file(value, at: path, bundled: bundled)
            },
            print: { .string($0[keyPath: field]) })
    }

    /// Two image files: [transparent bar, opaque bar]; the seed's names stay the bundled images'.
    static func imagePair(_ path: String, _ field: Field<BarStates<String>>) -> SceneKey {
        let bundled = [Scene.seed[keyPath: field].transparent, Scene.seed[keyPath: field].opaque]
        return SceneKey(
            path: path, range: nil, words: [], maxLength: nil, defaultText: nil,
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.pair(value, at: path) {
                    item, at throws(SceneFileError) in try reader.file(item, at: at, bundled: bundled)
                }
            },
            print: { scene in
                let names = scene[keyPath: field]
                return .array([.string(names.transparent), .string(names.opaque)])
            })
    }

    /// Any number of files.
    static func files(_ path: String, _ field: Field<[String]>) -> SceneKey {
        SceneKey(
            path: path, range: nil, words: [], maxLength: nil, defaultText: nil,
            read: { value, reader, scene throws(SceneFileError) in
                scene[keyPath: field] = try reader.files(value, at: path)
            },
            print: { .array($0[keyPath: field].map(JSONValue.string)) })
    }

    /// A device preset, put on the scene as `Scene.on(_:)` does.
    static func device(_ path: String) -> SceneKey {
        SceneKey(
            path: path, range: nil, words: [], maxLength: nil, defaultText: nil,
            read: { value, reader, scene throws(SceneFileError) in
                scene = scene.on(try reader.device(value, at: path))
            },
            print: { .string($0.device) })
    }
}
