import Codecs
import Foundation
import Raster
import TestSupport
import Testing

/// Header images made by the tests themselves, from the repository's own pictures: the bundled
/// photo, the codec fixtures (64 × 32, quadrants red, green, blue, white; see
/// Tests/CodecsTests/Fixtures/README.md), and byte-level edits of them.
enum HeaderFixture {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Resources/ceshi.jpg, the default header (600 × 400).
    static func photo() throws -> [UInt8] { try resource("ceshi.jpg") }

    static func codecFixture(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: repository.appendingPathComponent("Tests/CodecsTests/Fixtures/\(name)")))
    }

    static func resource(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: repository.appendingPathComponent("Resources/\(name)")))
    }

    /// `jpeg` with an APP1 Exif segment (little-endian TIFF, one Orientation entry) after SOI.
    static func withOrientation(_ jpeg: [UInt8], _ orientation: UInt8) -> [UInt8] {
        let tiff: [UInt8] = [
            0x49, 0x49, 42, 0, 8, 0, 0, 0,  // "II", 42, IFD at 8
            1, 0,  // one entry
            0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0,
            0, 0, 0, 0,
        ]  // no next IFD
        let payload = Array("Exif\0\0".utf8) + tiff
        let length = payload.count + 2
        return Array(jpeg[0..<2]) + [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + jpeg[2...]
    }

    /// `jpeg` with its SOF's height and width replaced; the data stays as it was.
    static func withDeclaredSize(_ jpeg: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        var out = jpeg
        var i = 2
        while i + 9 < out.count, out[i] == 0xFF {
            if out[i + 1] == 0xC0 || out[i + 1] == 0xC2 {
                out.replaceSubrange(
                    i + 5..<i + 9,
                    with: [
                        UInt8(height >> 8), UInt8(height & 0xFF),
                        UInt8(width >> 8), UInt8(width & 0xFF),
                    ])
                return out
            }
            i += 2 + (Int(out[i + 2]) << 8 | Int(out[i + 3]))
        }
        throw FixtureError.noSOF
    }

    /// `png` with IHDR's width and height replaced and its CRC made right again, so only the
    /// size claim is wrong.
    static func withDeclaredSize(png: [UInt8], width: Int, height: Int) -> [UInt8] {
        var out = png
        out.replaceSubrange(16..<24, with: PNGBytes.be32(width) + PNGBytes.be32(height))
        out.replaceSubrange(29..<33, with: PNGBytes.be32(Int(PNGBytes.crc32(Array(out[12..<29])))))
        return out
    }

    static func png(_ image: RGBAImage) throws -> [UInt8] {
        try PNGEncoder().encodeRGBA(image)
    }

    /// A `width` × `height` image of four quadrants (top-left, top-right, bottom-left,
    /// bottom-right), each an RGBA colour.
    static func quadrants(_ colours: [[UInt8]], width: Int = 64, height: Int = 32) -> RGBAImage {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { bytes += colours[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)] }
        }
        return RGBAImage(width: width, height: height, bytes: bytes)!
    }

    /// `image` turned upright the way EXIF `orientation` 3, 6 or 8 says its stored pixels are
    /// shown: 180°, 90° clockwise, 90° counter-clockwise.
    static func upright(_ image: RGBAImage, orientation: Int) -> RGBAImage {
        let (w, h) = (image.width, image.height)
        let swaps = orientation != 3
        let (outWidth, outHeight) = swaps ? (h, w) : (w, h)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<outHeight {
            for x in 0..<outWidth {
                let (sx, sy): (Int, Int)
                switch orientation {
                case 3: (sx, sy) = (w - 1 - x, h - 1 - y)
                case 6: (sx, sy) = (y, h - 1 - x)
                default: (sx, sy) = (w - 1 - y, x)
                }
                let s = (sy * w + sx) * 4, d = (y * outWidth + x) * 4
                bytes[d..<d + 4] = image.bytes[s..<s + 4]
            }
        }
        return RGBAImage(width: outWidth, height: outHeight, bytes: bytes)!
    }

    /// `image` encoded by libjpeg-turbo's `cjpeg` (installed by `make test`) with `options`.
    static func cjpeg(_ image: RGBAImage, _ options: [String], in directory: URL) throws -> [UInt8] {
        let cjpeg = "/usr/bin/cjpeg"
        try #require(
            FileManager.default.isExecutableFile(atPath: cjpeg), "cjpeg (libjpeg-turbo-progs) is installed by make test"
        )
        var ppm = Array("P6\n\(image.width) \(image.height)\n255\n".utf8)
        for i in stride(from: 0, to: image.bytes.count, by: 4) { ppm += image.bytes[i..<i + 3] }
        let input = directory.appendingPathComponent("cjpeg-input.ppm")
        let output = directory.appendingPathComponent("cjpeg-output.jpg")
        try Data(ppm).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: cjpeg)
        process.arguments = options + ["-outfile", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: output) }
        return [UInt8](try Data(contentsOf: output))
    }

    enum FixtureError: Error { case noSOF }
}

