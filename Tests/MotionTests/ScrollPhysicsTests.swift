import Foundation
import Motion
import Testing

@Suite struct RubberBandTests {
    let band: ScrollPhysics.RubberBand

    init() throws {
        band = try #require(ScrollPhysics.RubberBand(dimension: 667))
    }

    @Test func startsAtZeroAndApproachesTheViewportHeight() {
        #expect(band.offset(forOvershoot: 0) == 0)
        let far = band.offset(forOvershoot: 1e12)
        #expect(far < 667)
        #expect(far > 667 - 1e-5)
        #expect(band.offset(forOvershoot: .greatestFiniteMagnitude / 2) <= 667)
    }

    @Test func hasExactValuesWhereTheFormulaIsRound() {
        // x·0.55/H = 1 → (1 − 1/2)·H; = 3 → (1 − 1/4)·H.
        #expect(abs(band.offset(forOvershoot: 667 / 0.55) - 333.5) < 1e-12)
        #expect(abs(band.offset(forOvershoot: 3 * 667 / 0.55) - 500.25) < 1e-12)
        for x in [1.0, 50, 200, 1000, 12345] {
            #expect(abs(band.offset(forOvershoot: x) - specBand(x)) < 1e-12)
        }
    }

    @Test func isOddAndInvertible() throws {
        for x in [0.5, 10, 200, 5000] {
            let y = band.offset(forOvershoot: x)
            #expect(band.offset(forOvershoot: -x) == -y)
            let back = try #require(band.overshoot(forOffset: y))
            #expect(abs(back - x) <= 1e-9 * x)
            #expect(band.overshoot(forOffset: -y) == -back)
        }
        #expect(band.overshoot(forOffset: 0) == 0)
        #expect(band.overshoot(forOffset: 667) == nil)
        #expect(band.overshoot(forOffset: -700) == nil)
    }

    @Test func slopeIsTheDerivative() {
        #expect(band.slope(atOvershoot: 0) == 0.55)
        for x in [1.0, 100, 200, 3000] {
            let h = 1e-4
            let numeric = (band.offset(forOvershoot: x + h) - band.offset(forOvershoot: x - h)) / (2 * h)
            #expect(abs(band.slope(atOvershoot: x) - numeric) < 1e-8)
            #expect(band.slope(atOvershoot: -x) == band.slope(atOvershoot: x))
        }
    }

    @Test func refusesImpossibleViewports() {
        #expect(ScrollPhysics.RubberBand(dimension: 0) == nil)
        #expect(ScrollPhysics.RubberBand(dimension: -1) == nil)
        #expect(ScrollPhysics.RubberBand(dimension: .nan) == nil)
        #expect(ScrollPhysics.RubberBand(dimension: .infinity) == nil)
    }
}

@Suite struct DecelerationTests {
    let k = 1000 * log(0.998)

    @Test func followsTheClosedForm() {
        let coast = ScrollPhysics.Deceleration(start: 80, velocity: 800)
        #expect(coast.destination == 80 - 800 / k)
        #expect(abs(coast.destination - 479.599) < 1e-3)
        for t in samples(from: 0, to: 4) {
            #expect(abs(coast.offset(at: t) - specCoast(from: 80, velocity: 800, at: t)) < 1e-9)
            #expect(abs(coast.velocity(at: t) - 800 * pow(0.998, 1000 * t)) < 1e-9)
            #expect(abs(coast.remaining(at: t) - (coast.destination - coast.offset(at: t))) < 1e-9)
        }
        #expect(coast.offset(at: 0) == 80)
        #expect(coast.velocity(at: 0) == 800)
    }

    @Test(arguments: [800.0, -800, 3000, -12.5, 1.0])
    func endsWhenLessThanHalfAPixelIsLeft(_ velocity: Double) {
        let coast = ScrollPhysics.Deceleration(start: 0, velocity: velocity)
        let end = coast.duration(threshold: 0.25)
        #expect(end > 0)
        #expect(abs(coast.remaining(at: end) - 0.25) < 1e-12)
        #expect(coast.remaining(at: end - 1e-9) > 0.25)
        #expect(coast.remaining(at: end + 1e-9) < 0.25)
    }

