import Raster
import Testing

/// Exhaustive checks of the 8-bit arithmetic against exact integer rationals. "Rounded" means
/// half up: round(n / m) = ⌊(2n + m) / 2m⌋.
@Suite struct BlendTests {
    static func rounded(_ numerator: Int, over denominator: Int) -> Int {
        (2 * numerator + denominator) / (2 * denominator)
    }

    @Test func div255IsRoundHalfUpForEveryProductOfTwoBytes() {
        var wrong: [UInt32] = []
        for x in UInt32(0)...65025 where Int(Blend.div255(x)) != Self.rounded(Int(x), over: 255) {
            wrong.append(x)
        }
        #expect(wrong.isEmpty)
    }

    @Test func multiplyIsRoundedForEveryPair() {
        var wrong = 0
        for a in 0...255 {
            for b in 0...255 where Int(Blend.multiply(UInt8(a), UInt8(b))) != Self.rounded(a * b, over: 255) {
                wrong += 1
            }
        }
        #expect(wrong == 0)
    }

    /// Every valid premultiplied triple: source colour s ≤ source alpha sa, any destination d.
    /// The exact result is (255·s + d·(255 − sa)) / 255, which never lies on a half.
    @Test func overIsTheExactRationalRoundedForEveryValidTriple() {
        var wrong = 0
        for sa in 0...255 {
            for s in 0...sa {
                for d in 0...255
                where Int(Blend.over(source: UInt8(s), sourceAlpha: UInt8(sa), destination: UInt8(d)))
                    != Self.rounded(255 * s + d * (255 - sa), over: 255)
                {
                    wrong += 1
                }
            }
        }
        #expect(wrong == 0)
    }

    /// With opacity o = k/16 the exact result is N / 4080, N = 255·s·k + d·(4080 − sa·k). Off a
    /// half the result must be that value rounded; on an exact half either neighbour is allowed
    /// (the formula is evaluated in Double). Every alpha, sources and destinations by strides.
    @Test func overWithDyadicOpacityMatchesTheExactFormula() {
        var wrong = 0
        for k in 0...16 {
            let opacity = Double(k) / 16
            for sa in 0...255 {
                for s in Set(stride(from: 0, through: sa, by: 7)).union([sa]) {
                    for d in Set(stride(from: 0, through: 255, by: 5)).union([254]) {
                        let n = 255 * s * k + d * (4080 - sa * k)
                        let result = Int(
                            Blend.over(
                                source: UInt8(s), sourceAlpha: UInt8(sa), destination: UInt8(d),
                                opacity: opacity))
                        let allowed = n % 4080 == 2040 ? [n / 4080, n / 4080 + 1] : [Self.rounded(n, over: 4080)]
                        if !allowed.contains(result) { wrong += 1 }
                    }
                }
            }
        }
        #expect(wrong == 0)
    }

    @Test(arguments: [0.1, 0.3, 1.0 / 3, 0.77, 0.999])
    func overWithAnyOpacityIsWithinHalfALevelOfTheDoubleFormula(opacity: Double) {
        var worst = 0.0
        for sa in stride(from: 0, through: 255, by: 3) {
            for s in stride(from: 0, through: sa, by: 5) {
                for d in stride(from: 0, through: 255, by: 3) {
                    let exact = Double(s) * opacity + Double(d) * (1 - Double(sa) * opacity / 255)
                    let result = Blend.over(
                        source: UInt8(s), sourceAlpha: UInt8(sa), destination: UInt8(d),
                        opacity: opacity)
                    worst = max(worst, abs(Double(result) - exact))
                }
            }
        }
        #expect(worst <= 0.5 + 1e-9)
    }

    @Test func overWithFullOpacityEqualsPlainOverAndZeroOpacityKeepsTheDestination() {
        var wrong = 0
        for sa in 0...255 {
            for s in 0...sa {
                for d in stride(from: 0, through: 255, by: 3) {
                    let (s8, sa8, d8) = (UInt8(s), UInt8(sa), UInt8(d))
                    if Blend.over(source: s8, sourceAlpha: sa8, destination: d8, opacity: 1)
                        != Blend.over(source: s8, sourceAlpha: sa8, destination: d8)
                    {
                        wrong += 1
                    }
                    if Blend.over(source: s8, sourceAlpha: sa8, destination: d8, opacity: 0) != d8 { wrong += 1 }
                }
            }
        }
        #expect(wrong == 0)
    }
}
