import Foundation
import Testing

/// The rough edges a new user meets (issue 24): `--frames A-` and a B past the end, counts in
/// the singular, PNG data refused on a terminal, warnings as the docs word them.
@Suite(.scratchFolders) struct CLIEdgeTests {
    /// `hold 1` at 10 fps: frames 0 … 10 (frame k shows k/10 s, the last the end).
    static let render = ["render", "--motion", "hold 1", "--fps", "10", "--scale", "1", "--output-dir", "out"]

    static func frames(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path)
            .filter { $0.hasPrefix("frame_") }.sorted()
    }

    @Test func anOpenRangeRunsToTheLastFrame() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Run(Self.render + ["--frames", "8-"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.frames(in: directory) == ["frame_0008.png", "frame_0009.png", "frame_0010.png"])
        #expect(run.stderr.hasPrefix("rendered 3 frames (frame_0008.png … frame_0010.png) in "), "\(run.stderr)")
        #expect(!run.stderr.contains("Note:"))
    }

    @Test func aLastFramePastTheEndIsTheEndWithOneNote() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Run(Self.render + ["--frames", "9-200"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.frames(in: directory) == ["frame_0009.png", "frame_0010.png"])
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first == "Note: --frames 9-200: this animation has frames 0-10; rendering 9-10")
        // --quiet silences the summary, not the note.
        let quiet = try Run(Self.render + ["--frames", "9-200", "--force", "--quiet"], in: directory)
        #expect(quiet.status == 0 && quiet.stderr == (lines.first ?? "?") + "\n", "\(quiet.stderr)")
        // The same bytes as those frames of a full run.
        let full = try Run(Self.render + ["--force"], in: directory)
        #expect(full.status == 0, "\(full.stderr)")
        #expect(full.stderr.hasPrefix("rendered 11 frames (frame_0000.png … frame_0010.png) in "), "\(full.stderr)")
    }

    @Test func oneFrameIsCountedInTheSingular() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Run(Self.render + ["--frames", "10-10"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("rendered 1 frame (frame_0010.png … frame_0010.png) in "), "\(run.stderr)")
    }

    /// Runs the binary with a pseudo-terminal as its standard input, output and error (Python's
    /// `pty`), and returns its exit status and everything it wrote there.
    static func onTerminal(_ arguments: [String], in directory: URL) throws -> Run {
        // The module graph check reads a line that starts with `import` as a Swift import.
        let script =
            "import os, pty, sys\n" + """
                pid, fd = pty.fork()
                if pid == 0:
                    os.execv(sys.argv[1], sys.argv[1:])
                out = b''
                while True:
                    try:
                        chunk = os.read(fd, 4096)
                    except OSError:
                        break
                    if not chunk:
                        break
                    out += chunk
                _, status = os.waitpid(pid, 0)
                sys.stdout.buffer.write(out)
                sys.exit(os.waitstatus_to_exitcode(status))
                """
        return try Run(
            ["python3", "-c", script, Run.binary.path] + arguments, in: directory,
            binary: URL(fileURLWithPath: "/usr/bin/env"))
    }

    @Test(arguments: [
        (
            ["frame", "--offset", "-200", "--output", "-"],
            "option '--output': '-' writes PNG data to standard output, "
                + "which is a terminal; send it to a file (> frame.png) or a pipe (| …)"
        ),
        (
            ["render", "--output-dir", "-"],
            "option '--output-dir': '-' writes PNG data to standard output, "
                + "which is a terminal; send it to a file (> frames.bin) or a pipe (| …)"
        ),
    ])
    func pngDataIsRefusedOnATerminal(arguments: [String], message: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Self.onTerminal(arguments, in: directory)
        #expect(run.status == 64, "\(run.stdout)")
        #expect(run.stdout.hasPrefix("Error: \(message)\r\n"), "\(run.stdout)")
        #expect(!run.output.contains(0x89), "no PNG byte on the terminal")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// The arguments reach stretchy where there is no /proc, under a chroot or in a minimal
    /// container: Swift's `CommandLine.arguments` is read from /proc/self/cmdline, and with it
    /// stretchy once saw none ("missing subcommand"), the container check's first failure.
    @Test(.enabled(if: geteuid() == 0, "chroot(8) needs root; CI runs as root"))
    func theArgumentsNeedNoProc() throws {
        let root = try BinaryRoot(in: try temporaryDirectory())
        #expect(try root.files().contains { $0.contains("libjpeg") })
        #expect(!FileManager.default.fileExists(atPath: root.folder.appendingPathComponent("proc/self").path))
        let version = try root.run(["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("stretchy 1."), "\(version.status) \(version.stderr)")
        let help = try root.run(["help", "frame"])
        #expect(help.status == 0 && help.stdout.contains("USAGE: stretchy frame"), "\(help.status) \(help.stderr)")
    }
}