/// `stretchy frame` at rest at scale 1 with a header image, decoded: the header fills rows
/// 0 ..< 200, under the white title and back button.
struct RenderedFrame {
    static let headerRows = 0..<200
    let image: RGBAImage

    init(header: [UInt8], named name: String, in directory: URL) throws {
        try Data(header).write(to: directory.appendingPathComponent(name))
        let output = "frame-\(name).png"
        let run = try Run(
            ["frame", "--offset", "-200", "--scale", "1", "--header", name, "--output", output], in: directory)
        try #require(run.status == 0, "\(run.stderr)")
        image = try PNGDecoder.decode([UInt8](try Data(contentsOf: directory.appendingPathComponent(output))))
        try #require(image.width == 375 && image.height == 667)
    }

    /// Peak signal-to-noise ratio over the header's rows, RGB, in dB (infinite when equal).
    func psnr(to other: RenderedFrame) -> Double {
        var squares = 0.0
        let start = Self.headerRows.lowerBound * image.width * 4, end = Self.headerRows.upperBound * image.width * 4
        for i in start..<end where i % 4 != 3 {
            let d = Double(image.bytes[i]) - Double(other.image.bytes[i])
            squares += d * d
        }
        let mse = squares / Double((end - start) / 4 * 3)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    func pixel(x: Int, y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.bytes[i..<i + 3])
    }
}

/// Headers that cannot be used: exit 2, one line naming the file and the reason, nothing written.
@Suite(.scratchFolders) struct BadHeaderTests {
    static func garbage() -> [UInt8] {
        var state: UInt32 = 2016
        return (0..<4096).map { _ in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
    }

    static let cases: [(name: String, file: String, make: @Sendable () throws -> [UInt8], reason: String)] = [
        ("empty", "empty.jpg", { [] }, "empty file"),
        ("garbage", "noise.jpg", { garbage() }, "not a JPEG, PNG or HEIC image"),
        (
            "text named .jpg", "notes.jpg", { Array("just some text\n".utf8) },
            "not a JPEG, PNG or HEIC image (starts with 6A 75"
        ),
        (
            "GIF named .heic", "IMG_0001.HEIC", { Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8) },
            "not a JPEG, PNG or HEIC image (a GIF image)"
        ),
        (
            "JPEG cut in half", "half.jpg",
            {
                let j = try HeaderFixture.photo(); return Array(j.prefix(j.count / 2))
            },
            "Premature end of JPEG file"
        ),
        ("JPEG cut before its scan", "head.jpg", { Array(try HeaderFixture.photo().prefix(300)) }, "corrupt JPEG"),
        ("JPEG that is only SOI", "soi.jpg", { [0xFF, 0xD8, 0xFF] }, "corrupt JPEG"),
        (
            "progressive JPEG cut", "progressive-cut.jpg",
            { Array(try HeaderFixture.codecFixture("progressive.jpg").prefix(400)) },
            "Premature end of JPEG file"
        ),
        (
            "PNG cut", "cut.png",
            {
                let p = try HeaderFixture.resource("back_0@2x.png"); return Array(p.prefix(p.count * 2 / 3))
            },
            "corrupt PNG"
        ),
        (
            "PNG with a bad CRC", "crc.png",
            {
                var p = try HeaderFixture.resource("back_0@2x.png"); p[p.count - 20] ^= 0x55; return p
            },
            "corrupt PNG"
        ),
        (
            "JPEG claiming 60000 × 60000", "huge.jpg",
            { try HeaderFixture.withDeclaredSize(try HeaderFixture.photo(), width: 60000, height: 60000) },
            "image too large: 60000×60000 = 3600000000 pixels, limit 100000000"
        ),
        (
            "PNG claiming 60000 × 60000", "huge.png",
            {
                HeaderFixture.withDeclaredSize(
                    png: try HeaderFixture.resource("back_0@2x.png"), width: 60000, height: 60000)
            },
            "image too large: 60000×60000"
        ),
        // Within the pixel budget (100 megapixels is exactly the limit) but with scans for 64 × 32:
        // libjpeg would pad the rest with grey and libpng would run out of rows.
        (
            "progressive JPEG claiming 10000 × 10000", "short.jpg",
            {
                try HeaderFixture.withDeclaredSize(
                    try HeaderFixture.codecFixture("progressive.jpg"), width: 10000, height: 10000)
            },
            "premature end of data segment"
        ),
        (
            "JPEG claiming 4000 × 3000", "short-baseline.jpg",
            {
                try HeaderFixture.withDeclaredSize(
                    try HeaderFixture.codecFixture("baseline.jpg"), width: 4000, height: 3000)
            },
            "premature end of data segment"
        ),
        (
            "PNG claiming ten times its rows", "short.png",
            {
                let p = try HeaderFixture.resource("back_0@2x.png");
                return HeaderFixture.withDeclaredSize(png: p, width: 26, height: 420)
            },
            "corrupt PNG"
        ),
    ]

