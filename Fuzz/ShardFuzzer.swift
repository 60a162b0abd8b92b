import Compare
import JSON

/// Every input is read as the shards `merge-reports` joins: the bytes split at each NUL into
/// documents (so that one input can be several shards), each parsed as JSON and read back as a
/// comparison, as `merge-reports SHARD...` reads its files. A shard may be refused with a
/// `CompareError` (issue 33: counts past Int's range trapped, -1 and 2.5 were kept); one it
/// accepts must write JSON that reads back as the same text, and a merge it accepts must
/// hold every file of its shards, and its HTML page and JUnit XML must be written without a trap.
func fuzz(_ input: [UInt8]) {
    let documents = input.split(separator: 0, omittingEmptySubsequences: false).prefix(4).enumerated()
        .compactMap { index, bytes in
            (try? JSONValue(parsing: text(bytes))).map { (path: "shard\(index).json", json: $0) }
        }
    for document in documents {
        guard let comparison = try? FolderComparison(json: document.json) else { continue }
        // Written, a number keeps six decimals: from then on it reads back as written.
        let written = comparison.json.text
        let again = (try? JSONValue(parsing: written)).flatMap { try? FolderComparison(json: $0) }
        require(again?.json.text == written, "written and read back, it changed: \(written)")
    }
    guard let merged = try? ShardMerge.merge(documents) else { return }
    let shards = documents.compactMap { try? FolderComparison(json: $0.json) }
    require(
        merged.files.count == shards.reduce(0) { $0 + $1.files.count }, "the merge lost or gained files")
    require(merged.shard == nil, "a merge is no shard")
    require((try? FolderComparison(json: merged.json))?.json.text == merged.json.text, "the merge does not read back")
    _ = HTMLReport.html(for: merged, in: "report")
    _ = JUnitReport.xml(for: merged)
}
