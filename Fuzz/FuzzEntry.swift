/// libFuzzer's entry point, compiled into every fuzz target beside the target's own file, which
/// defines `fuzz(_:)`: libFuzzer calls this C symbol with each input, and the targets only differ
/// in what they do with the bytes. An input is fine when `fuzz` returns; a bug shows as a trap
/// (a failed `precondition` or a Swift runtime check), an AddressSanitizer report, a leak or a
/// timeout, each of which libFuzzer reports and saves the input for.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    // libFuzzer passes a null pointer for the empty input.
    fuzz(size > 0 ? Array(UnsafeBufferPointer(start: data, count: size)) : [])
    return 0
}

/// The input as text, as a file or an argument reaches stretchy: bytes that are not UTF-8 become
/// U+FFFD, so every input is some text and none is wasted on an early refusal.
func text(_ input: some Collection<UInt8>) -> String {
    String(decoding: input, as: UTF8.self)
}

/// A promise the input must keep: unlike `precondition`, whose message an optimised build drops,
/// this says what was broken before libFuzzer reports the trap and saves the input.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError(message()) }
}
