import Foundation
import Motion
import Testing

/// `refresh S` (SPEC §2): past the trigger the table springs to the held offset, holds it S
/// seconds while the control spins, then springs back to rest; short of it, a `release` and a
/// `hold S`. Held to the closed forms on the seed's bounds (rest −200, held −260).
@Suite struct RefreshStepTests {
    func timeline(_ text: String) throws -> ScrollTimeline {
        try ScrollTimeline(script: MotionScript(parsing: text), bounds: seedBounds())
    }

    /// A spring's closed form: `anchor + e^(−10t)·(x0 + (v0 + 10·x0)·t)`.
    func spring(_ t: Double, anchor: Double, from x0: Double, velocity v0: Double) -> Double {
        anchor + exp(-10 * t) * (x0 + (v0 + 10 * x0) * t)
    }

    @Test func pastTheTriggerItSpringsToTheHeldHeightHoldsAndSpringsBack() throws {
        let line = try timeline("drag -260 0.8; refresh 1.5")
        // The drag ends 117.8 pt past rest: past the 100 pt trigger.
        let pull = specBand(260)
        #expect(pull > 100 && abs(pull - 117.76) < 0.01)
        let x0 = -200 - pull - -260
        let slope = 0.55 * 667 * 667 / pow(0.55 * 260 + 667, 2)
        let v0 = -260 / 0.8 * slope
        let parts = line.segments.filter { $0.stepIndex == 1 }
        #expect(parts.count == 3)
        let (open, hold, close) = (parts[0], parts[1], parts[2])
        #expect(open.start == 0.8 && open.refresh == .refreshing && open.endOffset == -260)
        for t in samples(from: 0, to: open.duration).dropLast() {
            let expected = spring(t, anchor: -260, from: x0, velocity: v0)
            #expect(abs(line.offset(at: 0.8 + t) - expected) < 1e-9, "opening at \(t)")
        }
        // It ends at the last moment it is 0.5/scale pt from the held offset (scale 2).
        #expect(abs(spring(open.duration, anchor: -260, from: x0, velocity: v0) - -260) >= 0.25)
        #expect(abs(spring(open.duration + 1e-6, anchor: -260, from: x0, velocity: v0) - -260) < 0.25)
        #expect(hold.start == open.end && hold.duration == 1.5 && hold.refresh == .refreshing)
        #expect(line.offset(at: hold.start + 0.75) == -260)
        #expect(close.start == hold.end && close.refresh == .ending && close.endOffset == -200)
        for t in samples(from: 0, to: close.duration).dropLast() {
            let expected = -200 - 60 * exp(-10 * t) * (1 + 10 * t)
            #expect(abs(line.offset(at: close.start + t) - expected) < 1e-9, "closing at \(t)")
        }
        #expect(line.duration == close.end && line.finalOffset == -200)
        #expect(line.refreshPart(at: 0.5) == nil)
        #expect(line.refreshPart(at: open.start + 0.01) == .refreshing)
        #expect(line.refreshPart(at: hold.end - 0.01) == .refreshing)
        #expect(line.refreshPart(at: close.start + 0.01) == .ending)
        #expect(line.refreshPart(at: line.duration) == nil)
    }

    @Test func shortOfTheTriggerItIsAReleaseAndAHold() throws {
        // 100 pt of finger shows 50.9 pt of pull: short of the trigger.
        let refresh = try timeline("drag -100 0.5; refresh 1")
        let release = try timeline("drag -100 0.5; release; hold 1")
        #expect(refresh.duration == release.duration)
        for t in samples(from: 0, to: refresh.duration + 0.1) {
            #expect(refresh.offset(at: t) == release.offset(at: t))
            #expect(refresh.refreshPart(at: t) == nil)
        }
    }

    @Test func afterAReleaseTheTableHasAlreadySprungBack() throws {
        let line = try timeline("drag -260 0.8; release; refresh 1")
        #expect(line.segments.allSatisfy { $0.refresh == nil })
        #expect(line.finalOffset == -200)
    }

    @Test func aRefreshFromAHeldPullStartsAtRest() throws {
        // A jump 150 pt past rest and a refresh: the spring starts from a standstill.
        let line = try timeline("jump -350; refresh 0")
        let open = try #require(line.segments.first { $0.refresh == .refreshing })
        #expect(abs(line.offset(at: open.start + 0.1) - spring(0.1, anchor: -260, from: -90, velocity: 0)) < 1e-9)
        #expect(MotionStep.refresh(seconds: 0).description == "refresh 0")
    }
}
