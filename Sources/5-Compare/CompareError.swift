import Codecs
import Files

/// Why a comparison, or part of it, could not be done (SPEC §3 exit code 2). Each case makes
/// one line that names the path. Errors thrown by an injected image loader or diff writer pass
/// through unchanged.
public enum CompareError: Error, Sendable, Equatable, CustomStringConvertible {
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
    /// A file given to `merge-reports` is not a shard's `compare --json` document.
    case notAShard(path: String)
    /// Two shards given to `merge-reports` come from different comparisons.
    case otherShards(path: String, other: String)
    /// Two files given to `merge-reports` are the same shard.
    case shardTwice(path: String, other: String, shard: String)
    /// Shards of the split are not among those given to `merge-reports`.
    case shardsMissing([String])
    /// `merge-reports` was given nothing to merge.
    case noShards

    public var description: String {
        switch self {
        case .folderMissing(let path): return "\(path): no such folder"
        case .notAFolder(let path): return "\(path): not a folder"
        case .folderUnreadable(let path): return "\(path): the folder cannot be read"
        case .noPNGFiles(let path): return "no PNG files in '\(path)'"
        case let .unreadable(path, reason): return "cannot read '\(path)': \(reason)"
        case let .undecodable(path, reason): return "cannot decode '\(path)': \(reason)"
        case let .ignore(path, error): return "cannot compare '\(path)': \(error)"
        case let .encode(path, error): return "cannot encode '\(path)': \(error)"
        case let .write(error): return error.description
        case .notAShard(let path):
            return "'\(path)' is not the JSON of a 'compare --shard K/N' run (nor a report folder holding one)"
        case let .otherShards(path, other):
            return "'\(path)' and '\(other)' are shards of different comparisons (folders, settings or shard count)"
        case let .shardTwice(path, other, shard): return "'\(path)' and '\(other)' are both shard \(shard)"
        case .shardsMissing(let shards):
            return "shard \(shards.joined(separator: ", ")) missing: the result would leave pairs out"
        case .noShards: return "no shards to merge"
        }
    }
}
