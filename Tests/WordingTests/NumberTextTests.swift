import Testing
import Wording

@Suite struct NumberTextTests {
    @Test(arguments: [
        (-130.0, "-130"), (0.5147058823529411, "0.514706"), (0, "0"), (-0.0, "0"), (1e-7, "0"),
        (-0.0000004, "0"), (2.5, "2.5"), (-300.3333333, "-300.333333"), (653, "653"), (0.1, "0.1"),
        (1_000_000.125, "1000000.125"), (-1.0000005, "-1.000001"),
    ])
    func decimals(value: Double, text: String) {
        #expect(NumberText.decimal(value) == text)
    }

    /// Values whose scaled digits pass 9·10^15 have no exact decimals left: the whole number,
    /// and past 2^63 Swift's shortest text. None of them may trap (issue: `{"width": 1e20}`).
    @Test(arguments: [
        (1e10 + 0.25, "10000000000"), (-9_007_199_254_740_993.0, "-9007199254740992"),
        (1e20, "1e+20"), (-1e308, "-1e+308"), (9_223_372_036_854_775_808.0, "9.223372036854776e+18"),
        (.greatestFiniteMagnitude, "1.7976931348623157e+308"), (5e-324, "0"),
        (.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"),
    ])
    func hugeAndOddValuesNeverTrap(value: Double, text: String) {
        #expect(NumberText.decimal(value) == text)
    }

    @Test func fixedDecimalsWithoutLocale() {
        #expect(NumberText.fixed(0.0333, decimals: 2) == "0.03")
        #expect(NumberText.fixed(-245.25, decimals: 1) == "-245.3")
        #expect(NumberText.fixed(-0.001, decimals: 2) == "0.00")
        #expect(NumberText.fixed(8.0667, decimals: 2) == "8.07")
        #expect(NumberText.fixed(12, decimals: 0) == "12")
        #expect(NumberText.fixed(1e300, decimals: 2) == "1e+300")
        #expect(NumberText.fixed(-.infinity, decimals: 1) == "-inf")
    }

    @Test func shortestReadsBackAsTheSameNumber() {
        for value in [-200, 0.6, 1e-7, 1e20, -0.0, 123.456, 5e-324, 1.7976931348623157e308] {
            let text = NumberText.shortest(value)
            #expect(Double(text) == value)
            #expect(!text.hasSuffix(".0"))
        }
        #expect(NumberText.shortest(-200) == "-200")
        #expect(NumberText.shortest(0.6) == "0.6")
        #expect(NumberText.shortest(-0.0) == "0")
    }
}

@Suite struct SuggestionTests {
    @Test func suggestsTheNearestNameWithinTwoEdits() {
        #expect(Suggestion.nearest(to: "heigth", among: ["height", "width"]) == "height")
        #expect(Suggestion.nearest(to: "OFFSET", among: ["offset"]) == "offset")
        #expect(Suggestion.nearest(to: "colour", among: ["height", "width"]) == nil)
    }

    /// Of the near names, the one sharing the longest prefix wins, then the fewest edits, then
    /// the first; a name that begins with the whole word is near however long it is.
    @Test func theLongestSharedPrefixWins() {
        let devices = ["iphone-11", "iphone-16e", "iphone-16-pro", "iphone-17", "iphone-17-pro-max"]
        #expect(Suggestion.nearest(to: "iphone-17e", among: devices) == "iphone-17")
        #expect(Suggestion.nearest(to: "iphone-16", among: devices) == "iphone-16e")
        #expect(Suggestion.nearest(to: "iphone-16-p", among: devices) == "iphone-16-pro")
        #expect(Suggestion.nearest(to: "iphone-17-pro", among: devices) == "iphone-17-pro-max")
        #expect(Suggestion.nearest(to: "abc", among: ["abd", "abcdef"]) == "abcdef")
        #expect(Suggestion.nearest(to: "widht", among: ["height", "width"]) == "width")
    }

    @Test func hintsEndEveryUnknownNameMessage() {
        #expect(
            Suggestion.hint(for: "ofset", among: ["offset", "output"], prefix: "--") == "; did you mean '--offset'?")
        #expect(Suggestion.hint(for: "zzz", among: ["offset"]) == "")
        #expect(Suggestion.hint(nil) == "")
    }
}
