import Codecs
import Foundation
import Raster
import Testing

/// Small hand-made images for `stretchy compare`, written as PNG files.
enum Picture {
    /// `width × height` pixels of one straight RGBA colour.
    static func solid(_ width: Int, _ height: Int, _ rgba: [UInt8]) -> RGBAImage {
        RGBAImage(width: width, height: height, bytes: [UInt8]((0..<width * height).map { _ in rgba }.joined()))!
    }

    /// `image` with the pixel at (x, y) replaced.
    static func setting(_ image: RGBAImage, _ x: Int, _ y: Int, _ rgba: [UInt8]) -> RGBAImage {
        var bytes = image.bytes
        bytes.replaceSubrange((y * image.width + x) * 4..<(y * image.width + x) * 4 + 4, with: rgba)
        return RGBAImage(width: image.width, height: image.height, bytes: bytes)!
    }

    static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        Array(image.bytes[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4])
    }

    /// Writes `image` as an RGBA PNG and returns its path.
    @discardableResult
    static func write(_ image: RGBAImage, to url: URL) throws -> String {
        try Data(try PNGEncoder().encodeRGBA(image)).write(to: url)
        return url.path
    }

    static func read(_ url: URL) throws -> RGBAImage {
        try PNGDecoder.decode([UInt8](try Data(contentsOf: url)))
    }

    static let black: [UInt8] = [0, 0, 0, 255]
    static let white: [UInt8] = [255, 255, 255, 255]

    /// 8 × 5: black columns 0–3, white columns 4–7 — a hard vertical edge.
    static let edge: RGBAImage = {
        var image = solid(8, 5, white)
        for y in 0..<5 { for x in 0..<4 { image = setting(image, x, y, black) } }
        return image
    }()

    /// `edge` with three changes: (1, 2) turns white (brighter), (6, 2) turns black (darker),
    /// and (4, 2) turns grey, which reads as anti-aliasing of the edge (SPEC §4: its darkest
    /// neighbour (4, 1) has 3 or more identical neighbours in both images).
    static let edgeChanged: RGBAImage = {
        setting(setting(setting(edge, 1, 2, white), 6, 2, black), 4, 2, [128, 128, 128, 255])
    }()
}

/// The JSON object `stretchy compare --json` printed.
func json(_ run: Run) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
    return try #require(object as? [String: Any], "\(run.stdout)")
}

