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

/// Issue 43: a path is the name a message exists to give; it is never cut to its start.
@Suite struct ExcerptPathTests {
    @Test(arguments: [0, 101, 150, 4095])
    func aPathTheKernelTakesIsWhole(length: Int) {
        let path = String(repeating: "d/", count: length / 2) + String(repeating: "f", count: length % 2)
        #expect(Excerpt.path(path) == path)
        #expect(Excerpt.quoted(path) == "'" + path + "'")
    }

    /// Longer than `PATH_MAX` (no file has such a path): `…` and the last 255 scalars, the name
    /// among them.
    @Test(arguments: [4096, 100_000, 10_000_000])
    func aLongerPathKeepsItsEnd(length: Int) {
        let name = String(repeating: "n", count: 255)
        let path = String(repeating: "p", count: length - 256) + "/" + name
        #expect(Excerpt.path(path) == "\u{2026}" + name)
    }

    /// Bytes decide, as the kernel counts them: 2048 two-byte letters are 4096 bytes.
    @Test func bytesAreCounted() {
        #expect(Excerpt.path(String(repeating: "é", count: 2047)).count == 2047)
        #expect(Excerpt.path(String(repeating: "é", count: 2048)).unicodeScalars.count == 256)
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
