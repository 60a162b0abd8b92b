import Codecs
import Raster
import TestSupport
import Testing

/// Embedded colour profiles are converted to sRGB as ColorSync shows them; the expected values
/// are lcms2's own conversion (relative colorimetric, black-point compensation).
@Suite struct ColorManagementTests {
    static let p3: [UInt8] = [180, 120, 80]

    static func pixel(_ pixmap: Pixmap, x: Int = 3, y: Int = 3) -> [UInt8] {
        Array(pixmap.bytes[(y * pixmap.width + x) * 4..<(y * pixmap.width + x) * 4 + 3])
    }

    static func expectClose(
        _ actual: [UInt8], _ expected: [UInt8], within tolerance: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let far = zip(actual, expected).contains { abs(Int($0) - Int($1)) > tolerance }
        #expect(!far, "\(actual) is not within ±\(tolerance) of \(expected)", sourceLocation: sourceLocation)
    }

    @Test func theFixtureColourIsOneConversionVisiblyChanges() {
        // Otherwise the tests below could pass with no conversion at all.
        let converted = DisplayP3Fixture.sRGB(of: Self.p3)
        #expect(zip(converted, Self.p3).contains { abs(Int($0) - Int($1)) > 8 }, "\(converted)")
    }

    @Test func displayP3PNGBecomesSRGB() throws {
        let pixmap = try ImageDecoder.decode(DisplayP3Fixture.png(Self.p3))
        Self.expectClose(Self.pixel(pixmap), DisplayP3Fixture.sRGB(of: Self.p3), within: 2)
        #expect(ImageDecoder.colorProfileProblem(of: DisplayP3Fixture.png(Self.p3)) == nil)
    }

    @Test func displayP3JPEGBecomesSRGB() throws {
        let untagged = try DisplayP3Fixture.untaggedJPEG(Self.p3)
        let stored = Self.pixel(try ImageDecoder.decode(untagged))
        let pixmap = try ImageDecoder.decode(DisplayP3Fixture.tagging(untagged))
        Self.expectClose(Self.pixel(pixmap), DisplayP3Fixture.sRGB(of: stored), within: 2)
    }

    @Test func aProfileSplitOverSegmentsInAnyOrderIsPutTogether() throws {
        let untagged = try DisplayP3Fixture.untaggedJPEG(Self.p3)
        let whole = try ImageDecoder.decode(DisplayP3Fixture.tagging(untagged))
        let chunks = (DisplayP3Fixture.profile.count + 99) / 100
        #expect(chunks >= 3)
        let split = DisplayP3Fixture.tagging(untagged, chunkSize: 100, order: Array((1...chunks).reversed()))
        #expect(try ImageDecoder.decode(split) == whole)
        #expect(ImageDecoder.colorProfileProblem(of: split) == nil)
    }

    @Test func aMissingChunkIsAWarningAndTheImageStaysAsStored() throws {
        let untagged = try DisplayP3Fixture.untaggedJPEG(Self.p3)
        let chunks = (DisplayP3Fixture.profile.count + 99) / 100
        let broken = DisplayP3Fixture.tagging(untagged, chunkSize: 100, order: Array(2...chunks))
        #expect(try ImageDecoder.decode(broken) == ImageDecoder.decode(untagged))
        #expect(
            ImageDecoder.colorProfileProblem(of: broken) == .incompleteChunks(found: Array(2...chunks), count: chunks))
    }

    @Test func anUnreadableProfileIsAWarningAndTheImageStaysAsStored() throws {
        let untagged = try DisplayP3Fixture.untaggedJPEG(Self.p3)
        let garbage = DisplayP3Fixture.tagging(untagged, profile: Array(repeating: 0x5A, count: 300))
        #expect(try ImageDecoder.decode(garbage) == ImageDecoder.decode(untagged))
        let problem = try #require(ImageDecoder.colorProfileProblem(of: garbage))
        guard case .unreadable = problem else { Issue.record("\(problem)"); return }
        #expect(problem.description.hasSuffix("; its colours are taken as sRGB"))
    }

    /// Issue 33: libpng drops an iCCP chunk it cannot use with only a warning, so a PNG's
    /// unusable profile passed for none; it is reported as a JPEG's is, with libpng's reason.
    @Test func aPNGsUnusableProfileIsAWarningAndTheImageStaysAsStored() throws {
        let garbage = DisplayP3Fixture.png(Self.p3, profile: Array(repeating: 0x5A, count: 300))
        #expect(Self.pixel(try ImageDecoder.decode(garbage)) == Self.p3)
        let problem = try #require(ImageDecoder.colorProfileProblem(of: garbage))
        guard case .unreadable(let reason) = problem else { Issue.record("\(problem)"); return }
        #expect(!reason.isEmpty && !reason.hasPrefix("iCCP"), "\(reason)")
        #expect(problem.description.hasSuffix("; its colours are taken as sRGB"))
    }

    @Test func anSRGBProfileRoundTripsWithinOne() throws {
        let sRGB = DisplayP3Fixture.sRGBProfile
        for value in stride(from: 0, through: 255, by: 15) {
            let color: [UInt8] = [UInt8(value), UInt8(255 - value), UInt8(value / 2)]
            Self.expectClose(
                Self.pixel(try ImageDecoder.decode(DisplayP3Fixture.png(color, profile: sRGB))), color, within: 1)
        }
    }

    @Test func anRGBProfileOnACMYKJPEGIsAWarningAndInksConvertAsBefore() throws {
        let cmyk = try Fixture.bytes("cmyk-adobe.jpg")
        let tagged = DisplayP3Fixture.tagging(cmyk)
        #expect(try ImageDecoder.decode(tagged) == ImageDecoder.decode(cmyk))
        #expect(ImageDecoder.colorProfileProblem(of: tagged) == .wrongColorSpace(profile: "RGB", image: "CMYK"))
    }

    @Test func pngGammaOtherThanSRGBsIsConverted() throws {
        let grey = TestPNG.Image(colorType: 2, bitDepth: 8, samples: [[[128, 128, 128]]])
        // gAMA 1.0: linear values; 128/255 of linear light is 188 in sRGB.
        let linear = TestPNG.file(grey, extraChunks: [PNGBytes.chunk("gAMA", PNGBytes.be32(100_000))])
        Self.expectClose(Self.pixel(try ImageDecoder.decode(linear), x: 0, y: 0), [188, 188, 188], within: 1)
        // gAMA 1/2.2 is how most encoders say sRGB: left alone.
        let usual = TestPNG.file(grey, extraChunks: [PNGBytes.chunk("gAMA", PNGBytes.be32(45455))])
        #expect(Self.pixel(try ImageDecoder.decode(usual), x: 0, y: 0) == [128, 128, 128])
    }

    @Test func compareStillReadsPNGsAsStored() throws {
        // pngjs, which compare follows, knows no colour profiles.
        let image = try PNGDecoder.decode(DisplayP3Fixture.png(Self.p3))
        #expect(Array(image.bytes.prefix(3)) == Self.p3)
    }
}
