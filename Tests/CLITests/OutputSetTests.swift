import Foundation
import Testing

/// The files one `render` writes on the user's say-so (SPEC §3 "Animated files", §6 "Atomic
/// files"): judged by where they lead on disk, not by their spelling (two options naming one file,
/// a file the render keeps in its folder, a file in a folder not made yet), and committed as one.
@Suite(.scratchFolders) struct OutputSetTests {
    static let common = ["--motion", "hold 0.1; drag -50 0.2", "--fps", "10", "--scale", "1", "--quiet"]

    /// Makes `folders`, then `links` (name, target) in `directory`, and a file `x.png`.
    static func directory(folders: [String] = [], links: [(String, String)] = []) throws -> URL {
        let directory = try temporaryDirectory()
        for folder in folders {
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data("old".utf8).write(to: directory.appendingPathComponent("x.png"))
        for (name, target) in links {
            try FileManager.default.createSymbolicLink(
                atPath: directory.appendingPathComponent(name).path, withDestinationPath: target)
        }
        return directory
    }

    /// Two options that lead to one file, however spelt, through a link to the file or to its
    /// folder: a usage error, and nothing written (the file untouched).
    @Test(arguments: [
        (
            ["--apng", "x.png", "--sheet", "./x.png"],
            "options '--apng' and '--sheet' name the same file ('x.png' and './x.png')"
        ),
        (
            ["--apng", "x.png", "--sheet", "l.png"],
            "options '--apng' and '--sheet' name the same file ('x.png' and 'l.png')"
        ),
        (["--webp", "d/a.webp", "--sheet", "e/../e/a.webp"], "options '--webp' and '--sheet' name the same file"),
        (
            ["--gif", "d/a.gif", "--output-dir", "-", "--manifest", "e/a.gif"],
            "options '--gif' and '--manifest' name the same file"
        ),
    ])
    func oneFileNamedTwiceIsRefused(_ arguments: [String], _ message: String) throws {
        let directory = try Self.directory(folders: ["d"], links: [("l.png", "x.png"), ("e", "d")])
        let run = try Run(["render"] + arguments + Self.common, in: directory)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("Error: " + message), "\(run.stderr)")
        #expect(try Data(contentsOf: directory.appendingPathComponent("x.png")) == Data("old".utf8))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                "d", "e", "l.png", "x.png",
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("d").path).isEmpty)
    }

    /// An output that leads to a file the render keeps in its folder (a frame, frames.json, the
    /// record, the page, the lock file), or to the folder itself: a usage error before the folder
    /// is made.
    @Test(arguments: [
        (
            ["--output-dir", "o3", "--apng", "o3/frame_0003.png"],
            "option '--apng': 'o3/frame_0003.png' is a file the render keeps in its folder 'o3'"
        ),
        (
            ["--output-dir", "o3", "--sheet", "./o3/frames.json"],
            "option '--sheet': './o3/frames.json' is a file the render keeps"
        ),
        (
            ["--output-dir", "d", "--sheet", "e/player.html", "--player"],
            "option '--sheet': 'e/player.html' is a file the render keeps in its folder 'd'"
        ),
        (
            ["--output-dir", "d/", "--sheet", "d/.stretchy.lock"],
            "option '--sheet': 'd/.stretchy.lock' is a file the render keeps"
        ),
        (["--output-dir", "q.png", "--apng", "./q.png"], "option '--apng': './q.png' is the output folder"),
    ])
    func anOutputThatIsTheRendersOwnFileIsRefused(_ arguments: [String], _ message: String) throws {
        let directory = try Self.directory(folders: ["d"], links: [("e", "d")])
        let run = try Run(["render"] + arguments + Self.common, in: directory)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("Error: " + message), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["d", "e", "x.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("d").path).isEmpty)
    }

    /// A file in the output folder is one however the folder is spelt, before it is made; a file
    /// in a subfolder of it that does not exist is refused before anything is made.
    @Test func filesInTheOutputFolderAreFoundByWhereTheyLead() throws {
        let directory = try temporaryDirectory()
        for (folder, file) in [("newout", "./newout/a.png"), ("newout2/", "newout2/a.gif")] {
            let option = file.hasSuffix(".gif") ? "--gif" : "--apng"
            let run = try Run(["render", "--output-dir", folder, option, file] + Self.common, in: directory)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path))
        }
        let run = try Run(
            ["render", "--output-dir", "made3", "--apng", "made3/sub/a.png"] + Self.common, in: directory)
        #expect(run.status == 2)
        #expect(run.stderr == "Error: cannot write 'made3/sub/a.png': its folder does not exist\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("made3").path))
    }

    /// A render that fails once its frames are drawn (a folder planted at the sheet's name, or
    /// a FIFO at the WebP's, while it runs) keeps none of its files: the animated files of the
    /// run before stay as they were, `frames.json` is not written (the record stays for
    /// `--resume`), and no temporary file is left. The render is stopped (SIGSTOP) once its
    /// first frame is on disk, the target planted, then let go on: no time is waited for.
    @Test(arguments: ["s.png", "m/a.webp"])
    func aFailedRenderKeepsNoneOfItsFiles(planted: String) throws {
        let directory = try temporaryDirectory()
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("m"), withIntermediateDirectories: false)
        let outputs = ["--apng", "a.png", "--gif", "a.gif", "--gif-palette", "frame", "--webp", "m/a.webp"]
        let first = try Run(["render", "--title", "RUN1"] + outputs + Self.common, in: directory)
        try #require(first.status == 0, "\(first.stderr)")
        let kept = ["a.png", "a.gif", "m/a.webp"].filter { $0 != planted }
        let before = try kept.map { try Data(contentsOf: directory.appendingPathComponent($0)) }
        let frames = directory.appendingPathComponent("f")
        let render = try StoppedRender(
            [
                "render", "--title", "RUN2", "--motion", "drag -3000 20", "--frames", "0-59", "--fps", "30",
                "--scale", "1", "--jobs", "1", "--quiet", "--output-dir", "f", "--sheet", "s.png",
            ] + outputs, frames: frames, in: directory)
        let target = directory.appendingPathComponent(planted).path
        if planted.hasSuffix(".webp") {
            try FileManager.default.removeItem(atPath: target)
            #expect(mkfifo(target, 0o644) == 0)
        } else {
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        }
        let (status, stderr) = render.finish()
        try #require(!render.finished, "the render was over before a target could be planted")
        #expect(status == 2, "\(stderr)")
        #expect(stderr.hasPrefix("Error: ") && stderr.contains("'\(planted)'"), "\(stderr)")
        #expect(try kept.map { try Data(contentsOf: directory.appendingPathComponent($0)) } == before)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["a.gif", "a.png", "f", "m", "s.png"].filter { $0 != "s.png" || planted == "s.png" })
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("m").path) == [
                "a.webp"
            ])
        let own = try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { !$0.hasPrefix("frame_") }
        #expect(own.sorted() == [".stretchy.lock", "frames.json.partial"])
    }
}
