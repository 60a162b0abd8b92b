import Foundation
import TestSupport
import Testing

/// Issue 25's messages: each says what is wrong with the file, on one line, whatever its name.
@Suite(.scratchFolders) struct MessageTests {
    /// The bundled photo with 20 bytes of its entropy-coded data changed, none into or next to a
    /// marker: libjpeg decodes it with a `Corrupt JPEG data: …` warning, as djpeg does.
    static func damagedPhoto() throws -> [UInt8] {
        var jpeg = try HeaderFixture.photo()
        let scan = try #require((2..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xDA }) + 200
        let end = jpeg.count - 10
        for i in 0..<20 {
            var at = scan + (end - scan) * (i + 1) / 22
            while jpeg[at] == 0xFF || jpeg[at] == 0 || jpeg[at - 1] == 0xFF || jpeg[at] ^ 0x55 == 0xFF { at += 1 }
            jpeg[at] ^= 0x55
        }
        return jpeg
    }

    /// The first line djpeg prints about the JPEG at `path`, which it still decodes.
    static func djpegWarning(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ExternalTool.path(of: "djpeg"))
        process.arguments = ["-outfile", "/dev/null", path]
        let err = Pipe()
        process.standardError = err
        try process.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(text.split(separator: "\n").first ?? "")
    }

    @Test func aDamagedJPEGIsDrawnWithOneWarning() throws {
        let directory = try temporaryDirectory()
        let photo = directory.appendingPathComponent("damaged.jpg")
        try Data(try Self.damagedPhoto()).write(to: photo)
        // djpeg sees the damage too (its first words depend on how far it decodes).
        #expect(try Self.djpegWarning(photo.path).hasPrefix("Corrupt JPEG data: "))
        let frame = try Run(["frame", "--offset", "-100", "--scale", "1", "--header", "damaged.jpg"], in: directory)
        #expect(frame.status == 0, "\(frame.stderr)")
        let lines = frame.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "\(frame.stderr)")
        #expect(frame.stderr.hasPrefix("Warning: header image '\(photo.path)' is damaged: Corrupt JPEG data: "))
        #expect(frame.stderr.hasSuffix("; drawn as decoded\n"))
        #expect(try pngSize(directory.appendingPathComponent("frame.png")) == (375, 667))
        let render = try Run(
            ["render", "--motion", "hold 0.1", "--scale", "1", "--header", "damaged.jpg", "--quiet"],
            in: directory)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stderr == frame.stderr)
    }

    @Test func strictImagesRefusesADamagedJPEG() throws {
        let directory = try temporaryDirectory()
        let photo = directory.appendingPathComponent("damaged.jpg")
        try Data(try Self.damagedPhoto()).write(to: photo)
        let warning = try Run(
            [
                "frame", "--offset", "0", "--scale", "1", "--header", "damaged.jpg",
                "--output", "w.png",
            ], in: directory
        ).stderr
        let damage = try #require(warning.split(separator: "is damaged: ").last?.split(separator: "; drawn").first)
        for command in [["frame", "--offset", "0"], ["render", "--motion", "hold 0.1", "--quiet"]] {
            let run = try Run(command + ["--scale", "1", "--header", "damaged.jpg", "--strict-images"], in: directory)
            #expect(run.status == 2)
            #expect(run.stderr == "Error: header image '\(photo.path)' is damaged: \(damage) (--strict-images)\n")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("frame.png").path))
            let frame0 = directory.appendingPathComponent("frames/frame_0000.png")
            #expect(!FileManager.default.fileExists(atPath: frame0.path))
        }
        // An undamaged photo is no warning, strict or not.
        let clean = try Run(["frame", "--offset", "0", "--scale", "1", "--strict-images"], in: directory)
        #expect(clean.status == 0 && clean.stderr.isEmpty, "\(clean.stderr)")
    }

    @Test func aSceneFileOver16MiBSaysItIsTooLarge() throws {
        let directory = try temporaryDirectory()
        let scene = directory.appendingPathComponent("big.json")
        try Data("{}".utf8).write(to: scene)
        try #require(truncate(scene.path, 17 << 20) == 0)
        let run = try Run(["state", "--offset", "0", "--scene", "big.json"], in: directory)
        #expect(run.status == 2)
        #expect(run.stderr == "Error: cannot read scene file 'big.json': larger than 16 MiB\n")
    }

    @Test func aDeviceOrFIFOIsNotARegularFile() throws {
        let directory = try temporaryDirectory()
        let a = try Picture.write(Picture.solid(4, 4, [1, 2, 3, 255]), to: directory.appendingPathComponent("a.png"))
        let mask = try Run(["compare", a, a, "--mask", "/dev/zero"])
        #expect(mask.status == 2)
        #expect(
            mask.stderr == "Error: cannot read '/dev/zero': it is not a regular file (a device, pipe or socket)\n",
            "\(mask.stderr)")
        let fifo = directory.appendingPathComponent("b.png")
        try #require(mkfifo(fifo.path, 0o644) == 0)
        let pair = try Run(["compare", a, fifo.path])
        #expect(pair.status == 2)
        #expect(
            pair.stderr.contains("it is not a regular file") && !pair.stderr.contains("permission denied"),
            "\(pair.stderr)")
    }

    @Test func aTruncatedHEICIsOneLine() throws {
        let directory = try temporaryDirectory()
        let heic = try HeaderFixture.codecFixture("quadrants.heic")
        try Data(heic.prefix(heic.count / 2)).write(to: directory.appendingPathComponent("cut.heic"))
        let run = try Run(["frame", "--offset", "0", "--scale", "1", "--header", "cut.heic"], in: directory)
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix("Error: cannot decode header image '\(directory.path)/cut.heic': corrupt HEIC: "),
            "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n", omittingEmptySubsequences: false).count == 2, "\(run.stderr)")
        #expect(!run.stderr.hasSuffix(" \n") && !run.stderr.contains("\n\n"), "\(run.stderr)")
    }

    /// A new line or ESC in a name is written escaped: one line, and nothing the terminal obeys.
    @Test(arguments: [
        ("bad\nname.jpg", "bad\\nname.jpg"), ("\u{1B}[31mred.jpg", "\\x1b[31mred.jpg"),
        ("tab\there\u{7F}.jpg", "tab\\there\\x7f.jpg"),
    ])
    func controlCharactersInANameAreEscaped(_ name: String, _ shown: String) throws {
        let directory = try temporaryDirectory()
        let header = try Run(["frame", "--offset", "0", "--header", name], in: directory)
        #expect(header.status == 2)
        #expect(header.stderr == "Error: cannot read header image '\(directory.path)/\(shown)': no such file\n")
        let option = try Run(["frame", "--offset", "0", "--\(name)"])
        #expect(option.status == 64)
        #expect(option.stderr.hasPrefix("Error: unknown option '--\(shown)'"), "\(option.stderr)")
        #expect(option.stderr.split(separator: "\n").count == 3, "the error, the usage and where to look")
    }

    @Test func aFolderThatCannotBeMadeSaysWhy() throws {
        let directory = try temporaryDirectory()
        try Data("x".utf8).write(to: directory.appendingPathComponent("plain.txt"))
        let run = try Run(["render", "--output-dir", "plain.txt/a/b", "--quiet"], in: directory)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "Error: cannot write 'plain.txt/a/b': cannot create the folder 'plain.txt/a': Not a directory\n")
    }

    /// Issue 33: a 10 MiB `header.image` and a 100 000-character `--header` were echoed whole.
    /// Issue 43: cutting every path to 100 characters cut off the very name a message exists to
    /// give. A path the kernel could take (at most 4095 bytes) is echoed whole; a longer one keeps
    /// `…` and its last 255 characters, one test per message family: images, scene files, motion
    /// files, written files, compare inputs.
    @Test func everyEchoedPathIsWholeOrItsEnd() throws {
        let directory = try temporaryDirectory()
        let long = String(repeating: "p", count: 100_000) + "/the-name"
        let scene = directory.appendingPathComponent("long.json")
        let image = String(repeating: "q", count: 10 << 20) + "/photo.jpg"
        try Data(#"{"header": {"image": "\#(image)"}}"#.utf8).write(to: scene)
        let runs: [(family: String, arguments: [String], path: String)] = [
            ("cannot read header image '", ["frame", "--offset", "0", "--header", long], long),
            ("cannot read header image '", ["frame", "--offset", "0", "--scene", scene.path], image),
            ("cannot read scene file '", ["frame", "--offset", "0", "--scene", long], long),
            ("cannot read motion file '", ["render", "--motion-file", long], long),
            ("cannot read '", ["compare", long + ".png", long + "2.png"], long + ".png"),
        ]
        for (family, arguments, path) in runs {
            let run = try Run(arguments, in: directory)
            #expect(run.status == 2, "\(family)")
            let end = "'\u{2026}" + String(path.unicodeScalars.suffix(255)) + "'"
            #expect(run.stderr.hasPrefix("Error: " + family + end.dropFirst()), "\(run.stderr.prefix(400))")
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].count < 400, "\(family): \(run.stderr.prefix(400))")
        }
        // A path a CI workspace makes, 300 characters and more, is named whole.
        let output = directory.path + "/" + String(repeating: "o", count: 200) + "/" + String(repeating: "f", count: 70)
        let write = try Run(["frame", "--offset", "0", "--scale", "1", "--output", output + ".png"], in: directory)
        #expect(write.status == 2)
        #expect(write.stderr == "Error: cannot write '\(output).png': its folder does not exist\n", "\(write.stderr)")
    }

    /// Issue 43's example: a golden's path in a CI workspace, missing, is named whole.
    @Test func aMissingGoldenIsNamedWhole() throws {
        let directory = try temporaryDirectory()
        let golden =
            directory.path
            + "/home/runner/work/my-mobile-app/my-mobile-app/Tests/SnapshotTests/__Goldens__/iphone-15-dark/frame_0001.png"
        let run = try Run(["compare", golden, "x.png"], in: directory)
        #expect(run.status == 2)
        #expect(run.stderr == "Error: cannot read '\(golden)': no such file or folder\n", "\(run.stderr)")
    }

    /// Issue 33: `/dev/zero` as the header was read for 512 MiB (656 MB) before it was refused.
    @Test func devZeroAsTheHeaderIsRefusedAtOnce() throws {
        let directory = try temporaryDirectory()
        let run = try Run(["frame", "--offset", "0", "--scale", "1", "--header", "/dev/zero"], in: directory)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "Error: cannot decode header image '/dev/zero': not a JPEG, PNG or HEIC image"
                + " (starts with 00 00 00 00 00 00 00 00)\n", "\(run.stderr)")
    }

    /// `stretchy frame … --header /dev/stdin` with `feed`, a shell command writing the header
    /// (`$1` is `file`, in `directory`): `cat "$1" /dev/zero`, say.
    static func piped(_ feed: String, _ file: String, in directory: URL, output: String = "piped.png") throws -> Run {
        let frame = "\"$0\" frame --offset -100 --scale 1 --header /dev/stdin --output \(output)"
        return try Run(
            ["-c", "{ \(feed); } 2>/dev/null | \(frame)", Run.binary.path, file], in: directory,
            binary: URL(fileURLWithPath: "/bin/sh"))
    }

    /// Issue 33: a stream went on being read after its image ended, up to 512 MiB. Each format
    /// is read to its own end (IEND, EOI, its last box) and drawn as the file alone is.
    @Test(arguments: ["photo.jpg", "photo.png", "photo.heic"])
    func anImageFollowedByAnEndlessStreamIsReadToItsEnd(_ name: String) throws {
        let directory = try temporaryDirectory()
        let bytes =
            name.hasSuffix(".jpg")
            ? try HeaderFixture.photo()
            : name.hasSuffix(".png")
                ? try HeaderFixture.png(
                    HeaderFixture.quadrants([
                        [200, 0, 0, 255], [0, 200, 0, 255], [0, 0, 200, 255],
                        [90, 90, 90, 255],
                    ]))
                : try HeaderFixture.codecFixture("quadrants.heic")
        try Data(bytes).write(to: directory.appendingPathComponent(name))
        let alone = try Run(
            ["frame", "--offset", "-100", "--scale", "1", "--header", name, "--output", "alone.png"], in: directory)
        #expect(alone.status == 0, "\(alone.stderr)")
        let piped = try Self.piped("cat \"$1\" /dev/zero", name, in: directory)
        #expect(piped.status == 0 && piped.stderr.isEmpty, "\(piped.stderr)")
        let frames = try ["alone.png", "piped.png"].map { try Data(contentsOf: directory.appendingPathComponent($0)) }
        #expect(frames[0] == frames[1])
    }

    /// Issue 33: a stream that starts like an image and goes on for ever is refused once it is
    /// longer than its declared size allows (16 MiB and 32 bytes a pixel), or at the first chunk
    /// no PNG has, not after 512 MiB; so is a file that long.
    @Test func aStreamThatOnlyStartsLikeAnImageIsRefusedAtItsBound() throws {
        let directory = try temporaryDirectory()
        let ihdr = PNGBytes.signature + PNGBytes.chunk("IHDR", PNGBytes.be32(1) + PNGBytes.be32(1) + [8, 2, 0, 0, 0])
        let text = PNGBytes.chunk("tEXt", Array("Comment".utf8) + [0] + [UInt8](repeating: 0x41, count: 65_000))
        let jpeg = try HeaderFixture.cjpeg(
            HeaderFixture.quadrants([[200, 0, 0, 255], [0, 200, 0, 255], [0, 0, 200, 255], [90, 90, 90, 255]]),
            ["-quality", "90"], in: directory)
        for (name, bytes) in [
            ("ihdr.bin", ihdr), ("text.bin", text), ("soi.bin", [0xFF, 0xD8, 0xFF]),
            ("scan.bin", Array(jpeg.dropLast(2))),
        ] {
            try Data(bytes).write(to: directory.appendingPathComponent(name))
        }
        let cannotRead = "Error: cannot read header image '/dev/stdin': "
        // libpng's own words for a chunk type of zeros: 1.6.39's (Debian 12), then 1.6.48's
        // (Debian 13); stretchy passes them on after the chunk's name.
        let zeros = "Error: cannot decode header image '/dev/stdin': corrupt PNG: [00][00][00][00]: "
        let run = try Self.piped("cat \"$1\" /dev/zero", "ihdr.bin", in: directory)
        #expect(
            run.status == 2
                && [zeros + "invalid chunk type\n", zeros + "bad header (invalid type)\n"].contains(run.stderr),
            "\(run.stderr)")
        for (feed, file, message) in [
            (
                "cat \"$1\"; while cat text.bin; do :; done", "ihdr.bin",
                cannotRead + "longer than a 1×1 PNG can be (16 MiB)"
            ),
            (
                "cat \"$1\" /dev/zero", "soi.bin",
                cannotRead + "longer than a JPEG before its image size can be (16 MiB)"
            ),
            ("cat \"$1\" /dev/zero", "scan.bin", cannotRead + "longer than a 64×32 JPEG can be (16 MiB)"),
        ] {
            let run = try Self.piped(feed, file, in: directory)
            #expect(run.status == 2 && run.stderr == message + "\n", "\(file): \(run.stderr)")
        }
        // A regular file of 16 MiB of text chunks behind a 1 × 1 header.
        try Data(ihdr + Array([[UInt8]](repeating: text, count: 260).joined())).write(
            to: directory.appendingPathComponent("long.png"))
        let file = try Run(["frame", "--offset", "0", "--scale", "1", "--header", "long.png"], in: directory)
        #expect(file.status == 2, "\(file.stderr)")
        #expect(
            file.stderr == "Error: cannot read header image '\(directory.path)/long.png': "
                + "longer than a 1×1 PNG can be (16 MiB)\n", "\(file.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("piped.png").path))
    }
}
