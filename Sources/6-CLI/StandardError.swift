import Files

/// The process's stderr, unbuffered: error lines and the progress meter must appear at once.
enum StandardError {
    static func write(_ text: String) {
        // A failing stderr leaves nowhere to say so.
        try? FileDescriptorOutput.standardError.write(text)
    }
}
