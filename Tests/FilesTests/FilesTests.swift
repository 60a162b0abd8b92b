import Files
import FoundationEssentials
import Glibc
import TestSupport
import Testing

/// A fresh empty folder under $TMPDIR for one test, removed when it ends (its suite is `.scratchFolders`).
func temporaryFolder() throws -> String { try scratchFolder("files").path }

@Suite(.scratchFolders) struct PathKindTests {
    @Test func tellsFilesFoldersDevicesAndNothingApart() throws {
        let folder = try temporaryFolder()
        try AtomicFile.write([1], to: folder + "/file")
        #expect(PathKind(folder) == .folder)
        #expect(PathKind(folder + "/file") == .regularFile)
        #expect(PathKind("/dev/null") == .other)
        #expect(PathKind(folder + "/missing") == .missing)
        #expect(PathKind(folder + "/file/under") == .missing)
        #expect(PathKind.unreadableReason(folder) == "it is a folder")
        #expect(PathKind.unreadableReason(folder + "/missing") == "no such file")
    }
}

@Suite struct FilePathTests {
    @Test func splitsAndJoinsAsPOSIXDoes() {
        #expect(FilePath.folder(of: "a/b.png") == "a")
        #expect(FilePath.folder(of: "b.png") == ".")
        #expect(FilePath.folder(of: "/b.png") == "/")
        #expect(FilePath.folder(of: "a/b/") == "a")
        #expect(FilePath.name(of: "a/b.png") == "b.png")
        #expect(FilePath.name(of: "b.png") == "b.png")
        #expect(FilePath.join("out", "x.png") == "out/x.png")
        #expect(FilePath.join("out/", "x.png") == "out/x.png")
    }
}

@Suite(.scratchFolders) struct AtomicFileTests {
    @Test func replacesWholeFilesAndLeavesNoTemporary() throws {
        let folder = try temporaryFolder()
        try AtomicFile.write([1, 2, 3], to: folder + "/x.bin")
        try AtomicFile.write([4, 5], to: folder + "/x.bin")
        #expect(FileManager.default.contents(atPath: folder + "/x.bin") == Data([4, 5]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["x.bin"])
    }

    @Test func namesThePathAndTheReason() throws {
        let folder = try temporaryFolder()
        try AtomicFile.write([1], to: folder + "/plain")
        #expect { try AtomicFile.write([1], to: folder + "/missing/x") } throws: {
            "\($0)".contains("its folder does not exist")
        }
        #expect { try AtomicFile.write([1], to: folder) } throws: { "\($0)".contains("it is a folder") }
        #expect { try AtomicFile.write([1], to: folder + "/plain/x") } throws: {
            "\($0)".contains("is a file, not a folder")
        }
        #expect { try AtomicFile.checkWritable("/dev/null") } throws: { "\($0)".contains("not a regular file") }
    }

    /// Issue 11: the rename once replaced a link (as root, `/dev/stdout` itself) instead of
    /// writing the file it points to.
    @Test func writesThroughASymbolicLinkAndKeepsIt() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: false)
        try AtomicFile.write([1], to: folder + "/real/file")
        try FileManager.default.createSymbolicLink(atPath: folder + "/hop", withDestinationPath: "real/file")
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: "hop")
        try AtomicFile.write([7, 8], to: folder + "/link")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link") == "hop")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/hop") == "real/file")
        #expect(FileManager.default.contents(atPath: folder + "/real/file") == Data([7, 8]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/real") == ["file"])
        #expect(try AtomicFile.checkWritable(folder + "/link") == folder + "/real/file")
    }

    @Test func refusesALinkToNothingAFolderOrAPipe() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: "missing")
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop", withDestinationPath: "loop")
        try FileManager.default.createSymbolicLink(atPath: folder + "/up", withDestinationPath: ".")
        #expect(mkfifo(folder + "/fifo", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/pipe", withDestinationPath: "fifo")
        #expect { try AtomicFile.write([1], to: folder + "/dangling") } throws: {
            "\($0)"
                == "cannot write '\(folder)/dangling': it is a symbolic link that leads to no file (No such file or directory)"
        }
        #expect { try AtomicFile.write([1], to: folder + "/loop") } throws: { "\($0)".contains("leads to no file") }
        #expect { try AtomicFile.write([1], to: folder + "/up") } throws: { "\($0)".contains("it is a folder") }
        #expect { try AtomicFile.write([1], to: folder + "/pipe") } throws: { "\($0)".contains("not a regular file") }
        // Nothing was replaced or left behind.
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/dangling") == "missing")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
                "dangling", "fifo", "loop", "pipe", "up",
            ])
    }
}

