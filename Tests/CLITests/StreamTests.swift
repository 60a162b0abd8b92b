import Foundation
import Testing

/// Standard input and output (SPEC §3, Streams): `frame --output -`, `render --output-dir -`,
/// `--motion-file -`, `--scene -`, a reader that closes the pipe early, and the stream as ffmpeg
/// reads it.
@Suite(.scratchFolders) struct StreamTests {
    /// A motion with a hold (one frame written under several indices) and movement, short.
    static let motion = "hold 0.2; drag -150 0.4; release; jump 0; hold 0.1"

    /// The PNGs of a stream, split where each one's IEND chunk ends (chunks walked by their
    /// lengths, so bytes inside the image data are never taken for a boundary).
    static func pngs(in stream: Data) throws -> [Data] {
        let bytes = [UInt8](stream)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var files: [Data] = [], start = 0
        while start < bytes.count {
            try #require(Array(bytes[start...].prefix(8)) == signature, "no PNG signature at byte \(start)")
            var chunk = start + 8
            while true {
                try #require(chunk + 12 <= bytes.count, "a PNG cut short at byte \(chunk)")
                let length = bytes[chunk..<chunk + 4].reduce(0) { $0 << 8 | Int($1) }
                let type = String(decoding: bytes[chunk + 4..<chunk + 8], as: UTF8.self)
                chunk += 12 + length
                if type == "IEND" { break }
            }
            files.append(Data(bytes[start..<chunk]))
            start = chunk
        }
        return files
    }

    @Test func frameToStandardOutputIsTheFilesBytes() throws {
        let directory = try temporaryDirectory()
        let file = try Run(["frame", "--offset", "-250", "--scale", "1", "--output", "f.png"], in: directory)
        let stream = try Run(["frame", "--offset", "-250", "--scale", "1", "--output", "-"], in: directory)
        #expect(file.status == 0 && stream.status == 0, "\(file.stderr)\(stream.stderr)")
        #expect(stream.output == (try Data(contentsOf: directory.appendingPathComponent("f.png"))))
        #expect(stream.stderr.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["f.png"])
    }

    /// The stream, with the script on standard input and several jobs, is the files of a
    /// folder's render (one job), in index order; `--manifest` is its frames.json.
    @Test func renderToStandardOutputIsTheFramesInOrder() throws {
        let directory = try temporaryDirectory()
        let common = ["--fps", "20", "--scale", "1", "--quiet"]
        let folder = try Run(
            ["render", "--motion", Self.motion, "--output-dir", "frames", "--jobs", "1"] + common, in: directory)
        let stream = try Run(
            ["render", "--motion-file", "-", "--output-dir", "-", "--manifest", "m.json", "--jobs", "3"] + common,
            in: directory, input: Data(Self.motion.utf8))
        #expect(folder.status == 0 && stream.status == 0, "\(folder.stderr)\(stream.stderr)")
        let frames = directory.appendingPathComponent("frames")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { $0.hasSuffix(".png") }
            .sorted()
        let pngs = try Self.pngs(in: stream.output)
        #expect(pngs.count == names.count && !names.isEmpty)
        for (name, png) in zip(names, pngs) {
            #expect(png == (try Data(contentsOf: frames.appendingPathComponent(name))), "\(name)")
        }
        #expect(
            try Data(contentsOf: directory.appendingPathComponent("m.json"))
                == Data(contentsOf: frames.appendingPathComponent("frames.json")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["frames", "m.json"])
    }

