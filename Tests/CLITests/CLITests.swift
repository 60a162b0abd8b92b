import Foundation
import TestSupport
import Testing

/// Runs the built `stretchy` binary: `$STRETCHY_BINARY` when set (`make test` names the product
/// `make build` links, as the test bundle's own build compiles everything with `-enable-testing`),
/// else the one SwiftPM puts beside the test bundle.
struct Run {
    let status: Int32
    /// Standard output as bytes (PNGs, for `--output -`).
    let output: Data
    let stderr: String

    var stdout: String { String(decoding: output, as: UTF8.self) }

    static let binary: URL = {
        if let product = ProcessInfo.processInfo.environment["STRETCHY_BINARY"], !product.isEmpty {
            return URL(fileURLWithPath: product)
        }
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return exe.deletingLastPathComponent().appendingPathComponent("stretchy")
    }()

    /// Runs `binary` with `arguments` in `directory`, with `environment` (nil: this process's),
    /// and `input` on its standard input through a pipe (nil: this process's standard input).
    init(
        _ arguments: [String], in directory: URL? = nil, binary: URL = Run.binary,
        environment: [String: String]? = nil, input: Data? = nil
    ) throws {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inPipe = input.map { _ in Pipe() }
        if let inPipe { process.standardInput = inPipe }
        try process.run()
        // The input is written and standard error read on other threads while this one reads
        // standard output: a child that fills one pipe (64 KiB) while this process waits on
        // another would otherwise wait for ever, and so would this process.
        let others = DispatchGroup(), errData = Collected()
        if let input, let inPipe {
            // A process that exits without reading its input closes the pipe: a write then
            // fails with EPIPE, which must not kill this one.
            signal(SIGPIPE, SIG_IGN)
            DispatchQueue.global().async(group: others) {
                try? inPipe.fileHandleForWriting.write(contentsOf: input)
                try? inPipe.fileHandleForWriting.close()
            }
        }
        DispatchQueue.global().async(group: others) { errData.data = err.fileHandleForReading.readDataToEndOfFile() }
        output = out.fileHandleForReading.readDataToEndOfFile()
        others.wait()
        process.waitUntilExit()
        status = process.terminationStatus
        stderr = String(decoding: errData.data, as: UTF8.self)
    }

    /// What another thread read, handed over by the `DispatchGroup` it ran in (its `wait`
    /// orders the write before the read).
    private final class Collected: @unchecked Sendable {
        var data = Data()
    }
}

/// `Run` itself: a child that writes more than a pipe holds to standard error before it writes
/// or closes standard output finishes (read one pipe after the other, both processes would wait
/// for ever: the time limit would then fail the test).
@Suite struct RunTests {
    @Test(.timeLimit(.minutes(1))) func aChildFillingStandardErrorFirstDoesNotDeadlock() throws {
        let run = try Run(["-c", "head -c 200000 /dev/zero >&2; echo done"], binary: URL(fileURLWithPath: "/bin/sh"))
        #expect(run.status == 0)
        #expect(run.stdout == "done\n")
        #expect(run.stderr.utf8.count == 200_000)
    }
}

/// A scratch folder for one test's files, removed when it ends (its suite is `.scratchFolders`).
func temporaryDirectory() throws -> URL { try scratchFolder("cli") }

func pngSize(_ url: URL) throws -> (width: Int, height: Int) {
    let data = [UInt8](try Data(contentsOf: url))
    try #require(data.count > 24 && data.starts(with: PNGBytes.signature))
    return PNGBytes.size(of: data)
}

@Suite struct HelpAndVersionTests {
    @Test func rootHelpListsSubcommands() throws {
        for flag in ["-h", "--help", "help"] {
            let run = try Run([flag])
            #expect(run.status == 0)
            #expect(run.stdout.contains("OVERVIEW:"))
            #expect(run.stdout.contains("SUBCOMMANDS:"))
            #expect(run.stdout.contains("frame"))
            #expect(run.stdout.contains("state"))
            #expect(run.stdout.contains("EXAMPLES:"))
        }
    }

