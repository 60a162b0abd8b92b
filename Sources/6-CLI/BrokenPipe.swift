import Files
import Glibc

/// A reader that closes standard output early (`stretchy render --output-dir - | head -c 1000`)
/// ends the work with one line, not a silent death in mid-write nor one error per worker
/// (SPEC §3): SIGPIPE is ignored while PNGs go to standard output, so that the write fails with
/// EPIPE, the workers stop, and the process then dies by SIGPIPE as a Unix filter does (a shell
/// sees 141, which `set -o pipefail` scripts already expect from `yes | head`).
enum BrokenPipe {
    /// Called before the first byte goes to standard output.
    static func ignoreSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// `failure` when the reader did not close the pipe (a full disk behind a redirection);
    /// otherwise says so on stderr, after `stopped`, and dies by SIGPIPE.
    static func unlessClosedByReader(_ failure: FileDescriptorOutput.Failure, stopped: String) -> CommandFailure {
        guard failure.isClosedByReader else { return CommandFailure(message: failure.description) }
        Stretchy.printError("Error: the reader closed standard output; \(stopped)")
        SignalTrap.die(by: SIGPIPE)
    }
}
