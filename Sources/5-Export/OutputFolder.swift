import Files
import FoundationEssentials
import Glibc
import JSON

/// The folder `render` writes into, made safe to write (SPEC §3): created when missing; refused
/// when it already holds frames, a manifest or a render's record, unless forced, and then only
/// those files are removed — nothing else in the folder is touched. Or, for `--resume`, checked
/// to hold an unfinished render of the same options.
public enum OutputFolder {
    /// Files `render` owns in a folder.
    public static func isOwned(_ name: String) -> Bool {
        name == Manifest.fileName || name == RenderRecord.fileName || (name.hasPrefix("frame_") && name.hasSuffix(".png"))
    }

    public static func prepare(_ path: String, force: Bool) throws(ExportError) {
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
    /// it: every frame). A folder without any file of a render is a fresh start (none). Refused
    /// (`.cannotResume`) when the record names other options, or when there is no record and
    /// nothing else tells which options made the frames there.
    public static func resume(_ path: String, record: RenderRecord, animation: Animation,
                              frames: ClosedRange<Int>) throws(ExportError) -> Set<Int> {
        let names = try ownedFiles(in: path)
        let whole = Set(frames.filter { FrameFile.isWhole(at: FilePath.join(path, animation.fileName(ofFrame: $0))) })
        if names.contains(RenderRecord.fileName) {
            if let reason = record.difference(from: try readJSON(RenderRecord.fileName, in: path)) {
                throw .cannotResume(path: path, reason: "its frames were made with other options: \(reason)")
            }
            return whole
        }
        if names.contains(Manifest.fileName) {
            let manifest = Manifest.json(for: animation, frames: frames)
            if let difference = JSONDifference(from: try readJSON(Manifest.fileName, in: path), toWriting: manifest) {
                throw .cannotResume(path: path, reason: "its \(Manifest.fileName) is another render's: "
                                    + difference.wasNow(difference.pathText()))
            }
            // Finished, as far as frames.json tells; a frame missing since cannot be redrawn,
            // since nothing says which compression or pictures made the others.
            if let missing = frames.first(where: { !whole.contains($0) }) {
                throw .cannotResume(path: path, reason: "its render is finished but '\(animation.fileName(ofFrame: missing))'"
                                    + " is missing or cut short, and no \(RenderRecord.fileName) tells which options made the rest")
            }
            return whole
        }
        if let example = names.first {
            throw .cannotResume(path: path, reason: "it holds frames ('\(example)') but no \(RenderRecord.fileName)"
                                + " telling which options made them")
        }
        return []
    }

    /// The files `render` owns in `path`, by name, after creating the folder if it is missing
    /// and checking that it is writable.
    private static func ownedFiles(in path: String) throws(ExportError) -> [String] {
        try ExportError.writing { () throws(FileError) in try Folder.ensureExists(path) }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path).filter(isOwned).sorted()
        } catch {
            throw .file(.cannotWrite(path: path, reason: "cannot list the folder"))
        }
        guard access(path, W_OK) == 0 else { throw .file(.cannotWrite(path: path, reason: "the folder is not writable")) }
        return names
    }

    /// The JSON document `name` in `folder`; an unreadable or malformed one cannot be resumed from.
    private static func readJSON(_ name: String, in folder: String) throws(ExportError) -> JSONValue {
        guard let data = FileManager.default.contents(atPath: FilePath.join(folder, name)),
              let text = String(data: data, encoding: .utf8) else {
            throw .cannotResume(path: folder, reason: "its \(name) cannot be read")
        }
        do {
            return try JSONValue(parsing: text)
        } catch {
            throw .cannotResume(path: folder, reason: "its \(name) is not valid JSON: \(error)")
        }
    }
}
