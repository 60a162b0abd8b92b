import Glibc
import Synchronization

/// One writer per folder (SPEC §3, §6): an advisory `flock` on `.stretchy.lock` in the folder,
/// held for a whole run by every command that writes files of its own there. A holder that dies,
/// even by SIGKILL, has the lock released by the kernel.
///
/// The lock file is never written into: nothing is in it that a reader needs, so a file planted
/// at its name can lose nothing. It is created with `O_CREAT|O_EXCL|O_NOFOLLOW`; one already
/// there is used only when it is a regular file of one link owned by this user, since a hard
/// link to another file (`ln precious.txt out/.stretchy.lock`) once had the holder's id written
/// into it and was then emptied. A second run names the holder from `/proc/locks`, which lists
/// every lock with its process and file. The file stays after the run: removing it would let a
/// waiting run lock a file no longer in the folder.
///
/// While held, the folder and its lock file are known by their identity (`FileIdentity`):
/// `AtomicFile` checks both before each file it writes into the folder, so that a folder swapped
/// for a link, or a lock file removed (which would let a second run in), fails the run instead
/// of splitting its files over two folders or sharing one.
package final class FolderLock: Sendable {
    /// The lock file's name in the folder.
    package static let fileName = ".stretchy.lock"

    /// The open lock file; -1 once released.
    private let descriptor: Atomic<Int32>
    /// The folder as it was locked.
    private let folder: String

    /// Locks `folder` (which must exist) for this process. When another run holds it, waits for
    /// it to finish when `wait` is set, and otherwise throws `.inUse` with the holder's process id.
    package init(folder: String, wait: Bool) throws(FileError) {
        let path = FilePath.join(folder, Self.fileName)
        var fd = open(path, O_RDONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        if fd < 0 && errno == EEXIST {
            // O_NONBLOCK: a FIFO planted there must not stop the open.
            fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            if fd >= 0, let problem = Self.problem(with: fd) {
                close(fd)
                throw .cannotWrite(path: path, reason: problem + "; stretchy uses only a lock file of its own")
            }
        }
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
        guard let lockFile = FileIdentity(descriptor: fd), let folderFile = FileIdentity(path: folder) else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw .cannotWrite(path: path, reason: reason)
        }
        descriptor = Atomic(fd)
        self.folder = folder
        Self.held.withLock { $0[folder] = Held(folder: folderFile, lockFile: lockFile) }
    }

    /// Gives the lock up; once only (the lock also goes when the object does).
    package func release() {
        let fd = descriptor.exchange(-1, ordering: .acquiringAndReleasing)
        guard fd >= 0 else { return }
        Self.held.withLock { _ = $0.removeValue(forKey: folder) }
        close(fd)
    }

    deinit {
        release()
    }

    /// Why the existing lock file open on `fd` is not one stretchy may lock; nil when it is.
    private static func problem(with fd: Int32) -> String? {
        var status = stat()
        guard fstat(fd, &status) == 0 else { return String(cString: strerror(errno)) }
        if status.st_mode & S_IFMT != S_IFREG { return "it is not a regular file" }
        if status.st_nlink != 1 { return "it has \(status.st_nlink) hard links, so it is another file's too" }
        if status.st_uid != geteuid() { return "it belongs to another user (uid \(status.st_uid))" }
        return nil
    }

    /// The process holding the lock on the file open on `fd`, from `/proc/locks` (`1: FLOCK
    /// ADVISORY WRITE 1234 fe:00:5341307 0 EOF`); nil when it says none.
    private static func holder(_ fd: Int32) -> Int32? {
        guard let file = FileIdentity(descriptor: fd),
            let text = try? InputFile.read("/proc/locks", limit: 16 << 20)
        else { return nil }
        let key = "\(file.procDevice):\(file.inode)"
        for line in String(decoding: text, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ")
            // A waiting lock is written `-> FLOCK …`.
            guard fields.count >= 6, fields[1] == "FLOCK", fields[5] == key else { continue }
            return Int32(fields[4])
        }
        return nil
    }

    /// The folders this process holds, by the path they were locked by.
    private static let held = Mutex<[String: Held]>([:])

    private struct Held: Sendable {
        let folder: FileIdentity
        let lockFile: FileIdentity
    }

    /// The error for a folder this process has locked and that is no longer at its path (moved
    /// away, or swapped for a link or another folder); nil for a folder it has not locked.
    static func movedError(_ folder: String) -> FileError? {
        Self.held.withLock({ $0[folder] }) == nil ? nil : moved(folder)
    }

    private static func moved(_ folder: String) -> FileError {
        .cannotWrite(
            path: folder,
            reason: "the folder was moved or replaced (by a link or another folder) while this run wrote into it")
    }

    /// Throws when `folder`, which this process has locked, is no longer the folder open on
    /// `descriptor` (swapped for a link or another folder), or its lock file is gone or another
    /// file. A folder this process has not locked passes.
    static func checkHeld(_ folder: String, descriptor: Int32) throws(FileError) {
        guard let held = Self.held.withLock({ $0[folder] }) else { return }
        guard FileIdentity(descriptor: descriptor) == held.folder else { throw moved(folder) }
        guard FileIdentity(entry: fileName, in: descriptor) == held.lockFile else {
            throw .cannotWrite(
                path: folder,
                reason: "its lock file \(fileName) was removed or replaced while this run held it,"
                    + " so another run may be writing into it")
        }
    }
}
