import Testing
@testable import JSON

@Suite struct JSONWritingTests {
    @Test func numbersAsWordingWritesThemAndNonFiniteAsNull() {
        let value = JSONValue.array([.number(-130), .number(0.5147058823529411), .number(-0.0), .number(.nan), .number(.infinity)])
        #expect(value.text == "[-130, 0.514706, 0, null, null]")
    }

    @Test func keepsKeyOrderAndEscapes() {
        let value = JSONValue.object([("b", .number(1)), ("a", .array([.bool(true), .null, .string("q\"\\\n\u{1}标")]))])
        #expect(value.text == #"{"b": 1, "a": [true, null, "q\"\\\n\u0001标"]}"#)
        #expect(value.prettyText == "{\n  \"b\": 1,\n  \"a\": [\n    true,\n    null,\n    \"q\\\"\\\\\\n\\u0001标\"\n  ]\n}\n")
    }
}

@Suite struct JSONParsingTests {
    @Test func roundTrips() throws {
        let text = #"{"width": 375, "title": {"text": "标题 \u00e9 \ud83d\ude00", "in": "bar"}, "files": [], "x": -1.5e2, "ok": false, "n": null}"#
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
        ("1e999", 1, 6), ("[.5]", 1, 2),
    ])
    func rejectsWithAPosition(text: String, line: Int, column: Int) {
        #expect {
            _ = try JSONValue(parsing: text)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.line == line && error.column == column
        }
    }

    @Test func rejectsDeepNesting() {
        #expect(throws: JSONSyntaxError.self) {
            _ = try JSONValue(parsing: String(repeating: "[", count: 300) + String(repeating: "]", count: 300))
        }
    }
}
