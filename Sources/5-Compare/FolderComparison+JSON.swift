import Codecs
import Files
import JSON
import Raster
import Wording

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
    package var json: JSONValue {
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
    package init(json: JSONValue) throws(CompareError) {
        let reader = ResultReader()
        let settingsJSON = try reader.member("settings", of: json)
        var options = PixelMatchOptions()
        options.threshold = try reader.fraction("threshold", of: settingsJSON)
        options.includeAA = try reader.bool("includeAA", of: settingsJSON)
        options.alpha = try reader.fraction("alpha", of: settingsJSON)
        options.perceptualPrecision = try reader.fraction("perceptualPrecision", of: json)
        let limitText = try reader.string("maxDiff", of: settingsJSON)
        guard let maxDiff = try? DiffLimit(parsing: limitText) else {
            throw .malformedResult(reason: "'settings.maxDiff' is not a limit: '\(limitText)'")
        }
        let rectangles = try reader.array("ignore", of: settingsJSON).map { value throws(CompareError) in
            try reader.rectangle(value, "settings.ignore")
        }
        let settings = CompareSettings(
            options: options, ignore: IgnoredPixels(rectangles: rectangles),
            maxDiff: maxDiff, precision: try reader.fraction("precision", of: json))
        let expected = try reader.string("expected", of: json), actual = try reader.string("actual", of: json)
        var files: [File] = []
        for entry in try reader.array("files", of: json) {
            let name = try reader.string("name", of: entry)
            let seconds = try reader.number("seconds", of: entry, in: 0...Double.greatestFiniteMagnitude)
            let paths = (Self.path(in: expected, name), Self.path(in: actual, name))
            if entry["error"] != nil {
                files.append(
                    File(
                        name: name, expectedPath: paths.0, actualPath: paths.1, result: .empty,
                        error: try reader.string("error", of: entry), status: .failed, seconds: seconds))
                continue
            }
            let count = { (key: String) throws(CompareError) in
                try reader.integer(key, of: entry, in: 0...ResultReader.maxPixels)
            }
            let bounds = try reader.member("diffBounds", of: entry)
            let result = PixelMatchResult(
                differentPixels: try count("differentPixels"), totalPixels: try count("totalPixels"),
                width: try count("width"), height: try count("height"),
                identical: try reader.bool("identical", of: entry),
                sizeMismatch: try reader.bool("sizeMismatch", of: entry),
                diff: nil, actualWidth: try count("actualWidth"), actualHeight: try count("actualHeight"),
                diffBounds: bounds == .null ? nil : try reader.rectangle(bounds, "diffBounds"),
                ignoredPixels: try count("ignoredPixels"))
            // What one compare could not have written: more pixels than the image holds, or
            // "identical" with differences.
            guard result.width * result.height == result.totalPixels, result.differentPixels <= result.totalPixels,
                result.ignoredPixels <= result.totalPixels,
                !result.identical || (result.differentPixels == 0 && !result.sizeMismatch)
            else { throw .malformedResult(reason: "the counts of '\(name)' do not add up") }
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
            let index = try reader.integer("index", of: about, in: 1...Shard.maxCount)
            let count = try reader.integer("count", of: about, in: 1...Shard.maxCount)
            guard let part = Shard(index: index, count: count) else {
                throw .malformedResult(reason: "'shard' is not a shard: \(index)/\(count)")
            }
            shard = part
        }
        self.init(
            expectedFolder: expected, actualFolder: actual, settings: settings, shard: shard,
            files: files, onlyInExpected: try names("onlyInExpected"), onlyInActual: try names("onlyInActual"),
            seconds: json["seconds"] == nil ? nil : try reader.number("seconds", of: json, in: 0...1e9))
    }
}

/// Typed members of a result's JSON, each failure naming the member.
private struct ResultReader {
    func member(_ key: String, of object: JSONValue) throws(CompareError) -> JSONValue {
        guard let value = object[key] else { throw .malformedResult(reason: "no '\(key)' member") }
        return value
    }

    /// No image compare reads has more pixels (SPEC §7), so no count or side is larger.
    static let maxPixels = ImageDecoder.defaultMaxPixels

    /// A number in `range` (finite: 1e309 reads as infinity).
    func number(_ key: String, of object: JSONValue, in range: ClosedRange<Double>) throws(CompareError) -> Double {
        guard case .number(let value) = try member(key, of: object) else { throw wrongType(key, "a number") }
        guard range.contains(value) else {
            throw wrongType(
                key, "a number from \(NumberText.decimal(range.lowerBound)) to \(NumberText.decimal(range.upperBound))")
        }
        return value
    }

    /// A threshold, alpha or precision: 0 … 1.
    func fraction(_ key: String, of object: JSONValue) throws(CompareError) -> Double {
        try number(key, of: object, in: 0...1)
    }

    /// A whole number in `range`, through the one checked conversion (`JSONValue.integer`).
    func integer(_ key: String, of object: JSONValue, in range: ClosedRange<Int>) throws(CompareError) -> Int {
        guard let value = try member(key, of: object).integer(in: range) else {
            throw wrongType(key, "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
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
        let side = { (name: String) throws(CompareError) in try integer(name, of: value, in: 0...Self.maxPixels) }
        return PixelRect(x: try side("x"), y: try side("y"), width: try side("width"), height: try side("height"))
    }

    private func wrongType(_ key: String, _ type: String) -> CompareError {
        .malformedResult(reason: "'\(key)' is not \(type)")
    }
}
