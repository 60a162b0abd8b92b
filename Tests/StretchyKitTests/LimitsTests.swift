import Export
import Foundation
import Motion
import StretchyKit
import Testing
import Wording

/// The limits are declared once (`MotionLimits`, `RenderLimits`); the facade's messages word
/// them as the parser does, and SPEC's tables state the declared numbers (issue 24).
struct LimitsTests {
    static let spec =
        (try? String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("docs/SPEC.md"), encoding: .utf8)) ?? ""

    /// A range as SPEC's tables write it: `−100000 … 100000`, with a true minus sign.
    static func docsText(_ lower: Double, _ upper: Double) -> String {
        let minus = { (value: Double) in NumberText.decimal(value).replacingOccurrences(of: "-", with: "−") }
        return "\(minus(lower)) … \(minus(upper))"
    }

    @Test func rangeErrorsHaveTheParsersWording() throws {
        let renderer = try StretchyKitTests.renderer.get()
        #expect(throws: StretchyKitError.self) { try renderer.state(atOffset: .nan) }
        do {
            _ = try renderer.frame(atOffset: 100_001)
            Issue.record("an offset past the limit must fail")
        } catch {
            #expect(error.description == "offset 100001 is out of range (-100000…100000)")
        }
        do {
            _ = try renderer.play("hold 1", fps: 241)
            Issue.record("a frame rate past the limit must fail")
        } catch {
            #expect(error.description == "fps 241 is out of range (1…240)")
        }
        // The bounds themselves are allowed.
        #expect(try renderer.state(atOffset: -MotionLimits.offsetLimit).offset == -100_000)
        #expect(try renderer.play("hold 0", fps: RenderLimits.fps.upperBound).count == 1)
    }

    @Test func specsOptionTableStatesTheDeclaredLimits() {
        let offsets = Self.docsText(MotionLimits.offsets.lowerBound, MotionLimits.offsets.upperBound)
        let fps = RenderLimits.fps
        let jobs = RenderLimits.jobs
        for row in [
            "| `--offset Y` (`frame`, `state`, `layout`: required) | \(offsets) | — |",
            "| `--fps N` | \(fps.lowerBound) … \(fps.upperBound) | \(RenderLimits.defaultFPS) |",
            "| `--jobs N` | \(jobs.lowerBound) … \(jobs.upperBound) | the number of active cores |",
        ] {
            #expect(Self.spec.contains(row), "SPEC §3 lacks \(row)")
        }
    }

    @Test func specsRangesStateTheDeclaredLimits() {
        let offset = NumberText.decimal(MotionLimits.offsetLimit)
        let seconds = NumberText.decimal(MotionLimits.maxSeconds)
        let speed = NumberText.decimal(MotionLimits.maxSpeed)
        let shortest = NumberText.decimal(MotionLimits.minMovingSeconds)
        for text in [
            "Offsets and distances are within ±\(offset) pt (as `--offset`), durations at most \(seconds) s "
                + "(a `drag` or `scroll` at least \(shortest) s",
            "within ±\(speed) pt/s.",
            "`--offset`: ±\(offset).",
            "Motion steps: offsets and distances ±\(offset) pt, durations ≤ \(seconds) s, "
                + "velocities ±\(speed) pt/s (§2).",
            "more than \(RenderLimits.maxFrameCount)",
        ] {
            #expect(Self.spec.contains(text), "SPEC lacks \(text)")
        }
    }
}
