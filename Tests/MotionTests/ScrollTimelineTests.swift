import Foundation
import Motion
import Testing

@Suite struct ScrollTimelineTests {
    let k = 1000 * log(0.998)

    func timeline(_ text: String, from start: Double? = nil) throws -> ScrollTimeline {
        try ScrollTimeline(script: MotionScript(parsing: text), bounds: seedBounds(), startOffset: start)
    }

    // MARK: Drag

    @Test func aPullDownFollowsTheRubberBand() throws {
        let line = try timeline("drag -200 0.6")
        #expect(line.startOffset == -200)
        #expect(line.duration == 0.6)
        for t in samples(from: 0, to: 0.6) {
            #expect(abs(line.offset(at: t) - (-200 - specBand(200 * t / 0.6))) < 1e-9)
        }
        #expect(line.finalOffset == -200 - specBand(200))
        // Past the edge the offset moves at the band's slope times the finger's speed.
        let slope = 0.55 * 667 * 667 / pow(0.55 * 200 + 667, 2)
        #expect(abs(try #require(line.segments.last).endVelocity - -200 / 0.6 * slope) < 1e-9)
    }

    @Test func aDragCrossesAnEdgeIntoTheBand() throws {
        let line = try timeline("drag -300 1", from: 0)
        #expect(abs(line.offset(at: 0.5) - -150) < 1e-12)
        #expect(abs(line.offset(at: 2.0 / 3) - -200) < 1e-9)
        #expect(abs(line.offset(at: 0.9) - (-200 - specBand(70))) < 1e-9)
        #expect(line.velocity(at: 0.5) == -300)
    }

    @Test func aSecondDragPicksUpTheFingerWhereTheBandLeftIt() throws {
        let line = try timeline("drag -200 0.6; drag 100 0.5")
        let joint = line.segments[0].end
        #expect(abs(line.offset(at: joint) - line.offset(at: joint.nextDown)) < 1e-9)
        #expect(abs(line.offset(at: 1.1) - (-200 - specBand(100))) < 1e-9)
        #expect(abs(line.offset(at: 0.85) - (-200 - specBand(150))) < 1e-9)
    }

