/// One step of a motion script (SPEC §2). Distances and offsets are in points, velocities in
/// offset points per second (positive makes the offset grow), durations in seconds.

import Wording

package enum MotionStep: Sendable, Equatable, CustomStringConvertible {
    /// Nothing moves for the given seconds (0 or more).
    case hold(seconds: Double)
    /// A finger moves at constant speed for `seconds` (above 0); unconstrained it would change
    /// the offset by `distance`.
    case drag(distance: Double, seconds: Double)
    /// The finger lifts, keeping the velocity of the preceding drag.
    case release
    /// The finger lifts with the given velocity.
    case fling(velocity: Double)
    /// An animated scroll to `offset` over `seconds` (above 0), ease-in-ease-out.
    case scroll(to: Double, seconds: Double)
    /// The offset becomes the given value at once.
    case jump(to: Double)
    /// The finger lifts; pulled the trigger distance or more, the table springs to the held
    /// height, stays there `seconds` (0 or more) while the refresh control spins, then springs
    /// back; pulled less, a `release` and a `hold` of `seconds` (SPEC §2).
    case refresh(seconds: Double)

    /// The kinds of step, named as in a script.
    package enum Kind: String, Sendable, CaseIterable {
        case hold, drag, release, fling, scroll, jump, refresh

        /// What the kind's arguments are, as a parse error states it.
        package var usage: String {
            switch self {
            case .hold: "hold takes a duration in seconds"
            case .drag: "drag takes a distance and a duration in seconds"
            case .release: "release takes no arguments"
            case .fling: "fling takes a velocity in points per second"
            case .scroll: "scroll takes a target offset and a duration in seconds"
            case .jump: "jump takes a target offset"
            case .refresh: "refresh takes a duration in seconds"
            }
        }

        /// The numbers that follow the name, in script order.
        package var quantities: [Quantity] {
            switch self {
            case .hold: [.duration]
            case .drag: [.distance, .movingDuration]
            case .release: []
            case .fling: [.velocity]
            case .scroll: [.offset, .movingDuration]
            case .jump: [.offset]
            case .refresh: [.duration]
            }
        }
    }

    /// What a step's number means, and the range it must lie in (SPEC §2, `MotionLimits`).
    package enum Quantity: Sendable, Equatable {
        /// A `jump` or `scroll` target: within ±`MotionLimits.offsetLimit`.
        case offset
        /// A `drag` distance: within ±`MotionLimits.offsetLimit`.
        case distance
        /// A `hold`: 0 … `maxSeconds`.
        case duration
        /// A `drag` or `scroll`, which must move: `minMovingSeconds` … `maxSeconds`.
        case movingDuration
        /// A `fling`: within ±`MotionLimits.maxSpeed`.
        case velocity

        /// Whether `value` is in range.
        package func allows(_ value: Double) -> Bool {
            switch self {
            case .offset, .distance: abs(value) <= MotionLimits.offsetLimit
            case .duration: value >= 0 && value <= MotionLimits.maxSeconds
            case .movingDuration: value >= MotionLimits.minMovingSeconds && value <= MotionLimits.maxSeconds
            case .velocity: abs(value) <= MotionLimits.maxSpeed
            }
        }

        /// The quantity and its range, as an error states it: `a duration from 0 to 3600 seconds`.
        package var rangeText: String {
            let offsets = NumberText.decimal(MotionLimits.offsetLimit)
            let seconds = NumberText.decimal(MotionLimits.maxSeconds)
            let speed = NumberText.decimal(MotionLimits.maxSpeed)
            return switch self {
            case .offset: "a target offset from -\(offsets) to \(offsets) pt"
            case .distance: "a distance from -\(offsets) to \(offsets) pt"
            case .duration: "a duration from 0 to \(seconds) seconds"
            case .movingDuration:
                "a duration from \(NumberText.decimal(MotionLimits.minMovingSeconds)) to \(seconds) seconds"
            case .velocity: "a velocity from -\(speed) to \(speed) pt/s"
            }
        }
    }

    /// A step of `kind` with `arguments` in script order, or why they make none: the wrong
    /// number of arguments, a number that is not finite, a number out of its range, or a drag
    /// faster than `MotionLimits.maxSpeed`.
    package static func make(_ kind: Kind, _ arguments: [Double]) -> Result<MotionStep, MotionError.Problem> {
        guard arguments.count == kind.quantities.count else { return .failure(.wrongArguments(kind)) }
        if let bad = arguments.first(where: { !$0.isFinite }) {
            return .failure(.notANumber(argument: NumberText.shortest(bad)))
        }
        for (quantity, value) in zip(kind.quantities, arguments) where !quantity.allows(value) {
            return .failure(.outOfRange(kind, quantity, value: value))
        }
        let step: MotionStep =
            switch kind {
            case .hold: .hold(seconds: arguments[0])
            case .drag: .drag(distance: arguments[0], seconds: arguments[1])
            case .release: .release
            case .fling: .fling(velocity: arguments[0])
            case .scroll: .scroll(to: arguments[0], seconds: arguments[1])
            case .jump: .jump(to: arguments[0])
            case .refresh: .refresh(seconds: arguments[0])
            }
        // The release keeps the finger's velocity, so a fast drag is a fast fling.
        if case .drag(let distance, let seconds) = step, abs(distance / seconds) > MotionLimits.maxSpeed {
            return .failure(.dragTooFast(speed: abs(distance / seconds)))
        }
        return .success(step)
    }

    /// The kind of the step.
    package var kind: Kind {
        switch self {
        case .hold: .hold
        case .drag: .drag
        case .release: .release
        case .fling: .fling
        case .scroll: .scroll
        case .jump: .jump
        case .refresh: .refresh
        }
    }

    /// The step's arguments in script order.
    package var arguments: [Double] {
        switch self {
        case .hold(let seconds): [seconds]
        case .drag(let distance, let seconds): [distance, seconds]
        case .release: []
        case .fling(let velocity): [velocity]
        case .scroll(let offset, let seconds): [offset, seconds]
        case .jump(let offset): [offset]
        case .refresh(let seconds): [seconds]
        }
    }

    /// The step in canonical script form, e.g. `drag -200 0.6`; parsing it gives the step back.
    package var description: String {
        ([kind.rawValue] + arguments.map(NumberText.shortest)).joined(separator: " ")
    }
}
