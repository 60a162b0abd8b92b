import ArgumentParsing
import Wording

/// Every input is a command line: its arguments separated by NUL bytes (as the kernel hands
/// them over; none can hold one), the first naming the command, as `stretchy`'s dispatch reads
/// them. An unknown command is answered with a suggestion, as dispatch does. A known one is
/// parsed against its spec, and every option read back, as the command does before any work.
/// Parsing and reading may end in a `UsageError` naming the command; anything else, or a value
/// outside what its option allows, is a bug. A line that parses must also parse the same when
/// written out again canonically (`--name=VALUE`, flags, `--`, the positionals).
///
/// The commands are not stretchy's own: those are declared in the executable target
/// (Sources/6-CLI), whose files also run the commands and so need every module down to FreeType
/// and libpng, and a `CommandSpec` keeps only the options' names, not how they read their values.
/// ArgumentParsing is kept free of stretchy for this (Package.swift), so the target links it alone
/// and declares commands of the same shapes as stretchy's: `frame`'s bounded decimal, `render`'s
/// whole numbers, words, flags (one with a letter), options parsed by their own closure,
/// `compare`'s two positionals and unbounded whole number, and `devices` with nothing but help.
/// Its dictionary holds the real option names. What the CLI's own closures accept (a device name,
/// `R,G,B`, `A-B`) is tried by Tests/CLITests.
func fuzz(_ input: [UInt8]) {
    let arguments = input.split(separator: 0, omittingEmptySubsequences: false).map(text)
    guard let name = arguments.first else { return }
    guard let command = commands.first(where: { $0.spec.name == name }) else {
        _ = Suggestion.hint(for: name, among: commands.map(\.spec.name))
        return
    }
    let rest = Array(arguments.dropFirst())
    guard
        let parsed = usage(
            of: command, { () throws(UsageError) in try ParsedArguments(parsing: rest, for: command.spec) })
    else {
        return
    }
    require(parsed.positionals.count == command.spec.positionals.count, "positionals of \(arguments)")
    for option in command.options {
        _ = usage(of: command) { () throws(UsageError) in try option.read(parsed) }
    }

    // The line written out again from what was read, as text.
    var canonical: [String] = []
    var given: [String: String] = [:]
    for spec in command.spec.options {
        if let valueName = spec.valueName {
            let asText = Option<String>.text(spec.name, valueName, help: spec.help)
            if let value = try! parsed[asText] {
                given[spec.name] = value
                canonical.append("--\(spec.name)=\(value)")
            }
        } else if parsed[Flag(spec.name, short: spec.short, help: spec.help)] {
            given[spec.name] = ""
            canonical.append("--\(spec.name)")
        }
    }
    canonical += ["--"] + parsed.positionals
    guard let again = try? ParsedArguments(parsing: canonical, for: command.spec) else {
        fatalError("\(arguments) parses, written out as \(canonical) it does not")
    }
    require(again.positionals == parsed.positionals, "\(canonical) has other positionals than \(arguments)")
    for spec in command.spec.options {
        if let valueName = spec.valueName {
            require(
                try! again[Option<String>.text(spec.name, valueName, help: spec.help)] == given[spec.name],
                "--\(spec.name) of \(canonical) differs from \(arguments)")
        } else {
            require(
                again[Flag(spec.name, short: spec.short, help: spec.help)] == (given[spec.name] != nil),
                "--\(spec.name) of \(canonical) differs from \(arguments)")
        }
    }
}

/// `body`'s result, or nil when it throws a usage error, which must name the command.
func usage<T>(of command: Command, _ body: () throws(UsageError) -> T) -> T? {
    do {
        return try body()
    } catch {
        require(error.command == command.spec.name, "usage error of '\(error.command ?? "")' in '\(command.spec.name)'")
        return nil
    }
}

/// A command's spec and its options as declared, each with how the command reads it.
struct Command: Sendable {
    let spec: CommandSpec
    let options: [Declared]

    init(_ name: String, positionals: [(name: String, help: String)] = [], options: [Declared]) {
        spec = CommandSpec(
            name: name, overview: "", usage: [], positionals: positionals, options: options.map(\.declaration))
        self.options = options
    }
}

/// An option and its reading: the value, when given and accepted, must be one the option allows.
struct Declared: Sendable {
    let declaration: any OptionDeclaration
    let read: @Sendable (ParsedArguments) throws(UsageError) -> Void

    init<Value>(_ option: Option<Value>, allows: @escaping @Sendable (Value) -> Bool = { _ in true }) {
        declaration = option
        read = { parsed throws(UsageError) in
            if let value = try parsed[option] {
                require(allows(value), "--\(option.spec.name) read as \(value)")
            }
        }
    }

    init(_ flag: Flag) {
        declaration = flag
        read = { parsed in _ = parsed[flag] }
    }
}

enum Compression: String, CaseIterable, Sendable { case fast, `default`, best }

func decimal(_ name: String, in range: ClosedRange<Double>) -> Declared {
    Declared(.decimal(name, "X", help: "", in: range, allowed: "\(range)")) { $0.isFinite && range.contains($0) }
}

func whole(_ name: String, in range: ClosedRange<Int>) -> Declared {
    Declared(.wholeNumber(name, "N", help: "", in: range)) { range.contains($0) }
}

func textOption(_ name: String) -> Declared { Declared(Option<String>.text(name, "TEXT", help: "")) }

/// An option read by the command's own closure, as `--device` and `--frames` are; this one wants
/// a dash, as both of theirs do (`iphone-x`, `0-239`).
func custom(_ name: String) -> Declared {
    Declared(
        Option<Substring>(name, "X-Y", help: "") { text throws(InvalidValue) in
            guard let dash = text.firstIndex(of: "-") else { throw InvalidValue("'\(text)' has no dash") }
            return text[dash...]
        })
}

let sceneOptions: [Declared] = [
    textOption("scene"), textOption("header"), whole("scale", in: 1...3), custom("device"), textOption("title"),
    whole("rows", in: 1...10_000),
]
let offset = decimal("offset", in: -100_000...100_000)
let compression = Declared(Option<Compression>.oneOf("compression", help: ""))

let commands: [Command] = [
    Command("frame", options: [offset, textOption("output"), compression] + sceneOptions),
    Command(
        "render",
        options: [
            textOption("motion"), textOption("motion-file"), whole("fps", in: 1...240), textOption("output-dir"),
            whole("jobs", in: 1...256), custom("frames"), Declared(Flag("force", help: "")), textOption("sheet"),
            compression,
            Declared(Flag("quiet", short: "q", help: "")),
        ] + sceneOptions),
    Command("state", options: [offset] + sceneOptions),
    Command("scene", options: [Declared(Flag("print", help: ""))] + sceneOptions),
    Command(
        "compare", positionals: [("EXPECTED", ""), ("ACTUAL", "")],
        options: [
            decimal("threshold", in: 0...1), Declared(Flag("include-aa", help: "")), decimal("alpha", in: 0...1),
            textOption("diff"), Declared(Flag("diff-mask", help: "")), whole("max-diff", in: 0...Int.max),
            Declared(Flag("json", help: "")),
        ]),
    Command("devices", options: []),
]
