import Foundation
import Testing

/// `render --apng`, `--gif`, `--webp` (SPEC §3 "Animated files", §6 "APNG", "GIF", "WebP"): what
/// other decoders (Pillow, ffmpeg, webpmux) read back, the chunks and delays, the same bytes for
/// any jobs, the options' checks and an interrupted render.
@Suite(.scratchFolders) struct AnimationTests {
    /// A hold (one frame of each file for several frames), a linear drag (every frame differs),
    /// a bounce back.
    static let motion = "hold 0.3; drag -120 0.5; release"
    static let common = ["--motion", motion, "--fps", "20", "--scale", "1", "--quiet"]

    /// bench/animation_frames.py, which decodes an animation with Pillow and compares it with
    /// the frames.
    static let checker = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("bench/animation_frames.py")

    /// Debian's python3, which has Pillow and numpy (`make test` installs them).
    static func shell(_ command: String, in directory: URL) throws -> Run {
        try Run(["-c", command], in: directory, binary: URL(fileURLWithPath: "/bin/sh"))
    }

    /// The checker's JSON for `file` against the frames in `folder`.
    static func decoded(_ file: String, frames folder: String, fps: Int = 20, in directory: URL) throws -> [String: Any]
    {
        let run = try shell("/usr/bin/python3 '\(checker.path)' '\(folder)' '\(file)' --fps \(fps)", in: directory)
        try #require(run.status == 0, "\(run.stderr)")
        return try #require(JSONSerialization.jsonObject(with: run.output) as? [String: Any])
    }

    @Test func threeFilesFromOneRenderDecodeToTheFrames() throws {
        let directory = try temporaryDirectory()
        let run = try Run(
            ["render", "--output-dir", "frames", "--apng", "a.png", "--gif", "a.gif", "--webp", "a.webp"]
                + Self.common, in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let frames = SignalledRender.frames(in: directory.appendingPathComponent("frames")).count
        for file in ["a.png", "a.webp"] {
            let result = try Self.decoded(file, frames: "frames", in: directory)
            #expect(result["exact"] as? Bool == true, "\(file): \(result)")
            #expect(result["frames"] as? Int == frames, "\(file): \(result)")
        }
        let gif = try Self.decoded("a.gif", frames: "frames", in: directory)
        #expect((gif["ssim"] as? Double ?? 0) > 0.97, "\(gif)")
        #expect((gif["maxDifference"] as? Int ?? 255) < 64, "\(gif)")
        // webpmux reads the container: every frame lossless, played for ever.
        let info = try Self.shell("webpmux -info a.webp", in: directory)
        #expect(info.status == 0, "\(info.stderr)")
        #expect(info.stdout.contains("Loop Count : 0") && !info.stdout.contains("lossy"), "\(info.stdout)")
        // ffmpeg decodes the APNG to the frames Pillow decodes (which are the PNG frames).
        let ffmpeg = try Self.shell(
            "ffmpeg -loglevel error -i a.png -fps_mode passthrough -f rawvideo -pix_fmt rgb24 ffmpeg.rgb"
                + " && /usr/bin/python3 -c \"\(Self.pillowRaw)\" a.png > pillow.rgb && cmp ffmpeg.rgb pillow.rgb",
            in: directory)
        #expect(ffmpeg.status == 0 && ffmpeg.stdout.isEmpty, "\(ffmpeg.stdout)\(ffmpeg.stderr)")
    }

    /// Prints every frame of the APNG named in argv[1] as Pillow composites it, raw RGB.
    static let pillowRaw =
        "import sys; from PIL import Image, ImageSequence; "
        + "[sys.stdout.buffer.write(f.convert('RGB').tobytes()) for f in ImageSequence.Iterator(Image.open(sys.argv[1]))]"

    /// The chunks of the APNG: acTL's count, fcTL sequence numbers without a gap and fdAT's after
    /// each, delays of whole frames over the fps, NONE/SOURCE, the changed rectangle only.
    @Test func apngChunksAndDelays() throws {
        let directory = try temporaryDirectory()
        let run = try Run(["render", "--apng", "a.png", "--loop", "3"] + Self.common, in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.png"])
        let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent("a.png")))
        func u32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        func u16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        var offset = 8, types: [String] = [], sequence: [Int] = [], delays: [Int] = [], rects: [[Int]] = []
        var plays = -1, count = -1
        while offset < bytes.count {
            let length = u32(offset), type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let data = offset + 8
            types.append(type)
            switch type {
            case "acTL": (count, plays) = (u32(data), u32(data + 4))
            case "fcTL":
                sequence.append(u32(data))
                rects.append([u32(data + 4), u32(data + 8), u32(data + 12), u32(data + 16)])
                #expect(u16(data + 22) == 20 && bytes[data + 24] == 0 && bytes[data + 25] == 0)
                delays.append(u16(data + 20))
            case "fdAT": sequence.append(u32(data))
            default: break
            }
            offset += 12 + length
        }
        #expect(Array(types.prefix(5)) == ["IHDR", "sRGB", "pHYs", "acTL", "fcTL"], "\(types)")
        #expect(types.last == "IEND" && types[5] == "IDAT")
        #expect(sequence == Array(0..<sequence.count), "\(sequence)")
        #expect(count == delays.count && plays == 3)
        // 0.3 s hold at 20 fps, frames 0…5, and the drag's first frame, still at rest: one APNG frame of
        // 7/20 s; every frame of the animation counted once.
        #expect(delays.first == 7, "\(delays)")
        let frameCount = try Self.frameCount(directory)
        #expect(delays.reduce(0, +) == frameCount)
        #expect(rects[0] == [375, 667, 0, 0])
        // Every frame stores the rectangle that changed, inside the screen; a scroll moves every row,
        // so most are the whole width, and those whose top or bottom rows did not change are shorter.
        #expect(rects.allSatisfy { $0[2] + $0[0] <= 375 && $0[3] + $0[1] <= 667 }, "\(rects)")
        #expect(rects.dropFirst().contains { $0[0] * $0[1] < 375 * 667 }, "\(rects)")
    }

