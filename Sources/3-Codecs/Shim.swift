/// Calls into CShim with a message buffer for the library's text.
enum Shim {
    /// libjpeg's messages fit in 200 bytes (JMSG_LENGTH_MAX), libpng's are shorter.
    static let messageCapacity = 256

    /// Runs `body` with a message buffer; nil when it returned 0, else the text it left (or a
    /// generic line when the library left none).
    static func call(_ body: (UnsafeMutablePointer<CChar>, Int) -> Int32) -> String? {
        callNotingWarning(body).failure
    }

    /// `call`, for a function that may also succeed with a warning in the buffer (the JPEG
    /// decode): the failure's text, or nil and the warning's text when there is one.
    static func callNotingWarning(_ body: (UnsafeMutablePointer<CChar>, Int) -> Int32)
        -> (failure: String?, warning: String?)
    {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: messageCapacity) { buffer in
            buffer.initialize(repeating: 0)
            // `messageCapacity` is positive: the buffer has a start.
            guard let start = buffer.baseAddress else { return ("no room for the library's message", nil) }
            let failed = body(start, buffer.count) != 0
            buffer[buffer.count - 1] = 0
            let text = String(cString: start)
            guard failed else { return (nil, text.isEmpty ? nil : text) }
            return (text.isEmpty ? "the library failed without a message" : text, nil)
        }
    }
}
