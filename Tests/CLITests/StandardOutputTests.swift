import Foundation
import Testing

/// Every command that writes to standard output says so when the write fails (issue 25, SPEC
/// §3): exit 2 and `Error: cannot write to standard output: <reason>`, never exit 0 with nothing
/// written.
@Suite(.scratchFolders) struct StandardOutputTests {
    /// `stretchy arguments` with standard output on /dev/full, which refuses every write with ENOSPC.
    func onFullDisk(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = Run.binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let err = Pipe()
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stderr)
    }

    @Test(arguments: [
        ["state", "--offset", "-130"],
        ["scene", "--print"],
        ["devices"],
        ["--help"],
        ["help", "render"],
        ["frame", "--help"],
        ["--version"],
        ["frame", "--offset", "0", "--scale", "1", "--output", "-"],
        ["render", "--motion", "hold 0.1", "--scale", "1", "--output-dir", "-", "--quiet"],
    ])
    func aFullDiskIsAnError(_ arguments: [String]) throws {
        let run = try onFullDisk(arguments)
        #expect(run.status == 2, "\(arguments)")
        #expect(
            run.stderr.hasPrefix("Error: cannot write to standard output: No space left on device"),
            "\(arguments): \(run.stderr)")
    }

    @Test(arguments: [[], ["--json"]])
    func compareOnAFullDiskIsAnError(_ flags: [String]) throws {
        let directory = try temporaryDirectory()
        let a = try Picture.write(Picture.solid(4, 4, [1, 2, 3, 255]), to: directory.appendingPathComponent("a.png"))
        let b = try Picture.write(Picture.solid(4, 4, [9, 2, 3, 255]), to: directory.appendingPathComponent("b.png"))
        for pair in [[a, a], [a, b], [directory.path, directory.path]] {
            let run = try onFullDisk(["compare"] + pair + flags)
            #expect(run.status == 2, "\(pair)")
            #expect(
                run.stderr == "Error: cannot write to standard output: No space left on device\n",
                "\(pair): \(run.stderr)")
        }
    }
}
