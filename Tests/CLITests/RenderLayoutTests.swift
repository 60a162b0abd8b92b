import Foundation
import Testing

/// The example scenes, beside the bundled images.
private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Resources/examples")

/// `render --layout` (issue 40 item 3; SPEC §3, §6 frames.json): each frame of `frames.json` holds,
/// as "layout", the document `stretchy layout` prints at that frame's offset (the spinner as the
/// frame draws it at its time); without the flag, no frame has one.
@Suite(.scratchFolders) struct RenderLayoutTests {
    /// The seed's rows and a scene of sections with images (whose sizes the layout reads).
    static let scenes: [[String]] = [[], ["--scene", examples.appendingPathComponent("content/contacts.json").path]]

    static func manifest(_ file: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    }

    @Test(arguments: scenes)
    func eachFramesLayoutIsStretchyLayoutAtItsOffset(scene: [String]) throws {
        let directory = try temporaryDirectory()
        let options = scene + ["--scale", "1"]
        let render = try Run(
            [
                "render", "--motion", "hold 0.1; drag -150 0.3; release; scroll 500 0.4", "--fps", "10", "--quiet",
                "--output-dir", "frames", "--layout",
            ] + options, in: directory)
        #expect(render.status == 0, "\(render.stderr)")
        let frames = try #require(
            try Self.manifest(directory.appendingPathComponent("frames/frames.json"))["frames"] as? [[String: Any]])
        #expect(frames.count > 10)
        var offsets = Set<Double>()
        for frame in frames {
            let offset = try #require(frame["offset"] as? Double)
            let layout = try #require(frame["layout"] as? [String: Any], "frame \(frame["index"] ?? "?") has no layout")
            guard offsets.insert(offset).inserted else { continue }
            let printed = try Run(["layout", "--offset", String(offset)] + options, in: directory)
            #expect(printed.status == 0, "\(printed.stderr)")
            let expected = try #require(try JSONSerialization.jsonObject(with: printed.output) as? [String: Any])
            #expect(NSDictionary(dictionary: layout) == NSDictionary(dictionary: expected), "at \(offset)")
            #expect((expected["elements"] as? [Any])?.isEmpty == false)
        }
        #expect(offsets.count > 5, "the motion moves")
    }

    /// A frame's layout is of the frame's state, its time included: through the pull-to-refresh
    /// example's `refresh` step, the spinner is listed exactly when the frame draws ticks, as wide
    /// as the radius it draws them at (shrinking as the refresh ends), where `stretchy layout` at
    /// the same offset, at t = 0, lists a pull's spinner.
    @Test func theSpinnerIsTheFramesAtItsTime() throws {
        let directory = try temporaryDirectory()
        let bar = examples.appendingPathComponent("bar")
        let render = try Run(
            [
                "render", "--scene", bar.appendingPathComponent("pull-to-refresh.json").path, "--motion-file",
                bar.appendingPathComponent("pull-to-refresh.txt").path, "--scale", "1", "--fps", "10", "--quiet",
                "--output-dir", "frames", "--layout",
            ], in: directory)
        #expect(render.status == 0, "\(render.stderr)")
        let frames = try #require(
            try Self.manifest(directory.appendingPathComponent("frames/frames.json"))["frames"] as? [[String: Any]])
        var modes = Set<String>()
        for frame in frames {
            let ticks = try #require(frame["refreshTicks"] as? Int),
                radius = try #require(frame["refreshRadius"] as? Double)
            modes.insert(try #require(frame["refreshMode"] as? String))
            let elements = try #require((frame["layout"] as? [String: Any])?["elements"] as? [[String: Any]])
            let spinner = elements.first { $0["kind"] as? String == "spinner" }
            #expect((spinner != nil) == (ticks > 0), "frame \(frame["index"] ?? "?")")
            if let box = spinner?["frame"] as? [Double] {
                #expect(box[2] == 2 * radius && box[3] == 2 * radius, "frame \(frame["index"] ?? "?")")
            }
        }
        #expect(modes.isSuperset(of: ["drag", "refresh", "done"]), "\(modes)")
    }

    /// The stream's manifest gets them too; without `--layout` a folder's does not.
    @Test func theStreamsManifestHasThemAndNoFlagNone() throws {
        let directory = try temporaryDirectory()
        let motion = ["--motion", "drag -100 0.2; release", "--fps", "10", "--scale", "1", "--quiet"]
        let stream = try Run(
            ["render", "--output-dir", "-", "--manifest", "m.json", "--layout"] + motion, in: directory)
        #expect(stream.status == 0, "\(stream.stderr)")
        let streamed = try #require(try Self.manifest(directory.appendingPathComponent("m.json"))["frames"] as? [Any])
        #expect(streamed.allSatisfy { ($0 as? [String: Any])?["layout"] != nil })
        let plain = try Run(["render", "--output-dir", "plain"] + motion, in: directory)
        #expect(plain.status == 0, "\(plain.stderr)")
        let frames = try #require(
            try Self.manifest(directory.appendingPathComponent("plain/frames.json"))["frames"] as? [[String: Any]])
        #expect(!frames.isEmpty && frames.allSatisfy { $0["layout"] == nil })
    }

    /// The layouts go into a frames.json: without one to write, `--layout` is a usage error.
    @Test(arguments: [["--apng", "a.png"], ["--output-dir", "-"]])
    func withoutAFramesJSONItIsAUsageError(_ destination: [String]) throws {
        let directory = try temporaryDirectory()
        let run = try Run(["render", "--layout", "--quiet"] + destination, in: directory)
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix(
                "Error: option '--layout' needs a frames.json: a folder (--output-dir DIR) or --manifest"),
            "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