@Suite(.scratchFolders) struct CompareFilesTests {
    @Test func identicalFilesExit0() throws {
        let folder = try temporaryDirectory()
        let image = Picture.solid(4, 3, [10, 200, 30, 255])
        let a = try Picture.write(image, to: folder.appendingPathComponent("a.png"))
        let b = try Picture.write(image, to: folder.appendingPathComponent("b.png"))
        let run = try Run(["compare", a, b, "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout
                == #"{"differentPixels": 0, "totalPixels": 12, "width": 4, "height": 3, "identical": true, "sizeMismatch": false, "#
                + #""actualWidth": 4, "actualHeight": 3, "diffBounds": null, "ignoredPixels": 0, "#
                + #""precision": 1, "perceptualPrecision": 1}"# + "\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func aChangedPixelExits1WithItsCount() throws {
        let folder = try temporaryDirectory()
        let image = Picture.solid(4, 3, Picture.white)
        let a = try Picture.write(image, to: folder.appendingPathComponent("a.png"))
        let b = try Picture.write(
            Picture.setting(image, 2, 1, Picture.black), to: folder.appendingPathComponent("b.png"))
        let run = try Run(["compare", a, b, "--json"])
        #expect(run.status == 1)
        let result = try json(run)
        #expect(result["differentPixels"] as? Int == 1)
        #expect(result["totalPixels"] as? Int == 12)
        #expect(result["identical"] as? Bool == false)
        #expect(result["sizeMismatch"] as? Bool == false)
        let human = try Run(["compare", a, b])
        #expect(human.status == 1)
        #expect(human.stdout == "\(b): 1 of 12 pixels differ (8.333 %), 0 allowed\n")
    }

    @Test func maxDiffIsInclusive() throws {
        let folder = try temporaryDirectory()
        let image = Picture.solid(9, 3, Picture.white)
        // Three isolated black pixels: none is anti-aliasing.
        let changed = Picture.setting(
            Picture.setting(Picture.setting(image, 1, 1, Picture.black), 4, 1, Picture.black),
            7, 1, Picture.black)
        let a = try Picture.write(image, to: folder.appendingPathComponent("a.png"))
        let b = try Picture.write(changed, to: folder.appendingPathComponent("b.png"))
        let atLimit = try Run(["compare", a, b, "--max-diff", "3", "--json"])
        #expect(atLimit.status == 0)
        #expect(try json(atLimit)["differentPixels"] as? Int == 3, "the count is reported even when tolerated")
        #expect(try Run(["compare", a, b, "--max-diff", "2"]).status == 1)
        #expect(try Run(["compare", a, b]).status == 1, "the default --max-diff is 0")
    }

    /// swift-snapshot-testing's two limits (issue 21): grey 120 against 130, every pixel
    /// differing at threshold 0, ΔE94 3.94.
    @Test func precisionAndPerceptualPrecisionAreLimitsOfTheirOwn() throws {
        let folder = try temporaryDirectory()
        let a = try Picture.write(
            Picture.solid(4, 3, [120, 120, 120, 255]), to: folder.appendingPathComponent("a.png"))
        let b = try Picture.write(
            Picture.solid(4, 3, [130, 130, 130, 255]), to: folder.appendingPathComponent("b.png"))
        let exact = try Run(["compare", a, b, "--threshold", "0", "--json"])
        #expect(exact.status == 1)
        #expect(try json(exact)["precision"] as? Int == 1 && json(exact)["perceptualPrecision"] as? Int == 1)
        let perceptual = try Run(["compare", a, b, "--threshold", "0", "--perceptual-precision", "0.96", "--json"])
        #expect(perceptual.status == 0, "\(perceptual.stdout)")
        #expect(try json(perceptual)["differentPixels"] as? Int == 0)
        #expect(try json(perceptual)["perceptualPrecision"] as? Double == 0.96)
        #expect(try Run(["compare", a, b, "--threshold", "0", "--perceptual-precision", "0.97"]).status == 1)
        // 12 of 12 differ: precision 0 passes, 0.1 does not; --max-diff keeps its own meaning.
        #expect(try Run(["compare", a, b, "--threshold", "0", "--precision", "0"]).status == 0)
        #expect(try Run(["compare", a, b, "--threshold", "0", "--precision", "0.1"]).status == 1)
        #expect(try Run(["compare", a, b, "--threshold", "0", "--precision", "0.1", "--max-diff", "12"]).status == 0)
        let bad = try Run(["compare", a, b, "--precision", "1.5"])
        #expect(bad.status == 64 && bad.stderr.contains("--precision"), "\(bad.stderr)")
    }

    @Test func thresholdZeroSeesWhatTheDefaultTolerates() throws {
        let folder = try temporaryDirectory()
        let image = Picture.solid(5, 5, [200, 200, 200, 255])
        // A grey step of 5: delta ≈ 0.5053·5² ≈ 12.6, below 35215·0.1² = 352 but above 0.
        let a = try Picture.write(image, to: folder.appendingPathComponent("a.png"))
        let b = try Picture.write(
            Picture.setting(image, 2, 2, [205, 205, 205, 255]), to: folder.appendingPathComponent("b.png"))
        let lenient = try Run(["compare", a, b, "--json"])
        #expect(lenient.status == 0)
        #expect(try json(lenient)["differentPixels"] as? Int == 0)
        #expect(try json(lenient)["identical"] as? Bool == false, "not identical, only within the threshold")
        let exact = try Run(["compare", a, b, "--threshold", "0", "--json"])
        #expect(exact.status == 1)
        #expect(try json(exact)["differentPixels"] as? Int == 1)
    }

    @Test func differentSizesExit1() throws {
        let folder = try temporaryDirectory()
        let a = try Picture.write(Picture.solid(4, 3, Picture.white), to: folder.appendingPathComponent("a.png"))
        let b = try Picture.write(Picture.solid(3, 4, Picture.white), to: folder.appendingPathComponent("b.png"))
        let run = try Run(["compare", a, b, "--json"])
        #expect(run.status == 1)
        let result = try json(run)
        #expect(result["sizeMismatch"] as? Bool == true)
        #expect(result["identical"] as? Bool == false)
        #expect(result["width"] as? Int == 4 && result["height"] as? Int == 3, "the expected image's size")
        let human = try Run(["compare", a, b, "--diff", folder.appendingPathComponent("d.png").path])
        #expect(human.status == 1)
        #expect(human.stdout.contains("sizes differ (expected 4×3, actual 3×4)"), "\(human.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("d.png").path))
    }

    /// Ways a file named `.png` can fail to be a readable PNG.
    enum Damage: String, CaseIterable, Sendable {
        case truncated, crc, text, jpeg, empty

        func apply(to png: [UInt8]) -> [UInt8] {
            switch self {
            case .truncated: return Array(png.prefix(60))
            // The last bytes of IDAT (IEND is the final 12 bytes).
            case .crc: var bytes = png; bytes[bytes.count - 20] ^= 0xFF; return bytes
            case .text: return Array("hello\n".utf8)
            case .jpeg: return [0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46, 0]
            case .empty: return []
            }
        }
    }

    @Test(arguments: Damage.allCases)
    func unreadablePNGExits2NamingIt(damage: Damage) throws {
        let folder = try temporaryDirectory()
        let good = Picture.solid(16, 16, [40, 80, 120, 255])
        let png = try PNGEncoder().encodeRGBA(good)
        let a = try Picture.write(good, to: folder.appendingPathComponent("good.png"))
        let bad = folder.appendingPathComponent("\(damage).png")
        try Data(damage.apply(to: png)).write(to: bad)
        for arguments in [[a, bad.path], [bad.path, a]] {
            let run = try Run(["compare"] + arguments + ["--diff", folder.appendingPathComponent("d.png").path])
            #expect(run.status == 2)
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(run.stderr)")
            #expect(lines.first?.hasPrefix("Error: ") == true)
            #expect(lines.first?.contains(bad.path) == true, "\(run.stderr)")
            #expect(run.stdout.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("d.png").path))
        }
    }

    @Test func aMissingFileExits2NamingIt() throws {
        let folder = try temporaryDirectory()
        let a = try Picture.write(Picture.solid(2, 2, Picture.white), to: folder.appendingPathComponent("a.png"))
        let missing = folder.appendingPathComponent("nope.png").path
        for arguments in [[a, missing], [missing, a]] {
            let run = try Run(["compare"] + arguments)
            #expect(run.status == 2)
            #expect(run.stderr.split(separator: "\n").count == 1)
            #expect(run.stderr.contains(missing), "\(run.stderr)")
        }
    }

    @Test func aFileAgainstAFolderIsAUsageError() throws {
        let folder = try temporaryDirectory()
        let a = try Picture.write(Picture.solid(2, 2, Picture.white), to: folder.appendingPathComponent("a.png"))
        for arguments in [[a, folder.path], [folder.path, a]] {
            let run = try Run(["compare"] + arguments)
            #expect(run.status == 64)
            #expect(run.stderr.hasPrefix("Error: "))
            #expect(run.stdout.isEmpty)
        }
    }

    @Test(arguments: [
        (["--threshold", "2"], "--threshold"),
        (["--threshold", "-0.1"], "--threshold"),
        (["--threshold", "nan"], "--threshold"),
        (["--alpha", "-1"], "--alpha"),
        (["--alpha", "1.5"], "--alpha"),
        (["--diff-color", "1,2"], "--diff-color"),
        (["--diff-color", "1,2,256"], "--diff-color"),
        (["--aa-color", "red"], "--aa-color"),
        (["--diff-color-alt", "1,2,3,4"], "--diff-color-alt"),
        (["--max-diff", "-3"], "--max-diff"),
        (["--max-diff", "1.5"], "--max-diff"),
        (["--max-diff", "101%"], "--max-diff"),
        (["--max-diff", "1.0000001%"], "--max-diff"),
        (["--ignore", "1,2,3"], "--ignore"),
        (["--ignore", "0,0,4,4", "--ignore", "0,0,0,4"], "--ignore"),
        (["--ignore", "-1,0,4,4"], "--ignore"),
        (["--treshold", "0"], "--threshold"),
        (["--json", "--json=1"], "--json"),
    ])
    func badOptionValuesExit64NamingTheOption(options: [String], named: String) throws {
        let folder = try temporaryDirectory()
        let image = Picture.solid(2, 2, Picture.white)
        let a = try Picture.write(image, to: folder.appendingPathComponent("a.png"))
        let b = try Picture.write(
            Picture.setting(image, 0, 0, Picture.black), to: folder.appendingPathComponent("b.png"))
        let diff = folder.appendingPathComponent("d.png")
        let run = try Run(["compare", a, b, "--diff", diff.path] + options)
        #expect(run.status == 64)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("Error: ") == true)
        #expect(lines.first?.contains(named) == true, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: diff.path), "options are checked before any work")
    }
}

/// `--diff` writes a PNG under a `.png` name only (issue 11); for folders it names a folder.
@Suite(.scratchFolders) struct CompareDiffNameTests {
    func pair() throws -> (a: String, b: String, folder: URL) {
        let folder = try temporaryDirectory()
        let image = Picture.solid(2, 2, Picture.white)
        let a = try Picture.write(image, to: folder.appendingPathComponent("a.png"))
        let b = try Picture.write(
            Picture.setting(image, 0, 0, Picture.black), to: folder.appendingPathComponent("b.png"))
        return (a, b, folder)
    }

    @Test(arguments: ["d.jpg", "d", "-"])
    func aDiffFileNotEndingInPNGIsAUsageError(_ name: String) throws {
        let (a, b, folder) = try pair()
        let run = try Run(["compare", a, b, "--diff", name], in: folder)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: option '--diff': "), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.png", "b.png"])
    }

