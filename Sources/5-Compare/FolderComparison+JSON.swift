import Files
import JSON
import Raster

/// The `--json` form of a folder comparison, and the comparison read back from it: the reports
/// are functions of the comparison, so a result printed by one run (or by each shard of a split
/// run) can be turned into HTML and JUnit later, by another process.
extension FolderComparison {
    /// `{"expected", "actual", "settings": {"threshold", "includeAA", "alpha", "maxDiff", "ignore": [{x,
    /// y, width, height}]}, "files": [{"name", …the fields of PixelMatchResult.json, "seconds"}
    /// or {"name", "error", "seconds"}], "onlyInExpected": [...], "onlyInActual": [...],
    /// "differentFiles", "errorFiles", "seconds", "precision", "perceptualPrecision"}`, keys in
    /// SPEC order, `seconds` the wall time of the whole (left out when not known);
    /// then, for a shard, `"shard": {"index", "count"}`: what `merge-reports` needs besides.
    public var json: JSONValue {
        .object(
            [
                ("expected", .string(expectedFolder)),
                ("actual", .string(actualFolder)),
                (
                    "settings",
                    .object([
                        ("threshold", .number(settings.options.threshold)),
                        ("includeAA", .bool(settings.options.includeAA)),
                        ("alpha", .number(settings.options.alpha)),
                        ("maxDiff", .string(settings.maxDiff.description)),
                        ("ignore", .array(settings.ignore.rectangles.map(\.json))),
                    ])
                ),
                (
                    "files",
                    .array(
                        files.map { file in
                            .object(
                                [("name", .string(file.name))]
                                    + (file.error.map { [("error", .string($0))] } ?? file.result.jsonFields)
                                    + [("seconds", .number(file.seconds))])
                        })
                ),
                ("onlyInExpected", .array(onlyInExpected.map(JSONValue.string))),
                ("onlyInActual", .array(onlyInActual.map(JSONValue.string))),
                ("differentFiles", .number(Double(differentFiles))),
                ("errorFiles", .number(Double(errorFiles))),
            ] + (seconds.map { [("seconds", .number($0))] } ?? []) + settings.jsonFields
                + (shard.map { shard in
                    [
                        (
                            "shard",
                            .object([("index", .number(Double(shard.index))), ("count", .number(Double(shard.count)))])
                        )
                    ]
                } ?? []))
    }

    /// The comparison `json` describes. What it cannot carry stays at its default: the diff
    /// colours and a `--mask` image (its pixels count in each pair's `ignoredPixels`).
    ///
    /// - Throws: `CompareError.malformedResult` naming the first member that is missing or of
    ///   the wrong type.
    public init(json: JSONValue) throws(CompareError) {
        let reader = ResultReader()
        let settingsJSON = try reader.member("settings", of: json)
        var options = PixelMatchOptions()
        options.threshold = try reader.number("threshold", of: settingsJSON)
        options.includeAA = try reader.bool("includeAA", of: settingsJSON)
        options.alpha = try reader.number("alpha", of: settingsJSON)
        options.perceptualPrecision = try reader.number("perceptualPrecision", of: json)
        let limitText = try reader.string("maxDiff", of: settingsJSON)
        guard let maxDiff = try? DiffLimit(parsing: limitText) else {
            throw .malformedResult(reason: "'settings.maxDiff' is not a limit: '\(limitText)'")
        }
        let rectangles = try reader.array("ignore", of: settingsJSON).map { value throws(CompareError) in
            try reader.rectangle(value, "settings.ignore")
        }
        let settings = CompareSettings(
            options: options, ignore: IgnoredPixels(rectangles: rectangles),
            maxDiff: maxDiff, precision: try reader.number("precision", of: json))
        let expected = try reader.string("expected", of: json), actual = try reader.string("actual", of: json)
        var files: [File] = []
        for entry in try reader.array("files", of: json) {
            let name = try reader.string("name", of: entry)
            let seconds = try reader.number("seconds", of: entry)
            let paths = (Self.path(in: expected, name), Self.path(in: actual, name))
            if entry["error"] != nil {
                files.append(
                    File(
                        name: name, expectedPath: paths.0, actualPath: paths.1, result: .empty,
                        error: try reader.string("error", of: entry), status: .failed, seconds: seconds))
                continue
            }
            let count = { (key: String) throws(CompareError) in Int(try reader.number(key, of: entry)) }
            let bounds = try reader.member("diffBounds", of: entry)
            let result = PixelMatchResult(
                differentPixels: try count("differentPixels"), totalPixels: try count("totalPixels"),
                width: try count("width"), height: try count("height"),
                identical: try reader.bool("identical", of: entry),
                sizeMismatch: try reader.bool("sizeMismatch", of: entry),
                diff: nil, actualWidth: try count("actualWidth"), actualHeight: try count("actualHeight"),
                diffBounds: bounds == .null ? nil : try reader.rectangle(bounds, "diffBounds"),
                ignoredPixels: try count("ignoredPixels"))
            files.append(
                File(
                    name: name, expectedPath: paths.0, actualPath: paths.1, result: result, error: nil,
                    status: settings.fails(result) ? .different : .match, seconds: seconds))
        }
        let names = { (key: String) throws(CompareError) -> [String] in
            try reader.array(key, of: json).map { value throws(CompareError) in
                guard case .string(let name) = value else {
                    throw .malformedResult(reason: "'\(key)' holds \(value.typeName)")
                }
                return name
            }
        }
        var shard: Shard?
        if let about = json["shard"] {
            let index = Int(try reader.number("index", of: about)), count = Int(try reader.number("count", of: about))
            guard let part = Shard(index: index, count: count) else {
                throw .malformedResult(reason: "'shard' is not a shard: \(index)/\(count)")
            }
            shard = part
        }
        self.init(
            expectedFolder: expected, actualFolder: actual, settings: settings, shard: shard,
            files: files, onlyInExpected: try names("onlyInExpected"), onlyInActual: try names("onlyInActual"),
            seconds: json["seconds"] == nil ? nil : try reader.number("seconds", of: json))
    }
}

/// Typed members of a result's JSON, each failure naming the member.
private struct ResultReader {
    func member(_ key: String, of object: JSONValue) throws(CompareError) -> JSONValue {
        guard let value = object[key] else { throw .malformedResult(reason: "no '\(key)' member") }
        return value
    }

    func number(_ key: String, of object: JSONValue) throws(CompareError) -> Double {
        guard case .number(let value) = try member(key, of: object) else { throw wrongType(key, "a number") }
        return value
    }

    func bool(_ key: String, of object: JSONValue) throws(CompareError) -> Bool {
        guard case .bool(let value) = try member(key, of: object) else { throw wrongType(key, "a boolean") }
        return value
    }

    func string(_ key: String, of object: JSONValue) throws(CompareError) -> String {
        guard case .string(let value) = try member(key, of: object) else { throw wrongType(key, "a string") }
        return value
    }

    func array(_ key: String, of object: JSONValue) throws(CompareError) -> [JSONValue] {
        guard case .array(let value) = try member(key, of: object) else { throw wrongType(key, "an array") }
        return value
    }

    func rectangle(_ value: JSONValue, _ key: String) throws(CompareError) -> PixelRect {
        let side = { (name: String) throws(CompareError) in Int(try number(name, of: value)) }
        return PixelRect(x: try side("x"), y: try side("y"), width: try side("width"), height: try side("height"))
    }

    private func wrongType(_ key: String, _ type: String) -> CompareError {
        .malformedResult(reason: "'\(key)' is not \(type)")
    }
}
