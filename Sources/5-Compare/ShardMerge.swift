import Files
import JSON
import Raster

/// The shards of a split folder comparison joined into the comparison one run would have made
/// (SPEC §3 `merge-reports`), from their `--json` documents.
///
/// A shard's JSON is the JSON of a folder comparison plus a `"shard"` member that says which
/// part it is and what was compared with what settings; the merged comparison has no shard, so
/// its JSON is exactly a single run's. Every shard of the split must be there once, and all of
/// them must come from the same folders and settings: a partial merge would pass with pairs
/// left out.
public enum ShardMerge {
    /// `{"index", "count", "expected", "actual", "threshold", "includeAA", "maxDiff", "ignore":
    /// [{"x", "y", "width", "height"}]}`; the last five are what the reports show and the
    /// verdict needs.
    static func json(of shard: Shard, in comparison: FolderComparison) -> JSONValue {
        let settings = comparison.settings
        return .object([
            ("index", .number(Double(shard.index))), ("count", .number(Double(shard.count))),
            ("expected", .string(comparison.expectedFolder)), ("actual", .string(comparison.actualFolder)),
            ("threshold", .number(settings.options.threshold)), ("includeAA", .bool(settings.options.includeAA)),
            ("maxDiff", .string(settings.maxDiff.description)),
            ("ignore", .array(settings.ignore.rectangles.map(\.json))),
        ])
    }

    /// Joins the shards, each a parsed `compare --shard K/N --json` document and the path it was
    /// read from (for messages).
    public static func merge(_ documents: [(path: String, json: JSONValue)]) throws(CompareError) -> FolderComparison {
        var parts: [(path: String, shard: Shard, comparison: FolderComparison)] = []
        for (path, json) in documents {
            guard let part = comparison(from: json) else { throw .notAShard(path: path) }
            if let first = parts.first, part.shard.count != first.shard.count
                || part.comparison.settings != first.comparison.settings
                || part.comparison.expectedFolder != first.comparison.expectedFolder
                || part.comparison.actualFolder != first.comparison.actualFolder {
                throw .otherShards(path: path, other: first.path)
            }
            if let twice = parts.first(where: { $0.shard == part.shard }) {
                throw .shardTwice(path: path, other: twice.path, shard: part.shard.description)
            }
            parts.append((path, part.shard, part.comparison))
        }
        guard let first = parts.first?.comparison, let count = parts.first?.shard.count else { throw .noShards }
        let missing = (1...count).filter { index in !parts.contains { $0.shard.index == index } }
        guard missing.isEmpty else { throw .shardsMissing(missing.map { "\($0)/\(count)" }) }
        let bytewise = FolderComparison.bytewise
        return FolderComparison(
            expectedFolder: first.expectedFolder, actualFolder: first.actualFolder, settings: first.settings,
            shard: nil,
            files: parts.flatMap(\.comparison.files).sorted { bytewise($0.name, $1.name) },
            onlyInExpected: parts.flatMap(\.comparison.onlyInExpected).sorted(by: bytewise),
            onlyInActual: parts.flatMap(\.comparison.onlyInActual).sorted(by: bytewise))
    }

    /// One shard's comparison; nil when `json` is not a shard's document.
    private static func comparison(from json: JSONValue) -> (shard: Shard, comparison: FolderComparison)? {
        guard let about = json["shard"], let index = whole(about["index"]), let count = whole(about["count"]),
              let shard = Shard(index: index, count: count),
              case .string(let expected)? = about["expected"], case .string(let actual)? = about["actual"],
              case .number(let threshold)? = about["threshold"], case .bool(let includeAA)? = about["includeAA"],
              case .string(let limit)? = about["maxDiff"], let maxDiff = try? DiffLimit(parsing: limit),
              case .array(let ignore)? = about["ignore"], case .array(let entries)? = json["files"],
              let onlyInExpected = strings(json["onlyInExpected"]), let onlyInActual = strings(json["onlyInActual"]),
              case .number(let precision)? = json["precision"],
              case .number(let perceptual)? = json["perceptualPrecision"]
        else { return nil }
        var settings = CompareSettings(maxDiff: maxDiff, precision: precision)
        settings.options.threshold = threshold
        settings.options.includeAA = includeAA
        settings.options.perceptualPrecision = perceptual
        var rectangles: [PixelRect] = []
        for value in ignore {
            guard let rectangle = PixelRect(json: value) else { return nil }
            rectangles.append(rectangle)
        }
        settings.ignore = IgnoredPixels(rectangles: rectangles)
        var files: [FolderComparison.File] = []
        for entry in entries {
            guard case .string(let name)? = entry["name"] else { return nil }
            let expectedPath = FolderComparison.path(in: expected, name)
            let actualPath = FolderComparison.path(in: actual, name)
            if case .string(let error)? = entry["error"] {
                files.append(.init(name: name, expectedPath: expectedPath, actualPath: actualPath, result: .empty,
                                   error: error, status: .failed))
                continue
            }
            guard let result = result(entry) else { return nil }
            files.append(.init(name: name, expectedPath: expectedPath, actualPath: actualPath, result: result,
                               error: nil, status: settings.fails(result) ? .different : .match))
        }
        return (shard, FolderComparison(expectedFolder: expected, actualFolder: actual, settings: settings,
                                        shard: shard, files: files, onlyInExpected: onlyInExpected,
                                        onlyInActual: onlyInActual))
    }

    /// A pair's result from the members `PixelMatchResult.jsonFields` writes.
    private static func result(_ entry: JSONValue) -> PixelMatchResult? {
        let keys = ["differentPixels", "totalPixels", "width", "height", "actualWidth", "actualHeight", "ignoredPixels"]
        let numbers = keys.compactMap { whole(entry[$0]) }
        guard numbers.count == 7, case .bool(let identical)? = entry["identical"],
              case .bool(let sizeMismatch)? = entry["sizeMismatch"], let bounds = entry["diffBounds"]
        else { return nil }
        let diffBounds = PixelRect(json: bounds)
        guard diffBounds != nil || bounds == .null else { return nil }
        return PixelMatchResult(differentPixels: numbers[0], totalPixels: numbers[1], width: numbers[2],
                                height: numbers[3], identical: identical, sizeMismatch: sizeMismatch, diff: nil,
                                actualWidth: numbers[4], actualHeight: numbers[5], diffBounds: diffBounds,
                                ignoredPixels: numbers[6])
    }

    private static func whole(_ value: JSONValue?) -> Int? { value.flatMap(Int.init(json:)) }

    private static func strings(_ value: JSONValue?) -> [String]? {
        guard case .array(let items)? = value else { return nil }
        let strings = items.compactMap { item -> String? in
            guard case .string(let text) = item else { return nil }
            return text
        }
        return strings.count == items.count ? strings : nil
    }
}