    @Test func aDiffFileEndingInPNGInAnyCaseIsWritten() throws {
        let (a, b, folder) = try pair()
        let run = try Run(["compare", a, b, "--diff", "D.Png"], in: folder)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(try Picture.read(folder.appendingPathComponent("D.Png")).width == 2)
    }

    @Test func aDiffFolderNamedLikeAPNGIsAUsageError() throws {
        let (a, b, folder) = try pair()
        let (expected, actual) = (folder.appendingPathComponent("expected"), folder.appendingPathComponent("actual"))
        for (side, file) in [(expected, a), (actual, b)] {
            try FileManager.default.createDirectory(at: side, withIntermediateDirectories: false)
            try FileManager.default.copyItem(atPath: file, toPath: side.appendingPathComponent("f.png").path)
        }
        let run = try Run(["compare", expected.path, actual.path, "--diff", "diffs.png"], in: folder)
        #expect(run.status == 64)
        #expect(run.stderr.contains("'diffs.png' names a PNG file"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("diffs.png").path))
    }
}

@Suite(.scratchFolders) struct CompareDiffImageTests {
    /// Runs `compare edge edgeChanged --diff d.png` with `options` and returns the exit status,
    /// the printed JSON and the decoded diff.
    func diff(_ options: [String] = []) throws -> (status: Int32, result: [String: Any], image: RGBAImage) {
        let folder = try temporaryDirectory()
        let a = try Picture.write(Picture.edge, to: folder.appendingPathComponent("a.png"))
        let b = try Picture.write(Picture.edgeChanged, to: folder.appendingPathComponent("b.png"))
        let url = folder.appendingPathComponent("d.png")
        let run = try Run(["compare", a, b, "--diff", url.path, "--json"] + options)
        return (run.status, try json(run), try Picture.read(url))
    }