    /// The animation's frame count, from `state`-free arithmetic: a render into a folder.
    static func frameCount(_ directory: URL) throws -> Int {
        let run = try Run(["render", "--output-dir", "count"] + common, in: directory)
        try #require(run.status == 0, "\(run.stderr)")
        return SignalledRender.frames(in: directory.appendingPathComponent("count")).count
    }

    /// GIF delays in centiseconds with the error carried: at 30 fps, 3, 3, 4 …; the loop
    /// extension counts repeats.
    @Test func gifDelaysCarryTheRoundingError() throws {
        let directory = try temporaryDirectory()
        let run = try Run(
            [
                "render", "--gif", "a.gif", "--motion", "drag -300 1", "--fps", "30", "--scale", "1", "--quiet",
                "--gif-width", "100", "--loop", "2",
            ], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let read = try Self.shell(
            "/usr/bin/python3 -c \"from PIL import Image, ImageSequence; im = Image.open('a.gif'); "
                + "print(im.size, im.info.get('loop'), [f.info['duration'] for f in ImageSequence.Iterator(im)])\"",
            in: directory)
        #expect(read.status == 0, "\(read.stderr)")
        // 1 s at 30 fps: frames 0…30, frame i from floor(100·i/30) cs, the last to floor(3100/30).
        let delays = (0...30).map { i in (100 * (i + 1) / 30 - 100 * i / 30) * 10 }
        #expect(Array(delays.prefix(6)) == [30, 30, 40, 30, 30, 40])
        let expected = "(100, 178) 1 [\(delays.map(String.init).joined(separator: ", "))]\n"
        #expect(read.stdout == expected)
    }

    /// The same bytes whatever the jobs, and with or without the frames.
    @Test func sameBytesForAnyJobs() throws {
        let directory = try temporaryDirectory()
        let files = ["--apng", "a.png", "--gif", "a.gif", "--webp", "a.webp", "--gif-palette", "global"]
        let one = try Run(["render", "--jobs", "1"] + files + Self.common, in: directory)
        #expect(one.status == 0, "\(one.stderr)")
        let first = try ["a.png", "a.gif", "a.webp"].map { try Data(contentsOf: directory.appendingPathComponent($0)) }
        let three = try Run(
            ["render", "--jobs", "3", "--output-dir", "frames"] + files + Self.common, in: directory)
        #expect(three.status == 0, "\(three.stderr)")
        let again = try ["a.png", "a.gif", "a.webp"].map { try Data(contentsOf: directory.appendingPathComponent($0)) }
        #expect(first == again)
        // The frame-palette GIF, dithered, too.
        let gifs = try [1, 3].map { jobs in
            let run = try Run(
                [
                    "render", "--jobs", "\(jobs)", "--gif", "g\(jobs).gif", "--gif-palette", "frame", "--gif-dither",
                    "0.5",
                ] + Self.common,
                in: directory)
            #expect(run.status == 0, "\(run.stderr)")
            return try Data(contentsOf: directory.appendingPathComponent("g\(jobs).gif"))
        }
        #expect(gifs[0] == gifs[1])
    }

    /// Issue 44: a motion that holds still made a still WebP (no ANIM chunk: its duration and
    /// loop lost). An animation of one distinct frame is an animation of its length in each file.
    @Test func aStillAnimationKeepsItsDurationAndLoop() throws {
        let directory = try temporaryDirectory()
        let run = try Run(
            [
                "render", "--motion", "hold 2", "--fps", "10", "--scale", "1", "--quiet", "--loop", "3", "--apng",
                "h.png", "--gif", "h.gif", "--webp", "h.webp", "--output-dir", "frames",
            ], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let decoded = try Self.decoded("h.webp", frames: "frames", fps: 10, in: directory)
        #expect(decoded["exact"] as? Bool == true, "\(decoded)")
        let info = try Self.shell("webpmux -info h.webp", in: directory)
        #expect(info.status == 0, "\(info.stderr)")
        #expect(
            info.stdout.contains("Features present: animation") && info.stdout.contains("Loop Count : 3")
                && info.stdout.contains("Number of frames: 1"), "\(info.stdout)")
        // Pillow: one frame each, shown for the 21 frames' 2.1 s; GIF's loop extension says 2
        // repeats after the first play.
        let pillow = try Self.shell(
            "/usr/bin/python3 -c \"from PIL import Image\nfor f in ['h.png', 'h.gif', 'h.webp']:\n"
                + "  i = Image.open(f); i.load(); print(f, i.n_frames, int(i.info['duration']), i.info['loop'])\"",
            in: directory)
        #expect(
            pillow.stdout == "h.png 1 2100 3\nh.gif 1 2100 2\nh.webp 1 2100 3\n", "\(pillow.stdout)\(pillow.stderr)")
    }

