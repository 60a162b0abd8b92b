import Testing
import Wording

@Suite struct ExcerptTests {
    @Test(arguments: [0, 1, 99, 100])
    func aTextOfAtMost100ScalarsIsEchoedWhole(length: Int) {
        let text = String(repeating: "k", count: length)
        #expect(Excerpt.shortened(text) == text)
    }

    /// 99 scalars and `…`, 100 in all, however long the text.
    @Test(arguments: [101, 1_000, 10_000_000])
    func aLongerTextIsCutTo100Scalars(length: Int) {
        let shortened = Excerpt.shortened(String(repeating: "k", count: length))
        #expect(shortened == String(repeating: "k", count: 99) + "\u{2026}")
        #expect(shortened.unicodeScalars.count == Excerpt.maxLength)
    }

    /// Scalars are counted, not characters: a letter with a million combining marks is one
    /// character, and still cut.
    @Test func combiningMarksCountOneEach() {
        let shortened = Excerpt.shortened("a" + String(repeating: "\u{301}", count: 1_000_000))
        #expect(shortened.unicodeScalars.count == 100)
        #expect(shortened.unicodeScalars.first == "a" && shortened.unicodeScalars.last == "\u{2026}")
    }
}

@Suite struct SuggestionBoundTests {
    @Test func nearNamesAreStillSuggested() {
        #expect(Suggestion.nearest(to: "heigth", among: ["width", "height"]) == "height")
        #expect(Suggestion.nearest(to: "ROWS", among: ["rows"]) == "rows")
    }

    /// The distance is at least the difference in length: a name 3 or more longer or shorter is
    /// never within 2 edits (unless it begins with the whole word), and a word of megabytes is
    /// compared with no name at all.
    @Test func namesOfAnotherLengthAreNotSuggested() {
        #expect(Suggestion.nearest(to: "abd", among: ["abcdef"]) == nil)
        #expect(Suggestion.nearest(to: "abcdef", among: ["abc"]) == nil)
        #expect(Suggestion.nearest(to: String(repeating: "height", count: 2_000_000), among: ["height"]) == nil)
    }
}