    /// The diff's grey for an unchanged pixel (SPEC §4), truncated toward zero.
    func grey(_ rgba: [UInt8], alpha: Double = 0.1) -> [UInt8] {
        let y = 0.29889531 * Double(rgba[0]) + 0.58662247 * Double(rgba[1]) + 0.11448223 * Double(rgba[2])
        let v = UInt8(255 + (y - 255) * alpha * Double(rgba[3]) / 255)
        return [v, v, v, 255]
    }

    @Test func differencesAreRedAntiAliasingYellowTheRestGrey() throws {
        let (status, result, image) = try diff()
        #expect(status == 1)
        #expect(result["differentPixels"] as? Int == 2, "the anti-aliased pixel is not counted")
        #expect(image.width == 8 && image.height == 5)
        #expect(try PNGDecoder.decode([UInt8](try PNGEncoder().encodeRGBA(image))) == image)
        for y in 0..<5 {
            for x in 0..<8 {
                let want: [UInt8]
                switch (x, y) {
                case (1, 2), (6, 2): want = [255, 0, 0, 255]
                case (4, 2): want = [255, 255, 0, 255]
                default: want = grey(Picture.pixel(Picture.edge, x, y))
                }
                #expect(Picture.pixel(image, x, y) == want, "(\(x), \(y))")
            }
        }
        // Grey from the first image: black 255 − 25.5 → 229, white stays 255.
        #expect(Picture.pixel(image, 0, 0) == [229, 229, 229, 255])
        #expect(Picture.pixel(image, 7, 0) == [255, 255, 255, 255])
    }

