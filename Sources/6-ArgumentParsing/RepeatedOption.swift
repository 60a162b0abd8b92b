/// An option with a value that may be given any number of times (`--ignore A --ignore B`),
/// declared once like `Option`, whose parse it reuses; read back with `arguments[option]` as
/// every value, in the order given (none when it is absent).

package struct RepeatedOption<Value: Sendable>: OptionDeclaration {
    package let spec: OptionSpec
    let parse: @Sendable (_ text: String) throws(InvalidValue) -> Value

    /// `option`, allowed more than once.
    package init(_ option: Option<Value>) {
        let single = option.spec
        spec = OptionSpec(
            name: single.name, short: single.short, valueName: single.valueName, help: single.help,
            isRepeatable: true)
        parse = option.parse
    }
}