    @Test(arguments: [
        (["--gif-width", "100"], "option '--gif-width' goes with --gif"),
        (["--webp-quality", "50", "--gif", "a.gif"], "option '--webp-quality' goes with --webp"),
        (["--loop", "2"], "option '--loop' goes with --apng, --gif or --webp"),
        (["--gif", "a.png"], "option '--gif': 'a.png' does not end in .gif; this option writes an animated GIF"),
        (["--webp", "-"], "option '--webp': this option does not write to standard output ('-'); name a .webp file"),
        (["--gif", "a.gif", "--resume"], "option '--resume' needs a folder (--output-dir)"),
        (["--gif", "a.gif", "--sheet", "a.gif"], "options '--gif' and '--sheet' name the same file 'a.gif'"),
        (["--gif", "a.gif", "--gif-dither", "2"], "option '--gif-dither'"),
    ])
    func badOptionsAreUsageErrors(_ arguments: [String], _ message: String) throws {
        let directory = try temporaryDirectory()
        let run = try Run(["render"] + arguments, in: directory)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: " + message), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// SIGINT while frames go into the files: no animated file, no temporary file beside it.
    @Test func interruptedRenderLeavesNoAnimatedFile() throws {
        let directory = try temporaryDirectory()
        let run = try SignalledRender(
            [
                "--motion", "drag -6000 200", "--fps", "30", "--jobs", "2", "--scale", "1", "--gif",
                directory.appendingPathComponent("a.gif").path, "--apng",
                directory.appendingPathComponent("a.png").path,
            ],
            folder: directory.appendingPathComponent("frames"), signal: SIGINT, afterFrames: 2)
        #expect(run.wasRunning, "the render ended before it could be interrupted")
        #expect(run.terminationReason == .uncaughtSignal && run.terminationStatus == SIGINT, "\(run.stderr)")
        #expect(run.stderr.contains("frames.json and the animated files were not written"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frames"])
    }
}