    /// `/dev/stdin` on a pipe is a FIFO, which FileManager refuses; it is read to its end.
    @Test func motionFileMayBeAPipe() throws {
        let run = try Run(
            ["render", "--motion-file", "/dev/stdin", "--output-dir", "-", "--scale", "1", "--quiet"],
            in: try temporaryDirectory(), input: Data("hold 0.1".utf8))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.pngs(in: run.output).count == 4)
    }

    /// `--scene -` reads standard input; relative paths in it resolve against the working directory.
    @Test func sceneFromStandardInput() throws {
        let directory = try temporaryDirectory()
        let scene = Data(#"{"header": {"height": 150, "image": "photo.jpg"}}"#.utf8)
        let state = try Run(["state", "--offset", "-130", "--scene", "-"], in: directory, input: scene)
        #expect(state.status == 0, "\(state.stderr)")
        #expect(state.stdout.contains(#""header": {"x": 0, "y": -20, "width": 375, "height": 150}"#), "\(state.stdout)")
        let printed = try Run(["scene", "--print", "--scene", "-"], in: directory, input: scene)
        #expect(
            printed.stdout.contains(#""image": "\#(directory.resolvingSymlinksInPath().path)/photo.jpg""#),
            "\(printed.stdout)")
    }

    @Test(arguments: [
        (["--output-dir", "-", "--force"], "'--force'"),
        (["--output-dir", "-", "--resume"], "'--resume'"),
        (["--output-dir", "out", "--manifest", "m.json"], "'--manifest'"),
        (["--output-dir", "-", "--scene", "-", "--motion-file", "-"], "standard input"),
    ])
    func streamOptionsThatDoNotGoTogetherAreUsageErrors(arguments: [String], named: String) throws {
        let directory = try temporaryDirectory()
        let run = try Run(["render"] + arguments, in: directory, input: Data())
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: ") && run.stderr.contains(named), "\(run.stderr)")
        #expect(run.output.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// `| head -c 1000`: one line on stderr, and death by SIGPIPE (a shell sees 141).
    @Test func aReaderThatClosesEarlyStopsTheRenderWithOneLine() throws {
        let process = Process()
        process.executableURL = Run.binary
        process.arguments = ["render", "--output-dir", "-", "--scale", "1", "--jobs", "2"]
        process.currentDirectoryURL = try temporaryDirectory()
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let head = out.fileHandleForReading.readData(ofLength: 1000)
        try out.fileHandleForReading.close()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(head.count == 1000)
        #expect(
            process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE,
            "ended with \(process.terminationReason) \(process.terminationStatus)")
        #expect(stderr == "Error: the reader closed standard output; the render stopped\n")
    }

    /// The stream as ffmpeg's image2pipe reads it (the MP4 recipe of docs/guides/frames.md, `make mp4`): every
    /// frame, at the rate given, in an even-sized H.264 video.
    @Test func ffmpegReadsTheStream() throws {
        let directory = try temporaryDirectory()
        let command = """
            '\(Run.binary.path)' render --motion 'hold 0.5; scroll 0 0.5' --fps 10 --scale 1 --output-dir - --quiet \
            | ffmpeg -loglevel error -f image2pipe -framerate 10 -i - \
                -vf 'scale=trunc(iw/2)*2:trunc(ih/2)*2' -c:v libx264 -pix_fmt yuv420p out.mp4 \
            && ffprobe -v error -count_frames -select_streams v:0 \
                -show_entries stream=nb_read_frames,width,height:format=duration -of default=noprint_wrappers=1 out.mp4
            """
        let run = try Run(["-c", command], in: directory, binary: URL(fileURLWithPath: "/bin/sh"))
        #expect(run.status == 0, "ffmpeg and ffprobe are installed by make test: \(run.stderr)")
        let fields = Dictionary(
            uniqueKeysWithValues: run.stdout.split(separator: "\n").map { line in
                let parts = line.split(separator: "=", maxSplits: 1)
                return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
            })
        // 1 s at 10 fps: frames 0…10, each shown for 0.1 s.
        #expect(fields["nb_read_frames"] == "11", "\(run.stdout)")
        #expect(fields["duration"].flatMap(Double.init).map { abs($0 - 1.1) < 0.001 } == true, "\(run.stdout)")
        #expect(fields["width"] == "374" && fields["height"] == "666", "\(run.stdout)")
    }
}
