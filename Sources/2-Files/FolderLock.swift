import Glibc
import Synchronization

/// One writer per folder (SPEC §6): an advisory `flock` on `.stretchy.lock` in the folder, held
/// for a whole run by every command that writes files of its own there. The holder's process id
/// is written into the file while it holds the lock, so that a second run can name it. A holder
/// that dies, even by SIGKILL, has the lock released by the kernel; the file stays (removing it
/// would let a waiting run lock a file no longer in the folder) and is emptied on release, so a
/// run that ends, well, with an error or interrupted, leaves it empty; only a killed one does not.
public final class FolderLock: Sendable {
    /// The lock file's name in the folder.
    public static let fileName = ".stretchy.lock"

    /// The open lock file; -1 once released.
    private let descriptor: Atomic<Int32>

    /// Locks `folder` (which must exist) for this process. When another run holds it, waits for
    /// it to finish when `wait` is set, and otherwise throws `.inUse` with the holder's process id.
    public init(folder: String, wait: Bool) throws(FileError) {
        let path = FilePath.join(folder, Self.fileName)
        // Not O_TRUNC: the holder's id is read before the lock is known to be free.
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let reason = errno == ELOOP ? "it is a symbolic link" : String(cString: strerror(errno))
            throw .cannotWrite(path: path, reason: reason)
        }
        var locked = flock(fd, LOCK_EX | LOCK_NB) == 0
        if !locked && errno == EWOULDBLOCK && wait {
            repeat { locked = flock(fd, LOCK_EX) == 0 } while !locked && errno == EINTR
        }
        guard locked else {
            let code = errno
            let holder = Self.holder(fd)
            close(fd)
            if code == EWOULDBLOCK { throw .inUse(path: folder, holder: holder) }
            throw .cannotWrite(path: path, reason: String(cString: strerror(code)))
        }
        let id = Array("\(getpid())\n".utf8)
        guard ftruncate(fd, 0) == 0, pwrite(fd, id, id.count, 0) == id.count else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw .cannotWrite(path: path, reason: reason)
        }
        descriptor = Atomic(fd)
    }

    /// Empties the lock file, then gives the lock up; once only (the lock also goes when the
    /// object does). The file is emptied while still held, so no later holder's id is erased.
    public func release() {
        let fd = descriptor.exchange(-1, ordering: .acquiringAndReleasing)
        guard fd >= 0 else { return }
        _ = ftruncate(fd, 0)
        close(fd)
    }

    deinit {
        release()
    }

    /// The process id written in the lock file open on `fd`; nil when it holds none.
    private static func holder(_ fd: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = pread(fd, &bytes, bytes.count, 0)
        guard count > 0 else { return nil }
        return Int32(String(decoding: bytes[..<count], as: UTF8.self).prefix { $0 != "\n" })
    }
}
