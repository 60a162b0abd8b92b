import Foundation
import TestSupport
import Testing

@testable import Raster

/// `ResamplingKernel.linear` and `MipChain` against models of their own, written from SPEC §1
/// "Pixels" the way a GPU samples a texture with `kCAFilterLinear`: in Double, with no fixed
/// point and no intermediate rounding.
@Suite struct BilinearTests {
    /// The model's aspect-fill of `image` into a `width × height` box (a mip level of `full`).
    static func modelAspectFill(_ image: Pixmap, width: Int, height: Int, full: Pixmap? = nil) -> [Double] {
        BilinearModel.aspectFill(
            image.bytes, width: image.width, height: image.height, boxWidth: width, boxHeight: height,
            fullWidth: full?.width, fullHeight: full?.height)
    }

    /// A 10 × 10 checkerboard of one-pixel black and white squares, opaque.
    static let checkerboard = Pixmap(width: 10, height: 10, premultipliedBytes: BilinearModel.checkerboard)!

    static func worst(_ image: Pixmap, _ model: [Double]) -> Double {
        zip(image.bytes, model).map { abs(Double($0) - $1) }.max() ?? .infinity
    }

    /// The header stretched: the checkerboard aspect-filled into boxes that enlarge it (by whole
    /// and fractional factors, one axis cropped) and reduce it, within 1 level of the model
    /// everywhere, and with linear ramps between the squares (no Lanczos plateaus or ringing).
    @Test(arguments: [(64, 64), (75, 40), (23, 37), (10, 10), (7, 6), (4, 9)])
    func aStretchedCheckerboardMatchesCoreAnimationsBilinearSampling(width: Int, height: Int) throws {
        let image = try #require(
            Resampler.aspectFill(
                Self.checkerboard, width: width, height: height,
                window: PixelRect(x: 0, y: 0, width: width, height: height), kernel: .linear))
        let model = Self.modelAspectFill(Self.checkerboard, width: width, height: height)
        #expect(Self.worst(image, model) <= 1)
    }

    /// An enlargement by 6.4 rises linearly across each square's edge: every value lies between
    /// black and white, and along a row the steps between neighbours are all the same size.
    @Test func anEnlargedCheckerboardRampsLinearly() throws {
        let image = try #require(
            Resampler.aspectFill(
                Self.checkerboard, width: 64, height: 64, window: PixelRect(x: 0, y: 0, width: 64, height: 64),
                kernel: .linear))
        // Row 3's centre is v = 3.5/6.4 − 0.5 ≈ 0.047: nearly texel row 0. Between the texel
        // centres of columns 2 and 3 (u = 2 at x ≈ 15.9, u = 3 at x ≈ 22.3) it ramps down.
        let ramp = (16...21).map { Int(image.pixel(x: $0, y: 3).red) }
        let steps = zip(ramp, ramp.dropFirst()).map { $1 - $0 }
        #expect(steps.allSatisfy { $0 < 0 })
        #expect(steps.max()! - steps.min()! <= 2, "\(ramp)")
    }

    /// A whole-pixel crop at scale 1 samples texel centres: the texels themselves.
    @Test func scaleOneIsTheIdentity() throws {
        let image = try #require(
            Resampler.resample(
                Self.checkerboard, width: 10, height: 10,
                horizontal: .init(scale: 1, origin: 0), vertical: .init(scale: 1, origin: 0), kernel: .linear))
        #expect(image == Self.checkerboard)
    }

    /// Bilinear reduction keeps two taps (it aliases as a GPU does): halving the checkerboard
    /// samples between two squares, grey; reducing it by 5 lands on texel centres u = 2.0, 7.0,
    /// the squares themselves, not their mean.
    @Test func aReductionKeepsTwoTaps() throws {
        let reduced = try #require(
            Resampler.resample(
                Self.checkerboard, width: 2, height: 2,
                horizontal: .init(scale: 0.2, origin: 0), vertical: .init(scale: 0.2, origin: 0), kernel: .linear))
        // u = (x + 0.5)·5 − 0.5 = 2 and 7; (2, 2) and (7, 7) are white, (7, 2) black.
        #expect(reduced.pixel(x: 0, y: 0).red == 255 && reduced.pixel(x: 1, y: 1).red == 255)
        #expect(reduced.pixel(x: 1, y: 0).red == 0)
        let halved = try #require(
            Resampler.resample(
                Self.checkerboard, width: 5, height: 5,
                horizontal: .init(scale: 0.5, origin: 0), vertical: .init(scale: 0.5, origin: 0), kernel: .linear))
        #expect(halved.bytes.enumerated().allSatisfy { $0.offset % 4 == 3 || abs(Int($0.element) - 128) <= 1 })
    }

    // MARK: Trilinear

    /// The chain halves each side, rounding down, to 1 × 1; each pixel is its block's mean.
    @Test func theMipChainHalvesToOnePixel() throws {
        var bytes: [UInt8] = []
        for i in 0..<(5 * 3) { bytes += [UInt8(i * 10), 0, UInt8(i), 255] }
        let base = try #require(Pixmap(width: 5, height: 3, premultipliedBytes: bytes))
        let chain = MipChain(base)
        #expect(chain.levels.map { [$0.width, $0.height] } == [[5, 3], [2, 1], [1, 1]])
        // Level 1 (0, 0): the block of texels 0, 1, 5, 6 → red (0 + 10 + 50 + 60 + 2) >> 2 = 30.
        #expect(chain.levels[1].pixel(x: 0, y: 0).red == 30)
        // Level 1 (1, 0): texels 2, 3, 7, 8 → (20 + 30 + 70 + 80 + 2) >> 2 = 50; column 4 is left out.
        #expect(chain.levels[1].pixel(x: 1, y: 0).red == 50)
        // Level 2 from a 2 × 1 level: the row repeated, (30 + 50 + 30 + 50 + 2) >> 2 = 40.
        #expect(chain.levels[2].pixel(x: 0, y: 0).red == 40)
    }

    /// Trilinear blends the linear samples of the two levels around λ = log2(1/s): a 4×
    /// reduction (λ = 2) is level 2's sample alone; a reduction by 2.8 (λ ≈ 1.49) lies between
    /// levels 1 and 2, within 1 level of the model's blend.
    @Test(arguments: [(16, 16), (23, 23), (40, 40), (64, 64), (91, 64)])
    func trilinearBlendsTheLevelsAroundTheLevelOfDetail(width: Int, height: Int) throws {
        let source = TestImages.smooth(width: 64, height: 64, alpha: true)
        let chain = MipChain(source)
        let box = PixelRect(x: 0, y: 0, width: width, height: height)
        let image = try #require(Resampler.aspectFill(chain, width: width, height: height, window: box))
        let s = max(Double(width) / 64, Double(height) / 64)
        let lambda = min(max(log2(1 / s), 0), Double(chain.levels.count - 1))
        let k = Int(lambda.rounded(.down)), f = lambda - Double(k)
        func level(_ k: Int) -> [Double] {
            Self.modelAspectFill(
                chain.levels[min(k, chain.levels.count - 1)], width: width, height: height, full: source)
        }
        let model = zip(level(k), level(k + 1)).map { $0 * (1 - f) + $1 * f }
        // Each level's sample is within 1 level; the blend of two rounded samples adds its own
        // rounding (half a level) and λ's 1/256 step.
        #expect(Self.worst(image, model) <= 2)
        if f == 0 {
            let alone = try #require(
                Resampler.aspectFill(
                    chain.levels[k], width: width, height: height, window: box, kernel: .linear))
            #expect(image == alone)
        }
    }

    /// An enlargement is level 0's linear sample: trilinear only changes reductions.
    @Test func trilinearEnlargementIsLinear() throws {
        let box = PixelRect(x: 0, y: 0, width: 64, height: 48)
        let linear = Resampler.aspectFill(Self.checkerboard, width: 64, height: 48, window: box, kernel: .linear)
        #expect(Resampler.aspectFill(MipChain(Self.checkerboard), width: 64, height: 48, window: box) == linear)
    }
}

/// The level of detail's own logarithm (Raster imports no `log2`) against Foundation's.
@Suite struct LevelOfDetailTests {
    @Test(arguments: [0.5, 1, 1.5, 2, 2.8, 3, 4, 5.376, 7.99, 1024, 1e6])
    func theLevelOfDetailIsLog2InSteps(rho: Double) {
        let expected = Int((max(log2(rho), 0) * 256 + 0.5).rounded(.down))
        #expect(Resampler.levelOfDetail(texelsPerPixel: rho) == expected)
    }
}