    /// At rest, pulled (the photo is decoded while the table is drawn and waited for to draw
    /// the header) and scrolled far up (the header is not drawn: the photo is still checked).
    @Test(arguments: cases.indices, ["0", "-300", "2000"])
    func frameExits2NamingTheFile(_ index: Int, offset: String) throws {
        let item = Self.cases[index]
        let directory = try temporaryDirectory()
        try Data(try item.make()).write(to: directory.appendingPathComponent(item.file))
        let run = try Run(["frame", "--offset", offset, "--header", item.file, "--output", "f.png"], in: directory)
        #expect(run.status == 2, "\(item.name): \(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(item.name): \(run.stderr)")
        #expect(lines.first?.contains(item.file) == true, "\(item.name): \(run.stderr)")
        #expect(lines.first?.contains(item.reason) == true, "\(item.name): \(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [item.file], "\(item.name)")
    }

    /// The same refusal from `render`, before the output folder is even made.
    @Test func renderExits2AndCreatesNoFolder() throws {
        let directory = try temporaryDirectory()
        try Data(Self.garbage()).write(to: directory.appendingPathComponent("noise.jpg"))
        let run = try Run(["render", "--header", "noise.jpg", "--output-dir", "out", "--quiet"], in: directory)
        #expect(run.status == 2)
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stderr.contains("noise.jpg"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["noise.jpg"])
    }

    @Test func folderAsHeaderExits2() throws {
        let directory = try temporaryDirectory()
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("photos.jpg"), withIntermediateDirectories: false)
        let run = try Run(["frame", "--offset", "0", "--header", "photos.jpg", "--output", "f.png"], in: directory)
        #expect(run.status == 2)
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stderr.contains("photos.jpg") && run.stderr.contains("it is a folder"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["photos.jpg"])
    }
}

/// Headers that are valid but unusual render the picture they hold.
@Suite(.scratchFolders) struct OddHeaderTests {
    @Test func onePixelPNGFillsTheHeader() throws {
        let directory = try temporaryDirectory()
        let png = try HeaderFixture.png(RGBAImage(width: 1, height: 1, bytes: [30, 144, 255, 255])!)
        let frame = try RenderedFrame(header: png, named: "dot.png", in: directory)
        // Away from the title and the back button, every header pixel is the one colour.
        for (x, y) in [(0, 0), (374, 0), (200, 100), (374, 199), (120, 150)] {
            #expect(frame.pixel(x: x, y: y) == [30, 144, 255], "(\(x), \(y))")
        }
    }