    @Test func aDragCannotStartBeyondTheBandsReach() throws {
        let error = MotionError.step(
            number: 2, text: "drag 10 1",
            problem: .dragOutOfReach(offset: -900, distance: 700, reach: 667))
        #expect(throws: error) { try timeline("jump -900; drag 10 1") }
        #expect(
            error.description
                == "motion step 2 'drag 10 1': cannot drag from offset -900, 700 pt past the edge: the rubber band never reaches 667 pt"
        )
        // A release or a hold from there is fine: the spring pulls it back.
        #expect(try timeline("jump -900; release").finalOffset == -200)
    }

    @Test func overflowingMotionIsRefused() throws {
        // A script's numbers are bounded, so only bounds far past any scene's can overflow.
        let far = try #require(ScrollBounds(minOffset: 1.7e308, maxOffset: 1.7e308, viewportHeight: 667, scale: 2))
        #expect(throws: MotionError.step(number: 2, text: "release", problem: .notFinite)) {
            try ScrollTimeline(script: MotionScript(parsing: "jump -100000; release"), bounds: far)
        }
        let startError = #expect(throws: MotionError.self) { try timeline("hold 1", from: .nan) }
        guard case .startOffset(let offset) = startError else {
            Issue.record("expected a start offset error, got \(String(describing: startError))")
            return
        }
        #expect(offset.isNaN)
        #expect(
            MotionError.startOffset(.infinity).description
                == "motion start offset inf: the start offset is not a finite number")
    }

    // MARK: Release and fling

    @Test func aReleasePastTheTopSpringsBackWithoutOvershoot() throws {
        let line = try timeline("drag -200 0.6; release")
        let release = line.segments[1]
        let x0 = -specBand(200)
        let v0 = -200 / 0.6 * 0.55 * 667 * 667 / pow(0.55 * 200 + 667, 2)
        guard case .spring(let spring, let edge) = release.curve else {
            Issue.record("a release past an edge must spring, got \(release.curve)")
            return
        }
        #expect(edge == -200)
        #expect(abs(spring.displacement - x0) < 1e-9)
        #expect(abs(spring.velocity - v0) < 1e-9)
        // The release keeps the drag's velocity: position and velocity are continuous.
        #expect(abs(line.offset(at: 0.6.nextDown) - line.offset(at: 0.6)) < 1e-9)
        #expect(abs(line.velocity(at: 0.6.nextDown) - line.velocity(at: 0.6)) < 1e-6)
        for t in samples(from: 0.6, to: line.duration, count: 2000) {
            #expect(line.offset(at: t) <= -200)
            #expect(abs(line.offset(at: t) - (-200 + specSpring(x0, v0, at: t - 0.6))) < 1e-9 || t >= line.duration)
        }
        // It ends at the last moment 0.25 pt or more from the edge, then sits exactly on it.
        #expect(abs(release.duration - 0.8282386360741264) < 1e-9)
        #expect(abs(specSpring(x0, v0, at: release.duration)) >= 0.25 - 1e-9)
        #expect(abs(specSpring(x0, v0, at: release.duration + 1e-9)) < 0.25)
        #expect(line.duration == release.end)
        #expect(line.finalOffset == -200)
        #expect(line.offset(at: line.duration) == -200)
        #expect(line.offset(at: line.duration + 10) == -200)
        #expect(line.velocity(at: line.duration + 10) == 0)
    }

    @Test func aFlickInsideTheBoundsCoastsToItsDestination() throws {
        let line = try timeline("drag 280 0.35; release")
        #expect(line.segments[0].endOffset == 80)
        #expect(abs(line.velocity(at: 0.35.nextDown) - 800) < 1e-9)
        let release = line.segments[1]
        let destination = 80 - 800 / k
        for t in samples(from: 0.35, to: line.duration) where t < line.duration {
            #expect(abs(line.offset(at: t) - specCoast(from: 80, velocity: 800, at: t - 0.35)) < 1e-9)
            #expect(line.offset(at: t) < destination)
        }
        // Ends exactly when fewer than 0.5/scale pt are left, then sits on the destination.
        let end = log(0.25 * -k / 800) / k
        #expect(abs(release.duration - end) < 1e-12)
        #expect(abs(release.duration - 3.6846894272189226) < 1e-9)
        #expect(destination - specCoast(from: 80, velocity: 800, at: end - 1e-6) > 0.25)
        #expect(destination - specCoast(from: 80, velocity: 800, at: end + 1e-6) < 0.25)
        #expect(line.finalOffset == destination)
        #expect(line.offset(at: line.duration) == destination)
    }

    @Test func aFlingTowardsTheBottomOvershootsAndSettlesOnTheEdge() throws {
        let line = try timeline("fling 3000", from: 400)
        #expect(line.segments.count == 2)
        let coast = line.segments[0], bounce = line.segments[1]
        let reach = log1p(k * 253 / 3000) / k
        #expect(abs(coast.duration - reach) < 1e-12)
        #expect(abs(reach - 0.09237131528820654) < 1e-12)
        for t in samples(from: 0, to: reach) where t < reach {
            #expect(line.offset(at: t) <= 653)
            #expect(abs(line.offset(at: t) - specCoast(from: 400, velocity: 3000, at: t)) < 1e-9)
        }
        // The switch is continuous in offset and velocity.
        let edgeVelocity = 3000 + k * 253
        #expect(abs(line.offset(at: reach.nextDown) - 653) < 1e-9)
        #expect(abs(line.offset(at: bounce.start) - 653) < 1e-9)
        #expect(abs(line.velocity(at: reach.nextDown) - edgeVelocity) < 1e-6)
        #expect(abs(line.velocity(at: bounce.start) - edgeVelocity) < 1e-6)
        // Then it overshoots (the zero-start spring peaks 0.1 s later at v/(10e)) and comes back.
        let peak = line.offset(at: bounce.start + 0.1)
        #expect(abs(peak - (653 + edgeVelocity / (10 * M_E))) < 1e-6)
        var highest = -Double.infinity
        for t in samples(from: bounce.start, to: line.duration, count: 2000) {
            highest = max(highest, line.offset(at: t))
            #expect(line.offset(at: t) >= 653)
        }
        #expect(abs(highest - peak) < 1e-3)
        let x = { (t: Double) in specSpring(0, edgeVelocity, at: t) }
        #expect(x(bounce.duration) >= 0.25 - 1e-9)
        #expect(x(bounce.duration + 1e-9) < 0.25)
        #expect(line.finalOffset == 653)
        #expect(line.offset(at: line.duration + 1) == 653)
    }

    @Test func aReleasePastTheBottomSpringsBack() throws {
        let line = try timeline("jump 700; release")
        guard case .spring(let spring, let edge) = try #require(line.segments.last).curve else {
            Issue.record("expected a spring")
            return
        }
        #expect(edge == 653 && spring.displacement == 47 && spring.velocity == 0)
        #expect(line.finalOffset == 653)
        #expect(line.offset(at: 0.1) > 653)
    }

    @Test func aReleaseAfterAnythingButADragKeepsNoVelocity() throws {
        let afterHold = try timeline("drag 100 0.5; hold 0; release")
        #expect(afterHold.duration == 0.5)
        #expect(afterHold.finalOffset == -100)
        let atRest = try timeline("release")
        #expect(atRest.duration == 0)
        #expect(atRest.finalOffset == -200)
    }

    @Test func aFlingOnTheEdgeLeavesAndReturns() throws {
        let line = try timeline("fling -1000")
        #expect(line.segments.count == 2)
        #expect(line.segments[0].duration == 0)
        #expect(line.offset(at: 0.1) < -200)
        #expect(line.finalOffset == -200)
    }

    // MARK: Scroll and jump

    @Test func aScrollFollowsTheEaseInEaseOutBezier() throws {
        let line = try timeline("scroll 400 1")
        #expect(line.duration == 1)
        #expect(abs(line.offset(at: 0.5) - 100) < 1e-9)
        for u in samples(from: 0, to: 1, count: 100) {
            let point = specEase(u)
            #expect(abs(line.offset(at: point.x) - (-200 + 600 * point.y)) < 1e-8)
        }
        #expect(line.offset(at: 0) == -200)
        #expect(line.finalOffset == 400)
        #expect(line.offset(at: 1) == 400)
        #expect(abs(line.velocity(at: 0.5) - 600 * 1.5 / 0.87) < 1e-9)  // dy/du = 1.5, dx/du = 0.87 at u = ½
    }

    @Test func aJumpIsInstant() throws {
        let line = try timeline("hold 1; jump 100; hold 1")
        #expect(line.duration == 2)
        #expect(line.segments[1].duration == 0)
        #expect(line.offset(at: 1.0.nextDown) == -200)
        #expect(line.offset(at: 1) == 100)
        #expect(line.offset(at: 1.5) == 100)
        #expect(line.velocity(at: 1.5) == 0)
    }

    @Test func timeOutsideTheMotionShowsItsEnds() throws {
        let line = try timeline("jump 10; scroll 50 1")
        #expect(line.offset(at: -1) == -200)
        #expect(line.offset(at: .nan) == -200)
        #expect(line.offset(at: 0) == 10)
        #expect(line.offset(at: .infinity) == 50)
        #expect(try timeline("").offset(at: 3) == -200)
    }

    // MARK: Frames

    @Test(arguments: [
        (0.2, 30, 7), (1.0, 30, 31), (0, 30, 1), (0.5, 1, 2), (1.0000001, 30, 32), (1.00000001, 30, 31),
        (8.062928063293048, 30, 243), (8.062928063293048, 60, 485),
    ])
    func frameCounts(_ duration: Double, _ fps: Int, _ count: Int) {
        #expect(ScrollTimeline.frameCount(duration: duration, fps: fps) == count)
    }

    @Test func impossibleFrameCountsAreNil() {
        #expect(ScrollTimeline.frameCount(duration: 1, fps: 0) == nil)
        #expect(ScrollTimeline.frameCount(duration: -1, fps: 30) == nil)
        #expect(ScrollTimeline.frameCount(duration: .nan, fps: 30) == nil)
        #expect(ScrollTimeline.frameCount(duration: 1e300, fps: 30) == nil)
    }

    @Test func holdingForAFifthOfASecondIsSevenFrames() throws {
        let line = try timeline("hold 0.2")
        #expect(line.frameCount(fps: 30) == 7)
        #expect(ScrollTimeline.frameTime(6, fps: 30) == 0.2)
    }

    @Test func theLastFrameShowsTheEndState() throws {
        // 0.2000000001·30 is within 10⁻⁶ of 6, so frame 6 (t = 0.2) is the last, a hair early.
        let line = try timeline("scroll 100 0.2000000001")
        #expect(line.frameCount(fps: 30) == 7)
        #expect(line.offset(at: 0.2) != 100)
        #expect(line.frameOffset(6, fps: 30) == 100)
        #expect(line.frameOffset(3, fps: 30) == line.offset(at: 0.1))
    }

    /// The default motion on the seed lasts 8.0629 s: 3.55 s of fixed steps, 0.8282 s of bounce
    /// after the pull-down and 3.6847 s of coast after the flick — 243 frames at 30 fps.
    @Test func theDefaultMotionLasts8point06SecondsOnTheSeed() throws {
        let line = try ScrollTimeline(script: .standard, bounds: seedBounds())
        let bounce = ScrollPhysics.Spring(
            displacement: -specBand(200),
            velocity: -200 / 0.6 * 0.55 * 667 * 667 / pow(0.55 * 200 + 667, 2))
        let coast = ScrollPhysics.Deceleration(start: 80, velocity: 800)
        let expected = 3.55 + bounce.duration(threshold: 0.25) + coast.duration(threshold: 0.25)
        #expect(abs(line.duration - expected) < 1e-9)
        #expect(abs(line.duration - 8.062928063293048) < 1e-9)
        #expect(line.frameCount(fps: 30) == 243)
        #expect(line.frameOffset(242, fps: 30) == -200)
        #expect(line.finalOffset == -200)
        // The states the default motion is there to show.
        #expect(line.offset(at: 0.2) == -200)
        #expect(line.offset(at: 1.0.nextDown) < -290)
        #expect(line.offset(at: 2.0) == -200)
        let top = try #require(line.segments.first { $0.stepIndex == 5 })
        #expect(line.offset(at: top.start) > -64)
        #expect(line.segments.map(\.stepIndex) == [0, 1, 2, 3, 4, 5, 6, 7, 8])
    }

    // MARK: Determinism

    @Test func offsetsArePureFunctionsOfTime() throws {
        let first = try ScrollTimeline(script: .standard, bounds: seedBounds())
        let second = try ScrollTimeline(script: MotionScript(parsing: MotionScript.standard.text), bounds: seedBounds())
        #expect(first == second)
        let times = samples(from: -0.5, to: first.duration + 0.5, count: 5000)
        let forward = times.map { first.offset(at: $0).bitPattern }
        let backward = times.reversed().map { second.offset(at: $0).bitPattern }
        #expect(forward == Array(backward.reversed()))
        #expect(times.map { first.velocity(at: $0).bitPattern } == times.map { second.velocity(at: $0).bitPattern })
    }
}
