import Codecs
import Files
import Wording

/// Why a comparison, or part of it, could not be done (SPEC §3 exit code 2). Each case makes
/// one line that names the path. Errors thrown by an injected image loader or diff writer pass
/// through unchanged.
package enum CompareError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing exists at the path.
    case folderMissing(path: String)
    /// The path exists but is not a directory.
    case notAFolder(path: String)
    /// The directory exists but its entries cannot be listed.
    case folderUnreadable(path: String)
    /// The expected folder holds no PNG file at all: a missing golden set is not a pass.
    case noPNGFiles(path: String)
    /// A compare input could not be read (`reason` as SPEC §7 words it).
    case unreadable(path: String, reason: String)
    /// A compare input was read but is not a PNG this module decodes.
    case undecodable(path: String, reason: String)
    /// The pixels to ignore do not fit the images of a pair.
    case ignore(path: String, IgnoreError)
    /// A diff image or report could not be encoded.
    case encode(path: String, CodecError)
    /// A diff image or report could not be written: `FileError`'s line, which names the path.
    case write(String)
    /// An output folder holds a file no earlier stretchy run wrote there (SPEC §4 "Output
    /// folders"); `example` is one such file, as a path inside the folder.
    case foreignFiles(folder: String, example: String, option: String)
    /// A `compare --json` result could not be read back: which member is missing or wrong.
    case malformedResult(reason: String)
    /// A file given to `merge-reports` is not a shard's `compare --json` document.
    case notAShard(path: String)
    /// Two shards given to `merge-reports` come from different comparisons.
    case otherShards(path: String, other: String)
    /// Two files given to `merge-reports` are the same shard.
    case shardTwice(path: String, other: String, shard: String)
    /// A shard's JSON lists a name its shard does not hold, or one name twice; `reason` follows
    /// the name and says which.
    case shardEntry(path: String, name: String, reason: String)
    /// Shards of the split are not among those given to `merge-reports`.
    case shardsMissing([String])
    /// `merge-reports` was given nothing to merge.
    case noShards
    /// A file of a golden-ledger folder that is not a ledger StretchyTesting wrote.
    case notALedger(path: String)
    /// A golden-ledger folder without a ledger: no test run wrote one there.
    case noLedger(folder: String)

    package var description: String {
        switch self {
        case .folderMissing(let path): return "\(path): no such folder"
        case .notAFolder(let path): return "\(path): not a folder"
        case .folderUnreadable(let path): return "\(path): the folder cannot be read"
        case .noPNGFiles(let path): return "no PNG files in \(Excerpt.quoted(path))"
        case let .unreadable(path, reason): return "cannot read \(Excerpt.quoted(path)): \(reason)"
        case let .undecodable(path, reason): return "cannot decode \(Excerpt.quoted(path)): \(reason)"
        case let .ignore(path, error): return "cannot compare \(Excerpt.quoted(path)): \(error)"
        case let .encode(path, error): return "cannot encode \(Excerpt.quoted(path)): \(error)"
        case let .write(error): return error.description
        case let .foreignFiles(folder, example, option):
            return
                "\(option) \(Excerpt.quoted(folder)) holds files stretchy did not write there (\(Excerpt.quoted(example))); "
                + "choose an empty folder, or add --force to write beside them"
        case let .malformedResult(reason): return "not a compare --json result: \(reason)"
        case .notAShard(let path):
            return
                "\(Excerpt.quoted(path)) is not the JSON of a 'compare --shard K/N' run (nor a report folder holding one)"
        case let .otherShards(path, other):
            return
                "\(Excerpt.quoted(path)) and \(Excerpt.quoted(other)) are shards of different comparisons (folders, settings or shard count)"
        case let .shardTwice(path, other, shard):
            return "\(Excerpt.quoted(path)) and \(Excerpt.quoted(other)) are both shard \(shard)"
        case let .shardEntry(path, name, reason):
            return "\(Excerpt.quoted(path)) lists \(Excerpt.quoted(name))\(reason)"
        case .shardsMissing(let shards):
            return "shard \(shards.joined(separator: ", ")) missing: the result would leave pairs out"
        case .noShards: return "no shards to merge"
        case .notALedger(let path): return "\(Excerpt.quoted(path)) is not a golden ledger StretchyTesting wrote"
        case .noLedger(let folder):
            return "no golden ledger in \(Excerpt.quoted(folder)): run the whole test suite with "
                + "STRETCHY_GOLDEN_LEDGER=\(Excerpt.quoted(folder)) first"
        }
    }
}
