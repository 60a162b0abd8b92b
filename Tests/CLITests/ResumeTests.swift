import Foundation
import Testing

/// `render --resume` (SPEC §3): an interrupted render finished in place ends byte for byte as an
/// uninterrupted run leaves its folder; frames that other options made are refused, naming the
/// difference.
@Suite(.scratchFolders) struct ResumeTests {
    /// 1201 frames @1x, each rendered anew (a scroll): long enough to interrupt after the first.
    static let long = ["--motion", "scroll 600 40", "--scale", "1", "--compression", "fast", "--jobs", "2"]
    /// 16 frames: for what needs a finished render, not an interrupted one.
    static let short = ["--motion", "hold 0.2; drag -100 0.3", "--scale", "1", "--compression", "fast"]

    /// Every file in `folder`, hidden ones included, by name.
    func contents(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    /// `render` with `options` into `folder`.
    func render(_ options: [String], into folder: URL) throws -> Run {
        try Run(["render"] + options + ["--output-dir", folder.path])
    }

    /// A new folder holding the render of `options`, stopped by SIGINT after its first frames.
    func interrupted(_ options: [String]) throws -> URL {
        let folder = try temporaryDirectory().appendingPathComponent("frames")
        let run = try SignalledRender(options, folder: folder, signal: SIGINT, afterFrames: 10)
        try #require(run.wasRunning && run.terminationStatus == SIGINT, "the render was not interrupted: \(run.stderr)")
        return folder
    }

    /// What an uninterrupted render of `options` leaves in its folder.
    func uninterrupted(_ options: [String]) throws -> [String: Data] {
        let folder = try temporaryDirectory().appendingPathComponent("frames")
        let run = try render(options + ["--quiet"], into: folder)
        try #require(run.status == 0, "\(run.stderr)")
        return try contents(folder)
    }

    /// Every file of `resumed` is the file of the same name in `whole`, and no other is there.
    func expectSame(_ resumed: [String: Data], as whole: [String: Data]) {
        #expect(resumed.keys.sorted() == whole.keys.sorted())
        for (name, data) in whole { #expect(resumed[name] == data, "\(name) differs from the uninterrupted run's") }
    }

    @Test func finishesAnInterruptedRenderAsOneUninterruptedRun() throws {
        let folder = try interrupted(Self.long)
        let kept = SignalledRender.frames(in: folder).sorted()
        // A frame cut short some other way (a copy, a full disk) does not count as done.
        let cut = folder.appendingPathComponent(kept[0])
        try Data(contentsOf: cut).prefix(1000).write(to: cut)

        let run = try render(Self.long + ["--resume"], into: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(kept.count == 1 || run.stderr.contains("\(kept.count - 1) already there"), "\(run.stderr)")
        let whole = try uninterrupted(Self.long)
        #expect(
            whole.count == 1203 && whole["frames.json"] != nil && whole[".stretchy.lock"] == Data(),
            "1201 frames, frames.json and the emptied lock file, no record left")
        expectSame(try contents(folder), as: whole)
    }

    @Test func resumesARangeOfFrames() throws {
        let range = ["--frames", "200-1100"]
        let folder = try interrupted(Self.long + range)
        let before = try contents(folder)
        let other = try render(Self.long + ["--frames", "200-1000", "--resume"], into: folder)
        #expect(other.status == 64)
        #expect(other.stderr.contains("--frames was '200-1100', now '200-1000'"), "\(other.stderr)")
        #expect(try contents(folder) == before, "a refused resume touches nothing")

        let run = try render(Self.long + range + ["--resume", "--quiet"], into: folder)
        #expect(run.status == 0, "\(run.stderr)")
        expectSame(try contents(folder), as: try uninterrupted(Self.long + range))
    }

    /// `--layout`'s frames.json (each frame's layout) is the same after a resume as after one
    /// run; a resume without `--layout` is refused, as it would leave the first frames' layout
    /// out.
    @Test func resumesARenderWithItsLayout() throws {
        let options = Self.long + ["--layout"]
        let folder = try interrupted(options)
        let before = try contents(folder)
        let without = try render(Self.long + ["--resume"], into: folder)
        #expect(without.status == 64, "\(without.stderr)")
        #expect(without.stderr.contains("layout"), "\(without.stderr)")
        #expect(try contents(folder) == before, "a refused resume touches nothing")
        let run = try render(options + ["--resume", "--quiet"], into: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let whole = try uninterrupted(options)
        #expect(String(decoding: whole["frames.json"] ?? Data(), as: UTF8.self).contains("\"layout\""))
        expectSame(try contents(folder), as: whole)
    }

    @Test func refusesOtherOptionsOrInputsNamingTheDifference() throws {
        let photo = try temporaryDirectory().appendingPathComponent("photo.jpg")
        try FileManager.default.copyItem(
            at: HeaderFixture.repository.appendingPathComponent("Resources/ceshi.jpg"), to: photo)
        let options = Self.long + ["--header", photo.path]
        let folder = try interrupted(options)
        let before = try contents(folder)
        let refusals: [([String], String)] = [
            (options + ["--fps", "60"], "--fps was 30, now 60"),
            (options + ["--rows", "12"], "the scene's table.rows was 30, now 12"),
            (options.map { $0 == "fast" ? "best" : $0 }, "--compression was 'fast', now 'best'"),
        ]
        for (changed, reason) in refusals {
            let run = try render(changed + ["--resume"], into: folder)
            #expect(run.status == 64, "\(changed)")
            #expect(run.stderr.hasPrefix("Error: cannot resume the render in '\(folder.path)': "), "\(run.stderr)")
            #expect(run.stderr.contains(reason), "\(run.stderr)")
        }
        // The same options, but the photo was edited since: its frames would differ.
        let handle = try FileHandle(forWritingTo: photo)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([0]))
        try handle.close()
        let edited = try render(options + ["--resume"], into: folder)
        #expect(edited.status == 64)
        #expect(edited.stderr.contains("'\(photo.path)' has changed since"), "\(edited.stderr)")
        #expect(try contents(folder) == before, "a refused resume touches nothing")
    }

    @Test func aFinishedRenderHasNothingToResume() throws {
        let folder = try temporaryDirectory().appendingPathComponent("frames")
        try #require(try render(Self.short, into: folder).status == 0)
        let finished = try contents(folder)
        let run = try render(Self.short + ["--resume"], into: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("rendered 0 frames"), "\(run.stderr)")
        expectSame(try contents(folder), as: finished)

        // frames.json still tells fps, motion and size.
        let other = try render(Self.short + ["--fps", "10", "--resume"], into: folder)
        #expect(other.status == 64)
        #expect(other.stderr.contains("its frames.json is another render's: fps was 30, now 10"), "\(other.stderr)")
    }

    /// Issue 44: a record of `null` was refused with an empty key name, echoing the whole record
    /// this run expected (1,427 characters); a value that long is now said by its size.
    @Test func aRecordThatIsNoObjectOrFarOffIsSaidInOneShortLine() throws {
        let folder = try interrupted(Self.long)
        let record = folder.appendingPathComponent("frames.json.partial")
        var members = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: record)) as? [String: Any])
        members["scene"] = 5
        try JSONSerialization.data(withJSONObject: members).write(to: record)
        let scene = try render(Self.long + ["--resume"], into: folder)
        #expect(scene.status == 64)
        let line = try #require(scene.stderr.split(separator: "\n").first)
        #expect(
            line.wholeMatch(
                of: try Regex(
                    "Error: cannot resume the render in '.*': its frames were made with other options: "
                        + "scene was 5, now an object of [0-9]+ keys")) != nil, "\(line)")
        try Data("null".utf8).write(to: record)
        let null = try render(Self.long + ["--resume"], into: folder)
        #expect(null.status == 64)
        #expect(
            null.stderr.hasPrefix(
                "Error: cannot resume the render in '\(folder.path)': its frames.json.partial is not a render's: "
                    + "it holds null, not an object\n"), "\(null.stderr)")
    }

    @Test func framesWithoutARecordAreRefused() throws {
        let folder = try temporaryDirectory().appendingPathComponent("frames")
        try #require(try render(Self.short, into: folder).status == 0)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("frames.json"))
        let run = try render(Self.short + ["--resume"], into: folder)
        #expect(run.status == 64)
        #expect(run.stderr.contains("no frames.json.partial telling which options made them"), "\(run.stderr)")
    }

    @Test func aFolderWithoutARenderIsRenderedWhole() throws {
        let folder = try temporaryDirectory().appendingPathComponent("frames")
        let run = try render(Self.short + ["--resume", "--quiet"], into: folder)
        #expect(run.status == 0, "\(run.stderr)")
        expectSame(try contents(folder), as: try uninterrupted(Self.short))
    }

    @Test func resumeAndForceTogetherIsAUsageError() throws {
        let folder = try temporaryDirectory().appendingPathComponent("frames")
        let run = try render(Self.short + ["--resume", "--force"], into: folder)
        #expect(run.status == 64)
        #expect(run.stderr.contains("'--force' and '--resume' cannot be used together"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
