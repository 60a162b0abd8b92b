import Foundation
import JSON
import Wording

@testable import SceneModel

/// The docs made from `SceneSchema` (issue 28), as swift-format makes its rules' docs: the key
/// tables between `<!-- scene-keys:begin FORM -->` and `<!-- scene-keys:end -->` in `tables`, and
/// the scene fuzzer's dictionary. `make docs` writes them (scripts/scene-keys.sh runs
/// `SceneKeyDocsTests` with `STRETCHY_WRITE_SCENE_KEYS=1`); otherwise the test fails, naming the
/// file, when one is not what the schema makes.
enum SceneKeyDocs {
    /// Every file with a key table: to move a table, move its markers and change its file here.
    static let tables = ["docs/SPEC.md", "docs/guides/scenes.md"]
    /// The scene fuzzer's dictionary, made whole from the schema.
    static let dictionary = "Fuzz/scene.dict"

    /// SPEC's table (`spec`: what a key accepts, in full) or a guide's (`guide`: short, with notes).
    enum Form: String {
        case spec, guide
    }

    static let begin = "<!-- scene-keys:begin ", end = "<!-- scene-keys:end -->"

    /// `text` with every marked table made again from the schema; nil when a marker is broken.
    static func replacingTables(in text: String) -> String? {
        MarkedTables.replacing(in: text, begin: begin, end: end) { Form(rawValue: $0).map(table) }
    }

    /// The rows of the table, with its head.
    static func table(_ form: Form) -> [String] {
        let head =
            switch form {
            case .spec: ["| key | value | default |", "|---|---|---|"]
            case .guide: ["| key | value | default | notes |", "|---|---|---|---|"]
            }
        return head
            + SceneSchema.keys.map { key in
                let cells =
                    switch form {
                    case .spec:
                        [
                            value(of: key, dash: " … ", length: "characters (Unicode scalars)", about: key.about),
                            defaultText(of: key),
                        ]
                    case .guide:
                        [value(of: key, dash: "–", length: "characters", about: ""), defaultText(of: key), key.notes]
                    }
                // An empty cell (no notes) is `| |`, as tables are written by hand.
                return ("| `\(key.path)` | " + cells.joined(separator: " | ") + " |").replacing("|  |", with: "| |")
            }
    }

    /// What the key accepts: its words, or its kind with its range or its length in `length`'s
    /// unit, then `about`, after a colon unless it is a parenthesis (`(pt)`, `(§1 layer 8)`).
    static func value(of key: SceneKey, dash: String, length: String, about: String) -> String {
        let words = key.words.map { "`\"\($0)\"`" }
        let accepted =
            if !words.isEmpty {
                words.count == 1 ? words[0] : words.dropLast().joined(separator: ", ") + " or " + words.last!
            } else if let range = key.range {
                "\(key.kind) \(NumberText.decimal(range.lowerBound))\(dash)\(NumberText.decimal(range.upperBound))"
            } else if let maxLength = key.maxLength {
                "\(key.kind), at most \(maxLength) \(length)"
            } else {
                key.kind
            }
        return about.isEmpty ? accepted : accepted + (about.hasPrefix("(") ? " " : ": ") + about
    }

    /// The default in words, else the seed's value as a scene file writes it.
    static func defaultText(of key: SceneKey) -> String {
        if let text = key.defaultText { return text }
        switch key.value(.seed) {
        case let .number(n): return NumberText.decimal(n)
        case let .string(s): return key.words.isEmpty ? "`\(s)`" : "`\"\(s)\"`"
        case let .array(items): return "`\(JSONValue.array(items).text.replacing("\",\"", with: "\", \""))`"
        case let other: return "`\(other.text)`"
        }
    }

    /// The fuzzer's dictionary: the keys' names, the words and devices, and JSON's own tokens.
    static func dictionaryText() -> String {
        var keys: [String] = []
        for name in SceneSchema.names(in: "") + SceneSchema.keys.map(\.name) where !keys.contains(name) {
            keys.append(name)
        }
        var values: [String] = []
        let words = Device.presets.map(\.name) + SceneSchema.keys.flatMap(\.words)
        // The examples' photo too: the scene fuzzer resolves names in Resources/examples.
        let images = [
            Scene.seed.headerImage, Scene.seed.backImages.transparent, Scene.seed.backImages.opaque, "chelsea.jpg",
        ]
        for word in words + images where !values.contains(word) {
            values.append(word)
        }
        let quoted = { (text: String) in #""\"\#(text)\"""# }
        let eras = SystemEra.allCases.map { "\"\($0.rawValue)\"" }
        return """
            # libFuzzer dictionary for the scene-file reader, made from SceneSchema.keys by `make docs`
            # (Tests/SceneModelTests/SceneKeyDocs.swift): the keys, their words, the devices, the images,
            # the eras and JSON's own tokens, so mutations can form members the seeds lack.

            # keys, quoted as they appear in a file
            \(keys.map(quoted).joined(separator: "\n"))

            # values: devices, words, images, eras, colours, edge numbers
            \(values.map(quoted).joined(separator: "\n"))
            \(eras.joined(separator: "\n"))
            "\\"#FFFFFF\\""
            "\\"#00000080\\""
            "{row}"
            "1e308"
            "-0"
            "0.5"
            "10000"
            "1e-320"

            # JSON
            "{"
            "}"
            "["
            "]"
            ":"
            ","
            "true"
            "false"
            "null"
            "\\"\\\\u0000\\""
            "\\"\\\\uD800\\""

            """
    }
}
