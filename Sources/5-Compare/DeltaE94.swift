import Glibc

/// CIE ΔE 1994 between two sRGB colours, graphic-arts weights (kL = 1, K1 = 0.045, K2 = 0.015,
/// kC = kH = 1) with the first colour as the reference: the colour difference Core Image's
/// `CILabDeltaE` reports, which swift-snapshot-testing's `perceptualPrecision` judges (SPEC §4).
///
/// Lab is CIE L\*a\*b\* under D65 from sRGB, with scikit-image's constants (its `rgb2lab`), so the
/// fixture of `CompareTests` computed there checks every step.
package enum DeltaE94 {
    /// ΔE94 of `expected` (the reference) and `actual`, straight 8-bit RGB.
    package static func difference(
        _ expected: (r: UInt8, g: UInt8, b: UInt8),
        _ actual: (r: UInt8, g: UInt8, b: UInt8)
    ) -> Double {
        difference(lab: lab(expected), lab(actual))
    }

    /// ΔE94 of two Lab colours, `reference` first (its chroma weighs the chroma and hue terms).
    package static func difference(
        lab reference: (l: Double, a: Double, b: Double),
        _ other: (l: Double, a: Double, b: Double)
    ) -> Double {
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let dL = reference.l - other.l, dC = c1 - c2
        // ΔH² = Δa² + Δb² − ΔC², in the form that does not cancel; rounding can still take it a
        // hair below zero for equal hues.
        let dH2 = max(0, 2 * (c1 * c2 - (reference.a * other.a + reference.b * other.b)))
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// CIE L\*a\*b\* (D65, 2° observer) of an 8-bit sRGB colour.
    package static func lab(_ color: (r: UInt8, g: UInt8, b: UInt8)) -> (l: Double, a: Double, b: Double) {
        let r = linear[Int(color.r)], g = linear[Int(color.g)], b = linear[Int(color.b)]
        let x = (0.412453 * r + 0.357580 * g + 0.180423 * b) / 0.95047
        let y = 0.212671 * r + 0.715160 * g + 0.072169 * b
        let z = (0.019334 * r + 0.119193 * g + 0.950227 * b) / 1.08883
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// The Lab companding function with scikit-image's linear segment.
    private static func f(_ t: Double) -> Double {
        t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116.0
    }

    /// The sRGB transfer function undone, for each 8-bit value.
    private static let linear: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c > 0.04045 ? pow((c + 0.055) / 1.055, 2.4) : c / 12.92
    }
}
