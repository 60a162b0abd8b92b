import Glibc

/// Writes a whole file or nothing, durably: the bytes go to a temporary name in the target's
/// folder, are flushed to the disk, renamed over the target, and the folder is flushed too, so
/// that once `write` returns the file survives a crash or a power loss (SPEC §6).
///
/// A target that is a symbolic link is written where the link points, the way `cp` or a shell's
/// `>` write through it: the rename happens beside the file the link resolves to and the link
/// stays. Renaming over the link itself would replace it — `/dev/stdout` included, as root.
public enum AtomicFile {
    /// The temporary name used for `path` by this process: `.NAME.tmp-PID` beside it.
    public static func temporaryPath(for path: String) -> String {
        FilePath.join(FilePath.folder(of: path), ".\(FilePath.name(of: path)).tmp-\(getpid())")
    }

    /// Writes `bytes` to `path` atomically and durably. Errors name `path` and say why
    /// (missing folder, the path is a folder, permission, disk full, an I/O error on flushing).
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let target = try checkWritable(path)
        let temporary = temporaryPath(for: target)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        var failure: Int32 = 0
        do {
            try FileDescriptorOutput(descriptor: fd, name: path).write(bytes)
        } catch {
            failure = error.code
        }
        // The data must be on the disk before the rename makes it the target's.
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temporary, target) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw .cannotWrite(path: path, reason: String(cString: strerror(failure)))
        }
        // And the rename itself is only durable once the folder's entry is.
        let folderFailure = syncFolder(FilePath.folder(of: target))
        if folderFailure != 0 {
            throw .cannotWrite(path: path, reason: String(cString: strerror(folderFailure)))
        }
    }

    /// Fails early, with a clear reason naming `path`, for targets that cannot be written, and
    /// returns the path that will be written: `path` itself, or the file a symbolic link at
    /// `path` resolves to. That file must be missing or a regular file: the rename would replace
    /// a device, pipe or socket (as root even `/dev/null`) instead of writing into it.
    @discardableResult
    public static func checkWritable(_ path: String) throws(FileError) -> String {
        let target = try resolvingLink(path)
        switch PathKind(target) {
        case .missing, .regularFile: break
        case .folder: throw .targetIsFolder(path: path)
        case .other: throw .cannotWrite(path: path, reason: notRegularFile)
        }
        let folder = FilePath.folder(of: target)
        switch PathKind(folder) {
        case .folder: break
        case .missing: throw .missingFolder(path: path)
        default: throw .cannotWrite(path: path, reason: "'\(folder)' is a file, not a folder")
        }
        guard access(folder, W_OK) == 0 else {
            throw .cannotWrite(path: path, reason: "its folder is not writable")
        }
        return target
    }

    /// `path`, or when it is a symbolic link the real path of what it points to. A link that
    /// leads to no file (dangling, a loop) is refused: there is nothing to write through.
    private static func resolvingLink(_ path: String) throws(FileError) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else {
            let reason = String(cString: strerror(errno))
            // A pipe or socket behind the link (`/dev/stdout` in a pipeline) has no path.
            if PathKind(path) == .other { throw .cannotWrite(path: path, reason: notRegularFile) }
            throw .cannotWrite(path: path, reason: "it is a symbolic link that leads to no file (\(reason))")
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static let notRegularFile = "it is not a regular file"

    /// Flushes `folder`'s entries to the disk; 0, or the `errno` of the failure. A file system
    /// that cannot flush a folder (EINVAL) keeps its entries durable by other means.
    static func syncFolder(_ folder: String) -> Int32 {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return errno }
        defer { close(fd) }
        return fsync(fd) == 0 || errno == EINVAL ? 0 : errno
    }
}
