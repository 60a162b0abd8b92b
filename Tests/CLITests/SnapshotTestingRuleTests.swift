import Codecs
import Foundation
import Raster
import Testing

/// `--precision` and `--perceptual-precision` judge as swift-snapshot-testing judges (issue 31,
/// SPEC §4 "Precision"): every changed pixel is a candidate, and ΔE94 alone forgives one. The
/// count is checked against a ΔE94 computed here, independently of Compare's `DeltaE94`.
@Suite(.scratchFolders) struct SnapshotTestingRuleTests {
    /// CIE ΔE 1994, graphic-arts weights, `reference` first: the formula of Core Image's
    /// `CILabDeltaE` written out again, with ΔH² as Δa² + Δb² − ΔC² (Compare uses another form).
    static func deltaE94(_ reference: [UInt8], _ other: [UInt8]) -> Double {
        func lab(_ rgb: [UInt8]) -> [Double] {
            let linear = rgb.prefix(3).map { value -> Double in
                let c = Double(value) / 255
                return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            let xyz = [
                (0.412453 * linear[0] + 0.357580 * linear[1] + 0.180423 * linear[2]) / 0.95047,
                0.212671 * linear[0] + 0.715160 * linear[1] + 0.072169 * linear[2],
                (0.019334 * linear[0] + 0.119193 * linear[1] + 0.950227 * linear[2]) / 1.08883,
            ].map { t in t > 0.008856 ? pow(t, 1.0 / 3) : 7.787 * t + 16.0 / 116 }
            return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])]
        }
        let p = lab(reference), q = lab(other)
        let c1 = hypot(p[1], p[2]), c2 = hypot(q[1], q[2])
        let dL = p[0] - q[0], dC = c1 - c2
        let dH2 = max(0, (p[1] - q[1]) * (p[1] - q[1]) + (p[2] - q[2]) * (p[2] - q[2]) - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// The pixels of two opaque images whose ΔE94 is above `bound`: swift-snapshot-testing's count.
    static func count(_ expected: RGBAImage, _ actual: RGBAImage, above bound: Double) -> Int {
        stride(from: 0, to: expected.bytes.count, by: 4).filter { k in
            let e = Array(expected.bytes[k..<k + 4]), a = Array(actual.bytes[k..<k + 4])
            return e != a && deltaE94(e, a) > bound
        }.count
    }

    /// `stretchy frame` of the seed at rest with `title`, in `folder`.
    static func frame(title: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("\(title).png")
        let run = try Run(["frame", "--offset", "0", "--title", title, "--output", url.path])
        try #require(run.status == 0, "\(run.stderr)")
        return url
    }

    @Test func aTitleChangeCountsWhatSwiftSnapshotTestingCounts() throws {
        let folder = try temporaryDirectory()
        let expected = try Self.frame(title: "标题", in: folder), actual = try Self.frame(title: "Title", in: folder)
        let (e, a) = (try Picture.read(expected), try Picture.read(actual))
        let perceptual = try Run(["compare", expected.path, actual.path, "--perceptual-precision", "0.98", "--json"])
        #expect(perceptual.status == 1)
        let counted = try #require(try json(perceptual)["differentPixels"] as? Int)
        // 0.98 forgives a ΔE94 of 2 or less.
        let model = Self.count(e, a, above: 2)
        #expect(counted == model, "compare counts \(counted), swift-snapshot-testing's rule \(model)")
        #expect(model > 100)
        // pixelmatch's own knobs given too: its threshold and anti-aliasing test come first, and
        // ΔE94 only ever forgives more.
        let pixelmatch = try Run([
            "compare", expected.path, actual.path, "--perceptual-precision", "0.98", "--threshold", "0.1", "--json",
        ])
        let loosened = try #require(try json(pixelmatch)["differentPixels"] as? Int)
        #expect(loosened < counted)
        // --precision alone counts every changed pixel, as swift-snapshot-testing does at 1.
        let precise = try Run(["compare", expected.path, actual.path, "--precision", "0.99", "--json"])
        let changed = Self.count(e, a, above: 0)
        #expect(try json(precise)["differentPixels"] as? Int == changed)
        #expect(changed > counted)
    }

    @Test func aBlueShiftOfEveryPixelFailsPerceptualPrecisionOne() throws {
        let folder = try temporaryDirectory()
        let expected = try Self.frame(title: "标题", in: folder)
        var image = try Picture.read(expected)
        // Three levels of blue, down where there is room and up elsewhere: every pixel changes
        // by what pixelmatch's threshold 0.1 would never see.
        var bytes = image.bytes
        for k in stride(from: 2, to: bytes.count, by: 4) { bytes[k] = bytes[k] >= 3 ? bytes[k] - 3 : bytes[k] + 3 }
        image = try #require(RGBAImage(width: image.width, height: image.height, bytes: bytes))
        let actual = try Picture.write(image, to: folder.appendingPathComponent("blue.png"))
        let run = try Run(["compare", expected.path, actual, "--perceptual-precision", "1", "--json"])
        #expect(run.status == 1)
        #expect(try json(run)["differentPixels"] as? Int == image.width * image.height)
        let lenient = try Run(["compare", expected.path, actual, "--json"])
        #expect(lenient.status == 0, "pixelmatch's default threshold tolerates the shift")
        // What it amounts to in ΔE94: a shade that 0.98 forgives at most pixels, not all.
        let forgiven = try json(
            try Run(["compare", expected.path, actual, "--perceptual-precision", "0.98", "--json"]))
        let model = Self.count(try Picture.read(expected), image, above: 2)
        #expect(forgiven["differentPixels"] as? Int == model)
    }

    @Test func theSettingsSayHowThePairsWereJudged() throws {
        let renders = try Renders.make()
        let judged = try json(
            try Run(["compare", renders.first.path, renders.other.path, "--precision", "0.9", "--json"]))
        let settings = try #require(judged["settings"] as? [String: Any])
        #expect(settings["threshold"] as? Int == 0 && settings["includeAA"] as? Bool == true, "\(settings)")
        let mixed = try json(
            try Run(["compare", renders.first.path, renders.other.path, "--precision", "0.9", "--include-aa", "--json"])
        )
        let kept = try #require(mixed["settings"] as? [String: Any])
        #expect(kept["threshold"] as? Double == 0.1 && kept["includeAA"] as? Bool == true, "\(kept)")
    }
}
