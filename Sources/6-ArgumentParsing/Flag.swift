/// An option without a value (`--force`, `-q`): read back as a `Bool`.

package struct Flag: OptionDeclaration {
    package let spec: OptionSpec

    package init(_ name: String, short: Character? = nil, help: String) {
        spec = OptionSpec(name: name, short: short, valueName: nil, help: help)
    }
}
