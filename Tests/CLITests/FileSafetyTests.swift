import Foundation
import TestSupport
import Testing

/// Issue 25: what stretchy writes never lands outside its folder, two runs never mix in one
/// folder, and a killed run leaves nothing that the next run keeps (SPEC §6).
@Suite(.scratchFolders) struct FileSafetyTests {
    /// 16 frames @1x, each rendered anew: quick, yet long enough to write many files.
    static let small = ["--motion", "scroll 300 0.5", "--scale", "1", "--compression", "fast", "--quiet"]

    /// Every file in `folder`, hidden ones included, by name; links are read as links.
    static func contents(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let path = folder.appendingPathComponent(name).path
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                files[name] = Data(("link to " + target).utf8)
            } else {
                files[name] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return files
    }

    /// What an uninterrupted render of `options` leaves in a new folder.
    static func reference(_ options: [String]) throws -> [String: Data] {
        let folder = try temporaryDirectory().appendingPathComponent("frames")
        let run = try Run(["render"] + options + ["--output-dir", folder.path])
        try #require(run.status == 0, "\(run.stderr)")
        return try contents(folder)
    }

    /// A root-owned file readable by its owner alone, outside every folder stretchy writes.
    static func victim(in directory: URL) throws -> URL {
        let victim = directory.appendingPathComponent("secret")
        try Data("do not touch".utf8).write(to: victim)
        try #require(chmod(victim.path, 0o600) == 0)
        return victim
    }

    /// The last process id the kernel gave out: the next ones follow it.
    static func lastPID() throws -> Int {
        let text = try String(contentsOfFile: "/proc/sys/kernel/ns_last_pid", encoding: .utf8)
        return try #require(Int(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// The old scheme named a temporary `.NAME.tmp-PID`: with links planted there for the next
    /// 400 process ids, in a folder anyone may write, neither `frame --output` nor a render's
    /// record or frames reach the victim.
    @Test func linksAtTheOldTemporaryNamesAreNeverFollowed() throws {
        let directory = try temporaryDirectory()
        let victim = try Self.victim(in: directory)
        let pub = directory.appendingPathComponent("pub"), frames = pub.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        try #require(chmod(pub.path, 0o1777) == 0 && chmod(frames.path, 0o1777) == 0)
        let next = try Self.lastPID() + 1
        for pid in next..<(next + 400) {
            for (folder, name) in [
                (pub, "x.png"), (frames, "frames.json.partial"), (frames, "frames.json"),
                (frames, "frame_0000.png"),
            ] {
                let planted = folder.appendingPathComponent(".\(name).tmp-\(pid)")
                try FileManager.default.createSymbolicLink(atPath: planted.path, withDestinationPath: victim.path)
            }
        }
        let x = pub.appendingPathComponent("x.png"), sheet = pub.appendingPathComponent("s.png")
        let frame = try Run(["frame", "--offset", "-100", "--scale", "1", "--output", x.path])
        #expect(frame.status == 0, "\(frame.stderr)")
        let render = try Run(["render"] + Self.small + ["--output-dir", frames.path, "--sheet", sheet.path])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try Data(contentsOf: victim) == Data("do not touch".utf8))
        var status = stat()
        #expect(stat(victim.path, &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(try pngSize(x) == (375, 667))
    }

