/// One step of a motion script (SPEC §2). Distances and offsets are in points, velocities in
/// offset points per second (positive makes the offset grow), durations in seconds.

import Wording

public enum MotionStep: Sendable, Equatable, CustomStringConvertible {
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

    /// The kinds of step, named as in a script.
    public enum Kind: String, Sendable, CaseIterable {
        case hold, drag, release, fling, scroll, jump

        /// What the kind's arguments are, as a parse error states it.
        public var usage: String {
            switch self {
            case .hold: "hold takes a duration in seconds"
            case .drag: "drag takes a distance and a duration in seconds"
            case .release: "release takes no arguments"
            case .fling: "fling takes a velocity in points per second"
            case .scroll: "scroll takes a target offset and a duration in seconds"
            case .jump: "jump takes a target offset"
            }
        }

        /// How many numbers follow the name.
        var arity: Int {
            switch self {
            case .release: 0
            case .hold, .fling, .jump: 1
            case .drag, .scroll: 2
            }
        }
    }

    /// A step of `kind` with `arguments` in script order, or why they make none: the wrong
    /// number of arguments, a number that is not finite, or a duration out of range (drag and
    /// scroll need one above 0, hold one of 0 or more).
    public static func make(_ kind: Kind, _ arguments: [Double]) -> Result<MotionStep, MotionError.Problem> {
        guard arguments.count == kind.arity else { return .failure(.wrongArguments(kind)) }
        if let bad = arguments.first(where: { !$0.isFinite }) {
            return .failure(.notANumber(argument: NumberText.shortest(bad)))
        }
        let step: MotionStep = switch kind {
        case .hold: .hold(seconds: arguments[0])
        case .drag: .drag(distance: arguments[0], seconds: arguments[1])
        case .release: .release
        case .fling: .fling(velocity: arguments[0])
        case .scroll: .scroll(to: arguments[0], seconds: arguments[1])
        case .jump: .jump(to: arguments[0])
        }
        switch step {
        case .hold(let seconds) where seconds < 0,
             .drag(_, let seconds) where seconds <= 0,
             .scroll(_, let seconds) where seconds <= 0:
            return .failure(.badDuration(kind, seconds: seconds))
        default:
            return .success(step)
        }
    }

    /// The kind of the step.
    public var kind: Kind {
        switch self {
        case .hold: .hold
        case .drag: .drag
        case .release: .release
        case .fling: .fling
        case .scroll: .scroll
        case .jump: .jump
        }
    }

    /// The step's arguments in script order.
    public var arguments: [Double] {
        switch self {
        case .hold(let seconds): [seconds]
        case .drag(let distance, let seconds): [distance, seconds]
        case .release: []
        case .fling(let velocity): [velocity]
        case .scroll(let offset, let seconds): [offset, seconds]
        case .jump(let offset): [offset]
        }
    }

    /// The step in canonical script form, e.g. `drag -200 0.6`; parsing it gives the step back.
    public var description: String {
        ([kind.rawValue] + arguments.map(NumberText.shortest)).joined(separator: " ")
    }
}
