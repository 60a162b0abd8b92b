/// A mistake in the command line: the program prints `Error: MESSAGE` and the usage line of
/// `command`, and exits 64.

package struct UsageError: Error, Sendable {
    package let message: String
    /// The command whose usage line follows the message; nil for a mistake before one is known.
    package let command: String?

    package init(message: String, command: String?) {
        self.message = message
        self.command = command
    }
}