    /// Every temporary file is opened with O_CREAT|O_EXCL|O_NOFOLLOW, created 0600, and ends as
    /// 0644 less the umask (strace's record of every openat).
    @Test func temporaryFilesAreOpenedExclusivelyWithoutFollowingLinks() throws {
        let directory = try temporaryDirectory()
        let log = directory.appendingPathComponent("trace")
        let strace = try ExternalTool.path(of: "strace")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: strace)
        process.arguments =
            ["-f", "-e", "trace=openat", "-o", log.path, Run.binary.path, "render"] + Self.small
            + [
                "--output-dir", directory.appendingPathComponent("frames").path,
                "--sheet", directory.appendingPathComponent("s.png").path,
            ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let opens = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").filter { $0.contains(".tmp\"") }
        // 16 frames, frames.json, the record and the sheet.
        #expect(opens.count == 19, "\(opens)")
        for line in opens {
            #expect(["O_CREAT", "O_EXCL", "O_NOFOLLOW", "O_CLOEXEC", "0600"].allSatisfy(line.contains), "\(line)")
            #expect(line.range(of: #"\.stretchy-[0-9a-f]{16}\.tmp""#, options: .regularExpression) != nil, "\(line)")
        }
        var status = stat()
        #expect(
            stat(directory.appendingPathComponent("frames/frame_0000.png").path, &status) == 0
                && status.st_mode & 0o777 == 0o644 & ~currentUmask())
    }

    func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    /// A link at a name stretchy gives its own file (a frame) is removed by --resume and --force,
    /// which say so; the link's target is never written.
    @Test(arguments: ["--resume", "--force"])
    func linksAtItsOwnNamesAreRemovedAndSaidSo(_ flag: String) throws {
        let directory = try temporaryDirectory()
        let victim = try Self.victim(in: directory)
        let folder = directory.appendingPathComponent("frames")
        let options = ["--motion", "scroll 600 4", "--scale", "1", "--compression", "fast", "--jobs", "1"]
        let stopped = try SignalledRender(options, folder: folder, signal: SIGINT)
        try #require(stopped.wasRunning && stopped.terminationStatus == SIGINT, "not interrupted: \(stopped.stderr)")
        let link = folder.appendingPathComponent("frame_0000.png")
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: victim.path)

        let run = try Run(["render"] + options + ["--quiet", "--output-dir", folder.path, flag])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr == "Warning: removed '\(link.path)', a symbolic link: stretchy never writes its own files"
                + " through one\n")
        #expect(try Data(contentsOf: victim) == Data("do not touch".utf8))
        #expect(try Self.contents(folder) == Self.reference(options + ["--quiet"]))
    }

    /// Two renders into one folder, started together, 20 times, with other fps and titles and
    /// --force on both: never both exit 0 with a folder that is neither run's whole output; the
    /// loser names the holder's process.
    @Test func twoRunsNeverMixInOneFolder() throws {
        let a = Self.small + ["--fps", "30", "--title", "A", "--force"]
        let b = Self.small + ["--fps", "24", "--title", "B", "--force"]
        let references = [try Self.reference(a), try Self.reference(b)]
        var overlapped = 0
        for _ in 0..<20 {
            let folder = try temporaryDirectory().appendingPathComponent("frames")
            let runs = try [a, b].map { options in
                let process = Process()
                process.executableURL = Run.binary
                process.arguments = ["render"] + options + ["--output-dir", folder.path]
                let err = Pipe()
                process.standardError = err
                process.standardOutput = FileHandle.nullDevice
                try process.run()
                return (process, err)
            }
            var statuses: [Int32] = []
            for (process, err) in runs {
                let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                statuses.append(process.terminationStatus)
                if process.terminationStatus != 0 {
                    #expect(process.terminationStatus == 2, "\(stderr)")
                    #expect(stderr.contains("is writing into it") && stderr.contains("stretchy process "), "\(stderr)")
                    overlapped += 1
                }
            }
            #expect(statuses.contains(0))
            let left = try Self.contents(folder)
            #expect(references.contains(left), "a mixed folder: \(left.keys.sorted())")
        }
        // Not a check of timing: whichever way the runs met, the folder was one run's.
        print("two concurrent renders: \(overlapped) of 20 trials had one refused")
    }

    /// A holder that is running is named; `--wait` waits for it; one killed by SIGKILL leaves the
    /// lock to the kernel, which releases it. The holder is stopped (SIGSTOP) once its first frame
    /// is on disk, so it still holds the lock whatever the machine's speed: a holder left running
    /// could finish before the second run looked.
    @Test func aSecondRunNamesTheHolderOrWaitsForIt() throws {
        let folder = try temporaryDirectory().appendingPathComponent("frames")
        let long = ["--motion", "scroll 600 20", "--scale", "1", "--compression", "fast", "--quiet"]
        let holder = Process()
        holder.executableURL = Run.binary
        holder.arguments = ["render"] + long + ["--output-dir", folder.path]
        holder.standardError = FileHandle.nullDevice
        try holder.run()
        while holder.isRunning && SignalledRender.frames(in: folder).isEmpty { usleep(20_000) }
        kill(holder.processIdentifier, SIGSTOP)
        let finished = FileManager.default.fileExists(atPath: folder.appendingPathComponent("frames.json").path)
        try #require(!finished, "the holder finished before it could be stopped")
        let second = try Run(["render"] + Self.small + ["--output-dir", folder.path, "--force"])
        #expect(second.status == 2)
        #expect(
            second.stderr == "Error: cannot write '\(folder.path)': stretchy process \(holder.processIdentifier)"
                + " is writing into it (--wait waits for it to finish)\n")
        kill(holder.processIdentifier, SIGKILL)
        holder.waitUntilExit()
        let waiting = try Run(["render"] + long + ["--output-dir", folder.path, "--resume", "--wait"])
        #expect(waiting.status == 0, "\(waiting.stderr)")
        #expect(try Data(contentsOf: folder.appendingPathComponent(".stretchy.lock")).isEmpty)
    }

    /// SIGKILL at 10 moments of a render, then `--resume`: the folder is byte for byte what an
    /// uninterrupted run leaves, hidden files included (no temporary file is kept).
    @Test func aRenderKilledAnywhereResumesToTheSameFolder() throws {
        let options = ["--motion", "scroll 600 2", "--scale", "1", "--compression", "fast", "--quiet", "--jobs", "2"]
        let reference = try Self.reference(options)
        for moment in 0..<10 {
            let folder = try temporaryDirectory().appendingPathComponent("frames")
            let process = Process()
            process.executableURL = Run.binary
            process.arguments = ["render"] + options + ["--output-dir", folder.path]
            process.standardError = FileHandle.nullDevice
            try process.run()
            // From the first moment on, before the folder is made, to well into the frames: once
            // 1, 7, … 49 of the 61 frames are on disk (counted, not timed).
            let frames = moment == 0 ? 0 : 1 + (moment - 1) * 6
            while process.isRunning && SignalledRender.frames(in: folder).count < frames { usleep(5_000) }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let resumed = try Run(["render"] + options + ["--output-dir", folder.path, "--resume"])
            #expect(resumed.status == 0, "moment \(moment): \(resumed.stderr)")
            let left = try Self.contents(folder)
            #expect(left.keys.sorted() == reference.keys.sorted(), "moment \(moment)")
            #expect(left == reference, "moment \(moment): a file differs")
        }
    }

    /// What a killed run leaves of stretchy's own temporaries goes; a user's file that only looks
    /// like one (another target's name, another form) stays.
    @Test func leftoversOfItsOwnAreRemovedUnderTheLock() throws {
        let folder = try temporaryDirectory().appendingPathComponent("frames")
        let first = try Run(["render"] + Self.small + ["--output-dir", folder.path])
        try #require(first.status == 0)
        let planted = [".frame_0003.png.stretchy-0123456789abcdef.tmp", ".frames.json.stretchy-fedcba9876543210.tmp"]
        let kept = [
            ".notes.txt.stretchy-0123456789abcdef.tmp", ".frame_0003.png.tmp-1234",
            "frame_0003.png.stretchy-0123456789abcdef.tmp",
        ]
        for name in planted + kept { try Data("x".utf8).write(to: folder.appendingPathComponent(name)) }
        let run = try Run(["render"] + Self.small + ["--output-dir", folder.path, "--force"])
        #expect(run.status == 0, "\(run.stderr)")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(names.isDisjoint(with: planted))
        #expect(names.isSuperset(of: kept))
    }

    /// A `frames.json` or record larger than 64 MiB is not read whole to be resumed from.
    @Test(arguments: ["frames.json", "frames.json.partial"])
    func aHugeRecordIsRefusedNamingTheLimit(_ name: String) throws {
        let folder = try temporaryDirectory().appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data().write(to: file)
        try #require(truncate(file.path, 65 << 20) == 0)
        let run = try Run(["render"] + Self.small + ["--output-dir", folder.path, "--resume"])
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix(
                "Error: cannot resume the render in '\(folder.path)': its \(name) cannot be read:"
                    + " larger than 64 MiB\n"), "\(run.stderr)")
    }
}
