import Glibc

/// The process's stderr, written unbuffered with write(2): error lines and the progress meter
/// must appear at once, and Foundation's `FileHandle` is not in FoundationEssentials.
enum StandardError {
    static func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
