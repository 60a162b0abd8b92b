import Foundation
import Testing

/// `make app-preview`'s recipe (scripts/app-preview.sh) on a short motion at @1x: the App Store
/// preview form, read back by ffprobe.
@Suite(.scratchFolders) struct AppPreviewTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/app-preview.sh")

    @Test func thePreviewIs886By1920H264HighWithSilentStereoAAC() throws {
        let directory = try temporaryDirectory()
        // x264's fastest preset that keeps the High profile (ultrafast drops to Baseline).
        let command = """
            PRESET=veryfast sh '\(Self.script.path)' '\(Run.binary.path)' p.mp4 \
                --motion 'hold 0.2; drag -200 0.5; release' --scale 1 > /dev/null \
            && ffprobe -v error -show_entries \
                stream=codec_type,codec_name,profile,width,height,pix_fmt,r_frame_rate,channels:format=duration \
                -of compact=nokey=0 p.mp4
            """
        let run = try Run(["-c", command], in: directory, binary: URL(fileURLWithPath: "/bin/sh"))
        #expect(run.status == 0, "ffmpeg and ffprobe are installed by make test: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "stream|codec_name=h264|profile=High|codec_type=video|width=886|height=1920|pix_fmt=yuv420p"
                    + "|r_frame_rate=30/1"), "\(run.stdout)")
        #expect(
            lines.contains("stream|codec_name=aac|profile=LC|codec_type=audio|channels=2|r_frame_rate=0/0"),
            "\(run.stdout)")
        // 0.7 s of motion, held to 15 s.
        #expect(lines.contains("format|duration=15.000000"), "\(run.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["p.mp4"])
    }
}