    @Test func diffFileIsAnRGBAPNG() throws {
        let folder = try temporaryDirectory()
        let a = try Picture.write(Picture.edge, to: folder.appendingPathComponent("a.png"))
        let b = try Picture.write(Picture.edgeChanged, to: folder.appendingPathComponent("b.png"))
        let url = folder.appendingPathComponent("d.png")
        _ = try Run(["compare", a, b, "--diff", url.path])
        let bytes = [UInt8](try Data(contentsOf: url))
        try #require(bytes.count > 26)
        // IHDR: bit depth 8, colour type 6 (RGBA).
        #expect(bytes[24] == 8 && bytes[25] == 6)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.png", "b.png", "d.png"])
    }

    @Test func maskLeavesEverythingElseTransparent() throws {
        let (_, _, image) = try diff(["--diff-mask"])
        for y in 0..<5 {
            for x in 0..<8 {
                let want: [UInt8] = (x, y) == (1, 2) || (x, y) == (6, 2) ? [255, 0, 0, 255] : [0, 0, 0, 0]
                #expect(Picture.pixel(image, x, y) == want, "(\(x), \(y))")
            }
        }
    }

    @Test func coloursAndAlphaAreTheUsers() throws {
        let (_, _, image) = try diff([
            "--diff-color", "0,255,0", "--aa-color", "0,0,255",
            "--diff-color-alt", "10,20,30", "--alpha", "0.5",
        ])
        #expect(Picture.pixel(image, 1, 2) == [0, 255, 0, 255], "brighter in ACTUAL: --diff-color")
        #expect(Picture.pixel(image, 6, 2) == [10, 20, 30, 255], "darker in ACTUAL: --diff-color-alt")
        #expect(Picture.pixel(image, 4, 2) == [0, 0, 255, 255])
        #expect(Picture.pixel(image, 0, 0) == [127, 127, 127, 255], "255 − 255·0.5 = 127.5, truncated")
    }