    @Test func aSlowCoastIsOverAtOnce() {
        #expect(ScrollPhysics.Deceleration(start: 5, velocity: 0).duration(threshold: 0.25) == 0)
        // 0.4 pt/s travels 0.4/2.002 < 0.25 pt in all.
        #expect(ScrollPhysics.Deceleration(start: 5, velocity: 0.4).duration(threshold: 0.25) == 0)
    }

    @Test func reachesOnlyTargetsBeforeItsDestination() throws {
        let coast = ScrollPhysics.Deceleration(start: 400, velocity: 3000)
        let reach = try #require(coast.time(reaching: 653))
        #expect(abs(reach - 0.09237131528820654) < 1e-12)
        #expect(abs(coast.offset(at: reach) - 653) < 1e-9)
        #expect(abs(coast.velocity(at: reach) - (3000 + k * 253)) < 1e-9)
        #expect(coast.time(reaching: 400) == 0)
        #expect(coast.time(reaching: 399) == nil)
        #expect(coast.time(reaching: coast.destination) == nil)
        #expect(coast.time(reaching: coast.destination + 1) == nil)
        let back = ScrollPhysics.Deceleration(start: 0, velocity: -500)
        #expect(back.time(reaching: -200) != nil)
        #expect(back.time(reaching: -300) == nil)
        #expect(ScrollPhysics.Deceleration(start: 0, velocity: 0).time(reaching: 1) == nil)
    }
}

@Suite struct SpringTests {
    @Test func followsTheClosedForm() {
        let spring = ScrollPhysics.Spring(displacement: -94.4, velocity: -135)
        #expect(spring.displacement(at: 0) == -94.4)
        #expect(spring.velocity(at: 0) == -135)
        for t in samples(from: 0, to: 2) {
            #expect(abs(spring.displacement(at: t) - specSpring(-94.4, -135, at: t)) < 1e-9)
            let h = 1e-6
            let numeric = (spring.displacement(at: t + h) - spring.displacement(at: t - h)) / (2 * h)
            #expect(abs(spring.velocity(at: t) - numeric) < 1e-4)
        }
    }

    @Test func aSpringStartingOnTheEdgeGoesOutAndComesBack() {
        let spring = ScrollPhysics.Spring(displacement: 0, velocity: 1000)
        // The extremum is at 1/ω = 0.1 s: 1000·0.1·e^(−1).
        #expect(abs(spring.displacement(at: 0.1) - 100 / M_E) < 1e-9)
        #expect(abs(spring.velocity(at: 0.1)) < 1e-9)
        let end = spring.duration(threshold: 0.25)
        #expect(end > 0.1)
        #expect(spring.displacement(at: end) >= 0.25)
        #expect(spring.displacement(at: end.nextUp) < 0.25)
    }

    static let displacements: [Double] = [-300, -94.4, -1, -0.3, -0.25, -0.2, 0, 0.2, 1, 50]
    static let velocities: [Double] = [-3000, -135, -20, -2, 0, 2, 20, 500, 3000]

    /// The end is the last moment |x| ≥ ε: far at the end (unless it never is), near after it.
    @Test(arguments: displacements, velocities)
    func endsAtTheLastFarMoment(_ x0: Double, _ v0: Double) {
        let epsilon = 0.25
        let spring = ScrollPhysics.Spring(displacement: x0, velocity: v0)
        let end = spring.duration(threshold: epsilon)
        #expect(end >= 0)
        if end > 0 {
            #expect(abs(spring.displacement(at: end)) >= epsilon)
        }
        #expect(abs(spring.displacement(at: end.nextUp)) < epsilon)
        for t in samples(from: end, to: end + 3, count: 3000).dropFirst() {
            #expect(abs(spring.displacement(at: t)) < epsilon)
        }
    }

    @Test func theApproachToTheCrossingCanBeTheLastFarStretch() {
        // x0 = 1, v0 = −20: crosses the edge at 0.1 s, its swing beyond peaks at e^(−2) < 0.25.
        let spring = ScrollPhysics.Spring(displacement: 1, velocity: -20)
        let end = spring.duration(threshold: 0.25)
        #expect(end > 0)
        #expect(end < 0.1)
        #expect(spring.displacement(at: end) >= 0.25)
        #expect(abs(spring.displacement(at: 0.2) - -exp(-2)) < 1e-12)
    }
}

@Suite struct TimingCurveTests {
    let ease = ScrollPhysics.TimingCurve.easeInEaseOut

