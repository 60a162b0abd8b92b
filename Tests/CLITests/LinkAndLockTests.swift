import Foundation
import Testing

/// Issue 33: what the attack battery still found, each replayed through the binary: a FIFO
/// where stretchy's own file is expected (never waited on), a lock file that is another file
/// (never written into), a folder link inside an output folder (never written through, even with
/// `--force`), a lock removed or a folder swapped mid-render (the run fails), and FIFOs or device
/// links named `*.png` in a compared folder (ignored, as SPEC §3 says).
@Suite(.scratchFolders) struct LinkAndLockTests {
    static let small = FileSafetyTests.small

    /// `stretchy ARGUMENTS`, stopped after a minute: a run that waits on a FIFO for ever is a
    /// failure (status 124), not a test that never ends.
    static func bounded(_ arguments: [String]) throws -> Run {
        try Run(["60", Run.binary.path] + arguments, binary: URL(fileURLWithPath: "/usr/bin/timeout"))
    }

    @Test func aFIFOAtTheRecordOrAFrameIsRefusedNotWaitedOn() throws {
        let folder = try temporaryDirectory().appendingPathComponent("frames")
        try #require(try Run(["render"] + Self.small + ["--output-dir", folder.path]).status == 0)
        let frame = folder.appendingPathComponent("frame_0003.png").path
        #expect(unlink(frame) == 0 && mkfifo(frame, 0o644) == 0)
        let atFrame = try Self.bounded(["render"] + Self.small + ["--output-dir", folder.path, "--resume"])
        #expect(atFrame.status == 64, "\(atFrame.stderr)")
        #expect(atFrame.stderr.contains("'frame_0003.png' is missing or cut short"), "\(atFrame.stderr)")

        let record = folder.appendingPathComponent("frames.json.partial").path
        #expect(mkfifo(record, 0o644) == 0)
        let atRecord = try Self.bounded(["render"] + Self.small + ["--output-dir", folder.path, "--resume"])
        #expect(atRecord.status == 64, "\(atRecord.stderr)")
        #expect(
            atRecord.stderr.hasPrefix(
                "Error: cannot resume the render in '\(folder.path)': its frames.json.partial cannot be read:"
                    + " it is not a regular file (a device, pipe or socket)\n"), "\(atRecord.stderr)")
    }

    /// `ln precious.txt out/.stretchy.lock` once lost precious.txt's content to every command
    /// that locks a folder.
    @Test func aHardLinkAtTheLockIsRefusedAndKeepsItsContent() throws {
        let root = try temporaryDirectory()
        let frames = root.appendingPathComponent("frames")
        try #require(try Run(["render"] + Self.small + ["--output-dir", frames.path]).status == 0)
        let commands: [(folder: String, arguments: [String])] = [
            ("out", ["render"] + Self.small + ["--output-dir", root.appendingPathComponent("out").path]),
            ("report", ["compare", frames.path, frames.path, "--report", root.appendingPathComponent("report").path]),
            ("diffs", ["compare", frames.path, frames.path, "--diff", root.appendingPathComponent("diffs").path]),
        ]
        for (name, arguments) in commands {
            let folder = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let lock = folder.appendingPathComponent(".stretchy.lock")
            let precious = root.appendingPathComponent("precious-\(name).txt")
            try Data("precious".utf8).write(to: precious)
            #expect(link(precious.path, lock.path) == 0)
            let run = try Run(arguments)
            #expect(run.status == 2, "\(name): \(run.stderr)")
            #expect(
                run.stderr == "Error: cannot write '\(lock.path)': it has 2 hard links, so it is another file's too;"
                    + " stretchy uses only a lock file of its own\n", "\(run.stderr)")
            #expect(try Data(contentsOf: precious) == Data("precious".utf8), "\(name)")
        }
    }

    /// With `--force`, report files went into the target of a folder link planted in `--report`
    /// or `--diff`. The pair whose file would go through it is an error; nothing lands there.
    @Test(arguments: ["report/crops", "report/thumbs", "diffs/sub"])
    func aFolderLinkInsideAnOutputFolderIsNeverWrittenThrough(_ planted: String) throws {
        let root = try temporaryDirectory()
        let (expected, actual) = (root.appendingPathComponent("e"), root.appendingPathComponent("a"))
        for folder in [expected, actual] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        }
        let scene = root.appendingPathComponent("other.json")
        try Data(#"{"title": {"text": "other"}}"#.utf8).write(to: scene)
        for (folder, extra) in [(expected, [String]()), (actual, ["--scene", scene.path])] {
            for name in ["x.png", "sub/x.png"] {
                let run = try Run(
                    ["frame", "--offset", "0", "--scale", "1", "--output", folder.appendingPathComponent(name).path]
                        + extra)
                try #require(run.status == 0, "\(run.stderr)")
            }
        }
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let link = root.appendingPathComponent(planted)
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(symlink(elsewhere.path, link.path) == 0)
        let option = planted.hasPrefix("report") ? "--report" : "--diff"
        let folder = root.appendingPathComponent(String(planted.prefix { $0 != "/" })).path
        let run = try Run(["compare", expected.path, actual.path, option, folder, "--force"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(
            run.stderr.contains("'\(link.path)' is a symbolic link or not a folder: stretchy never writes its own"),
            "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == [])
    }

    /// A FIFO, or a link to /dev/zero, named `*.png` is no PNG: ignored on either side, never
    /// "only in".
    @Test func nonRegularEntriesNamedPNGAreIgnored() throws {
        let root = try temporaryDirectory()
        let (expected, actual) = (root.appendingPathComponent("e"), root.appendingPathComponent("a"))
        for folder in [expected, actual] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let run = try Run(
                ["frame", "--offset", "0", "--scale", "1", "--output", folder.appendingPathComponent("x.png").path])
            try #require(run.status == 0, "\(run.stderr)")
        }
        #expect(mkfifo(actual.appendingPathComponent("fifo.png").path, 0o644) == 0)
        #expect(symlink("/dev/zero", expected.appendingPathComponent("zero.png").path) == 0)
        let run = try Self.bounded(["compare", expected.path, actual.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout == "0 of 1 file differs\n", "\(run.stdout)")
    }

    /// A render whose lock file is removed, or whose folder is swapped for a link, while it
    /// writes fails before its next file (exit 2), and writes nothing into the link's target. The
    /// render is stopped (SIGSTOP) for the attack, once its first frame is on disk, and let go
    /// on after it: a render left running could write its last file before the attack.
    @Test(arguments: ["remove the lock", "swap the folder"])
    func aLockRemovedOrAFolderSwappedMidRenderFailsTheRun(_ attack: String) throws {
        let root = try temporaryDirectory()
        let folder = root.appendingPathComponent("frames"), elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let long = ["--motion", "scroll 600 20", "--scale", "1", "--compression", "fast", "--quiet", "--jobs", "1"]
        let render = try StoppedRender(["render"] + long + ["--output-dir", folder.path], frames: folder)
        try #require(!render.finished, "the render finished before the attack")
        if attack == "remove the lock" {
            #expect(unlink(folder.appendingPathComponent(".stretchy.lock").path) == 0)
        } else {
            #expect(rename(folder.path, root.appendingPathComponent("moved").path) == 0)
            #expect(symlink(elsewhere.path, folder.path) == 0)
        }
        let (status, stderr) = render.finish()
        #expect(status == 2, "\(stderr)")
        let reason =
            attack == "remove the lock"
            ? "its lock file .stretchy.lock was removed or replaced while this run held it"
            : "the folder was moved or replaced (by a link or another folder) while this run wrote into it"
        #expect(stderr.hasPrefix("Error: cannot write '\(folder.path)': \(reason)"), "\(stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == [])
    }

    /// `render --sheet /missing/s.png --output-dir made` left `made/.stretchy.lock` behind: the
    /// sheet is checked before the folder is made.
    @Test func aSheetThatCannotBeWrittenLeavesNoFolder() throws {
        let root = try temporaryDirectory()
        let made = root.appendingPathComponent("made")
        let run = try Run(
            ["render"] + Self.small + ["--sheet", root.path + "/missing/s.png", "--output-dir", made.path])
        #expect(run.status == 2)
        #expect(
            run.stderr == "Error: cannot write '\(root.path)/missing/s.png': its folder does not exist\n",
            "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: made.path))
        // A sheet inside the output folder is still written there.
        let inside = try Run(
            ["render"] + Self.small + ["--sheet", made.path + "/sheet.png", "--output-dir", made.path])
        #expect(inside.status == 0, "\(inside.stderr)")
    }

    /// A symbolic-link loop read `File exists` at `--output-dir` and `no such file` at
    /// `--motion-file`; both say what SPEC §6 says of a link that leads to no file.
    @Test func aLinkLoopIsCalledOne() throws {
        let root = try temporaryDirectory()
        let loop = root.appendingPathComponent("loop").path
        #expect(symlink(loop, loop) == 0)
        let reason = "it is a symbolic link that leads to no file (Too many levels of symbolic links)"
        let output = try Run(["render"] + Self.small + ["--output-dir", loop])
        #expect(output.status == 2)
        #expect(output.stderr == "Error: cannot write '\(loop)': \(reason)\n", "\(output.stderr)")
        let motion = try Run(
            ["render"] + Self.small.dropFirst(2) + ["--motion-file", loop, "--output-dir", root.path + "/f"])
        #expect(motion.status == 2)
        #expect(motion.stderr == "Error: cannot read motion file '\(loop)': \(reason)\n", "\(motion.stderr)")
    }
}