    @Test func onePixelJPEGFillsTheHeader() throws {
        let directory = try temporaryDirectory()
        let jpeg = try HeaderFixture.cjpeg(
            RGBAImage(width: 1, height: 1, bytes: [200, 60, 20, 255])!, ["-quality", "100"],
            in: directory)
        let frame = try RenderedFrame(header: jpeg, named: "dot.jpg", in: directory)
        let corner = frame.pixel(x: 0, y: 0)
        #expect(zip(corner, [200, 60, 20] as [UInt8]).allSatisfy { abs(Int($0) - Int($1)) <= 4 }, "\(corner)")
        for (x, y) in [(374, 0), (200, 100), (374, 199)] { #expect(frame.pixel(x: x, y: y) == corner) }
    }

    /// An iPhone-style Display P3 photo is shown converted to sRGB, as UIKit shows it.
    @Test func displayP3PNGIsColourManaged() throws {
        let directory = try temporaryDirectory()
        let frame = try RenderedFrame(header: DisplayP3Fixture.png([180, 120, 80]), named: "p3.png", in: directory)
        let expected = DisplayP3Fixture.sRGB(of: [180, 120, 80])
        let pixel = frame.pixel(x: 200, y: 100)
        #expect(zip(pixel, expected).allSatisfy { abs(Int($0) - Int($1)) <= 4 }, "\(pixel) vs \(expected)")
    }

    /// A profile that cannot be used: the frame is still drawn, with one warning naming the file.
    @Test func unusableProfileWarnsOnce() throws {
        let directory = try temporaryDirectory()
        let photo = DisplayP3Fixture.tagging(try HeaderFixture.photo(), profile: Array(repeating: 0x5A, count: 300))
        try Data(photo).write(to: directory.appendingPathComponent("odd.jpg"))
        let run = try Run(
            ["render", "--motion", "hold 0.1", "--header", "odd.jpg", "--output-dir", "out", "--quiet"],
            in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.hasPrefix("Warning: ") }
        #expect(warnings.count == 1, "\(run.stderr)")
        #expect(
            warnings.first?.contains("header image") == true
                && warnings.first?.contains("odd.jpg': unreadable ICC profile") == true,
            "\(run.stderr)")
    }

