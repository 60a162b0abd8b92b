import Foundation
import TestSupport
import Testing

@testable import Raster

/// `GaussianBlur` against the Gaussian itself: a step edge blurred by σ has the profile
/// 255·Φ((x + ½ − edge)/σ) at the pixel centres.
///
/// The tolerances, derived (a model of the passes in exact arithmetic, run over σ = 1…8 in
/// steps of ¼ and 8…82 in steps of 0.37, and from 100 to 150):
/// - σ from 8 px, three boxes: their step response is a piecewise quadratic whose largest
///   distance from Φ is 2.5 levels when the widths match σ and 3.28 levels where the odd widths
///   fit σ worst (σ 11.33: widths 21, 21, 23, σ 11.24); the 8.8 intermediates add at most
///   6 × ½/256 and the final rounding ½: 3.8, so 4 levels.
/// - σ from 1 to 8 px, the sampled kernel: 2.13 levels from Φ at σ = 1 (sampling a Gaussian
///   at whole pixels), less above; the 14-bit weights add under 0.01, the rounding ½: 3 levels.
@Suite struct GaussianBlurTests {
    static func step(width: Int, edge: Int) -> Pixmap {
        var image = Pixmap(
            width: width, height: 3, filledWith: PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255))!
        image.fill(
            PixelRect(x: edge, y: 0, width: width - edge, height: 3),
            with: PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255))
        return image
    }

    static func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.squareRoot())) }

    @Test(arguments: [1.0, 1.5, 2, 3, 4.75, 6, 7.9, 8, 9.5, 11.33, 16, 25, 40, 77, 150])
    func aStepEdgeHasTheGaussianProfile(sigma: Double) throws {
        let width = 2 * Int(8 * sigma) + 40, edge = width / 2
        let source = Self.step(width: width, edge: edge)
        let blurred = try #require(
            GaussianBlur.blur(source, sigma: sigma, window: PixelRect(x: 0, y: 0, width: width, height: 3)))
        let tolerance = sigma >= GaussianBlur.kernelLimit ? 4.0 : 3.0
        var worst = 0.0
        for x in 0..<width {
            let expected = 255 * Self.phi((Double(x) + 0.5 - Double(edge)) / sigma)
            let pixel = blurred.pixel(x: x, y: 1)
            worst = max(worst, abs(Double(pixel.red) - expected))
            #expect(pixel.alpha == 255 && pixel.red == pixel.green && pixel.green == pixel.blue)
        }
        #expect(worst <= tolerance, "σ \(sigma): \(worst) levels from the Gaussian")
        // Not a no-op: the step is spread over about 2σ each side.
        #expect(blurred.pixel(x: edge, y: 1).red < 200 || sigma < 1.2)
    }

    /// Three boxes whatever σ (six running sums a pixel, its cost independent of σ), whose
    /// variances add up to σ² within what odd widths allow: (w² − 1)/12 each.
    @Test(arguments: [8.0, 10, 33.3, 100, 300, 1000])
    func theBoxesMatchSigma(sigma: Double) {
        let widths = GaussianBlur.boxWidths(sigma: sigma)
        #expect(widths.count == 3 && widths.allSatisfy { $0 % 2 == 1 })
        let variance = widths.reduce(0.0) { $0 + Double($1 * $1 - 1) / 12 }
        #expect(abs(variance.squareRoot() - sigma) < 0.5)
        #expect(GaussianBlur.reach(sigma: sigma) == widths.reduce(0) { $0 + ($1 - 1) / 2 })
    }

    /// The kernel below 8 px reads at most ⌈3σ⌉ pixels each side.
    @Test func theKernelIsBounded() {
        #expect(GaussianBlur.reach(sigma: 7.99) == 24)
        #expect(GaussianBlur.reach(sigma: 1) == 3)
    }

    /// A window is the whole blur's pixels there (the source's edges, not the window's, are
    /// extended), the same for any number of parts, and valid premultiplied colour.
    @Test(arguments: [2.5, 12])
    func aWindowAndThreadsChangeNothing(sigma: Double) throws {
        var source = Pixmap(width: 61, height: 47)!
        var random = SplitMix64(seed: 7)
        for y in 0..<47 {
            for x in 0..<61 {
                let alpha = UInt8(truncatingIfNeeded: random.next())
                let colour = { UInt8(truncatingIfNeeded: random.next() % (UInt64(alpha) + 1)) }
                source.fill(
                    PixelRect(x: x, y: y, width: 1, height: 1),
                    with: PremultipliedColor(red: colour(), green: colour(), blue: colour(), alpha: alpha))
            }
        }
        let whole = try #require(
            GaussianBlur.blur(source, sigma: sigma, window: PixelRect(x: 0, y: 0, width: 61, height: 47)))
        let window = PixelRect(x: 9, y: 5, width: 30, height: 33)
        let part = try #require(GaussianBlur.blur(source, sigma: sigma, window: window))
        #expect(part == whole.cropped(to: window))
        let split = WorkSplitter(parts: 5) { count, part in (0..<count).reversed().forEach(part) }
        #expect(GaussianBlur.blur(source, sigma: sigma, window: window, splitter: split) == part)
        #expect(Pixmap(width: part.width, height: part.height, premultipliedBytes: part.bytes) != nil)
    }

    @Test func refusesWhatItCannotBlur() {
        let image = Pixmap(width: 4, height: 4)!
        #expect(GaussianBlur.blur(image, sigma: 0, window: PixelRect(x: 0, y: 0, width: 4, height: 4)) == nil)
        #expect(GaussianBlur.blur(image, sigma: .nan, window: PixelRect(x: 0, y: 0, width: 4, height: 4)) == nil)
        #expect(GaussianBlur.blur(image, sigma: 1, window: PixelRect(x: 1, y: 1, width: 4, height: 4)) == nil)
    }
}