    @Test func includeAACountsTheEdgePixel() throws {
        let (status, result, image) = try diff(["--include-aa"])
        #expect(status == 1)
        #expect(result["differentPixels"] as? Int == 3)
        #expect(Picture.pixel(image, 4, 2) == [255, 0, 0, 255])
    }
}

/// Renders of one short animation for a folder test, in its scratch folder (removed when the
/// test ends, so not shared between tests): `same` twice, `other` with another title.
struct Renders: Sendable {
    let first: URL
    let second: URL
    let other: URL
    static let frameCount = 12

    static func make() throws -> Renders {
        let root = try temporaryDirectory()
        func render(_ name: String, _ extra: [String] = []) throws -> URL {
            let folder = root.appendingPathComponent(name)
            let run = try Run(
                [
                    "render", "--motion", "hold 0.1; drag -100 0.2; release", "--fps", "10", "--scale", "1",
                    "--quiet", "--output-dir", folder.path,
                ] + extra)
            guard run.status == 0 else { throw RenderFailed(message: run.stderr) }
            return folder
        }
        return Renders(
            first: try render("first"), second: try render("second"),
            other: try render("other", ["--title", "Other"]))
    }

    struct RenderFailed: Error { let message: String }

    static func frame(_ index: Int) -> String { String(format: "frame_%04d.png", index) }

    /// A copy of `folder` to change freely.
    static func copy(_ folder: URL) throws -> URL {
        let copy = try temporaryDirectory().appendingPathComponent(folder.lastPathComponent)
        try FileManager.default.copyItem(at: folder, to: copy)
        return copy
    }
}

