import Compare

/// The exit codes of SPEC §3.

enum ExitCode: Int32, Sendable {
    /// Done.
    case success = 0
    /// `compare` found more differing pixels than allowed, or sizes differ.
    case different = 1
    /// Could not be done: an input missing, unreadable, corrupt or too large; an output that
    /// cannot be written.
    case failure = 2
    /// A usage error: unknown option, bad value.
    case usage = 64

    /// A comparison's verdict, whose cases are these same codes.
    init(_ status: CompareStatus) {
        switch status {
        case .match: self = .success
        case .different: self = .different
        case .failed: self = .failure
        }
    }
}