    /// Issue 33: a PNG's unusable iCCP profile warns as a JPEG's does (libpng dropped it with
    /// only a warning of its own), and `--strict-images` refuses either, before anything is written.
    @Test(arguments: ["odd.jpg", "odd.png"])
    func unusableProfileIsAWarningOrWithStrictImagesAnError(_ name: String) throws {
        let directory = try temporaryDirectory()
        let garbage = [UInt8](repeating: 0x5A, count: 300)
        let photo =
            name.hasSuffix(".png")
            ? DisplayP3Fixture.png([180, 120, 80], profile: garbage)
            : DisplayP3Fixture.tagging(try HeaderFixture.photo(), profile: garbage)
        try Data(photo).write(to: directory.appendingPathComponent(name))
        let path = directory.appendingPathComponent(name).path
        let warned = try Run(["frame", "--offset", "0", "--scale", "1", "--header", name], in: directory)
        #expect(warned.status == 0, "\(warned.stderr)")
        #expect(
            warned.stderr.hasPrefix("Warning: header image '\(path)': unreadable ICC profile (")
                && warned.stderr.hasSuffix("); its colours are taken as sRGB\n")
                && warned.stderr.split(separator: "\n").count == 1, "\(warned.stderr)")
        for command in [
            ["frame", "--offset", "0", "--output", "strict.png"],
            ["render", "--motion", "hold 0.1", "--quiet", "--output-dir", "strict"],
        ] {
            let run = try Run(command + ["--scale", "1", "--header", name, "--strict-images"], in: directory)
            #expect(run.status == 2)
            #expect(
                run.stderr.hasPrefix(
                    "Error: header image '\(path)' has an unusable colour profile: unreadable ICC profile (")
                    && run.stderr.hasSuffix(") (--strict-images)\n")
                    && run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        }
        for written in ["strict.png", "strict"] {
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(written).path))
        }
    }

    /// A translucent PNG is composed over the white table behind the header.
    @Test func pngWithAlphaIsDrawnOverWhite() throws {
        let directory = try temporaryDirectory()
        let png = try HeaderFixture.png(
            RGBAImage(width: 2, height: 2, bytes: Array(repeating: [255, 0, 0, 128], count: 4).flatMap { $0 })!)
        let frame = try RenderedFrame(header: png, named: "alpha.png", in: directory)
        // 255·128/255 + 255·(1 − 128/255) = 255 for red; 0 + 255·127/255 = 127 for green and blue.
        #expect(frame.pixel(x: 200, y: 100) == [255, 127, 127])
    }

    @Test func greyscaleRendersGrey() throws {
        let directory = try temporaryDirectory()
        let colour = try RenderedFrame(header: try HeaderFixture.photo(), named: "colour.jpg", in: directory)
        let photo = try JPEGDecoder.decode(try HeaderFixture.photo()).unpremultiplied()
        let grey = try RenderedFrame(
            header: try HeaderFixture.cjpeg(photo, ["-grayscale", "-quality", "95"], in: directory),
            named: "grey.jpg", in: directory)
        var coloured = 0, lumaError = 0.0
        for y in RenderedFrame.headerRows {
            for x in 0..<375 {
                let p = grey.pixel(x: x, y: y), c = colour.pixel(x: x, y: y)
                if p[0] != p[1] || p[1] != p[2] { coloured += 1 }
                lumaError += abs(Double(p[0]) - (0.299 * Double(c[0]) + 0.587 * Double(c[1]) + 0.114 * Double(c[2])))
            }
        }
        #expect(coloured == 0)
        // The grey is the photo's luma (Rec. 601), not a flat or darkened picture.
        #expect(lumaError / Double(375 * 200) < 2, "mean luma error \(lumaError / Double(375 * 200))")
    }

    /// A progressive re-encoding of the photo shows the same picture within JPEG error.
    @Test func progressiveMatchesBaseline() throws {
        let directory = try temporaryDirectory()
        let baseline = try RenderedFrame(header: try HeaderFixture.photo(), named: "baseline.jpg", in: directory)
        let photo = try JPEGDecoder.decode(try HeaderFixture.photo()).unpremultiplied()
        let progressive = try RenderedFrame(
            header: try HeaderFixture.cjpeg(photo, ["-progressive", "-quality", "95"], in: directory),
            named: "progressive.jpg", in: directory)
        let psnr = progressive.psnr(to: baseline)
        #expect(psnr > 38, "PSNR \(psnr) dB")
    }

    /// Every colour model of the codec fixtures renders the inks it holds as the exact picture
    /// (a lossless PNG of the same quadrants) does, within JPEG error; the CMYK files hold 50 %
    /// black where the RGB ones hold white.
    @Test(
        arguments: [
            ("baseline.jpg", [255, 255, 255]), ("progressive.jpg", [255, 255, 255]),
            ("cmyk-adobe.jpg", [127, 127, 127]), ("ycck-adobe.jpg", [127, 127, 127]),
            ("cmyk-plain.jpg", [127, 127, 127]),
        ] as [(String, [UInt8])])
    func colourModelsMatchTheExactPicture(_ name: String, fourth: [UInt8]) throws {
        let directory = try temporaryDirectory()
        let exact = try HeaderFixture.png(
            HeaderFixture.quadrants([[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], fourth + [255]]))
        let reference = try RenderedFrame(header: exact, named: "exact.png", in: directory)
        let frame = try RenderedFrame(header: try HeaderFixture.codecFixture(name), named: name, in: directory)
        let psnr = frame.psnr(to: reference)
        // YCCK's chroma is subsampled, which blurs the sharp quadrant edges most (29 dB measured).
        #expect(psnr > 25, "\(name): PSNR \(psnr) dB")
        // The control: the other fourth quadrant is far off.
        let wrong = try HeaderFixture.png(
            HeaderFixture.quadrants([
                [255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255],
                (fourth == [127, 127, 127] ? [255, 255, 255] : [127, 127, 127]) + [255],
            ]))
        #expect(frame.psnr(to: try RenderedFrame(header: wrong, named: "wrong.png", in: directory)) < 20)
    }

    /// A JPEG tagged with EXIF orientation 3, 6 or 8 renders as the photo turned upright by hand
    /// (and stored losslessly as PNG), not as the stored pixels.
    @Test(arguments: [3, 6, 8])
    func exifOrientationMatchesTheRotatedOriginal(_ orientation: Int) throws {
        let directory = try temporaryDirectory()
        let photo = try HeaderFixture.photo()
        let turned = HeaderFixture.upright(try JPEGDecoder.decode(photo).unpremultiplied(), orientation: orientation)
        let expected = try RenderedFrame(header: try HeaderFixture.png(turned), named: "upright.png", in: directory)
        let tagged = try RenderedFrame(
            header: HeaderFixture.withOrientation(photo, UInt8(orientation)),
            named: "tagged.jpg", in: directory)
        let psnr = tagged.psnr(to: expected)
        #expect(psnr > 40, "orientation \(orientation): PSNR \(psnr) dB")
        let stored = try RenderedFrame(header: photo, named: "stored.jpg", in: directory)
        #expect(tagged.psnr(to: stored) < 20, "the tag must change the picture")
    }
}

