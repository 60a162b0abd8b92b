import Motion
import Testing

/// Issue 25: a script has at most `MotionLimits.maxSteps` steps, and an ASCII script, read a
/// byte at a time, reads as the character by character reading of other scripts does.
@Suite struct MotionScriptLimitTests {
    @Test func atMost10000Steps() throws {
        #expect(MotionLimits.maxSteps == 10_000)
        let most = try MotionScript(parsing: String(repeating: "hold 0.1\n", count: 10_000))
        #expect(most.steps.count == 10_000)
        let error = #expect(throws: MotionError.self) {
            try MotionScript(parsing: String(repeating: "hold 0.1;", count: 10_001))
        }
        #expect(error == .tooManySteps(limit: 10_000))
        #expect(error?.description == "the motion script has more than 10000 steps")
        #expect(throws: MotionError.tooManySteps(limit: 10_000)) {
            try MotionScript(steps: Array(repeating: .release, count: 10_001))
        }
    }

    /// The same script with a comment of non-ASCII text after it is read character by
    /// character: both readings give the same steps, or the same error.
    @Test(arguments: [
        "hold 1;drag -10 0.5\r\nrelease\u{0B}fling 3\u{0C}hold\t2",
        "  ;; hold   0.5 # a comment; drag 1 1\n\n scroll 5. 2 ;",
        "hold 1; dance 3",
        "hold 1\r\nhold x",
        "drag 1",
        "#only a comment",
        "",
    ])
    func asciiReadsAsCharacters(text: String) {
        let ascii = Result { () throws(MotionError) in try MotionScript(parsing: text) }
        let unicode = Result { () throws(MotionError) in try MotionScript(parsing: text + "\n# défilement") }
        #expect(ascii == unicode)
    }

    /// A long step or word is echoed shortened to 100 characters.
    @Test func aLongStepIsEchoedShortened() {
        let error = #expect(throws: MotionError.self) {
            try MotionScript(parsing: "hold " + String(repeating: "1", count: 100_000) + "x")
        }
        let shortened = "'hold " + String(repeating: "1", count: 94) + "\u{2026}'"
        #expect(
            error?.description == "motion step 1 \(shortened): '\(String(repeating: "1", count: 99))\u{2026}' "
                + "is not a finite decimal number")
    }
}
