import ArgumentParsing
import Testing

/// A command of every kind of option, so that the parser is tried without stretchy's commands.
enum Sample {
    enum Mode: String, CaseIterable, Sendable { case fast, best }

    static let offset: Option<Double> = .decimal("offset", "Y", help: "An offset.", in: -10...10, allowed: "-10…10")
    static let count: Option<Int> = .wholeNumber("count", "N", help: "A count.", in: 1...3)
    static let mode: Option<Mode> = .oneOf("mode", help: "A mode.")
    static let name: Option<String> = .text("name", "TEXT", help: "A name.")
    static let tag = RepeatedOption<Int>(.wholeNumber("tag", "N", help: "Any number of tags.", in: 0...9))
    static let force = Flag("force", help: "A flag.")
    static let quiet = Flag("quiet", short: "q", help: "A flag with a letter.")
    static let spec = CommandSpec(
        name: "sample", overview: "A sample.",
        positionals: [("FIRST", "One."), ("SECOND", "Two.")],
        options: [offset, count, mode, name, tag, force, quiet])

    static func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        try ParsedArguments(parsing: arguments, for: spec)
    }

    /// The message of the usage error parsing `arguments` (after both positionals) and reading
    /// every option throws.
    static func error(_ arguments: [String]) -> String? {
        usageMessage {
            let parsed = try parse(["a", "b"] + arguments)
            _ = (try parsed[offset], try parsed[count], try parsed[mode], try parsed[name], try parsed[tag])
        }
    }
}

/// The message of the usage error `body` throws, which must name the sample command.
func usageMessage(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        let usage = error as? UsageError
        #expect(usage?.command == "sample", "\(error)")
        return usage?.message
    }
}

@Suite struct ParsedArgumentsTests {
    @Test func readsEveryKindOfOption() throws {
        let parsed = try Sample.parse([
            "a", "--offset", "-2.5", "--count=3", "--mode", "best", "b", "--name", "x y", "-q",
        ])
        #expect(parsed.positionals == ["a", "b"])
        #expect(try parsed[Sample.offset] == -2.5)
        #expect(try parsed[Sample.count] == 3)
        #expect(try parsed[Sample.mode] == .best)
        #expect(try parsed[Sample.name] == "x y")
        #expect(parsed[Sample.quiet])
        #expect(!parsed[Sample.force])
    }

    @Test func anOptionNotGivenIsNil() throws {
        let parsed = try Sample.parse(["a", "b"])
        #expect(try parsed[Sample.offset] == nil)
        #expect(try parsed[Sample.name] == nil)
    }

    @Test func anInlineValueMayBeEmptyOrHoldEqualsSigns() throws {
        let parsed = try Sample.parse(["a", "b", "--name=", "--mode=fast"])
        #expect(try parsed[Sample.name] == "")
        let other = try Sample.parse(["a", "b", "--name=x=y"])
        #expect(try other[Sample.name] == "x=y")
    }

    @Test func aValueMayLookLikeAnOption() throws {
        let parsed = try Sample.parse(["a", "b", "--name", "--force"])
        #expect(try parsed[Sample.name] == "--force")
        #expect(!parsed[Sample.force])
    }

    @Test func afterTwoDashesAllArePositionals() throws {
        let parsed = try Sample.parse(["--force", "--", "--offset", "-q"])
        #expect(parsed.positionals == ["--offset", "-q"])
        #expect(parsed[Sample.force])
        #expect(try parsed[Sample.offset] == nil)
    }

    @Test func aLoneDashIsAPositional() throws {
        #expect(try Sample.parse(["-", "b"]).positionals == ["-", "b"])
    }

    @Test func aFlagMayBeRepeated() throws {
        #expect(try Sample.parse(["a", "b", "--force", "--force"])[Sample.force])
    }

    @Test func helpIsDeclaredForEveryCommand() throws {
        #expect(Sample.spec.options.last?.synopsis == "-h, --help")
        #expect(try Sample.parse(["a", "b", "-h"]).positionals == ["a", "b"])
    }

    @Test(arguments: [
        (["--ofset", "1"], "unknown option '--ofset'; did you mean '--offset'?"),
        (["--zzzzzz"], "unknown option '--zzzzzz'"),
        (["-x"], "unknown option '-x'"),
        (["-qq"], "unknown option '-qq'"),
        (["--offset", "1", "--offset=2"], "option '--offset' is given more than once"),
        (["--offset"], "option '--offset' needs a value <Y>"),
        (["--force=yes"], "option '--force' takes no value"),
        (["c"], "unexpected argument 'c'"),
    ])
    func refusesTheShapeOfTheLine(arguments: [String], message: String) {
        #expect(Sample.error(arguments) == message)
    }

    @Test func namesTheMissingPositionals() {
        #expect(usageMessage { _ = try Sample.parse([]) } == "missing <FIRST> <SECOND>")
        #expect(usageMessage { _ = try Sample.parse(["a"]) } == "missing <SECOND>")
    }