/// Bad option values: exit 64, the option or motion step named with what is allowed, nothing
/// written (UsageErrorTests in CLITests.swift covers `frame`'s and `state`'s basics).
@Suite(.scratchFolders) struct BadOptionTests {
    @Test(arguments: [
        (["render", "--fps", "0"], ["--fps", "1…240"]),
        (["render", "--fps", "-5"], ["--fps", "1…240"]),
        (["render", "--fps", "241"], ["--fps", "1…240"]),
        (["render", "--fps", "2.5"], ["--fps", "whole number"]),
        (["render", "--fps", "nan"], ["--fps"]),
        (["render", "--jobs", "0"], ["--jobs", "1…256"]),
        (["render", "--motion", "dance 3"], ["dance", "unknown step"]),
        (["render", "--motion", "drag -100"], ["drag -100", "drag"]),
        (["render", "--motion", "hold -1"], ["hold -1", "from 0 to 3600 seconds"]),
        (["render", "--motion", "hold nan"], ["nan", "finite"]),
        (["render", "--motion", "scroll 0 inf"], ["inf", "finite"]),
        (["render", "--motion", "hold 1", "--motion-file", "m.txt"], ["--motion-file"]),
        (["render", "--frames", "5-2"], ["--frames"]),
        (["render", "--frames", "99999-"], ["--frames", "this animation has frames 0-242"]),
        (["render", "--frames", "243-300"], ["--frames", "this animation has frames 0-242"]),
        (["render", "--frames", "-"], ["--frames", "A-"]),
        (["render", "--frames", "5"], ["--frames", "A-B"]),
        (["render", "--compression", "max"], ["--compression", "fast, default, best"]),
        (["render", "--scale", "0"], ["--scale", "1, 2 or 3"]),
        (["render", "--scale", "4"], ["--scale", "1, 2 or 3"]),
        (["render", "--rows", "-1"], ["--rows"]),
        (["render", "--bogus"], ["--bogus"]),
        (["render", "--sheet"], ["--sheet"]),
        (["frame", "--offset", "1e999"], ["--offset", "finite"]),
        (["frame", "--offset", "-inf"], ["--offset", "finite"]),
        (["frame", "--offset", "1e6"], ["--offset", "-100000…100000"]),
        (["frame", "--offset", "0", "--rows", "-1"], ["--rows"]),
        (["frame", "--offset", "0", "--header", ""], ["--header"]),
        (["frame", "--offset", "0", "--device", "iphone-99"], ["--device", "iphone-99"]),
        (["compare", "a.png", "b.png", "--threshold", "nan"], ["--threshold", "finite"]),
        (["compare", "a.png", "b.png", "--threshold", "2"], ["--threshold", "0…1"]),
        (["compare", "a.png", "b.png", "--max-diff", "-1"], ["--max-diff"]),
        (["compare", "a.png", "b.png", "--precision", "2"], ["--precision", "0…1"]),
        (["compare", "a.png", "b.png", "--perceptual-precision", "-1"], ["--perceptual-precision", "0…1"]),
    ])
    func exits64NamingTheOption(arguments: [String], named: [String]) throws {
        let directory = try temporaryDirectory()
        let run = try Run(arguments, in: directory)
        #expect(run.status == 64, "\(arguments): \(run.stderr)")
        let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("Error: "))
        for word in named { #expect(first.contains(word), "\(arguments): \(first)") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "\(arguments)")
    }
}

