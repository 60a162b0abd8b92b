/// A mistake in the command line: the program prints `Error: MESSAGE` and the usage line of
/// `command`, and exits 64.

public struct UsageError: Error, Sendable {
    public let message: String
    /// The command whose usage line follows the message; nil for a mistake before one is known.
    public let command: String?

    public init(message: String, command: String?) {
        self.message = message
        self.command = command
    }
}
