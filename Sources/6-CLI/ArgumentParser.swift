import Wording

/// A small command-line parser in the manner of swift-argument-parser (which cannot be fetched
/// here): commands declare their options once, and help text, validation and errors all come
/// from that declaration.

/// One option of a command: a flag (`--force`) or an option with a value (`--offset Y`).
struct OptionSpec: Sendable {
    let name: String
    let short: Character?
    /// The placeholder of the value in help (`Y`, `FILE`); nil for a flag.
    let valueName: String?
    let help: String

    static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help)
    }

    static func value(_ name: String, _ valueName: String, help: String) -> OptionSpec {
        OptionSpec(name: name, short: nil, valueName: valueName, help: help)
    }

    var isFlag: Bool { valueName == nil }

    /// `--offset <Y>` as help shows it.
    var synopsis: String {
        let long = "--\(name)" + (valueName.map { " <\($0)>" } ?? "")
        return short.map { "-\($0), " + long } ?? long
    }
}

/// A command: what help shows and what the parser accepts.
struct CommandSpec: Sendable {
    let name: String
    let overview: String
    /// Usage lines after `stretchy`, e.g. `frame --offset <Y> [--output <FILE>]`.
    let usage: [String]
    let positionals: [(name: String, help: String)]
    let options: [OptionSpec]
    let discussion: String?
    let examples: [(command: String, comment: String)]

    init(name: String, overview: String, usage: [String], positionals: [(name: String, help: String)] = [],
         options: [OptionSpec], discussion: String? = nil, examples: [(command: String, comment: String)] = []) {
        self.name = name
        self.overview = overview
        self.usage = usage
        self.positionals = positionals
        self.options = options + [.flag("help", short: "h", help: "Show help for this command.")]
        self.discussion = discussion
        self.examples = examples
    }

    func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }
}

/// A mistake in the command line: exit 64, `Error: …` and a usage line.
struct UsageError: Error, Sendable {
    let message: String
    /// The command whose usage line follows the message.
    let command: String?
}

/// What the parser found, with typed, range-checked accessors that name the option on error.
struct ParsedArguments: Sendable {
    let command: CommandSpec
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    init(parsing arguments: [String], for command: CommandSpec) throws(UsageError) {
        self.command = command
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name: String
            var inlineValue: String?
            if argument.hasPrefix("--") {
                name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
            } else {
                let letter = argument.dropFirst()
                guard letter.count == 1, let spec = command.options.first(where: { $0.short == letter.first }) else {
                    throw fail("unknown option '\(argument)'")
                }
                name = spec.name
            }
            guard let spec = command.option(named: name) else {
                throw fail("unknown option '--\(name)'" + Suggestion.hint(for: name, among: command.options.map(\.name), prefix: "--"))
            }
            if spec.isFlag {
                guard inlineValue == nil else { throw fail("option '--\(name)' takes no value") }
                flags.insert(name)
                continue
            }
            guard values[name] == nil else { throw fail("option '--\(name)' is given more than once") }
            if let inlineValue {
                values[name] = inlineValue
            } else if index < arguments.count {
                values[name] = arguments[index]
                index += 1
            } else {
                throw fail("option '--\(name)' needs a value <\(spec.valueName!)>")
            }
        }
        guard positionals.count == command.positionals.count else {
            if positionals.count < command.positionals.count {
                let missing = command.positionals[positionals.count...].map { "<\($0.name)>" }.joined(separator: " ")
                throw fail("missing \(missing)")
            }
            throw fail("unexpected argument '\(positionals[command.positionals.count])'")
        }
    }

    func fail(_ message: String) -> UsageError { UsageError(message: message, command: command.name) }

    func flag(_ name: String) -> Bool { flags.contains(name) }

    func string(_ name: String) -> String? { values[name] }

    /// A finite decimal; NaN, infinities and garbage are usage errors naming the option.
    func double(_ name: String, in range: ClosedRange<Double>? = nil, rangeText: String? = nil) throws(UsageError) -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Double(text), value.isFinite, !text.contains(where: { $0 == "x" || $0 == "X" || $0 == "p" || $0 == "P" }) else {
            throw fail("option '--\(name)': '\(text)' is not a finite number")
        }
        if let range, !range.contains(value) {
            throw fail("option '--\(name)': \(text) is out of range (\(rangeText ?? "\(range.lowerBound)…\(range.upperBound)"))")
        }
        return value
    }

    /// A whole number within `range`.
    func int(_ name: String, in range: ClosedRange<Int>, rangeText: String? = nil) throws(UsageError) -> Int? {
        guard let text = values[name] else { return nil }
        let allowed = rangeText ?? "\(range.lowerBound)…\(range.upperBound)"
        guard let value = Int(text) else { throw fail("option '--\(name)': '\(text)' is not a whole number (\(allowed))") }
        guard range.contains(value) else { throw fail("option '--\(name)': \(text) is out of range (\(allowed))") }
        return value
    }

    /// One of a fixed set of words.
    func choice(_ name: String, among choices: [String]) throws(UsageError) -> String? {
        guard let text = values[name] else { return nil }
        guard choices.contains(text) else {
            throw fail("option '--\(name)': '\(text)' is not one of \(choices.joined(separator: ", "))")
        }
        return text
    }
}
