import Files
import FoundationEssentials
import Glibc
import JSON
import Scenery

/// The folder `render` writes into, made safe to write (SPEC §3): created when missing; refused
/// when it already holds frames, a manifest or a render's record, unless forced, and then only
/// those files are removed — nothing else in the folder is touched. Or, for `--resume`, checked
/// to hold an unfinished render of the same options. One run at a time: `lock` is taken first.
package enum OutputFolder {
    /// The most `frames.json` or the record may hold to be read back: no bigger file is read
    /// whole into memory because it sits in an output folder (SPEC §7).
    package static let maxRecordBytes = 64 << 20

    /// Creates `path` when it is missing and locks it for this run (`FolderLock`): a second run
    /// into the same folder fails naming the first, or with `wait` waits for it.
    package static func lock(_ path: String, wait: Bool) throws(ExportError) -> FolderLock {
        try ExportError.writing { () throws(FileError) in
            try Folder.ensureExists(path)
            return try FolderLock(folder: path, wait: wait)
        }
    }

    /// Removes, under the lock, what a killed run left in `path`: its temporary files (only
    /// those of the files `render` owns, told by `AtomicFile`'s temporary names) and symbolic
    /// links at the names of those files, which stretchy never writes through. Returns the
    /// links removed, for the caller to say so.
    package static func removeLeftovers(in path: String) throws(ExportError) -> [String] {
        var links: [String] = []
        for name in try listing(path) {
            let file = FilePath.join(path, name)
            var status = stat()
            let isLink = isOwned(name) && lstat(file, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
            guard isLink || AtomicFile.target(ofTemporaryName: name).map(isOwned) == true else { continue }
            guard unlink(file) == 0 || errno == ENOENT else {
                throw .file(.cannotWrite(path: file, reason: "cannot remove it: " + String(cString: strerror(errno))))
            }
            if isLink { links.append(file) }
        }
        return links
    }

    /// Files `render` owns in a folder.
    package static func isOwned(_ name: String) -> Bool {
        name == Manifest.fileName || name == RenderRecord.fileName || name == PlayerPage.fileName
            || (name.hasPrefix("frame_") && name.hasSuffix(".png"))
    }

    package static func prepare(_ path: String, force: Bool) throws(ExportError) {
        let names = try ownedFiles(in: path)
        guard let first = names.first else { return }
        guard force else { throw .folderNotEmpty(path: path, example: first) }
        for name in names {
            let file = FilePath.join(path, name)
            guard unlink(file) == 0 else {
                throw .file(.cannotWrite(path: file, reason: "cannot remove it: " + String(cString: strerror(errno))))
            }
        }
    }

    /// For `render --resume`: the frames of `frames` already whole in `path`, which holds an
    /// unfinished render of `record` (all frames whole and `frames.json` as this run would write
    /// it: every frame, with each frame's `layout` when given). A folder without any file of a render is a fresh start (none). Refused
    /// (`.cannotResume`) when the record names other options, or when there is no record and
    /// nothing else tells which options made the frames there.
    package static func resume(
        _ path: String, record: RenderRecord, animation: Animation,
        frames: ClosedRange<Int>, layout: SceneLayout? = nil
    ) throws(ExportError) -> Set<Int> {
        let names = try ownedFiles(in: path)
        let whole = Set(frames.filter { FrameFile.isWhole(at: FilePath.join(path, animation.fileName(ofFrame: $0))) })
        if names.contains(RenderRecord.fileName) {
            if let reason = record.difference(from: try readJSON(RenderRecord.fileName, in: path)) {
                throw .cannotResume(path: path, reason: "its frames were made with other options: \(reason)")
            }
            return whole
        }
        if names.contains(Manifest.fileName) {
            let manifest = Manifest.json(for: animation, frames: frames, layout: layout)
            // The environment is not an option: a finished render is whole whatever made it.
            var stored = try readJSON(Manifest.fileName, in: path)
            if case let .object(members) = stored { stored = .object(members.filter { $0.key != Environment.key }) }
            if let difference = JSONDifference(from: stored, toWriting: manifest) {
                throw .cannotResume(
                    path: path,
                    reason: "its \(Manifest.fileName) is another render's: "
                        + difference.wasNow(difference.pathText()))
            }
            // Finished, as far as frames.json tells; a frame missing since cannot be redrawn,
            // since nothing says which compression or pictures made the others.
            if let missing = frames.first(where: { !whole.contains($0) }) {
                throw .cannotResume(
                    path: path,
                    reason: "its render is finished but '\(animation.fileName(ofFrame: missing))'"
                        + " is missing or cut short, and no \(RenderRecord.fileName) tells which options made the rest")
            }
            return whole
        }
        if let example = names.first {
            throw .cannotResume(
                path: path,
                reason: "it holds frames ('\(example)') but no \(RenderRecord.fileName)"
                    + " telling which options made them")
        }
        return []
    }

    /// The files `render` owns in `path`, by name, after creating the folder if it is missing
    /// and checking that it is writable.
    private static func ownedFiles(in path: String) throws(ExportError) -> [String] {
        try ExportError.writing { () throws(FileError) in try Folder.ensureExists(path) }
        let names = try listing(path).filter(isOwned).sorted()
        guard access(path, W_OK) == 0 else {
            throw .file(
                .cannotWrite(path: path, reason: "the folder is not writable (\(String(cString: strerror(errno))))"))
        }
        return names
    }

    /// The names in `path`.
    private static func listing(_ path: String) throws(ExportError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw .file(.cannotWrite(path: path, reason: "cannot list the folder"))
        }
    }

    /// The JSON object `name` in `folder`; an unreadable or malformed one, or another value than
    /// an object (`null`), cannot be resumed from.
    private static func readJSON(_ name: String, in folder: String) throws(ExportError) -> JSONValue {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.readRegularFile(FilePath.join(folder, name), limit: maxRecordBytes)
        } catch {
            throw .cannotResume(path: folder, reason: "its \(name) cannot be read: \(error)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .cannotResume(path: folder, reason: "its \(name) cannot be read: not UTF-8 text")
        }
        let value: JSONValue
        do {
            value = try JSONValue(parsing: text)
        } catch {
            throw .cannotResume(path: folder, reason: "its \(name) is not valid JSON: \(error)")
        }
        // Compared with what this run writes, anything else would differ at the root, a path
        // of no name, and echo the whole document this run expects.
        guard case .object = value else {
            throw .cannotResume(
                path: folder, reason: "its \(name) is not a render's: it holds \(value.typeName), not an object")
        }
        return value
    }
}
