import Compare

/// How far an image may stray from its golden and still match. Every field defaults to exact,
/// and setting one never changes another's default (`CompareSettings()` alone would bring
/// pixelmatch's threshold 0.1 and its anti-aliasing detection).
public struct GoldenTolerance: Sendable, Equatable {
    /// pixelmatch's colour threshold, 0...1 (SPEC §4): 0 counts every visible change.
    public var threshold: Double
    /// Count anti-aliased pixels too. True by default: a glyph edge that moved is a difference.
    public var includeAA: Bool
    /// How many differing pixels pass (`.pixels(n)` or a share, `.percent(millionths:)`).
    public var maxDiff: DiffLimit
    /// swift-snapshot-testing's `precision`: the share of pixels that must match, 0...1.
    public var precision: Double
    /// swift-snapshot-testing's `perceptualPrecision`, 0...1: a pixel matches when its colour
    /// difference (CIE ΔE 1994, `DeltaE94`) is at most (1 − perceptualPrecision)·100.
    public var perceptualPrecision: Double
    /// Pixels left out of the comparison (rectangles, a mask).
    public var ignore: IgnoredPixels

    /// Every pixel must be the same (anti-aliased ones included), unless told otherwise.
    public init(
        threshold: Double = 0, includeAA: Bool = true, maxDiff: DiffLimit = .exact, precision: Double = 1,
        perceptualPrecision: Double = 1, ignore: IgnoredPixels = .none
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.maxDiff = maxDiff
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
        self.ignore = ignore
    }

    /// Nothing may differ: the default.
    public static let exact = GoldenTolerance()

    /// The same tolerance as Compare's settings, as `stretchy compare` would be given it.
    package var compareSettings: CompareSettings {
        CompareSettings(
            options: PixelMatchOptions(
                threshold: threshold, includeAA: includeAA,
                perceptualPrecision: perceptualPrecision),
            ignore: ignore, maxDiff: maxDiff, precision: precision)
    }
}