/// Outputs that cannot be written: exit 2 naming the path, and no file, whole or partial.
@Suite(.scratchFolders) struct BadOutputTests {
    func expectRefused(
        _ arguments: [String], naming path: String, reason: String, in directory: URL,
        leaving expected: Set<String>, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let run = try Run(arguments, in: directory)
        #expect(run.status == 2, "\(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)", sourceLocation: sourceLocation)
        #expect(
            run.stderr.contains("'\(path)'") && run.stderr.contains(reason), "\(run.stderr)",
            sourceLocation: sourceLocation)
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: directory.path)) == expected,
            sourceLocation: sourceLocation)
    }

    @Test func frameUnderAFile() throws {
        let directory = try temporaryDirectory()
        try Data("x".utf8).write(to: directory.appendingPathComponent("plain.txt"))
        try expectRefused(
            ["frame", "--offset", "0", "--output", "plain.txt/f.png"], naming: "plain.txt/f.png",
            reason: "plain.txt' is a file, not a folder", in: directory, leaving: ["plain.txt"])
    }

    @Test func renderIntoAFile() throws {
        let directory = try temporaryDirectory()
        try Data("x".utf8).write(to: directory.appendingPathComponent("plain.txt"))
        try expectRefused(
            ["render", "--output-dir", "plain.txt", "--quiet"], naming: "plain.txt",
            reason: "it is a file, not a folder", in: directory, leaving: ["plain.txt"])
    }

    @Test func renderUnderAFile() throws {
        let directory = try temporaryDirectory()
        try Data("x".utf8).write(to: directory.appendingPathComponent("plain.txt"))
        try expectRefused(
            ["render", "--output-dir", "plain.txt/frames", "--quiet"], naming: "plain.txt/frames",
            reason: "cannot create the folder", in: directory, leaving: ["plain.txt"])
    }

    @Test func sheetInAMissingFolder() throws {
        let directory = try temporaryDirectory()
        try expectRefused(
            ["render", "--motion", "hold 0.1", "--sheet", "no/such/sheet.png", "--quiet"],
            naming: "no/such/sheet.png", reason: "its folder does not exist", in: directory,
            leaving: [])
        // The sheet outside the output folder is checked before that folder is made (issue 33):
        // no folder, no lock is left behind.
    }

    /// A FIFO (like any device or socket) is not replaced by a rename: the path is refused.
    @Test func ontoAFIFO() throws {
        let directory = try temporaryDirectory()
        let fifo = directory.appendingPathComponent("pipe.png")
        try #require(mkfifo(fifo.path, 0o644) == 0)
        try expectRefused(
            ["frame", "--offset", "0", "--output", "pipe.png"], naming: "pipe.png",
            reason: "not a regular file", in: directory, leaving: ["pipe.png"])
        var info = stat()
        #expect(lstat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO is still there")
    }

    /// A folder the process cannot create files in. Permission bits do not stop root (as in CI), so
    /// root tries /sys, where the kernel refuses new files to everyone.
    @Test func intoAReadOnlyFolder() throws {
        let directory = try temporaryDirectory()
        let locked = directory.appendingPathComponent("locked").path
        let folder = geteuid() == 0 ? "/sys" : locked
        if folder == locked {
            try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
            try #require(chmod(locked, 0o555) == 0)
        }
        defer { if folder == locked { chmod(locked, 0o755) } }
        let before = try FileManager.default.contentsOfDirectory(atPath: folder)
        for arguments in [
            ["frame", "--offset", "0", "--scale", "1", "--output", folder + "/f.png"],
            ["render", "--motion", "hold 0.1", "--scale", "1", "--output-dir", folder + "/frames", "--quiet"],
        ] {
            let run = try Run(arguments, in: directory)
            #expect(run.status == 2, "\(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
            #expect(run.stderr.contains("'\(folder)/"), "\(run.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == before)
    }

    /// A write that fails half-way (here the file size limit, standing in for a full disk) is
    /// reported with the path and the system's reason, and leaves neither the file nor its
    /// temporary.
    @Test func writeErrorLeavesNothing() throws {
        let directory = try temporaryDirectory()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // 64 blocks of 512 bytes: a fifth of this frame. SIGXFSZ ignored, so write() fails with EFBIG.
        process.arguments = [
            "-c", "ulimit -f 64 && trap '' XFSZ && exec \"$0\" \"$@\"", Run.binary.path,
            "frame", "--offset", "-200", "--scale", "1", "--output", "f.png",
        ]
        process.currentDirectoryURL = directory
        let err = Pipe()
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 2, "\(stderr)")
        #expect(stderr.contains("'f.png'") && stderr.contains("File too large"), "\(stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
