import Files
import JSON
import Raster
import Wording

/// The shards of a split folder comparison joined into the comparison one run would have made
/// (SPEC §3 `merge-reports`), from their `--json` documents.
///
/// A shard's JSON is the JSON of a folder comparison (`FolderComparison(json:)` reads it back)
/// plus a `"shard"` member that says which part it is; the merged comparison has no shard, so
/// its JSON is exactly a single run's. Every shard of the split must be there once, and all of
/// them must come from the same folders and settings: a partial merge would pass with pairs
/// left out. And each shard must list exactly pairs of its own, each once, as `compare --shard`
/// does: a pair listed by two shards, or a name no shard of the split holds, would be counted
/// twice or be no pair of the comparison at all.
package enum ShardMerge {
    /// Joins the shards, each a parsed `compare --shard K/N --json` document and the path it was
    /// read from (for messages).
    package static func merge(_ documents: [(path: String, json: JSONValue)]) throws(CompareError) -> FolderComparison {
        var parts: [(path: String, shard: Shard, comparison: FolderComparison)] = []
        for (path, json) in documents {
            guard let comparison = try? FolderComparison(json: json), let shard = comparison.shard else {
                throw .notAShard(path: path)
            }
            let part = (shard: shard, comparison: comparison)
            if let first = parts.first,
                part.shard.count != first.shard.count
                    || part.comparison.settings != first.comparison.settings
                    || part.comparison.expectedFolder != first.comparison.expectedFolder
                    || part.comparison.actualFolder != first.comparison.actualFolder
            {
                throw .otherShards(path: path, other: first.path)
            }
            if let twice = parts.first(where: { $0.shard == part.shard }) {
                throw .shardTwice(path: path, other: twice.path, shard: part.shard.description)
            }
            try checkEntries(of: comparison, shard: shard, path: path)
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
            onlyInActual: parts.flatMap(\.comparison.onlyInActual).sorted(by: bytewise),
            // The time the shards took between them, when each says.
            seconds: parts.allSatisfy { $0.comparison.seconds != nil }
                ? parts.reduce(0) { $0 + ($1.comparison.seconds ?? 0) } : nil)
    }

    /// Throws the first name `comparison` (shard `shard`, read from `path`) lists twice, among
    /// its pairs, lone files and unreadable subfolders, or that is not in its shard (by the hash
    /// of the name's bytes, as `compare --shard` splits them).
    private static func checkEntries(of comparison: FolderComparison, shard: Shard, path: String)
        throws(CompareError)
    {
        var seen = Set<String>()
        for name in comparison.files.map(\.name) + comparison.onlyInExpected + comparison.onlyInActual {
            guard seen.insert(name).inserted else {
                throw .shardEntry(path: path, name: name, reason: " twice; 'compare --shard' lists each pair once")
            }
            guard shard.contains(NameText.bytes(of: name)) else {
                throw .shardEntry(
                    path: path, name: name,
                    reason: ", which is not a pair of its shard \(shard) ('compare --shard' lists only those)")
            }
        }
    }
}
