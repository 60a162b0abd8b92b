/// A command: what help shows and what the parser accepts.

package struct CommandSpec: Sendable {
    package let name: String
    /// One line for the list of commands and the top of its help page.
    package let overview: String
    /// The usage line after the program's name, e.g. `frame --offset <Y> [--output <FILE>]`,
    /// written from `usageTerms`.
    package var usage: String { ([name] + usageTerms.map(\.text)).joined(separator: " ") }
    /// The terms of the usage line, made of the declarations.
    package let usageTerms: [UsageTerm]
    /// The arguments that are not options, all required, in order.
    package let positionals: [(name: String, help: String)]
    /// Whether the last positional may be given any number of times more (`merge-reports DIR…`).
    package let lastPositionalRepeats: Bool
    /// The declared options, then `-h, --help`.
    package let options: [OptionSpec]
    /// A paragraph after the options in help.
    package let discussion: String?
    package let examples: [(command: String, comment: String)]

    /// `options` are the very values the command reads the parsed line through, so a name is
    /// written once, where it is declared. `usage` arranges them (which are required, which
    /// exclude each other); nil is the positionals then every option as optional.
    package init(
        name: String, overview: String, usage: [UsageTerm]? = nil,
        positionals: [(name: String, help: String)] = [], lastPositionalRepeats: Bool = false,
        options: [any OptionDeclaration], discussion: String? = nil,
        examples: [(command: String, comment: String)] = []
    ) {
        self.name = name
        self.overview = overview
        let arguments: [UsageTerm] = positionals.enumerated().map { index, positional in
            lastPositionalRepeats && index == positionals.count - 1
                ? .repeatedPositional(positional.name) : .positional(positional.name)
        }
        usageTerms = usage ?? arguments + options.map { .optional($0) }
        self.positionals = positionals
        self.lastPositionalRepeats = lastPositionalRepeats
        self.options = (options + [Flag("help", short: "h", help: "Show help for this command.")]).map(\.spec)
        self.discussion = discussion
        self.examples = examples
    }

    /// The option called `--name`, if the command has one.
    package func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }
}
