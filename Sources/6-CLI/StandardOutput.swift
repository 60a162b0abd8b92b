import Files

/// The process's stdout for text (JSON, tables, help), written with write(2) so that a failed
/// write is seen: stdio's `print` buffers and drops the error at exit, which turned
/// `state > /dev/full` into an empty file and exit 0 (SPEC §3).
enum StandardOutput {
    /// Writes `text` and `terminator`; a failed write is an error (exit 2) that says why.
    static func print(_ text: String, terminator: String = "\n") throws(CommandFailure) {
        do {
            try FileDescriptorOutput.standardOutput.write(text + terminator)
        } catch {
            throw CommandFailure(message: error.description)
        }
    }
}
