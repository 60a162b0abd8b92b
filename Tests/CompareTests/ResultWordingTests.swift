import Compare
import Testing

/// One wording of a result for the console, the reports and the golden tests (SPEC §4 "Wording").
struct ResultWordingTests {
    static func result(_ different: Int, of width: Int, _ height: Int, actual: (Int, Int)? = nil) -> PixelMatchResult {
        let (actualWidth, actualHeight) = actual ?? (width, height)
        let mismatch = actual != nil
        return PixelMatchResult(
            differentPixels: mismatch ? 0 : different, totalPixels: width * height,
            width: width, height: height, identical: different == 0 && !mismatch,
            sizeMismatch: mismatch, diff: nil, actualWidth: actualWidth, actualHeight: actualHeight,
            diffBounds: nil, ignoredPixels: 0)
    }

    @Test func countShareAndAllowance() {
        // 1/12 = 8.3333…%, 2/8 = 25 %.
        #expect(Self.result(1, of: 4, 3).summary() == "1 of 12 pixels differ (8.333 %)")
        #expect(
            Self.result(2, of: 4, 2).summary(allowedBy: CompareSettings(maxDiff: .pixels(0)))
                == "2 of 8 pixels differ (25 %), 0 allowed")
        #expect(
            Self.result(0, of: 4, 3).summary(allowedBy: CompareSettings(maxDiff: .pixels(3)))
                == "0 of 12 pixels differ (0 %), 3 allowed")
        // ⌊250125 · 1 / 100⌋ = 2501 allowed; 1 pixel is 0.0004 %, which is not written as 0.
        let seed = Self.result(1, of: 375, 667)
        #expect(
            seed.summary(allowedBy: CompareSettings(maxDiff: .percent(millionths: 1_000_000)))
                == "1 of 250125 pixels differ (<0.001 %), 2501 allowed")
        // --precision 0.99 allows ⌊250125 · 1 %⌋ = 2501 too, and the larger allowance is the one written.
        #expect(
            seed.summary(allowedBy: CompareSettings(maxDiff: .pixels(7), precision: 0.99))
                == "1 of 250125 pixels differ (<0.001 %), 2501 allowed")
    }

    @Test func sizesThatDifferNameBoth() {
        #expect(
            Self.result(0, of: 4, 3, actual: (3, 4)).summary(allowedBy: CompareSettings(maxDiff: .pixels(5)))
                == "sizes differ (expected 4×3, actual 3×4)")
    }
}
