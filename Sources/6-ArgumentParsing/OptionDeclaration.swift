/// An option as a command declares it, `Option` or `Flag`: a command's `CommandSpec` lists these
/// same values, and its code reads the parsed line through them.

package protocol OptionDeclaration: Sendable {
    /// Its name and help.
    var spec: OptionSpec { get }
}
