import ArgumentParsing
import Testing

/// Inputs the command-line fuzzer (Fuzz/ArgumentsFuzzer.swift) found, minimized.
@Suite struct FuzzRegressionTests {
    /// `--name=VALUE` where VALUE starts with a combining mark (found as `--scale=` then U+0352):
    /// the parser looks for the `=` as a Character, and `=` with the mark after it is one
    /// grapheme, so the whole argument is taken for an option's name and refused as unknown,
    /// while `--name VALUE` read the same value. It now splits at the first "=" scalar.
    @Test(arguments: ["\u{0301}e", "\u{0352}fr"])
    func anInlineValueMayStartWithACombiningMark(_ value: String) throws {
        #expect(try Sample.parse(["a", "b", "--name", value])[Sample.name] == value)
        let parsed = try Sample.parse(["a", "b", "--name=\(value)"])
        #expect(try parsed[Sample.name] == value)
    }
}