@Suite(.scratchFolders) struct FolderTests {
    @Test func createsParentsAndRefusesAFile() throws {
        let folder = try temporaryFolder()
        try Folder.ensureExists(folder + "/a/b/c")
        #expect(PathKind(folder + "/a/b/c") == .folder)
        try Folder.ensureExists(folder + "/a/b/c")
        try AtomicFile.write([1], to: folder + "/f")
        #expect { try Folder.ensureExists(folder + "/f") } throws: { "\($0)".contains("it is a file, not a folder") }
    }
}

@Suite(.scratchFolders) struct InputFileTests {
    /// A regular file is read whole, larger than one read(2) piece, and refused past the limit
    /// before its bytes are read; a folder is named as one. (Pipes: the CLI tests'
    /// `--motion-file /dev/stdin`.)
    @Test func readsFilesWholeWithinTheLimit() throws {
        let folder = try temporaryFolder()
        let bytes = (0..<300_001).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) }
        try AtomicFile.write(bytes, to: folder + "/big")
        #expect(try InputFile.read(folder + "/big", limit: 1 << 20) == bytes)
        #expect(try InputFile.read(folder + "/big", limit: bytes.count) == bytes)
        #expect { _ = try InputFile.read(folder + "/big", limit: bytes.count - 1) } throws: {
            ($0 as? InputFile.Unreadable)?.reason == "larger than 0 MiB"
        }
        #expect { _ = try InputFile.read(folder) } throws: { ($0 as? InputFile.Unreadable)?.reason == "it is a folder" }
        try AtomicFile.write([], to: folder + "/empty")
        #expect(try InputFile.read(folder + "/empty") == [])
    }

    /// Issue 33: `render --resume` blocked for ever on a FIFO planted at `frames.json.partial`.
    /// A file of stretchy's own is read only when it is a regular file, never through a link,
    /// and anything else is refused before the first read.
    @Test func anOwnFileIsReadOnlyWhenItIsARegularFile() throws {
        let folder = try temporaryFolder()
        try AtomicFile.write([1, 2], to: folder + "/record")
        #expect(try InputFile.readRegularFile(folder + "/record") == [1, 2])
        #expect(mkfifo(folder + "/fifo", 0o644) == 0)
        #expect(symlink(folder + "/record", folder + "/link") == 0)
        for (name, reason) in [
            ("fifo", "it is not a regular file (a device, pipe or socket)"), ("link", "it is a symbolic link"),
            ("missing", "no such file"), ("", "it is a folder"),
        ] {
            #expect { _ = try InputFile.readRegularFile(folder + "/" + name) } throws: {
                ($0 as? InputFile.Unreadable)?.reason == reason
            }
        }
        #expect { _ = try InputFile.readRegularFile("/dev/zero") } throws: {
            ($0 as? InputFile.Unreadable)?.reason == "it is not a regular file (a device, pipe or socket)"
        }
    }
}

/// Issue 25: temporary files nobody can plant anything at, own names never written through a
/// link, one writer per folder.
@Suite(.scratchFolders) struct CarefulWriteTests {
    @Test func temporaryNamesAreRecognisedOnlyInTheirOwnForm() {
        #expect(AtomicFile.target(ofTemporaryName: ".frame_0001.png.stretchy-0123456789abcdef.tmp") == "frame_0001.png")
        #expect(AtomicFile.target(ofTemporaryName: ".a.b.stretchy-ffffffffffffffff.tmp") == "a.b")
        for name in [
            ".frame_0001.png.tmp-1234", "frame_0001.png.stretchy-0123456789abcdef.tmp",
            ".frame_0001.png.stretchy-0123456789ABCDEF.tmp", ".x.stretchy-0123456789abcde.tmp",
            ".x.stretchy-0123456789abcdef0.tmp", "..stretchy-0123456789abcdef.tmp",
            ".x.stretchy-0123456789abcdef",
        ] {
            #expect(AtomicFile.target(ofTemporaryName: name) == nil, "\(name)")
        }
    }

    /// A link at one of stretchy's own names is replaced by the file, its target untouched; a
    /// link the user named is written through, as before.
    @Test func ownNamesReplaceALinkUserNamesFollowIt() throws {
        let folder = try temporaryFolder()
        try AtomicFile.write([1], to: folder + "/victim")
        #expect(symlink(folder + "/victim", folder + "/own") == 0)
        #expect(symlink(folder + "/victim", folder + "/named") == 0)
        try AtomicFile.write([2, 3], named: "own", in: folder)
        #expect(FileManager.default.contents(atPath: folder + "/victim") == Data([1]))
        #expect(FileManager.default.contents(atPath: folder + "/own") == Data([2, 3]))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/own")) == nil)
        try AtomicFile.write([4], to: folder + "/named")
        #expect(FileManager.default.contents(atPath: folder + "/victim") == Data([4]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["named", "own", "victim"])
        #expect { try AtomicFile.write([1], named: "", in: folder) } throws: { "\($0)".contains("it is a folder") }
    }

