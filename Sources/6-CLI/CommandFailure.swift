/// A failure while doing the work (exit 2): one line naming the file or option and the reason.
struct CommandFailure: Error, Sendable {
    let message: String
}
