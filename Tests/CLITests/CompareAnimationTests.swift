import Foundation
import Raster
import Testing

@testable import Codecs

/// `stretchy compare` of two animations (SPEC §4 "Animations", issue 43 item 4): APNGs the
/// renderer wrote, made to differ in one frame, in fps and in frame count; an APNG against a
/// render's folder of frames; GIFs of different bytes and the same pixels; a damaged APNG.
@Suite(.scratchFolders) struct CompareAnimationTests {
    static let motion = "hold 0.2; drag -120 0.4; release"

    /// Renders `motion` at `fps` into the folder `frames` and the APNG `apng`.
    static func render(_ apng: String, frames: String, fps: Int = 20, motion: String = motion, in directory: URL)
        throws -> Int
    {
        let run = try Run(
            [
                "render", "--output-dir", frames, "--apng", apng, "--motion", motion, "--fps", String(fps), "--scale",
                "1",
                "--quiet",
            ], in: directory)
        try #require(run.status == 0, "\(run.stderr)")
        return SignalledRender.frames(in: directory.appendingPathComponent(frames)).count
    }

    /// The render's frames as an APNG of whole frames, `change` applied to each frame first.
    static func apng(of frames: URL, count: Int, change: (Int, RGBAImage) -> RGBAImage) throws -> [UInt8] {
        var writer = APNGWriter(fps: 20, plays: 0)
        for index in 0..<count {
            let name = String(format: "frame_%04d.png", index)
            let image = change(index, try Picture.read(frames.appendingPathComponent(name)))
            let png = try PNGEncoder(compression: .fast).encodeRGBA(image)
            try writer.append(png, at: PixelRect(x: 0, y: 0, width: image.width, height: image.height), frames: 1)
        }
        return writer.file()
    }

    @Test func theSameRenderMatchesAsAnAPNGAndAsItsFrames() throws {
        let directory = try temporaryDirectory()
        let count = try Self.render("a.png", frames: "a", in: directory)
        _ = try Self.render("b.png", frames: "b", in: directory)
        for other in ["b.png", "a"] {
            let run = try Run(["compare", "a.png", other], in: directory)
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            #expect(run.stdout == "0 of \(count) frames differ\n")
        }
    }

