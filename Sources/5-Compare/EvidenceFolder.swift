import Files
import FoundationEssentials
import Glibc
import JSON
import Wording

/// A folder `compare` writes evidence into (`--diff DIR`, `--report DIR`), kept free of stale
/// evidence (SPEC §4 "Output folders"): each run records the files it wrote in a small manifest,
/// `.stretchy-compare.json`, and the next run removes exactly those before writing, so a folder
/// never shows the diffs of an earlier failure beside a passing verdict. A file the manifest
/// does not name is someone else's: the folder is refused, unless forced, and it is never
/// removed.
package struct EvidenceFolder: Sendable {
    /// The manifest's name inside the folder (hidden: folder comparisons skip it).
    package static let manifestName = ".stretchy-compare.json"

    /// The folder as given.
    package let path: String
    /// Files that were there and are not stretchy's, kept because of `force`: relative path to
    /// inode. One this run replaces (files are written by rename, so the inode changes) is
    /// stretchy's from then on.
    private let foreign: [String: UInt64]

    /// Creates `path` when missing, then removes the files the manifest there names (and the
    /// folders that held only those) and the manifest itself.
    ///
    /// - Parameter option: the option that named the folder, for the error (`--report`).
    /// - Throws: `.foreignFiles` naming one file that is not stretchy's, unless `force`;
    ///   `.write` when the folder cannot be made, listed or cleaned.
    package static func prepare(_ path: String, option: String, force: Bool) throws(CompareError) -> EvidenceFolder {
        do throws(FileError) {
            try Folder.ensureExists(path)
        } catch {
            throw .write(error.description)
        }
        // The run's own lock file (`FolderLock`) is no evidence: never listed, never removed.
        let present = try files(in: path).filter { $0 != FolderLock.fileName }
        let recorded = recordedFiles(in: path)
        let foreign = present.filter { $0 != manifestName && !recorded.contains($0) }
        if let example = foreign.first, !force {
            throw .foreignFiles(folder: path, example: FilePath.join(path, example), option: option)
        }
        for name in present where name == manifestName || recorded.contains(name) {
            let file = FilePath.join(path, name)
            guard unlink(file) == 0 else {
                throw .write("cannot remove \(Excerpt.quoted(file)): " + String(cString: strerror(errno)))
            }
        }
        // Deepest first, so a folder emptied by its subfolder's removal goes too; a folder that
        // still holds anything stays (rmdir refuses it).
        let folders = Set(present.filter(recorded.contains).flatMap(parentFolders))
        for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir(FilePath.join(path, folder)) }
        return EvidenceFolder(
            path: path,
            foreign: Dictionary(
                uniqueKeysWithValues: foreign.map {
                    ($0, inode(FilePath.join(path, $0)))
                }))
    }

    /// Writes the manifest: every file now under the folder but the foreign ones kept.
    package func record() throws(CompareError) {
        let written = try Self.files(in: path).filter {
            $0 != Self.manifestName && $0 != FolderLock.fileName
                && foreign[$0] != Self.inode(FilePath.join(path, $0))
        }
        let json = JSONValue.object([
            ("writtenBy", .string("stretchy compare")),
            ("files", .array(written.map(JSONValue.string))),
        ])
        try CompareFiles.write(Array((json.prettyText + "\n").utf8), named: Self.manifestName, in: path)
    }

    /// The relative paths the manifest in `folder` names; none when there is no readable
    /// manifest. A name that could lead out of the folder (absolute, `..`) is not taken.
    private static func recordedFiles(in folder: String) -> Set<String> {
        guard let data = FileManager.default.contents(atPath: FilePath.join(folder, manifestName)),
            let json = try? JSONValue(parsing: String(decoding: data, as: UTF8.self)),
            case .array(let entries)? = json["files"]
        else { return [] }
        return Set(
            entries.compactMap { entry -> String? in
                guard case .string(let name) = entry, !name.hasPrefix("/") else { return nil }
                let parts = name.split(separator: "/", omittingEmptySubsequences: false)
                guard !parts.contains(where: { $0.isEmpty || $0 == ".." }) else { return nil }
                return name
            })
    }

    /// Every entry under `folder` that is not a folder (links not followed), hidden ones
    /// included, as sorted relative paths.
    private static func files(in folder: String) throws(CompareError) -> [String] {
        var found: [String] = []
        try collect(folder, prefix: "", into: &found)
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private static func collect(_ folder: String, prefix: String, into found: inout [String]) throws(CompareError) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw .write("cannot write in \(Excerpt.quoted(folder)): the folder cannot be listed")
        }
        for entry in entries {
            let path = FilePath.join(folder, entry)
            var status = stat()
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                try collect(path, prefix: prefix + entry + "/", into: &found)
            } else {
                found.append(prefix + entry)
            }
        }
    }

    /// The inode of the entry at `path` itself (0 when it is gone).
    private static func inode(_ path: String) -> UInt64 {
        var status = stat()
        return lstat(path, &status) == 0 ? UInt64(status.st_ino) : 0
    }

    /// `a/b/c.png` → `a`, `a/b`.
    private static func parentFolders(of name: String) -> [String] {
        let parts = name.split(separator: "/")
        return (1..<max(1, parts.count)).map { parts.prefix($0).joined(separator: "/") }
    }
}
