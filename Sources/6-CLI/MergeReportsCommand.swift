import ArgumentParsing
import Compare
import Files
import FoundationEssentials
import Glibc
import JSON

/// `stretchy merge-reports`: the shards of a `compare --shard K/N` split joined into the result,
/// JSON, JUnit and HTML report one run over all the pairs would have given (SPEC §3).
enum MergeReportsCommand {
    enum Options {
        static let report: Option<String> = .text(
            "report", "DIR", help: "Write the merged HTML report, with the images of the shards' report folders.")
        static let junit: Option<String> = .text("junit", "FILE", help: "Write the merged JUnit XML.")
        static let summary: Option<String> = .text(
            "summary", "FILE.md", help: "Write the merged Markdown summary, for a CI job's page.")
        static let json = Flag("json", help: "Print the merged result as JSON, as one compare run prints it.")
    }

    static let spec = CommandSpec(
        name: "merge-reports",
        overview: "Join the shards of a split compare (compare --shard K/N) into one result.",
        positionals: [
            (
                "SHARD",
                "A shard's --report folder (it holds \(ReportSet.shardFile)), or its --json output saved to a "
                    + "file; every shard once."
            )
        ],
        lastPositionalRepeats: true,
        options: [Options.report, Options.junit, Options.summary, Options.json],
        discussion: "Prints what one compare run over all the pairs prints, and exits as it would: 0 all match, "
            + "1 something differs, 2 something could not be compared, a shard is missing, given twice or from "
            + "another comparison; 64 usage.",
        examples: [
            (
                "stretchy merge-reports shard-1 shard-2 shard-3 shard-4 --report report --junit report/junit.xml",
                "Four CI jobs' report folders into one report"
            )
        ])

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        let report = try arguments[Options.report]
        let junit = try arguments[Options.junit]
        let summary = try arguments[Options.summary]
        let json = arguments[Options.json]
        var documents: [(path: String, json: JSONValue)] = []
        for shard in arguments.positionals {
            let path = PathKind(shard) == .folder ? FilePath.join(shard, ReportSet.shardFile) : shard
            let bytes: [UInt8]
            do throws(InputFile.Unreadable) {
                bytes = try InputFile.readRegularFile(path, limit: maxShardBytes)
            } catch {
                throw CompareError.unreadable(path: path, reason: error.reason)
            }
            guard let document = try? JSONValue(parsing: String(decoding: bytes, as: UTF8.self)) else {
                throw CompareError.notAShard(path: path)
            }
            documents.append((path, document))
        }
        let merged = try ShardMerge.merge(documents)
        let shardFolders = arguments.positionals.filter { PathKind($0) == .folder }
        if let report, shardFolders.contains(where: { sameFolder($0, report) }) {
            throw arguments.fail(Options.report) { _ in
                InvalidValue("'\(report)' is a shard's folder: the merged report needs a folder of its own")
            }
        }
        // The merged folder is an evidence folder of its own: its manifest names the shards'
        // images copied there, so the next run removes them.
        let reports = try ReportSet.prepare(
            html: report, junit: junit, summary: summary, diffFolder: nil, force: false)
        if let report {
            for shard in shardFolders { try copyImages(from: shard, to: report) }
        }
        return try CompareCommand.report(merged, reports: reports, diffFolder: nil, json: json)
    }

    /// A shard's JSON is a line per pair, about 300 bytes: this allows some 200 000 pairs.
    static let maxShardBytes = 64 << 20

    /// Copies the files of a shard's report folder (its images) into the merged one, all but the
    /// page and the shard's JSON, which the merge writes anew, and the shard's manifest and lock.
    /// The images keep their paths, so the merged page and JUnit find them as the shard's did.
    static func copyImages(from shard: String, to report: String) throws {
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: shard)) ?? []
        let own: Set = ["index.html", ReportSet.shardFile, EvidenceFolder.manifestName, FolderLock.fileName]
        for name in names where !own.contains(name) {
            let source = FilePath.join(shard, name)
            guard PathKind(source) == .regularFile else { continue }
            try CompareFiles.write(try CompareFiles.readFile(atPath: source), named: name, in: report)
        }
    }

    /// Whether `a` and `b` are the same folder (device and inode).
    static func sameFolder(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        return stat(a, &first) == 0 && stat(b, &second) == 0 && first.st_dev == second.st_dev
            && first.st_ino == second.st_ino
    }
}
