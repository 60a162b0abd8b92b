import JSON
import Testing

@Suite struct JSONDifferenceTests {
    let old = JSONValue.object([
        ("fps", .number(30)), ("scene", .object([("table", .object([("rows", .number(30))]))])),
        ("frames", .array([.number(1), .number(2)])),
    ])

    @Test func namesTheFirstDifferingValueByItsPath() {
        let new = JSONValue.object([
            ("fps", .number(30)), ("scene", .object([("table", .object([("rows", .number(12))]))])),
            ("frames", .array([.number(1), .number(3)])),
        ])
        let difference = JSONDifference(from: old, toWriting: new)
        #expect(difference?.path == ["scene", "table", "rows"])
        #expect(difference?.pathText(from: 1) == "table.rows")
        #expect(difference?.wasNow("rows") == "rows was 30, now 12")
    }

    @Test func arrayItemsAndMissingValues() {
        let new = JSONValue.object([
            ("fps", .number(30)), ("scene", .object([("table", .object([("rows", .number(30))]))])),
            ("frames", .array([.number(1)])), ("motion", .string("hold 1")),
        ])
        let difference = JSONDifference(from: old, toWriting: new)
        #expect(difference?.pathText() == "frames[1]")
        #expect(difference?.wasNow("it") == "it was 2, now absent")
    }

    @Test func digitsTheFileDoesNotKeepAreNoDifference() {
        let stored = JSONValue.object([("duration", .number(0.333333))])
        #expect(JSONDifference(from: stored, toWriting: .object([("duration", .number(1.0 / 3))])) == nil)
        #expect(
            JSONDifference(from: stored, toWriting: .object([("duration", .string("x"))]))?.wasNow("d")
                == "d was 0.333333, now 'x'")
    }
}
