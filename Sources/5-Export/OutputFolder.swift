import Files
import FoundationEssentials
import Glibc

/// The folder `render` writes into, made safe to write (SPEC §3): created when missing; refused
/// when it already holds frames or a manifest, unless forced, and then only `frame_*.png` and
/// `frames.json` are removed — nothing else in the folder is touched.
public enum OutputFolder {
    /// Files `render` owns in a folder.
    public static func isOwned(_ name: String) -> Bool {
        name == Manifest.fileName || (name.hasPrefix("frame_") && name.hasSuffix(".png"))
    }

    public static func prepare(_ path: String, force: Bool) throws(ExportError) {
        try ExportError.writing { () throws(FileError) in try Folder.ensureExists(path) }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path).filter(isOwned).sorted()
        } catch {
            throw .file(.cannotWrite(path: path, reason: "cannot list the folder"))
        }
        guard access(path, W_OK) == 0 else { throw .file(.cannotWrite(path: path, reason: "the folder is not writable")) }
        guard let first = names.first else { return }
        guard force else { throw .folderNotEmpty(path: path, example: first) }
        for name in names {
            let file = FilePath.join(path, name)
            guard unlink(file) == 0 else {
                throw .file(.cannotWrite(path: file, reason: "cannot remove it: " + String(cString: strerror(errno))))
            }
        }
    }
}