    /// The lock is one per folder and names its holder (from /proc/locks); nothing is ever
    /// written into the lock file.
    @Test func oneLockPerFolder() throws {
        let folder = try temporaryFolder()
        let lock = try FolderLock(folder: folder, wait: false)
        let file = folder + "/" + FolderLock.fileName
        #expect(FileManager.default.contents(atPath: file) == Data(), "nothing a reader needs is in it")
        // flock locks belong to the open file: a second open in this process is another holder.
        #expect(throws: FileError.self) { try FolderLock(folder: folder, wait: false) }
        #expect { try FolderLock(folder: folder, wait: false) } throws: {
            "\($0)" == "cannot write '\(folder)': stretchy process \(getpid()) is writing into it"
                + " (--wait waits for it to finish)"
        }
        lock.release()
        let again = try FolderLock(folder: folder, wait: false)
        again.release()
        #expect(FileManager.default.contents(atPath: file) == Data())
        #expect(unlink(file) == 0 && symlink(folder + "/elsewhere", file) == 0)
        #expect { try FolderLock(folder: folder, wait: false) } throws: { "\($0)".contains("it is a symbolic link") }
        #expect(!FileManager.default.fileExists(atPath: folder + "/elsewhere"))
    }

    /// Issue 33: a hard link planted as the lock got the holder's id written into it, then was
    /// emptied. A lock file that is not a regular file of one link owned by this user is refused,
    /// untouched; a FIFO there is refused at once, not waited on.
    @Test func aLockFileThatIsAnotherFilesIsRefusedUntouched() throws {
        let folder = try temporaryFolder()
        let file = folder + "/" + FolderLock.fileName
        try AtomicFile.write(Array("precious".utf8), to: folder + "/precious.txt")
        #expect(link(folder + "/precious.txt", file) == 0)
        #expect { try FolderLock(folder: folder, wait: false) } throws: {
            "\($0)" == "cannot write '\(file)': it has 2 hard links, so it is another file's too;"
                + " stretchy uses only a lock file of its own"
        }
        #expect(FileManager.default.contents(atPath: folder + "/precious.txt") == Data("precious".utf8))
        #expect(unlink(file) == 0 && mkfifo(file, 0o644) == 0)
        #expect { try FolderLock(folder: folder, wait: false) } throws: { "\($0)".contains("it is not a regular file") }
        #expect(unlink(file) == 0)
        try AtomicFile.write([], to: file)
        #expect(chown(file, 65534, 65534) == 0, "tests run as root")
        #expect { try FolderLock(folder: folder, wait: false) } throws: {
            "\($0)".contains("it belongs to another user (uid 65534)")
        }
        #expect(unlink(file) == 0)
        try AtomicFile.write([], to: file)
        try FolderLock(folder: folder, wait: false).release()
    }

    /// Issue 33: deleting the lock mid-run let a second run in, and a folder swapped for a link
    /// mid-render split the frames over two folders. Either makes the next write fail.
    @Test func aLockRemovedOrAFolderSwappedFailsTheNextWrite() throws {
        let root = try temporaryFolder()
        let folder = root + "/out"
        try Folder.ensureExists(folder)
        let lock = try FolderLock(folder: folder, wait: false)
        try AtomicFile.write([1], named: "a", in: folder)
        #expect(unlink(folder + "/" + FolderLock.fileName) == 0)
        #expect { try AtomicFile.write([2], named: "b", in: folder) } throws: {
            "\($0)" == "cannot write '\(folder)': its lock file .stretchy.lock was removed or replaced while this"
                + " run held it, so another run may be writing into it"
        }
        lock.release()

        let second = try FolderLock(folder: folder, wait: false)
        try Folder.ensureExists(root + "/elsewhere")
        #expect(rename(folder, root + "/moved") == 0 && symlink(root + "/elsewhere", folder) == 0)
        #expect { try AtomicFile.write([3], named: "c", in: folder) } throws: {
            "\($0)" == "cannot write '\(folder)': the folder was moved or replaced (by a link or another folder)"
                + " while this run wrote into it"
        }
        second.release()
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/elsewhere") == [])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root + "/moved").sorted() == [".stretchy.lock", "a"])
    }

    /// Issue 33: with `--force`, report files went into the target of a folder link planted in
    /// the report folder. No component below the folder is followed; missing ones are made.
    @Test func ownFilesAreNeverWrittenThroughALinkedSubfolder() throws {
        let root = try temporaryFolder()
        let folder = root + "/report"
        try Folder.ensureExists(root + "/elsewhere")
        try Folder.ensureExists(folder + "/diff")
        #expect(symlink(root + "/elsewhere", folder + "/thumbs") == 0)
        #expect(symlink(root + "/elsewhere", folder + "/diff/sub") == 0)
        for name in ["thumbs/x.png", "diff/sub/x.png"] {
            #expect { try AtomicFile.write([1], named: name, in: folder) } throws: {
                "\($0)".hasSuffix("is a symbolic link or not a folder: stretchy never writes its own files through one")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/elsewhere") == [])
        try AtomicFile.write([7], named: "diff/new/deeper/x.png", in: folder)
        #expect(FileManager.default.contents(atPath: folder + "/diff/new/deeper/x.png") == Data([7]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/diff/new/deeper") == ["x.png"])
        #expect { try AtomicFile.write([1], named: "../x", in: folder) } throws: { _ in true }
    }

    @Test func aFolderThatCannotBeMadeSaysWhy() throws {
        let folder = try temporaryFolder()
        try AtomicFile.write([1], to: folder + "/plain")
        #expect { try Folder.ensureExists(folder + "/plain/a/b") } throws: {
            "\($0)" == "cannot write '\(folder)/plain/a/b': cannot create the folder '\(folder)/plain/a':"
                + " Not a directory"
        }
    }
}

