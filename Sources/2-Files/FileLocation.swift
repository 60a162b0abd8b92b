import Glibc

/// Where a path leads on disk, as the kernel resolves it when the file is written: the deepest
/// folder on the way that exists, by its identity (device and inode), and the names below it
/// that do not exist yet, `..` already applied to them. Two paths with the same location name
/// the same file however they are spelt (`x.png`, `./x.png`, `/work/x.png`, a symbolic link to
/// it, a folder reached through a link), and a file in a folder not made yet (`newout/a.png`
/// before `newout` exists) has the location it will have once it is made.
///
/// Rejected: comparing paths as text, even made absolute and lexically cleaned: `./newout/a.png`
/// and `newout/a.png`, or a link and its target, then differ, and `link/..` is not where the
/// text says. And resolving the whole path with realpath(3): it fails for a path whose folders
/// do not exist yet, which is exactly a new output folder's files.
package struct FileLocation: Sendable, Hashable {
    /// The deepest folder of the path that exists.
    package let base: FileIdentity
    /// The names below `base` that do not exist (yet); empty when the path itself is a folder.
    package let below: [String]

    /// The location `path` leads to; a symbolic link at its last name is followed as a write
    /// through it is (`AtomicFile.write(_:to:)`). Nil when the path goes through a file that
    /// is not a folder, or a folder that cannot be looked into: writing there fails anyway, and
    /// says why.
    package init?(of path: String) {
        var reached = path.hasPrefix("/") ? "/" : "."
        var below: [String] = []
        let names = path.split(separator: "/").map(String.init).filter { $0 != "." }
        for (index, name) in names.enumerated() {
            if !below.isEmpty {
                // Below a missing folder `..` is only text: that folder will be made where it is.
                if name == ".." { below.removeLast() } else { below.append(name) }
                continue
            }
            let next = FilePath.join(reached, name)
            var status = stat()
            if lstat(next, &status) != 0 {
                guard errno == ENOENT else { return nil }
                below.append(name)
                continue
            }
            if status.st_mode & S_IFMT == S_IFLNK, stat(next, &status) != 0 {
                // A link to nothing is written as the link itself would be refused: keep its name.
                below.append(name)
                continue
            }
            if status.st_mode & S_IFMT == S_IFDIR {
                reached = next
            } else if index == names.count - 1 {
                // The file itself: it is where a link at its name leads.
                guard let resolved = realpath(next, nil) else { return nil }
                defer { free(resolved) }
                let target = String(cString: resolved)
                guard let folder = FileIdentity(path: FilePath.folder(of: target)) else { return nil }
                self.init(base: folder, below: [FilePath.name(of: target)])
                return
            } else {
                return nil
            }
        }
        guard let base = FileIdentity(path: reached) else { return nil }
        self.init(base: base, below: below)
    }

    private init(base: FileIdentity, below: [String]) {
        self.base = base
        self.below = below
    }

    /// The folder that holds this file, when it is not an existing folder itself.
    package var folder: FileLocation? {
        below.isEmpty ? nil : FileLocation(base: base, below: below.dropLast())
    }

    /// The last name of a file that does not exist yet or is not a folder; nil for a folder.
    package var name: String? { below.last }
}
