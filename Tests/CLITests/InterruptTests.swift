import Codecs
import Foundation
import Testing

/// SIGINT and SIGTERM during `render`: the process stops, dies by that signal (as a shell
/// expects), and leaves only whole frames — no temporary file and no frames.json.
@Suite struct InterruptTests {
    /// A scroll: every frame is rendered anew, so 601 frames take far longer than the second
    /// the test waits. (That a long hold, one frame written under many names, stops between two
    /// files is checked without timing in ExportTests' CancellationTests.)
    static let motion = "scroll 600 20", frameCount = 601

    @Test(arguments: [SIGINT, SIGTERM])
    func stopsLeavingOnlyWholeFrames(_ signal: Int32) throws {
        let directory = try temporaryDirectory()
        let folder = directory.appendingPathComponent("frames")
        let process = Process()
        process.executableURL = Run.binary
        process.arguments = ["render", "--motion", Self.motion, "--fps", "30", "--jobs", "2", "--scale", "1",
                             "--output-dir", folder.path, "--quiet"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()

        // Signal once the render is under way (its first frame is on disk), plus about a second.
        // If it never starts, the loop ends with the process and the expectations below fail.
        while process.isRunning && frames(in: folder).isEmpty { usleep(20_000) }
        usleep(1_000_000)
        let wasRunning = process.isRunning
        if wasRunning { kill(process.processIdentifier, signal) }
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(wasRunning, "the render ended before it could be interrupted")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal,
                "ended with \(process.terminationReason) \(process.terminationStatus): \(stderr)")
        #expect(stderr.contains("interrupted"), "\(stderr)")
        let written = frames(in: folder)
        let others = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !written.contains($0) }
        #expect(others.isEmpty, "only frames are left, not \(others)")
        #expect(!written.isEmpty && written.count < Self.frameCount, "\(written.count) of \(Self.frameCount) frames")
        for name in written {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            let image = try PNGDecoder.decode(bytes)
            #expect(image.width == 375 && image.height == 667, "\(name)")
        }
    }

    func frames(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("frame_") && $0.hasSuffix(".png") }
    }
}