    @Test func oneFrameDiffers() throws {
        let directory = try temporaryDirectory()
        let count = try Self.render("a.png", frames: "a", in: directory)
        let frames = directory.appendingPathComponent("a")
        let changed = try Self.apng(of: frames, count: count) { index, image in
            index == 5 ? Picture.setting(image, 10, 10, [255, 0, 255, 255]) : image
        }
        try Data(changed).write(to: directory.appendingPathComponent("b.png"))
        let run = try Run(["compare", "a.png", "b.png", "--diff", "delta.png", "--report", "report"], in: directory)
        #expect(run.status == 1, "\(run.stderr)")
        let size = try Picture.read(frames.appendingPathComponent("frame_0000.png"))
        let total = size.width * size.height
        #expect(
            run.stdout.split(separator: "\n") == [
                // 1 of 250125 is 0.0004 %: below the 3 decimals shown.
                "frame_0005.png: 1 of \(total) pixels differ (<0.001 %), 0 allowed",
                "1 of \(count) frames differ",
            ], "\(run.stdout)")
        // The delta: every frame's diff at 20 fps, frame 5's pixel red.
        let delta = try APNGDecoder([UInt8](try Data(contentsOf: directory.appendingPathComponent("delta.png"))))
        #expect(delta.timeBase == 20)
        var ticks = 0
        while let frame = try delta.next() {
            #expect((Picture.pixel(frame.image, 10, 10) == [255, 0, 0, 255]) == (ticks == 5), "frame \(ticks)")
            ticks += frame.ticks
        }
        #expect(ticks == count)
        // The report holds the crops of frame 5 alone.
        let crops = try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("report/crops/diff").path)
        #expect(crops == ["frame_0005.png"])
        // The same change in a copy of the frames folder, against the render's APNG.
        try FileManager.default.copyItem(at: frames, to: directory.appendingPathComponent("c"))
        let fifth = directory.appendingPathComponent("c/frame_0005.png")
        try Picture.write(Picture.setting(try Picture.read(fifth), 10, 10, [255, 0, 255, 255]), to: fifth)
        let folder = try Run(["compare", "a.png", "c"], in: directory)
        #expect(folder.status == 1)
        #expect(folder.stdout.hasSuffix("\n1 of \(count) frames differ\n"), "\(folder.stdout)")
        // Without a report, JUnit names an animation's frame as a property, never as an
        // attachment: `a.png#frame_0005.png` is no file a CI job could attach.
        let junit = try Run(["compare", "a.png", "c", "--junit", "j.xml"], in: directory)
        #expect(junit.status == 1)
        let xml = try String(contentsOf: directory.appendingPathComponent("j.xml"), encoding: .utf8)
        #expect(xml.contains(#"<property name="expectedImage" value="a.png#frame_0005.png"/>"#), "\(xml)")
        #expect(xml.contains(#"<property name="actualImage" value="c#frame_0005.png"/>"#), "\(xml)")
        #expect(!xml.contains("[[ATTACHMENT|"), "\(xml)")
    }

    @Test func fpsAndFrameCountDiffer() throws {
        let directory = try temporaryDirectory()
        let twenty = try Self.render("a.png", frames: "a", fps: 20, in: directory)
        let ten = try Self.render("b.png", frames: "b", fps: 10, in: directory)
        let run = try Run(["compare", "a.png", "b.png"], in: directory)
        #expect(run.status == 1, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(
            lines.prefix(2) == [
                "Mismatched fps: expected 20, actual 10", "Mismatched frame count: expected \(twenty), actual \(ten)",
            ])
        // Both played at 20 fps: the 10 fps side's frames last 2 frames each.
        #expect(lines.last?.hasSuffix(" of \(max(twenty, 2 * ten)) frames differ") == true, "\(run.stdout)")
    }

    @Test func frameCountDiffers() throws {
        let directory = try temporaryDirectory()
        let short = try Self.render("a.png", frames: "a", in: directory)
        let long = try Self.render("b.png", frames: "b", motion: "hold 0.5; drag -120 0.4; release", in: directory)
        let run = try Run(["compare", "a.png", "b.png", "--json"], in: directory)
        #expect(run.status == 1, "\(run.stderr)")
        let animation = try #require(try json(run)["animation"] as? [String: Any])
        #expect((animation["expected"] as? [String: Any])?["frames"] as? Int == short)
        #expect((animation["actual"] as? [String: Any])?["frames"] as? Int == long)
        let text = try Run(["compare", "a.png", "b.png"], in: directory)
        #expect(text.stdout.hasPrefix("Mismatched frame count: expected \(short), actual \(long)\n"), "\(text.stdout)")
        #expect(!text.stdout.contains("Mismatched fps"))
    }

    /// One palette for the whole GIF, or one per frame: other bytes, the same pixels.
    @Test func gifsOfOtherBytesAndTheSamePixelsMatch() throws {
        let directory = try temporaryDirectory()
        let palette: [UInt8] = [255, 255, 255, 0, 0, 0, 200, 30, 30]
        for (name, global) in [("a.gif", true), ("b.gif", false)] {
            let writer = try GIFWriter(width: 3, height: 2, plays: 0, globalPalette: global ? palette : nil)
            for frame in 0..<3 {
                let indices = (0..<6).map { UInt8(($0 + frame) % 3) }
                let rgba: [UInt8] = indices.flatMap { Array(palette[3 * Int($0)..<3 * Int($0) + 3]) + [UInt8(255)] }
                var source = try #require(Pixmap(width: 3, height: 2))
                source.withUnsafeMutableBytes { bytes in for (i, byte) in rgba.enumerated() { bytes[i] = byte } }
                let picture = GIFQuantizer.Picture(
                    source: source, palette: global ? palette : palette + [UInt8(frame), 0, 0], indices: indices)
                try writer.add(picture, at: 10 * frame)
            }
            try Data(try writer.finish(at: 30)).write(to: directory.appendingPathComponent(name))
        }
        let bytes = try ["a.gif", "b.gif"].map { try Data(contentsOf: directory.appendingPathComponent($0)) }
        #expect(bytes[0] != bytes[1])
        let run = try Run(["compare", "a.gif", "b.gif"], in: directory)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout == "0 of 30 frames differ\n")
    }

    /// A byte of an fdAT chunk flipped: one line naming the file and the chunk, exit 2.
    @Test func aDamagedAPNGIsOneLine() throws {
        let directory = try temporaryDirectory()
        _ = try Self.render("a.png", frames: "a", in: directory)
        var bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent("a.png")))
        let fdAT = try #require(bytes.indices.first { bytes[$0..<min($0 + 4, bytes.count)].elementsEqual("fdAT".utf8) })
        bytes[fdAT + 8] ^= 0xFF
        try Data(bytes).write(to: directory.appendingPathComponent("b.png"))
        let run = try Run(["compare", "a.png", "b.png"], in: directory)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "Error: cannot decode 'b.png': corrupt APNG: the fdAT chunk at byte \(fdAT - 4) fails its CRC\n")
    }
}
