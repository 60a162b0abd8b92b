import Motion
import Testing

@Suite struct MotionScriptTests {
    static let standardText =
        "hold 0.4; drag -200 0.6; release; hold 0.3; drag 280 0.35; release; hold 0.6; scroll -200 0.9; hold 0.4"

    @Test func parsesTheDefaultMotion() throws {
        let script = try MotionScript(parsing: Self.standardText)
        #expect(script == MotionScript.standard)
        #expect(
            script.steps == [
                .hold(seconds: 0.4), .drag(distance: -200, seconds: 0.6), .release, .hold(seconds: 0.3),
                .drag(distance: 280, seconds: 0.35), .release, .hold(seconds: 0.6),
                .scroll(to: -200, seconds: 0.9), .hold(seconds: 0.4),
            ])
        #expect(MotionScript.standard.text == Self.standardText)
        #expect(MotionScript.standard.description == Self.standardText)
    }

    @Test func readsCommentsNewLinesAndBlankSteps() throws {
        let text = """
            # pull the header down
            hold 1   # wait a second
            \t
            ; ;drag -10 0.5;; release\r
            fling -3.5e2 ; jump .5
              scroll 5. 2 # comment; with drag 1 1 inside
            jump +1E-1
            """
        let script = try MotionScript(parsing: text)
        #expect(
            script.steps == [
                .hold(seconds: 1), .drag(distance: -10, seconds: 0.5), .release, .fling(velocity: -350),
                .jump(to: 0.5), .scroll(to: 5, seconds: 2), .jump(to: 0.1),
            ])
    }

    @Test func anEmptyScriptHasNoSteps() throws {
        #expect(try MotionScript(parsing: "").steps.isEmpty)
        #expect(try MotionScript(parsing: " ; # nothing\n;").steps.isEmpty)
    }

    @Test func acceptsZeroHoldsAndSignedZero() throws {
        #expect(try MotionScript(parsing: "hold 0; hold -0").steps == [.hold(seconds: 0), .hold(seconds: -0.0)])
    }

    @Test(arguments: [
        "hold 0.4; drag -200 0.6; release",
        "fling 1e-07; jump -99999.5; scroll -0.125 3",
        "jump 0; hold 1234.5",
    ])
    func canonicalTextReadsBack(_ text: String) throws {
        let script = try MotionScript(parsing: text)
        #expect(script.text == text)
        #expect(try MotionScript(parsing: script.text) == script)
    }

    @Test func canonicalNumbersAreShortest() throws {
        let script = try MotionScript(steps: [
            .drag(distance: -200.0, seconds: 0.6), .jump(to: -0.0), .fling(velocity: 1e-300),
        ])
        #expect(script.text == "drag -200 0.6; jump 0; fling 1e-300")
    }

    @Test(arguments: [
        ("hold 1; dance 3", "motion step 2 'dance 3': unknown step 'dance'"),
        ("Hold 1", "motion step 1 'Hold 1': unknown step 'Hold'"),
        ("  dance   3  # why not", "motion step 1 'dance   3': unknown step 'dance'"),
        ("drag -100", "motion step 1 'drag -100': drag takes a distance and a duration in seconds"),
        ("drag 1 2 3", "motion step 1 'drag 1 2 3': drag takes a distance and a duration in seconds"),
        ("hold", "motion step 1 'hold': hold takes a duration in seconds"),
        ("release 1", "motion step 1 'release 1': release takes no arguments"),
        ("fling", "motion step 1 'fling': fling takes a velocity in points per second"),
        ("scroll 3", "motion step 1 'scroll 3': scroll takes a target offset and a duration in seconds"),
        ("jump 1 2", "motion step 1 'jump 1 2': jump takes a target offset"),
        ("drag abc", "motion step 1 'drag abc': drag takes a distance and a duration in seconds"),
        ("hold nan", "motion step 1 'hold nan': 'nan' is not a finite decimal number"),
        ("fling inf", "motion step 1 'fling inf': 'inf' is not a finite decimal number"),
        ("fling -infinity", "motion step 1 'fling -infinity': '-infinity' is not a finite decimal number"),
        ("jump 0x10", "motion step 1 'jump 0x10': '0x10' is not a finite decimal number"),
        ("jump 1e999", "motion step 1 'jump 1e999': '1e999' is not a finite decimal number"),
        ("drag 1.2.3 1", "motion step 1 'drag 1.2.3 1': '1.2.3' is not a finite decimal number"),
        ("jump abc", "motion step 1 'jump abc': 'abc' is not a finite decimal number"),
        ("jump --1", "motion step 1 'jump --1': '--1' is not a finite decimal number"),
        ("jump +", "motion step 1 'jump +': '+' is not a finite decimal number"),
        ("jump .", "motion step 1 'jump .': '.' is not a finite decimal number"),
        ("jump 1e", "motion step 1 'jump 1e': '1e' is not a finite decimal number"),
        ("jump 1_000", "motion step 1 'jump 1_000': '1_000' is not a finite decimal number"),
        ("jump ６", "motion step 1 'jump ６': '６' is not a finite decimal number"),
        ("drag 10 0", "motion step 1 'drag 10 0': drag needs a duration from 0.0001 to 3600 seconds, not 0"),
        ("drag 10 -1", "motion step 1 'drag 10 -1': drag needs a duration from 0.0001 to 3600 seconds, not -1"),
        (
            "scroll 5 -0.5",
            "motion step 1 'scroll 5 -0.5': scroll needs a duration from 0.0001 to 3600 seconds, not -0.5"
        ),
        ("hold -0.5", "motion step 1 'hold -0.5': hold needs a duration from 0 to 3600 seconds, not -0.5"),
        ("hold 3600.5", "motion step 1 'hold 3600.5': hold needs a duration from 0 to 3600 seconds, not 3600.5"),
        ("jump 1e300", "motion step 1 'jump 1e300': jump needs a target offset from -100000 to 100000 pt, not 1e+300"),
        (
            "hold 1; scroll -100001 1",
            "motion step 2 'scroll -100001 1': scroll needs a target offset from -100000 to 100000 pt, not -100001"
        ),
        (
            "drag 9223372036854775808 1",
            "motion step 1 'drag 9223372036854775808 1': drag needs a distance from -100000 to 100000 pt, not 9.223372036854776e+18"
        ),
        ("fling -1e6", "motion step 1 'fling -1e6': fling needs a velocity from -100000 to 100000 pt/s, not -1000000"),
        (
            "drag -1000 0.0078125",
            "motion step 1 'drag -1000 0.0078125': drag needs a speed (distance/duration) of at most 100000 pt/s, not 128000"
        ),
        (
            "hold 1;;  # note\n\n ; release\n drag 1",
            "motion step 3 'drag 1': drag takes a distance and a duration in seconds"
        ),
    ])
    func rejectsBadStepsWithExactMessages(_ text: String, _ message: String) {
        #expect(throws: MotionError.self) { try MotionScript(parsing: text) }
        do {
            _ = try MotionScript(parsing: text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func errorsCarryTheirParts() {
        do {
            _ = try MotionScript(parsing: "hold 1\nhold 2; dance 3")
            Issue.record("a bad step was accepted")
        } catch {
            #expect(error == .step(number: 3, text: "dance 3", problem: .unknownStep(name: "dance")))
            #expect(error.stepNumber == 3)
            #expect(error.stepText == "dance 3")
            #expect(error.reason == "unknown step 'dance'")
        }
    }

    @Test func stepsAreCheckedLikeText() {
        #expect(
            throws: MotionError.step(
                number: 2, text: "drag 5 0", problem: .outOfRange(.drag, .movingDuration, value: 0))
        ) {
            try MotionScript(steps: [.hold(seconds: 1), .drag(distance: 5, seconds: 0)])
        }
        #expect(throws: MotionError.step(number: 1, text: "fling nan", problem: .notANumber(argument: "nan"))) {
            try MotionScript(steps: [.fling(velocity: .nan)])
        }
        #expect(throws: MotionError.step(number: 1, text: "hold -1", problem: .outOfRange(.hold, .duration, value: -1)))
        {
            try MotionScript(steps: [.hold(seconds: -1)])
        }
    }

    @Test func makeChecksArity() {
        #expect(MotionStep.make(.scroll, [1]) == .failure(.wrongArguments(.scroll)))
        #expect(MotionStep.make(.scroll, [1, 2]) == .success(.scroll(to: 1, seconds: 2)))
        #expect(MotionStep.make(.release, []) == .success(.release))
    }
}