    @Test func commandHelpIsTheSameEveryWay() throws {
        let a = try Run(["frame", "--help"]), b = try Run(["frame", "-h"]), c = try Run(["help", "frame"])
        #expect(a.status == 0 && b.status == 0 && c.status == 0)
        #expect(a.stdout == b.stdout && b.stdout == c.stdout)
        for section in ["OVERVIEW:", "USAGE:", "OPTIONS:", "EXAMPLES:", "--offset <Y>", "--scale <1|2|3>"] {
            #expect(a.stdout.contains(section), "help lacks \(section)")
        }
    }

    @Test func version() throws {
        let run = try Run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("stretchy "))
    }
}

@Suite(.scratchFolders) struct UsageErrorTests {
    @Test(arguments: [
        (["frame", "--offset", "abc"], "--offset"),
        (["frame", "--offset", "nan"], "--offset"),
        (["frame", "--offset", "inf"], "--offset"),
        (["frame", "--offset", "-inf"], "--offset"),
        (["frame", "--offset", "0x10"], "--offset"),
        (["frame"], "--offset"),
        (["frame", "--offset", "0", "--scale", "0"], "--scale"),
        (["frame", "--offset", "0", "--scale", "4"], "--scale"),
        (["frame", "--offset", "0", "--scale", "two"], "--scale"),
        (["state", "--offset", "0", "--rows", "-1"], "--rows"),
        (["frame", "--offset", "0", "--bogus"], "--bogus"),
        (["frame", "--offset", "0", "--offset", "1"], "--offset"),
        (["state", "--offset"], "--offset"),
        (["dance"], "dance"),
        ([], "subcommand"),
    ])
    func exits64NamingTheOption(arguments: [String], named: String) throws {
        let directory = try temporaryDirectory()
        let run = try Run(arguments, in: directory)
        #expect(run.status == 64)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("Error: ") == true)
        #expect(lines.first?.contains(named) == true, "\(run.stderr)")
        #expect(lines.dropFirst().first?.hasPrefix("Usage: ") == true)
        #expect(run.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func suggestsTheNearestOption() throws {
        let run = try Run(["frame", "--ofset", "0"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("did you mean '--offset'"))
    }
}

@Suite struct StateCommandTests {
    @Test func printsTheSpecExample() throws {
        let run = try Run(["state", "--offset", "-130"])
        #expect(run.status == 0)
        #expect(
            run.stdout
                == ##"{"offset": -130, "barAlpha": 0.514706, "stretched": false, "opaque": false, "header": {"x": 0, "y": -70, "width": 375, "height": 200}, "headerBox": {"x": 0, "y": 0, "width": 375, "height": 130}, "headerZoom": 1, "headerBlur": 0, "barBackImage": "back_0", "floatingBackVisible": true, "titleColor": "#FFFFFF"}"##
                + "\n")
    }

    @Test func snapsFractionalOffsets() throws {
        let run = try Run(["state", "--offset=-300.26", "--scale", "3"])
        #expect(run.status == 0)
        // round(−300.26·3)/3 = −901/3
        #expect(run.stdout.contains(#""offset": -300.333333"#))
        #expect(run.stdout.contains(#""stretched": true"#))
        #expect(run.stdout.contains(#""header": {"x": 0, "y": 0, "width": 375, "height": 300.333333}"#))
    }
}

