import Compare
import Foundation
import Raster
import TestSupport
import Testing

/// swift-snapshot-testing's two limits (issue 21): ΔE94 against scikit-image's values, and
/// `precision` and `perceptualPrecision` as SPEC §4 states them.
struct PerceptualPrecisionTests {
    typealias T = TestImages

    /// Tests/CompareTests/Fixtures/deltaE94.txt, written by scripts/deltae94-fixture.py.
    static let fixture: [[Double]] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/deltaE94.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: " ").compactMap { Double($0) } }
    }()

    @Test func deltaE94MatchesScikitImage() {
        #expect(Self.fixture.count >= 100)
        for row in Self.fixture {
            #expect(row.count == 10)
            guard row.count == 10 else { continue }
            let first = (r: UInt8(row[0]), g: UInt8(row[1]), b: UInt8(row[2]))
            let second = (r: UInt8(row[3]), g: UInt8(row[4]), b: UInt8(row[5]))
            let lab = DeltaE94.lab(first)
            #expect(abs(lab.l - row[6]) < 1e-8 && abs(lab.a - row[7]) < 1e-8 && abs(lab.b - row[8]) < 1e-8, "\(row)")
            #expect(abs(DeltaE94.difference(first, second) - row[9]) < 1e-8, "\(row)")
        }
    }

    @Test func theExpectedColourIsTheReference() {
        // The chroma of the first colour weighs the chroma and hue terms: swapping changes ΔE.
        let red = (r: UInt8(220), g: UInt8(40), b: UInt8(40)), grey = (r: UInt8(120), g: UInt8(120), b: UInt8(120))
        #expect(DeltaE94.difference(red, grey) != DeltaE94.difference(grey, red))
        #expect(DeltaE94.difference(red, red) == 0)
    }

    @Test func perceptualPrecisionForgivesPixelsWithinItsDeltaE() {
        // Grey 120 against 130: ΔE94 is between 3 and 4, so 0.97 (ΔE up to 3) still counts the
        // pixel and 0.96 (up to 4) forgives it.
        let a = T.pixel([120, 120, 120, 255]), b = T.pixel([130, 130, 130, 255])
        let deltaE = DeltaE94.difference((120, 120, 120), (130, 130, 130))
        #expect(deltaE > 3 && deltaE < 4, "\(deltaE)")
        func count(_ q: Double) -> Int {
            PixelMatch.compare(a, b, options: PixelMatchOptions(threshold: 0, perceptualPrecision: q)).differentPixels
        }
        #expect(count(1) == 1)
        #expect(count(0.97) == 1)
        #expect(count(0.96) == 0)
    }

    @Test func precisionAllowsItsShareOfPixels() {
        // 0.99 of 10 000 pixels allows 100 differing ones, not the 99 of (1 − 0.99)·10 000 in doubles.
        #expect(CompareSettings(precision: 0.99).allowedPixels(ofTotal: 10_000) == 100)
        #expect(CompareSettings(precision: 1).allowedPixels(ofTotal: 10_000) == 0)
        #expect(CompareSettings(precision: 0).allowedPixels(ofTotal: 10_000) == 10_000)
        // Each limit is a tolerance of its own: the larger one decides.
        #expect(CompareSettings(maxDiff: .pixels(50), precision: 0.99).allowedPixels(ofTotal: 10_000) == 100)
        #expect(CompareSettings(maxDiff: .pixels(500), precision: 0.99).allowedPixels(ofTotal: 10_000) == 500)
        #expect(CompareSettings(maxDiff: .pixels(500)).allowedPixels(ofTotal: 10_000) == 500)
    }

    @Test func settingOneLimitKeepsTheOthersExact() {
        // Setting `maxDiff` or `precision` leaves the colour options as they were.
        let defaults = CompareSettings()
        #expect(CompareSettings(maxDiff: .pixels(10)).options == defaults.options)
        #expect(CompareSettings(precision: 0.5).options == defaults.options)
        #expect(defaults.precision == 1 && defaults.options.perceptualPrecision == 1 && defaults.maxDiff == .exact)
    }
}
