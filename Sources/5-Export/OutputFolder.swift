import Foundation

/// The folder `render` writes into, made safe to write (SPEC §3): created when missing; refused
/// when it already holds frames or a manifest, unless forced, and then only `frame_*.png` and
/// `frames.json` are removed — nothing else in the folder is touched.
public enum OutputFolder {
    /// Files `render` owns in a folder.
    public static func isOwned(_ name: String) -> Bool {
        name == Manifest.fileName || (name.hasPrefix("frame_") && name.hasSuffix(".png"))
    }

    public static func prepare(_ path: String, force: Bool) throws(ExportError) {
        try ensureExists(path)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path).filter(isOwned).sorted()
        } catch {
            throw .cannotWrite(path: path, reason: "cannot list the folder")
        }
        guard access(path, W_OK) == 0 else { throw .cannotWrite(path: path, reason: "the folder is not writable") }
        guard let first = names.first else { return }
        guard force else { throw .folderNotEmpty(path: path, example: first) }
        for name in names {
            let file = (path as NSString).appendingPathComponent(name)
            guard unlink(file) == 0 else {
                throw .cannotWrite(path: file, reason: "cannot remove it: " + String(cString: strerror(errno)))
            }
        }
    }
}

extension OutputFolder {
    /// Creates `path` (and its parents) unless it is already a folder.
    public static func ensureExists(_ path: String) throws(ExportError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .cannotWrite(path: path, reason: "it is a file, not a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: path, reason: "cannot create the folder")
        }
    }
}
