import Wording

/// A command line parsed against a `CommandSpec`, read back through the command's `Option` and
/// `Flag` values.
///
/// Parsing checks only the shape of the line: known options, each given once unless it is a
/// `RepeatedOption`, values present, the right number of positionals. A value is parsed when the command reads it, so the first
/// complaint is about the first thing the command checks (an offset before a scene file).
package struct ParsedArguments: Sendable {
    package let command: CommandSpec
    /// The texts of each option with a value, in the order given: one, unless it is repeatable.
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    /// The arguments that are not options, as many as the command declares.
    package private(set) var positionals: [String] = []

    /// Reads `arguments` (those after the command's name): `--name value`, `--name=value`, flags
    /// (`--force`, `-q`) and positionals in any order; after `--` all are positionals.
    package init(parsing arguments: [String], for command: CommandSpec) throws(UsageError) {
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
                // Split at the first "=" scalar: as a Character it could carry a combining mark
                // that begins the value (`--title=\u{301}x`).
                if let equals = name.unicodeScalars.firstIndex(of: "=") {
                    inlineValue = String(name.unicodeScalars[name.unicodeScalars.index(after: equals)...])
                    name = String(name.unicodeScalars[..<equals])
                }
            } else {
                let letter = argument.dropFirst()
                guard letter.count == 1, let spec = command.options.first(where: { $0.short == letter.first }) else {
                    throw fail("unknown option '\(argument)'")
                }
                name = spec.name
            }
            guard let spec = command.option(named: name) else {
                throw fail(
                    "unknown option '--\(name)'"
                        + Suggestion.hint(for: name, among: command.options.map(\.name), prefix: "--"))
            }
            if spec.isFlag {
                guard inlineValue == nil else { throw fail("option '--\(name)' takes no value") }
                flags.insert(name)
                continue
            }
            guard spec.isRepeatable || values[name] == nil else {
                throw fail("option '--\(name)' is given more than once")
            }
            if let inlineValue {
                values[name, default: []].append(inlineValue)
            } else if index < arguments.count {
                values[name, default: []].append(arguments[index])
                index += 1
            } else {
                throw fail("option '--\(name)' needs a value <\(spec.valueName!)>")
            }
        }
        guard
            positionals.count == command.positionals.count
                || command.lastPositionalRepeats && positionals.count > command.positionals.count
        else {
            if positionals.count < command.positionals.count {
                let missing = command.positionals[positionals.count...].map { "<\($0.name)>" }.joined(separator: " ")
                throw fail("missing \(missing)")
            }
            throw fail("unexpected argument '\(positionals[command.positionals.count])'")
        }
    }

    /// A usage error of this command.
    package func fail(_ message: String) -> UsageError { UsageError(message: message, command: command.name) }

    /// `option '--NAME': REASON` for a value the option's own parse accepted but the command
    /// cannot use (a frame range past the animation's end); `reason` is given the text as typed.
    package func fail<Value>(_ option: Option<Value>, _ reason: (_ text: String) -> InvalidValue) -> UsageError {
        invalid(option.spec, reason(values[option.spec.name]?.first ?? ""))
    }

    /// Whether the flag was given.
    package subscript(flag: Flag) -> Bool {
        requireDeclared(flag)
        return flags.contains(flag.spec.name)
    }

    /// The option's value, or nil when it was not given; a text its parse refuses is a usage
    /// error naming the option.
    package subscript<Value>(option: Option<Value>) -> Value? {
        get throws(UsageError) {
            requireDeclared(option)
            guard let text = values[option.spec.name]?.first else { return nil }
            return try parse(text, with: option.parse, of: option.spec)
        }
    }

    /// Every value of the repeatable option, in the order given; empty when it was not given.
    /// The first text its parse refuses is a usage error naming the option.
    package subscript<Value>(option: RepeatedOption<Value>) -> [Value] {
        get throws(UsageError) {
            requireDeclared(option)
            var parsed: [Value] = []
            for text in values[option.spec.name] ?? [] {
                parsed.append(try parse(text, with: option.parse, of: option.spec))
            }
            return parsed
        }
    }

    /// The option's value; its absence is a usage error (`missing option '--offset <Y>'`).
    package func required<Value>(_ option: Option<Value>) throws(UsageError) -> Value {
        guard let value = try self[option] else { throw fail("missing option '\(option.spec.synopsis)'") }
        return value
    }

    private func parse<Value>(
        _ text: String, with parse: (String) throws(InvalidValue) -> Value,
        of spec: OptionSpec
    ) throws(UsageError) -> Value {
        do {
            return try parse(text)
        } catch {
            throw invalid(spec, error)
        }
    }

    private func invalid(_ spec: OptionSpec, _ error: InvalidValue) -> UsageError {
        fail("option '--\(spec.name)': \(error.reason)")
    }

    /// Reading an option the command did not declare is a mistake in the program, not in the
    /// command line, so it traps rather than quietly reading nothing — in release builds too,
    /// which is how the tests run. Options are typed constants, so a misspelt one does not
    /// compile; one of another command's gets here, whether or not it was given, and so fails
    /// the first test that runs the read (a command that reads all its options before any work
    /// fails on any successful run).
    private func requireDeclared(_ option: some OptionDeclaration) {
        precondition(
            command.options.contains(option.spec),
            "'\(command.name)' reads '--\(option.spec.name)', which its CommandSpec does not declare")
    }
}
