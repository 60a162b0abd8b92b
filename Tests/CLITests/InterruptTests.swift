import Codecs
import Foundation
import Testing

/// SIGINT and SIGTERM during `render`: the process stops, dies by that signal (as a shell
/// expects), and leaves only whole frames and the record `--resume` goes on from — no temporary
/// file and no frames.json.
@Suite(.scratchFolders) struct InterruptTests {
    /// A scroll: every frame is rendered anew. The signal goes once 10 frames are on disk (a
    /// count, not a time), and 6001 frames leave the render thousands more to do then, however
    /// fast the machine. (That a long hold, one frame written under many names, stops between two
    /// files is checked in ExportTests' CancellationTests.)
    static let motion = "scroll 600 200", frameCount = 6001, framesBeforeTheSignal = 10

    @Test(arguments: [SIGINT, SIGTERM])
    func stopsLeavingOnlyWholeFrames(_ signal: Int32) throws {
        let folder = try temporaryDirectory().appendingPathComponent("frames")
        let run = try SignalledRender(
            ["--motion", Self.motion, "--fps", "30", "--jobs", "2", "--scale", "1"],
            folder: folder, signal: signal, afterFrames: Self.framesBeforeTheSignal)

        #expect(run.wasRunning, "the render ended before it could be interrupted")
        #expect(
            run.terminationReason == .uncaughtSignal && run.terminationStatus == signal,
            "ended with \(run.terminationReason) \(run.terminationStatus): \(run.stderr)")
        #expect(run.stderr.contains("interrupted") && run.stderr.contains("--resume"), "\(run.stderr)")
        let written = SignalledRender.frames(in: folder)
        let others = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !written.contains($0) }
        #expect(
            others.sorted() == [".stretchy.lock", "frames.json.partial"],
            "only frames, the render's record and the folder's lock file are left, not \(others)")
        #expect(
            written.count >= Self.framesBeforeTheSignal && written.count < Self.frameCount,
            "\(written.count) of \(Self.frameCount) frames")
        for name in written {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            let image = try PNGDecoder.decode(bytes)
            #expect(image.width == 375 && image.height == 667, "\(name)")
        }
    }
}