@Suite(.scratchFolders) struct CompareFoldersTests {
    @Test func theSameAnimationRenderedTwiceMatches() throws {
        let renders = try Renders.make()
        let names = try FileManager.default.contentsOfDirectory(atPath: renders.first.path).filter {
            $0.hasSuffix(".png")
        }
        #expect(names.count == Renders.frameCount)
        let run = try Run(["compare", renders.first.path, renders.second.path, "--json"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let result = try json(run)
        let files = try #require(result["files"] as? [[String: Any]])
        #expect(files.count == Renders.frameCount)
        #expect(files.allSatisfy { $0["identical"] as? Bool == true })
        #expect(result["differentFiles"] as? Int == 0)
        let human = try Run(["compare", renders.first.path, renders.second.path])
        #expect(human.status == 0)
        #expect(human.stdout == "0 of \(Renders.frameCount) files differ\n")
    }

    @Test func anotherTitleDiffersAndNamesTheFrames() throws {
        let renders = try Renders.make()
        let run = try Run(["compare", renders.first.path, renders.other.path, "--json"])
        #expect(run.status == 1)
        let result = try json(run)
        let files = try #require(result["files"] as? [[String: Any]])
        #expect(files.map { $0["name"] as? String } == (0..<Renders.frameCount).map { Renders.frame($0) })
        // The title sits on top of every frame, so every frame differs, in a title-sized area.
        for file in files {
            let count = try #require(file["differentPixels"] as? Int)
            #expect(count > 20 && count < 80 * 44, "\(file)")
        }
        #expect(result["differentFiles"] as? Int == Renders.frameCount)
        let human = try Run(["compare", renders.first.path, renders.other.path])
        #expect(human.status == 1)
        for index in 0..<Renders.frameCount {
            #expect(human.stdout.contains("\(Renders.frame(index)): "), "\(human.stdout)")
        }
        #expect(human.stdout.hasSuffix("\(Renders.frameCount) of \(Renders.frameCount) files differ\n"))
        // Within the tolerance they still differ, and the line says so (issue 31).
        let n = Renders.frameCount
        let tolerated = try Run(["compare", renders.first.path, renders.other.path, "--max-diff", "100000"])
        #expect(tolerated.status == 0)
        #expect(tolerated.stdout == "\(n) of \(n) files differ, all within the tolerance\n")
        let mixed = try Renders.copy(renders.other)
        try FileManager.default.removeItem(at: mixed.appendingPathComponent(Renders.frame(0)))
        try FileManager.default.copyItem(
            at: renders.first.appendingPathComponent(Renders.frame(0)),
            to: mixed.appendingPathComponent(Renders.frame(0)))
        let counts = try json(try Run(["compare", renders.first.path, mixed.path, "--json"]))
        let pairs = try #require(counts["files"] as? [[String: Any]])
        let most = pairs.compactMap { $0["differentPixels"] as? Int }.sorted()[n / 2]
        let some = try Run(["compare", renders.first.path, mixed.path, "--max-diff", "\(most)"])
        let within = pairs.filter { ($0["differentPixels"] as? Int ?? 0) <= most }.count - 1
        #expect(within > 0 && within < n - 1, "frame 0 identical, some within \(most) pixels, some beyond")
        #expect(some.stdout.hasSuffix("\(n - 1) of \(n) files differ, \(within) of them within the tolerance\n"))
    }

    @Test func aFrameOnOneSideOnlyIsListed() throws {
        let renders = try Renders.make()
        let copy = try Renders.copy(renders.second)
        try FileManager.default.removeItem(at: copy.appendingPathComponent(Renders.frame(3)))
        let run = try Run(["compare", renders.first.path, copy.path, "--json"])
        #expect(run.status == 1)
        let result = try json(run)
        #expect(result["onlyInExpected"] as? [String] == [Renders.frame(3)])
        #expect(result["onlyInActual"] as? [String] == [])
        #expect(result["differentFiles"] as? Int == 1)
        #expect((result["files"] as? [Any])?.count == Renders.frameCount - 1)

        let swapped = try Run(["compare", copy.path, renders.first.path, "--json"])
        #expect(swapped.status == 1)
        #expect(try json(swapped)["onlyInActual"] as? [String] == [Renders.frame(3)])
        let human = try Run(["compare", renders.first.path, copy.path])
        #expect(human.stdout.contains("\(Renders.frame(3)): only in \(renders.first.path)"), "\(human.stdout)")
    }

    @Test func diffFolderHoldsOneImagePerDifferingFile() throws {
        let renders = try Renders.make()
        let mixed = try Renders.copy(renders.first)
        for index in [2, 7] {
            try FileManager.default.removeItem(at: mixed.appendingPathComponent(Renders.frame(index)))
            try FileManager.default.copyItem(
                at: renders.other.appendingPathComponent(Renders.frame(index)),
                to: mixed.appendingPathComponent(Renders.frame(index)))
        }
        let diffs = try temporaryDirectory().appendingPathComponent("diffs")
        let run = try Run(["compare", renders.first.path, mixed.path, "--diff", diffs.path])
        #expect(run.status == 1)
        // Beside them, the list of what stretchy wrote there and the emptied lock (SPEC §4 "Output folders").
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: diffs.path).sorted()
                == [".stretchy-compare.json", ".stretchy.lock", Renders.frame(2), Renders.frame(7)])
        let image = try Picture.read(diffs.appendingPathComponent(Renders.frame(7)))
        #expect(image.width == 375 && image.height == 667)
        let red = stride(from: 0, to: image.bytes.count, by: 4).filter { image.bytes[$0..<$0 + 4] == [255, 0, 0, 255] }
            .count
        #expect(red > 20, "the title's pixels are marked")

        let tolerated = try temporaryDirectory().appendingPathComponent("tolerated")
        let lenient = try Run([
            "compare", renders.first.path, mixed.path, "--diff", tolerated.path, "--max-diff", "100000",
        ])
        #expect(lenient.status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: tolerated.path).sorted()
                == [".stretchy-compare.json", ".stretchy.lock"])
    }

    @Test func aMissingFolderExits2() throws {
        let renders = try Renders.make()
        let missing = try temporaryDirectory().appendingPathComponent("nope").path
        let run = try Run(["compare", renders.first.path, missing])
        #expect(run.status == 2)
        #expect(run.stderr.contains(missing))
    }
}
