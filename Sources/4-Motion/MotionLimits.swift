/// The ranges of every number a motion is made of (SPEC §2 "Ranges", §3 `--offset`, §7): the one
/// place they are written. The bounds keep every offset a motion can reach, and every velocity,
/// far inside the range where layout and physics are exact, whatever the script says.
package enum MotionLimits {
    /// The largest |offset| a `jump` or `scroll` may aim at, the largest |distance| of a `drag`,
    /// and the largest |offset| a single frame or state is asked for (`--offset`).
    package static let offsetLimit = 100_000.0
    /// The offsets a frame or state may be asked for, and a motion step may aim at.
    package static let offsets = -offsetLimit...offsetLimit
    /// The longest `hold`, `drag` or `scroll`: one hour.
    package static let maxSeconds = 3_600.0
    /// The shortest `drag` or `scroll`: a tenth of a millisecond. Their velocities divide by the
    /// duration, and a subnormal one (`scroll 0 1e-320`) would make them infinite.
    package static let minMovingSeconds = 0.000_1
    /// The fastest `fling`, and the fastest finger of a `drag` (distance/duration), in points
    /// per second: ten times a hard real flick, and a bounce from it overshoots by under 4000 pt.
    package static let maxSpeed = 100_000.0
    /// The most steps a script may have: a thousand times what a real scroll needs, and a cap on
    /// what playing, describing and recording a script costs, whatever its text's size.
    package static let maxSteps = 10_000
}
