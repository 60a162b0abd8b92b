/// What help shows of one option, and what the parser needs to know of it: a flag (`--force`)
/// or an option with a value (`--offset Y`).

package struct OptionSpec: Sendable, Equatable {
    /// The long name, without the leading `--`.
    package let name: String
    /// The one-letter name after a single `-`, if any.
    package let short: Character?
    /// The placeholder of the value in help (`Y`, `FILE`); nil for a flag.
    package let valueName: String?
    /// One line (wrapped by help) on what the option does and its default.
    package let help: String
    /// Whether the option may be given more than once, each time adding a value.
    package let isRepeatable: Bool

    package init(name: String, short: Character? = nil, valueName: String?, help: String, isRepeatable: Bool = false) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
        self.isRepeatable = isRepeatable
    }

    /// Whether the option stands alone, without a value.
    package var isFlag: Bool { valueName == nil }

    /// `--offset <Y>` (or `-q, --quiet`, or `--ignore <X,Y,W,H> ...` for a repeatable one) as
    /// help shows it.
    package var synopsis: String {
        let long = "--\(name)" + (valueName.map { " <\($0)>" } ?? "") + (isRepeatable ? " ..." : "")
        return short.map { "-\($0), " + long } ?? long
    }
}