    @Test(arguments: [
        (["--offset", "abc"], "option '--offset': 'abc' is not a finite number"),
        (["--offset", "nan"], "option '--offset': 'nan' is not a finite number"),
        (["--offset", "inf"], "option '--offset': 'inf' is not a finite number"),
        (["--offset", "-infinity"], "option '--offset': '-infinity' is not a finite number"),
        (["--offset", "0x1"], "option '--offset': '0x1' is not a finite number"),
        (["--offset", "0x1p3"], "option '--offset': '0x1p3' is not a finite number"),
        (["--offset", ""], "option '--offset': '' is not a finite number"),
        (["--offset", "10.5"], "option '--offset': 10.5 is out of range (-10…10)"),
        (["--offset=-1e3"], "option '--offset': -1e3 is out of range (-10…10)"),
        (["--count", "4"], "option '--count': 4 is out of range (1…3)"),
        (["--count", "1.0"], "option '--count': '1.0' is not a whole number (1…3)"),
        (["--count", "99999999999999999999"], "option '--count': '99999999999999999999' is not a whole number (1…3)"),
        (["--mode", "Fast"], "option '--mode': 'Fast' is not one of fast, best"),
        (["--tag", "1", "--tag", "x"], "option '--tag': 'x' is not a whole number (0…9)"),
    ])
    func refusesAValueNamingTheOptionAndWhatItTakes(arguments: [String], message: String) {
        #expect(Sample.error(arguments) == message)
    }

    @Test func acceptsDecimalsAsPeopleWriteThem() throws {
        for (text, value) in [("1e1", 10.0), ("-0", 0), (".5", 0.5), ("5.", 5), ("+3", 3)] {
            #expect(try Sample.parse(["a", "b", "--offset", text])[Sample.offset] == value)
        }
    }

    /// A value of megabytes is echoed as its first 99 scalars and `…` (issue 25), whichever check
    /// refuses it.
    @Test(arguments: [
        ("--offset", "x", "'", "is not a finite number"), ("--count", "7", "'", "is not a whole number (1…3)"),
        ("--mode", "m", "'", "is not one of fast, best"), ("--offset", "11.", "", "is out of range (-10…10)"),
    ])
    func aLongValueIsShortenedInTheMessage(option: String, start: String, quote: String, reason: String) throws {
        let filler: Character = start == "11." ? "0" : start.first!
        let value = start + String(repeating: filler, count: 1_000_000)
        let echoed = quote + String(value.prefix(99)) + "\u{2026}" + quote
        #expect(Sample.error([option, value]) == "option '\(option)': \(echoed) \(reason)")
    }

    @Test func valuesAreCheckedWhenRead() throws {
        let parsed = try Sample.parse(["a", "b", "--offset", "abc"])
        #expect(try parsed[Sample.count] == nil, "a bad value of one option does not stop reading another")
        #expect(usageMessage { _ = try parsed[Sample.offset] } == "option '--offset': 'abc' is not a finite number")
    }

    @Test func aRequiredOptionNamesItsSynopsis() throws {
        let parsed = try Sample.parse(["a", "b"])
        #expect(usageMessage { _ = try parsed.required(Sample.offset) } == "missing option '--offset <Y>'")
        #expect(try Sample.parse(["a", "b", "--offset", "2"]).required(Sample.offset) == 2)
    }

    @Test func aCommandsOwnCheckQuotesTheTextAsTyped() throws {
        let parsed = try Sample.parse(["a", "b", "--count", "03"])
        let error = parsed.fail(Sample.count) { .outOfRange($0, allowed: "1…2 here") }
        #expect(error.message == "option '--count': 03 is out of range (1…2 here)")
        #expect(error.command == "sample")
    }

    @Test func aRepeatedOptionGivesEveryValueInOrder() throws {
        let parsed = try Sample.parse(["a", "--tag", "3", "b", "--tag=1", "--tag", "3"])
        #expect(try parsed[Sample.tag] == [3, 1, 3])
        #expect(try Sample.parse(["a", "b"])[Sample.tag] == [], "absent: no values")
        #expect(Sample.error(["--tag"]) == "option '--tag' needs a value <N>")
    }

    @Test func aTypesOwnParseErrorIsTheReason() throws {
        struct Odd: Error, CustomStringConvertible {
            let text: String
            var description: String { "'\(text)' is not odd" }
        }
        let odd = Option<Int>(
            "odd", "N", help: "An odd number.",
            reading: { text throws(Odd) in
                guard let value = Int(text), value % 2 == 1 else { throw Odd(text: text) }
                return value
            })
        let spec = CommandSpec(name: "sample", overview: "", usage: [], options: [odd])
        #expect(try ParsedArguments(parsing: ["--odd", "3"], for: spec)[odd] == 3)
        #expect(
            usageMessage { _ = try ParsedArguments(parsing: ["--odd", "4"], for: spec)[odd] }
                == "option '--odd': '4' is not odd")
    }

    @Test func helpShowsTheDeclaration() {
        #expect(Sample.tag.spec.synopsis == "--tag <N> ...")
        #expect(Sample.mode.spec.synopsis == "--mode <fast|best>")
        #expect(Sample.quiet.spec.synopsis == "-q, --quiet")
        #expect(Sample.spec.option(named: "count") == Sample.count.spec)
    }

    /// An option read by a command that did not declare it would otherwise read nil, silently.
    @Test func readingAnUndeclaredOptionTraps() async {
        await #expect(processExitsWith: .failure) {
            let other: Option<String> = .text("other", "X", help: "Not the sample's.")
            _ = try? Sample.parse(["a", "b"])[other]
        }
        await #expect(processExitsWith: .failure) {
            // Same name, another declaration: still not the sample's option.
            _ = try Sample.parse(["a", "b"])[Flag("force", help: "Another.")]
        }
    }
}