/// Issue 44: outputs compared by where they lead on disk, and a set of files committed as one.
@Suite(.scratchFolders) struct FileLocationAndBatchTests {
    /// Spellings, links to the file and to its folder, and files of folders not made yet.
    @Test func onePlaceHowEverSpelt() throws {
        let root = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: root + "/d", withIntermediateDirectories: false)
        try AtomicFile.write([1], to: root + "/d/x.png")
        #expect(symlink(root + "/d", root + "/e") == 0)
        #expect(symlink("x.png", root + "/d/l.png") == 0)
        let x = try #require(FileLocation(of: root + "/d/x.png"))
        for same in ["/d/./x.png", "/e/x.png", "/e/../d/x.png", "/d/l.png", "//d//x.png", "/new/../d/x.png"] {
            #expect(FileLocation(of: root + same) == x, "\(same)")
        }
        #expect(FileLocation(of: root + "/d/y.png") != x)
        #expect(x.folder == FileLocation(of: root + "/e/"))
        // A folder not made yet: its file's folder is where the folder will be.
        let new = try #require(FileLocation(of: root + "/new/a.png"))
        #expect(new == FileLocation(of: root + "/./new/sub/../a.png"))
        #expect(new.folder == FileLocation(of: root + "/new"))
        #expect(new.name == "a.png")
        // Through a file that is not a folder, there is no such place.
        #expect(FileLocation(of: root + "/d/x.png/a.png") == nil)
    }

    /// Staged files are renamed together; a target that became a folder since fails the commit
    /// before any rename, and every target keeps what it held, with no temporary file left.
    @Test func aBatchRenamesAllOrNone() throws {
        let root = try temporaryFolder()
        try AtomicFile.write([1], to: root + "/a")
        let failing = FileBatch()
        failing.add(try AtomicFile.stage([2], to: root + "/a"))
        failing.add(try AtomicFile.stage([2], named: "b", in: root))
        try FileManager.default.createDirectory(atPath: root + "/b", withIntermediateDirectories: false)
        #expect(throws: FileError.self) { try failing.commit() }
        #expect(FileManager.default.contents(atPath: root + "/a") == Data([1]))
        try FileManager.default.removeItem(atPath: root + "/b")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["a"])
        let batch = FileBatch()
        batch.add(try AtomicFile.stage([3], to: root + "/a"))
        batch.add(try AtomicFile.stage([3], named: "b", in: root))
        // Staged, nothing is renamed yet.
        #expect(FileManager.default.contents(atPath: root + "/a") == Data([1]))
        try batch.commit()
        #expect(FileManager.default.contents(atPath: root + "/a") == Data([3]))
        #expect(FileManager.default.contents(atPath: root + "/b") == Data([3]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["a", "b"])
        // Dropped uncommitted, a staged file takes its temporary file with it.
        _ = try AtomicFile.stage([4], to: root + "/a")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["a", "b"])
    }
}