@Suite(.scratchFolders) struct FrameCommandTests {
    @Test(arguments: [(1, 375, 667), (2, 750, 1334), (3, 1125, 2001)])
    func writesAPNGOfTheScreensPixelSize(scale: Int, width: Int, height: Int) throws {
        let directory = try temporaryDirectory()
        let run = try Run(["frame", "--offset", "-130", "--scale", String(scale), "--output", "f.png"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let size = try pngSize(directory.appendingPathComponent("f.png"))
        #expect(size.width == width && size.height == height)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names == ["f.png"], "no temporary file is left behind")
    }

    @Test func sameInputSameBytes() throws {
        let directory = try temporaryDirectory()
        _ = try Run(["frame", "--offset", "-350", "--scale", "1", "--output", "a.png"], in: directory)
        _ = try Run(["frame", "--offset", "-350", "--scale", "1", "--output", "b.png"], in: directory)
        let a = try Data(contentsOf: directory.appendingPathComponent("a.png"))
        let b = try Data(contentsOf: directory.appendingPathComponent("b.png"))
        #expect(!a.isEmpty && a == b)
    }

    @Test func pngcheckAcceptsTheOutput() throws {
        let directory = try temporaryDirectory()
        let run = try Run(["frame", "--offset", "0", "--scale", "1", "--output", "f.png"], in: directory)
        #expect(run.status == 0)
        let report = try Pngcheck.run(directory.appendingPathComponent("f.png").path)
        let text = report.output
        #expect(report.status == 0, "\(text)")
        #expect(text.contains("sRGB"))
        #expect(text.contains("pHYs"))
        #expect(!text.contains("tIME"))
        #expect(text.contains("24-bit RGB, non-interlaced"))
    }

    @Test func missingHeaderExits2NamingTheFileAndWritesNothing() throws {
        let directory = try temporaryDirectory()
        let run = try Run(["frame", "--offset", "0", "--header", "nope.jpg", "--output", "f.png"], in: directory)
        #expect(run.status == 2)
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stderr.contains("nope.jpg"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func garbageHeaderExits2() throws {
        let directory = try temporaryDirectory()
        try Data("not a picture".utf8).write(to: directory.appendingPathComponent("bad.jpg"))
        let run = try Run(["frame", "--offset", "0", "--header", "bad.jpg", "--output", "f.png"], in: directory)
        #expect(run.status == 2)
        #expect(run.stderr.contains("bad.jpg"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("f.png").path))
    }

    @Test func outputInAMissingFolderExits2() throws {
        let directory = try temporaryDirectory()
        let run = try Run(["frame", "--offset", "0", "--output", "no/such/f.png"], in: directory)
        #expect(run.status == 2)
        #expect(run.stderr.contains("no/such/f.png"))
    }

    @Test func outputOntoAFolderExits2() throws {
        let directory = try temporaryDirectory()
        let folder = directory.appendingPathComponent("looks-like.png")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let run = try Run(["frame", "--offset", "0", "--output", folder.path], in: directory)
        #expect(run.status == 2)
        #expect(run.stderr.contains("folder"))
    }

    /// No PNG under another name (issue 11): `.png` in any case, or a usage error before any work.
    @Test(arguments: ["x.jpg", "frame", "x.png.txt"])
    func outputNotEndingInPNGIsAUsageError(_ output: String) throws {
        let directory = try temporaryDirectory()
        let run = try Run(["frame", "--offset", "0", "--scale", "1", "--output", output], in: directory)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: option '--output': "), "\(run.stderr)")
        #expect(run.stderr.contains(".png"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func outputEndingInPNGInAnyCaseIsWritten() throws {
        let directory = try temporaryDirectory()
        let run = try Run(["frame", "--offset", "0", "--scale", "1", "--output", "X.PNG"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let size = try pngSize(directory.appendingPathComponent("X.PNG"))
        #expect(size.width == 375 && size.height == 667)
    }

    @Test func worksFromAnyWorkingDirectory() throws {
        let output = try temporaryDirectory().appendingPathComponent("cwd-test.png")
        let run = try Run(
            ["frame", "--offset", "-200", "--scale", "1", "--output", output.path],
            in: URL(fileURLWithPath: "/"))
        #expect(run.status == 0, "\(run.stderr)")
        let size = try pngSize(output)
        #expect(size.width == 375 && size.height == 667)
    }
}
