import Testing

@testable import JSON

@Suite struct JSONWritingTests {
    @Test func numbersAsWordingWritesThemAndNonFiniteAsNull() {
        let value = JSONValue.array([
            .number(-130), .number(0.5147058823529411), .number(-0.0), .number(.nan), .number(.infinity),
        ])
        #expect(value.text == "[-130, 0.514706, 0, null, null]")
    }

    @Test func keepsKeyOrderAndEscapes() {
        let value = JSONValue.object([
            ("b", .number(1)), ("a", .array([.bool(true), .null, .string("q\"\\\n\u{1}标")])),
        ])
        #expect(value.text == #"{"b": 1, "a": [true, null, "q\"\\\n\u0001标"]}"#)
        #expect(
            value.prettyText
                == "{\n  \"b\": 1,\n  \"a\": [\n    true,\n    null,\n    \"q\\\"\\\\\\n\\u0001标\"\n  ]\n}\n")
    }
}

@Suite struct JSONParsingTests {
    @Test func roundTrips() throws {
        let text =
            #"{"width": 375, "title": {"text": "标题 \u00e9 \ud83d\ude00", "in": "bar"}, "files": [], "x": -1.5e2, "ok": false, "n": null}"#
        let value = try JSONValue(parsing: text)
        #expect(value["width"] == .number(375))
        #expect(value["title"]?["text"] == .string("标题 é 😀"))
        #expect(value["x"] == .number(-150))
        #expect(value["ok"] == .bool(false))
        #expect(value["n"] == .null)
        #expect(try JSONValue(parsing: value.text) == value)
    }

    @Test(arguments: [
        ("", 1, 1), ("{", 1, 2), ("{\"a\": 1,}", 1, 9), ("[1 2]", 1, 4), ("{\"a\": 01}", 1, 9),
        ("{\"a\": 1, \"a\": 2}", 1, 13), ("\"tab\there\"", 1, 5), ("nul", 1, 1), ("{}\n x", 2, 2),
        ("[.5]", 1, 2),
    ])
    func rejectsWithAPosition(text: String, line: Int, column: Int) {
        #expect {
            _ = try JSONValue(parsing: text)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.line == line && error.column == column
        }
    }

    /// Issue 33: a shard's `differentPixels` of 1e19 trapped in `Int(_:)`. Only whole numbers in
    /// range become integers; a number past a Double's reads as infinity, for its reader to refuse.
    @Test func onlyAWholeNumberInRangeBecomesAnInteger() throws {
        #expect(try JSONValue(parsing: "1e999") == .number(.infinity))
        #expect(try JSONValue(parsing: "-1e309") == .number(-.infinity))
        for text in ["1e19", "9.3e18", "1e300", "-9.3e18", "1e309", "-1e309", "2.5", "-0.5", "\"3\"", "true", "null"] {
            #expect(try JSONValue(parsing: text).integer() == nil, "\(text)")
        }
        #expect(try JSONValue(parsing: "-9.2e18").integer() == -9_200_000_000_000_000_000)
        #expect(try JSONValue(parsing: "7.0").integer() == 7)
        #expect(JSONValue.number(-1).integer(in: 0...2) == nil)
        #expect(JSONValue.number(3).integer(in: 0...2) == nil)
        #expect(JSONValue.number(2).integer(in: 0...2) == 2)
    }

    /// Duplicates are found among any number of keys (a hashed set, not a scan per key), and
    /// the message echoes a long key shortened.
    @Test func findsADuplicateAmongManyKeysAndShortensIt() throws {
        let keys = (0..<100_000).map { "\"k\($0)\": 0" }.joined(separator: ", ")
        let error = #expect(throws: JSONSyntaxError.self) {
            _ = try JSONValue(parsing: "{\(keys), \"k99999\": 1}")
        }
        #expect(error?.reason == "duplicate key 'k99999'")
        let long = String(repeating: "a", count: 1_000)
        let repeated = #expect(throws: JSONSyntaxError.self) {
            _ = try JSONValue(parsing: "{\"\(long)\": 0, \"\(long)\": 1}")
        }
        #expect(repeated?.reason == "duplicate key '\(String(repeating: "a", count: 99))\u{2026}'")
        guard case let .object(members) = try JSONValue(parsing: "{\(keys)}") else {
            Issue.record("not an object")
            return
        }
        #expect(members.count == 100_000 && members.last?.key == "k99999")
    }

    @Test func rejectsDeepNesting() {
        #expect(throws: JSONSyntaxError.self) {
            _ = try JSONValue(parsing: String(repeating: "[", count: 300) + String(repeating: "]", count: 300))
        }
    }
}

/// Literals write a value as a scene file holds it (`scene.set("title", to: ["text": "A"])`).
struct JSONLiteralTests {
    @Test func literalsAreTheParsedValue() throws {
        let written: JSONValue = ["b": 1, "a": [true, .null, 2.5, "x"], "c": ["d": -3]]
        #expect(written == (try JSONValue(parsing: #"{"b": 1, "a": [true, null, 2.5, "x"], "c": {"d": -3}}"#)))
        #expect(written.text == #"{"b": 1, "a": [true, null, 2.5, "x"], "c": {"d": -3}}"#, "the literal's order")
        let number: JSONValue = 7
        #expect(number == .number(7))
    }
}
