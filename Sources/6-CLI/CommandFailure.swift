/// A failure while doing the work (exit 2): one line naming the file or option and the reason.
struct CommandFailure: Error, Sendable {
    let message: String

    /// Runs `step`, turning its typed error (whose description names the file and the reason)
    /// into a command failure.
    static func reporting<Result, Failure: Error & CustomStringConvertible>(_ step: () throws(Failure) -> Result)
        throws(CommandFailure) -> Result
    {
        do {
            return try step()
        } catch {
            throw CommandFailure(message: error.description)
        }
    }
}
