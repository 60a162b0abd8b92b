import Glibc

/// An open file descriptor written with write(2) until every byte is out: standard output for
/// the PNG streams (`frame --output -`, `render --output-dir -`), standard error for messages
/// and progress. A pipe takes at most its free buffer per call, so a write may be partial, and
/// a signal may interrupt one (EINTR); both are carried on. Foundation's `FileHandle` is not in
/// FoundationEssentials, and stdio's buffering would hold messages back.
package struct FileDescriptorOutput: Sendable {
    package let descriptor: Int32
    /// What messages call it: `standard output`.
    package let name: String

    package static let standardOutput = FileDescriptorOutput(descriptor: STDOUT_FILENO, name: "standard output")
    package static let standardError = FileDescriptorOutput(descriptor: STDERR_FILENO, name: "standard error")

    /// The name that means standard output (or input) on a command line, as for most Unix tools.
    package static let dash = "-"

    /// Writes all of `bytes`, or throws the system's reason at the first failed write (EPIPE
    /// when the reader has closed the pipe, provided SIGPIPE is ignored; otherwise that signal
    /// kills the process before write(2) returns).
    package func write(_ bytes: [UInt8]) throws(Failure) {
        let code = bytes.withUnsafeBytes { raw -> Int32 in
            var offset = 0
            while offset < raw.count {
                // Inside the loop the buffer is not empty, so it has a base address.
                let written = Glibc.write(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if written < 0 && errno == EINTR { continue }
                // write(2) returns 0 only for a count of 0; were it to, looping would never end.
                guard written > 0 else { return written == 0 ? EIO : errno }
                offset += written
            }
            return 0
        }
        if code != 0 { throw Failure(name: name, code: code) }
    }

    /// Writes `text` as UTF-8.
    package func write(_ text: String) throws(Failure) {
        try write(Array(text.utf8))
    }

    /// A write that failed: which stream and the system's error number.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package let name: String
        package let code: Int32

        /// Whether the reader closed its end of the pipe (`| head -c 1000`), which stops the
        /// work rather than being a fault of it.
        package var isClosedByReader: Bool { code == EPIPE }

        package var description: String { "cannot write to \(name): \(String(cString: strerror(code)))" }
    }
}
