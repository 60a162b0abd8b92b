/// One term of a command's usage line, made of the same declarations the command reads, so the
/// line cannot name an option the command lacks (as swift-argument-parser derives its usage).
/// `CommandSpec` writes the terms in order after the command's name.
package indirect enum UsageTerm: Sendable {
    /// An option that must be given: `--offset <Y>`, `--print`.
    case required(any OptionDeclaration)
    /// An option that may be given: `[--fps <N>]`, `[--ignore <X,Y,W,H> ...]`.
    case optional(any OptionDeclaration)
    /// An option with one particular value: `--output-dir -`.
    case value(any OptionDeclaration, String)
    /// An argument that is not an option: `<EXPECTED>`.
    case positional(String)
    /// An argument that may be given any number of times: `<SHARD> ...`.
    case repeatedPositional(String)
    /// At most one of several sequences: `[--force | --resume]`,
    /// `[--output-dir <DIR> | --output-dir - [--manifest <FILE>]]`.
    case choice([[UsageTerm]])
    /// Options shared by several commands, named as a whole: `[scene options]`.
    case group(String, [any OptionDeclaration])

    /// At most one of `options`: `[--force | --resume]`.
    package static func oneOf(_ options: [any OptionDeclaration]) -> UsageTerm {
        .choice(options.map { [.required($0)] })
    }

    /// The term as the usage line writes it.
    package var text: String {
        switch self {
        case .required(let option): Self.form(option.spec)
        case .optional(let option): "[\(Self.form(option.spec))]"
        case .value(let option, let value): "--\(option.spec.name) \(value)"
        case .positional(let name): "<\(name)>"
        case .repeatedPositional(let name): "<\(name)> ..."
        case .choice(let sequences):
            "["
                + sequences.map { $0.map(\.text).joined(separator: " ") }
                .joined(separator: " | ") + "]"
        case .group(let name, _): "[\(name)]"
        }
    }

    /// The long names of every option the term stands for.
    package var optionNames: [String] {
        switch self {
        case .required(let option), .optional(let option), .value(let option, _): [option.spec.name]
        case .positional, .repeatedPositional: []
        case .choice(let sequences): sequences.flatMap { $0.flatMap(\.optionNames) }
        case .group(_, let options): options.map(\.spec.name)
        }
    }

    /// `--name`, `--name <VALUE>` or `--name <VALUE> ...`: the long form alone, as usage lines
    /// write options (help's OPTIONS list shows the short one too).
    private static func form(_ option: OptionSpec) -> String {
        "--\(option.name)" + (option.valueName.map { " <\($0)>" } ?? "") + (option.isRepeatable ? " ..." : "")
    }
}
