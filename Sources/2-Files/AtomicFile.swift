import Glibc

/// Writes a whole file or nothing: the bytes go to a temporary name in the target's folder and
/// are renamed over the target once they are all written.
public enum AtomicFile {
    /// The temporary name used for `path` by this process. Exposed so that a signal handler can
    /// remove it.
    public static func temporaryPath(for path: String) -> String {
        FilePath.join(FilePath.folder(of: path), ".\(FilePath.name(of: path)).tmp-\(getpid())")
    }

    /// Writes `bytes` to `path` atomically. Errors name the path and say why (missing folder,
    /// the path is a folder, permission, disk full).
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        try checkWritable(path)
        let temporary = temporaryPath(for: path)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw .cannotWrite(path: path, reason: String(cString: strerror(failure)))
        }
    }

    /// Fails early, with a clear reason, for targets that cannot be written. An existing target
    /// must be a regular file: the rename would replace a device, pipe or socket (as root even
    /// `/dev/null`) instead of writing into it.
    public static func checkWritable(_ path: String) throws(FileError) {
        switch PathKind(path) {
        case .missing, .regularFile: break
        case .folder: throw .targetIsFolder(path: path)
        case .other: throw .cannotWrite(path: path, reason: "it is not a regular file")
        }
        let folder = FilePath.folder(of: path)
        switch PathKind(folder) {
        case .folder: break
        case .missing: throw .missingFolder(path: path)
        default: throw .cannotWrite(path: path, reason: "'\(folder)' is a file, not a folder")
        }
        guard access(folder, W_OK) == 0 else {
            throw .cannotWrite(path: path, reason: "its folder is not writable")
        }
    }
}
