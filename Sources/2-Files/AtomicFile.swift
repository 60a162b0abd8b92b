import Glibc
import Wording

/// Writes a whole file or nothing, durably: the bytes go to a temporary file in the target's
/// folder, are flushed to the disk, renamed over the target, and the folder is flushed too, so
/// that once `write` returns the file survives a crash or a power loss (SPEC §6).
///
/// The temporary file is made as careful tools make theirs: a name no other process can guess
/// (`.NAME.stretchy-` and 16 hex digits from the system's random source, then `.tmp`), created
/// with `O_CREAT|O_EXCL|O_NOFOLLOW`, so that a link or file planted at that name is never opened,
/// and readable by its owner alone (0600) until it is whole; it then gets the mode a new file
/// gets (0644 less the umask).
///
/// Two kinds of target. A path the user named (`write(_:to:)`) that is a symbolic link is written
/// where the link points, the way `cp` or a shell's `>` write through it: the rename happens
/// beside the file the link resolves to and the link stays. A name stretchy gives a file of its
/// own in a folder it writes (`write(_:named:in:)`: frames, `frames.json`, `diff/a/x.png`) is
/// never written through a link, parents included: every component below the folder is opened
/// relative to the one above it with `O_NOFOLLOW` (`openat`), so a link planted at a subfolder's
/// name (`report/diff` → `/elsewhere`) is refused, and the rename replaces a link at the file's
/// own name. Every step after the folder is opened works on its descriptor, so a folder moved
/// mid-write still gets the whole file or none, never a stray temporary beside another.
package enum AtomicFile {
    /// Writes `bytes` to the user-named `path` atomically and durably, through a link at `path`.
    /// Errors name `path` and say why (missing folder, the path is a folder, permission, disk
    /// full, an I/O error on flushing).
    package static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        try stage(bytes, to: path).commit()
    }

    /// Writes `bytes` whole and flushed under a temporary name beside the file `write(_:to:)`
    /// would write, and leaves the rename to the returned file's `commit` (`FileBatch`: several
    /// files made whole before any replaces its target).
    package static func stage(_ bytes: [UInt8], to path: String) throws(FileError) -> StagedFile {
        let target = try checkWritable(path)
        let folder = try openFolder(FilePath.folder(of: target), naming: path)
        defer { close(folder) }
        return try stage(FilePath.name(of: target), in: folder, with: bytes, naming: path, userNamed: true)
    }

    /// Writes `bytes` as stretchy's own file `name` in `folder`, atomically and durably; `name`
    /// may go through subfolders (`diff/a/x.png`), which are created when missing. No link is
    /// followed below `folder`: one at a subfolder's name is refused, one at the file's name is
    /// replaced. A folder this process has locked (`FolderLock`) must still be the one it locked,
    /// with its lock file, or nothing is written.
    package static func write(_ bytes: [UInt8], named name: String, in folder: String) throws(FileError) {
        try stage(bytes, named: name, in: folder).commit()
    }

    /// Writes `bytes` whole and flushed under a temporary name beside the file
    /// `write(_:named:in:)` would write, and leaves the rename to the returned file's `commit`,
    /// which checks the lock again.
    package static func stage(_ bytes: [UInt8], named name: String, in folder: String) throws(FileError)
        -> StagedFile
    {
        let path = FilePath.join(folder, name)
        let parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let last = parts.last, !last.isEmpty, !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
        else { throw .targetIsFolder(path: path) }
        var descriptor: Int32
        do throws(FileError) {
            descriptor = try openFolder(folder, naming: path)
        } catch .missingFolder(let missing) {
            // A locked folder gone from its path was moved away mid-run: say that, not "missing".
            throw FolderLock.movedError(folder) ?? .missingFolder(path: missing)
        }
        let lockedFolder = descriptor
        defer {
            if descriptor != lockedFolder { close(descriptor) }
            close(lockedFolder)
        }
        try FolderLock.checkHeld(folder, descriptor: descriptor)
        var reached = folder
        for part in parts.dropLast() {
            reached = FilePath.join(reached, part)
            var next = openat(descriptor, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0 && errno == ENOENT {
                guard mkdirat(descriptor, part, 0o777) == 0 || errno == EEXIST else {
                    throw .cannotWrite(
                        path: path, reason: "cannot create the folder '\(reached)': " + String(cString: strerror(errno))
                    )
                }
                // The new folder's entry must be on the disk before the files written into it.
                if let failure = syncFolder(descriptor) {
                    throw .cannotWrite(path: path, reason: String(cString: strerror(failure)))
                }
                next = openat(descriptor, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            guard next >= 0 else {
                let reason =
                    errno == ELOOP || errno == ENOTDIR
                    ? "'\(reached)' is a symbolic link or not a folder: stretchy never writes its own files through one"
                    : String(cString: strerror(errno))
                throw .cannotWrite(path: path, reason: reason)
            }
            if descriptor != lockedFolder { close(descriptor) }
            descriptor = next
        }
        var status = stat()
        if fstatat(descriptor, last, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw .targetIsFolder(path: path)
        }
        return try stage(
            last, in: descriptor, with: bytes, naming: path, userNamed: false, lock: (folder, lockedFolder))
    }

    /// The name of the file that the temporary file `name` was to become, when `name` has the
    /// form `write` gives its temporary files; nil otherwise. A run killed between creating one
    /// and renaming it leaves it behind, and only this form tells it from a user's file.
    package static func target(ofTemporaryName name: String) -> String? {
        guard name.hasPrefix("."), name.hasSuffix(temporarySuffix) else { return nil }
        let body = name.utf8.dropFirst().dropLast(temporarySuffix.utf8.count)
        let marker = Array(temporaryMarker.utf8)
        guard body.count > marker.count + randomDigits,
            body.suffix(randomDigits).allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }),
            body.dropLast(randomDigits).suffix(marker.count).elementsEqual(marker)
        else { return nil }
        return String(decoding: body.dropLast(randomDigits + marker.count), as: UTF8.self)
    }

    /// Fails early, with a clear reason naming `path`, for user-named targets that cannot be
    /// written, and returns the path that will be written: `path` itself, or the file a symbolic
    /// link at `path` resolves to. That file must be missing or a regular file: the rename would
    /// replace a device, pipe or socket (as root even `/dev/null`) instead of writing into it.
    @discardableResult
    package static func checkWritable(_ path: String) throws(FileError) -> String {
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
        default: throw .cannotWrite(path: path, reason: "\(Excerpt.quoted(folder)) is a file, not a folder")
        }
        guard access(folder, W_OK) == 0 else {
            throw .cannotWrite(path: path, reason: "its folder is not writable (\(String(cString: strerror(errno))))")
        }
        return target
    }

    /// `.tmp`: what every temporary name ends with.
    private static let temporarySuffix = ".tmp"
    /// What comes between the target's name and the random digits.
    private static let temporaryMarker = ".stretchy-"
    private static let randomDigits = 16

    /// A fresh temporary name for the file `name`.
    static func temporaryName(for name: String) -> String {
        var generator = SystemRandomNumberGenerator()
        let hex = String(generator.next(), radix: 16)
        let digits = String(repeating: "0", count: randomDigits - hex.count) + hex
        return "." + name + temporaryMarker + digits + temporarySuffix
    }

    /// `folder` opened as a folder, links followed (it is the user's, or stretchy's own folder
    /// given by the user); errors name `path`.
    private static func openFolder(_ folder: String, naming path: String) throws(FileError) -> Int32 {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { throw .missingFolder(path: path) }
            throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        return descriptor
    }

    /// Creates a temporary file in the folder open on `folder`, writes `bytes` into it and
    /// flushes it, for its `StagedFile` to rename over `name` there; errors name `path`. The
    /// descriptors stay the caller's: the staged file keeps copies of its own.
    private static func stage(
        _ name: String, in folder: Int32, with bytes: [UInt8], naming path: String, userNamed: Bool,
        lock: (folder: String, descriptor: Int32)? = nil
    ) throws(FileError) -> StagedFile {
        var temporary = temporaryName(for: name)
        var fd = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        // 2⁶⁴ names: a second clash means something is making them on purpose, or a broken source.
        if fd < 0 && errno == EEXIST {
            temporary = temporaryName(for: name)
            fd = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        var failure: Int32 = 0
        do {
            try FileDescriptorOutput(descriptor: fd, name: path).write(bytes)
        } catch {
            failure = error.code
        }
        if failure == 0 && fchmod(fd, 0o644 & ~processUmask) != 0 { failure = errno }
        // The data must be on the disk before the rename makes it the target's.
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        let kept = dup(folder)
        if failure == 0 && kept < 0 { failure = errno }
        guard failure == 0 else {
            if kept >= 0 { close(kept) }
            unlinkat(folder, temporary, 0)
            throw .cannotWrite(path: path, reason: String(cString: strerror(failure)))
        }
        return StagedFile(
            folder: kept, name: name, temporary: temporary, path: path, userNamed: userNamed,
            lock: lock.map { ($0.folder, dup($0.descriptor)) })
    }

    /// The process's umask, read from /proc: umask(2) can only read it by setting it, which
    /// another thread creating a file at that moment would see.
    private static let processUmask: mode_t = {
        let label = "Umask:"
        if let status = try? InputFile.read("/proc/self/status", limit: 1 << 16),
            let line = String(decoding: status, as: UTF8.self).split(separator: "\n").first(where: {
                $0.hasPrefix(label)
            }),
            let mask = mode_t(line.dropFirst(label.count).trimmingPrefix(while: \.isWhitespace), radix: 8)
        {
            return mask
        }
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()

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

    static let notRegularFile = "it is not a regular file"

    /// Flushes `folder`'s entries to the disk; 0, or the `errno` of the failure. A file system
    /// that cannot flush a folder (EINVAL) keeps its entries durable by other means.
    static func syncFolder(_ folder: String) -> Int32 {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return errno }
        defer { close(fd) }
        return syncFolder(fd) ?? 0
    }

    /// Flushes the folder open on `descriptor`; the `errno` of a failure, nil when done.
    static func syncFolder(_ descriptor: Int32) -> Int32? {
        fsync(descriptor) == 0 || errno == EINVAL ? nil : errno
    }
}
