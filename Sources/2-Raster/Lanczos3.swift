/// The Lanczos-3 kernel: `sinc(x) · sinc(x / 3)` on (−3, 3), zero outside.
///
/// Raster imports nothing (no Foundation, no Glibc), so there is no `sin` to call; `sinPi`
/// below is a range-reduced Taylor series, accurate to ~1e-16, far below the 14-bit weights the
/// resampler quantises to.
enum Lanczos3 {
    /// Half-width of the kernel, in units of source pixels for an unwidened filter.
    static let radius = 3.0

    static func weight(_ x: Double) -> Double {
        if x == 0 { return 1 }
        if x <= -radius || x >= radius { return 0 }
        return radius * sinPi(x) * sinPi(x / radius) / (Double.pi * Double.pi * x * x)
    }

    /// sin(π·x). Reducing to |r| ≤ ½ first keeps the series short and makes integer x give
    /// exactly 0, so an unscaled kernel at whole-pixel offsets is an exact identity.
    static func sinPi(_ x: Double) -> Double {
        var r = x - 2 * (x / 2).rounded()
        if r > 0.5 { r = 1 - r } else if r < -0.5 { r = -1 - r }
        let t = Double.pi * r, t2 = t * t
        var sum = 0.0
        for c in taylorCoefficients.reversed() { sum = sum * t2 + c }
        return sum * t
    }

    /// (−1)ᵏ / (2k + 1)! for k = 0…10: the odd Taylor terms of sin, enough for |t| ≤ π/2.
    private static let taylorCoefficients: [Double] = {
        var coefficients = [1.0]
        for k in 1...10 { coefficients.append(-coefficients[k - 1] / Double(2 * k * (2 * k + 1))) }
        return coefficients
    }()
}
