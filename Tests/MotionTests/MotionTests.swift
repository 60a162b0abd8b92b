import Foundation
import Motion
import Testing

/// The seed's bounds (SPEC §2): header 200, 30 rows of 44 pt, a 667 pt screen at scale 2 →
/// −200 … 30·44 − 667 = 653.
func seedBounds() throws -> ScrollBounds {
    try #require(ScrollBounds(minOffset: -200, maxOffset: 653, viewportHeight: 667, scale: 2))
}

/// SPEC §2's rubber band, written out independently of the module: (1 − 1/(x·0.55/H + 1))·H.
func specBand(_ x: Double, height: Double = 667) -> Double {
    (1 - 1 / (x * 0.55 / height + 1)) * height
}

/// SPEC §2's deceleration with d = 0.998 per millisecond, written with pow as the spec does.
func specCoast(from x0: Double, velocity v0: Double, at t: Double) -> Double {
    x0 + v0 * (pow(0.998, 1000 * t) - 1) / (1000 * log(0.998))
}

/// SPEC §2's critically damped spring.
func specSpring(_ x0: Double, _ v0: Double, at t: Double) -> Double {
    exp(-10 * t) * (x0 + (v0 + 10 * x0) * t)
}

/// The ease-in-ease-out Bézier in Bernstein form: (x, y) at curve parameter u.
func specEase(_ u: Double) -> (x: Double, y: Double) {
    let v = 1 - u
    return (
        3 * v * v * u * 0.42 + 3 * v * u * u * 0.58 + u * u * u,
        3 * v * u * u + u * u * u
    )
}

/// `count + 1` evenly spaced times from `start` to `end`.
func samples(from start: Double, to end: Double, count: Int = 200) -> [Double] {
    (0...count).map { start + (end - start) * Double($0) / Double(count) }
}
