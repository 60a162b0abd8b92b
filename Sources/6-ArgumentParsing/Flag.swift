/// An option without a value (`--force`, `-q`): read back as a `Bool`.

public struct Flag: OptionDeclaration {
    public let spec: OptionSpec

    public init(_ name: String, short: Character? = nil, help: String) {
        spec = OptionSpec(name: name, short: short, valueName: nil, help: help)
    }
}
