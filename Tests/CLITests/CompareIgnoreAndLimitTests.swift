import Foundation
import Raster
import Testing

/// `--ignore`, `--mask` and `--max-diff N|P%` on the command line (issue 13, SPEC §3, §4).
@Suite(.scratchFolders) struct CompareIgnoreAndLimitTests {
    /// The pixels of a frame of the iPhone 8 at @1x, 375 × 667.
    static let frameSize = (width: 375, height: 667)
    /// The only change: a black block of 40 × 20 = 800 pixels on white, none of them
    /// anti-aliasing (a solid block has no pixel with both a darker and a brighter neighbour).
    static let change = PixelRect(x: 100, y: 300, width: 40, height: 20)

    /// A white frame and the same with `change` painted black, written as a.png and b.png.
    static func pair() throws -> (a: String, b: String, folder: URL) {
        let folder = try temporaryDirectory()
        let white = Picture.solid(frameSize.width, frameSize.height, Picture.white)
        let a = try Picture.write(white, to: folder.appendingPathComponent("a.png"))
        let b = try Picture.write(paint(white, change, Picture.black), to: folder.appendingPathComponent("b.png"))
        return (a, b, folder)
    }

    /// `image` with `rect` filled with `rgba`.
    static func paint(_ image: RGBAImage, _ rect: PixelRect, _ rgba: [UInt8]) -> RGBAImage {
        var bytes = image.bytes
        for y in rect.minY..<rect.maxY {
            let row = (y * image.width + rect.minX) * 4
            bytes.replaceSubrange(row..<row + rect.width * 4, with: repeatElement(rgba, count: rect.width).joined())
        }
        return RGBAImage(width: image.width, height: image.height, bytes: bytes)!
    }

    static func bounds(_ result: [String: Any]) -> [String: Int]? {
        result["diffBounds"] as? [String: Int]
    }

    @Test func aShareOfTheFrameIsAllowedRoundedDown() throws {
        let (a, b, _) = try Self.pair()
        let exact = try Run(["compare", a, b, "--json"])
        #expect(exact.status == 1)
        let result = try json(exact)
        #expect(result["differentPixels"] as? Int == 800)
        #expect(result["totalPixels"] as? Int == 250_125)
        #expect(Self.bounds(result) == ["x": 100, "y": 300, "width": 40, "height": 20], "diffBounds is exact")
        // 1 % of 250 125 allows 2 501 pixels; 0.1 % allows 250.
        #expect(try Run(["compare", a, b, "--max-diff", "1%"]).status == 0)
        #expect(try Run(["compare", a, b, "--max-diff", "0.1%"]).status == 1)
        #expect(try Run(["compare", a, b, "--max-diff", "800"]).status == 0)
        #expect(try Run(["compare", a, b, "--max-diff", "799"]).status == 1)
    }

    @Test func ignoringTheOnlyChangePasses() throws {
        let (a, b, _) = try Self.pair()
        let run = try Run(["compare", a, b, "--ignore", "100,300,40,20", "--json"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let result = try json(run)
        #expect(result["differentPixels"] as? Int == 0)
        #expect(result["ignoredPixels"] as? Int == 800)
        #expect(result["diffBounds"] is NSNull)
    }

    @Test func everyIgnoredRectangleCounts() throws {
        let (a, b, _) = try Self.pair()
        let both = try Run(["compare", a, b, "--ignore", "100,300,20,20", "--ignore=120, 300, 20, 20"])
        #expect(both.status == 0, "\(both.stdout)\(both.stderr)")
        let half = try Run(["compare", a, b, "--ignore", "100,300,20,20", "--json"])
        #expect(half.status == 1)
        let result = try json(half)
        #expect(result["differentPixels"] as? Int == 400)
        #expect(
            Self.bounds(result) == ["x": 120, "y": 300, "width": 20, "height": 20],
            "the ignored half is out of the bounds")
    }

    @Test func maskingTheOnlyChangePasses() throws {
        let (a, b, folder) = try Self.pair()
        let clear = Picture.solid(Self.frameSize.width, Self.frameSize.height, [0, 0, 0, 0])
        // Alpha 128 is ignored, 127 is not: the change is covered by the first.
        let mask = try Picture.write(
            Self.paint(clear, Self.change, [0, 0, 0, 128]), to: folder.appendingPathComponent("m.png"))
        let run = try Run(["compare", a, b, "--mask", mask, "--json"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(try json(run)["ignoredPixels"] as? Int == 800)
        let faint = try Picture.write(
            Self.paint(clear, Self.change, [0, 0, 0, 127]), to: folder.appendingPathComponent("f.png"))
        #expect(try Run(["compare", a, b, "--mask", faint]).status == 1)
    }

    @Test func aMaskOfAnotherSizeExits2NamingThePair() throws {
        let (a, b, folder) = try Self.pair()
        let mask = try Picture.write(Picture.solid(3, 3, Picture.black), to: folder.appendingPathComponent("m.png"))
        let run = try Run(["compare", a, b, "--mask", mask])
        #expect(run.status == 2)
        #expect(run.stderr == "Error: cannot compare '\(b)': the mask is 3×3 pixels, the images 375×667\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func anUnreadableMaskExits2NamingIt() throws {
        let (a, b, folder) = try Self.pair()
        let missing = folder.appendingPathComponent("none.png").path
        let run = try Run(["compare", a, b, "--mask", missing, "--report", folder.appendingPathComponent("r").path])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: cannot read '\(missing)'"), "\(run.stderr)")
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("r").path),
            "inputs are read before any output is made")
    }

    @Test func helpShowsTheNewOptions() throws {
        let help = try Run(["compare", "--help"]).stdout
        for synopsis in [
            "--max-diff <N|P%>", "--ignore <X,Y,W,H[pt]> ...", "--ignore-status-bar", "--scale <1|2|3>",
            "--mask <FILE>", "--shard <K/N>", "--report <DIR>", "--junit <FILE>",
        ] {
            #expect(help.contains(synopsis), "\(synopsis)")
        }
        #expect(!help.contains("0,0,375,20 "), "the old status bar recipe, wrong at @2x, is gone")
        #expect(help.contains("--ignore-status-bar --report"))
    }
}
