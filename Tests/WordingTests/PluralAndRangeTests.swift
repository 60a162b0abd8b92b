import Testing
import Wording

struct PluralAndRangeTests {
    @Test(arguments: [(0, "0 frames"), (1, "1 frame"), (2, "2 frames"), (-1, "-1 frames")])
    func countsTakeTheSingularForOneOnly(_ count: Int, _ text: String) {
        #expect(Plural.count(count, "frame") == text)
    }

    @Test func anIrregularPlural() {
        #expect(Plural.count(1, "match", plural: "matches") == "1 match")
        #expect(Plural.count(3, "match", plural: "matches") == "3 matches")
    }

    @Test func rangesReadAsWritten() {
        #expect(RangeText.closed(-100_000.0...100_000.0) == "-100000…100000")
        #expect(RangeText.closed(0.5...2) == "0.5…2")
        #expect(RangeText.closed(1...240) == "1…240")
        #expect(RangeText.outOfRange("241", allowed: "1…240") == "241 is out of range (1…240)")
    }
}