    @Test func isTheEaseInEaseOutBezier() {
        #expect(ease.x1 == 0.42 && ease.y1 == 0 && ease.x2 == 0.58 && ease.y2 == 1)
        #expect(ease.progress(at: 0) == 0)
        #expect(ease.progress(at: 1) == 1)
        #expect(ease.progress(at: -1) == 0)
        #expect(ease.progress(at: 2) == 1)
        #expect(abs(ease.progress(at: 0.5) - 0.5) < 1e-12)
        for u in samples(from: 0, to: 1, count: 100) {
            let expected = specEase(u)
            let point = ease.point(atParameter: u)
            #expect(abs(point.x - expected.x) < 1e-14 && abs(point.y - expected.y) < 1e-14)
            // |dy/dx| ≤ 1.5/0.87 on this curve, so an x error of 1e-12 moves y by < 2e-12.
            #expect(abs(ease.progress(at: expected.x) - expected.y) < 3e-12)
        }
    }

    @Test func isSymmetricAndMonotone() {
        var previous = 0.0
        for s in samples(from: 0, to: 1, count: 1000) {
            let p = ease.progress(at: s)
            #expect(p >= previous)
            #expect(abs(p + ease.progress(at: 1 - s) - 1) < 1e-11)
            previous = p
        }
    }

    @Test func slopeIsTheDerivative() {
        #expect(ease.slope(at: 0) == 0)
        #expect(ease.slope(at: 1) == 0)
        for s in samples(from: 0.01, to: 0.99, count: 50) {
            let h = 1e-6
            let numeric = (ease.progress(at: s + h) - ease.progress(at: s - h)) / (2 * h)
            #expect(abs(ease.slope(at: s) - numeric) < 1e-5)
        }
    }
}

@Suite struct ScrollBoundsTests {
    @Test func theSeedScrollsFromTheHeaderToTheLastRow() throws {
        let bounds = try seedBounds()
        #expect(bounds.minOffset == -200)
        #expect(bounds.maxOffset == 653)
        #expect(bounds.viewportHeight == 667)
        #expect(bounds.scale == 2)
        #expect(bounds.restThreshold == 0.25)
    }

    @Test func contentShorterThanTheScreenCannotScroll() throws {
        let bounds = try #require(ScrollBounds(minOffset: -200, maxOffset: -200, viewportHeight: 667, scale: 3))
        #expect(bounds.edge(beyond: -199) == -200)
        #expect(abs(bounds.restThreshold - 1.0 / 6) < 1e-15)
    }

    @Test func refusesImpossibleBounds() {
        #expect(ScrollBounds(minOffset: .nan, maxOffset: 653, viewportHeight: 667, scale: 2) == nil)
        #expect(ScrollBounds(minOffset: -200, maxOffset: 653, viewportHeight: 0, scale: 2) == nil)
        #expect(ScrollBounds(minOffset: -200, maxOffset: 653, viewportHeight: 667, scale: 0) == nil)
        #expect(ScrollBounds(minOffset: 10, maxOffset: 0, viewportHeight: 667, scale: 2) == nil)
        #expect(ScrollBounds(minOffset: 0, maxOffset: .infinity, viewportHeight: 667, scale: 2) == nil)
    }

    @Test func fingersAndOffsetsMapBothWays() throws {
        let bounds = try seedBounds()
        #expect(bounds.offset(forFinger: 100) == 100)
        #expect(bounds.offset(forFinger: -400) == -200 - specBand(200))
        #expect(abs(bounds.offset(forFinger: 853) - (653 + specBand(200))) < 1e-12)
        for finger in [-5000.0, -400, -200, 0, 653, 700, 9000] {
            let offset = bounds.offset(forFinger: finger)
            let back = try #require(bounds.finger(forOffset: offset))
            #expect(abs(back - finger) <= 1e-9 * max(1, abs(finger)))
        }
        #expect(bounds.finger(forOffset: -200 - 667) == nil)
        #expect(bounds.finger(forOffset: 653 + 700) == nil)
        #expect(bounds.offsetSlope(atFinger: 0) == 1)
        #expect(bounds.offsetSlope(atFinger: -400) == bounds.rubberBand.slope(atOvershoot: 200))
        #expect(bounds.edge(beyond: -201) == -200 && bounds.edge(beyond: 654) == 653 && bounds.edge(beyond: 0) == nil)
    }
}
