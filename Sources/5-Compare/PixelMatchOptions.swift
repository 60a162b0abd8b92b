import Raster

/// The knobs of a comparison, with pixelmatch 7.2.0's defaults (SPEC §3 `compare` options).
///
/// Colours are drawn opaque whatever their `alpha`. Ranges (threshold and alpha within 0...1)
/// are the command line's to check; the engine computes with whatever it is given, as
/// pixelmatch does.
package struct PixelMatchOptions: Sendable, Equatable {
    /// Matching threshold, 0...1; smaller is more sensitive. A pixel differs when its squared
    /// YIQ distance exceeds `35215 · threshold²`.
    package var threshold: Double
    /// Count anti-aliased pixels as differences instead of detecting and ignoring them.
    package var includeAA: Bool
    /// Opacity of the first image's grey rendition in the diff (0 = white, 1 = full brightness).
    package var alpha: Double
    /// Colour of anti-aliased pixels in the diff.
    package var aaColor: Color
    /// Colour of differing pixels in the diff.
    package var diffColor: Color
    /// When set, colour of differing pixels whose second pixel is darker (delta < 0).
    package var diffColorAlt: Color?
    /// Draw only differing pixels and leave the rest transparent (0, 0, 0, 0).
    package var diffMask: Bool
    /// Blend translucent pixels over pixelmatch's position-dependent checkerboard; false blends
    /// them over white (`--no-checkerboard`, pixelmatch before 7.0).
    package var checkerboard: Bool
    /// swift-snapshot-testing's `perceptualPrecision`, 0...1: a pixel pixelmatch finds different
    /// still matches when its CIE ΔE 1994 (`DeltaE94`, the expected pixel as the reference) is at
    /// most (1 − perceptualPrecision)·100. 1 (the default) leaves pixelmatch's verdict alone.
    package var perceptualPrecision: Double

    package init(
        threshold: Double = 0.1,
        includeAA: Bool = false,
        alpha: Double = 0.1,
        aaColor: Color = Color(red: 255, green: 255, blue: 0),
        diffColor: Color = Color(red: 255, green: 0, blue: 0),
        diffColorAlt: Color? = nil,
        diffMask: Bool = false,
        checkerboard: Bool = true,
        perceptualPrecision: Double = 1
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.checkerboard = checkerboard
        self.perceptualPrecision = perceptualPrecision
    }

    /// swift-snapshot-testing's judgement (SPEC §4 "Precision"): every pixel whose colour
    /// changed is a candidate (threshold 0, anti-aliased pixels counted), and below 1
    /// `perceptualPrecision` alone forgives it, by its ΔE94 ((1 − Q)·100, so 0.98 forgives ΔE 2).
    /// `stretchy compare` judges so when `--precision` or `--perceptual-precision` is given
    /// without `--threshold` or `--include-aa`, so that a suite moved from there keeps its counts.
    package static func snapshotTesting(perceptualPrecision: Double = 1) -> PixelMatchOptions {
        PixelMatchOptions(threshold: 0, includeAA: true, perceptualPrecision: perceptualPrecision)
    }
}
