/// Why a motion script cannot be read or run.

import Wording

package enum MotionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Step `number` (counted from 1 over the non-empty steps), written `text`, has `problem`.
    case step(number: Int, text: String, problem: Problem)
    /// The offset a timeline was asked to start from is not a finite number.
    case startOffset(Double)
    /// The script has more steps than `limit` (`MotionLimits.maxSteps`).
    case tooManySteps(limit: Int)

    /// What is wrong with one step.
    package enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// The step's first word names no step.
        case unknownStep(name: String)
        /// The step has too few or too many arguments.
        case wrongArguments(MotionStep.Kind)
        /// An argument is not a finite decimal number (as written).
        case notANumber(argument: String)
        /// A number of a `kind` step is outside the range of its `quantity`.
        case outOfRange(MotionStep.Kind, MotionStep.Quantity, value: Double)
        /// A drag's finger moves faster than `MotionLimits.maxSpeed` points per second.
        case dragTooFast(speed: Double)
        /// A drag would start `distance` points past an edge, at least the rubber band's reach
        /// (H), where no finger position puts the offset.
        case dragOutOfReach(offset: Double, distance: Double, reach: Double)
        /// The step's motion leaves the range of finite numbers.
        case notFinite

        package var description: String {
            switch self {
            case .unknownStep(let name):
                return "unknown step '\(Excerpt.shortened(name))'"
            case .wrongArguments(let kind):
                return kind.usage
            case .notANumber(let argument):
                return "'\(Excerpt.shortened(argument))' is not a finite decimal number"
            case .outOfRange(let kind, let quantity, let value):
                return "\(kind.rawValue) needs \(quantity.rangeText), not \(NumberText.shortest(value))"
            case .dragTooFast(let speed):
                let limit = NumberText.decimal(MotionLimits.maxSpeed)
                return "drag needs a speed (distance/duration) of at most \(limit) pt/s, "
                    + "not \(NumberText.shortest(speed))"
            case .dragOutOfReach(let offset, let distance, let reach):
                return "cannot drag from offset \(NumberText.shortest(offset)), \(NumberText.shortest(distance)) pt "
                    + "past the edge: the rubber band never reaches \(NumberText.shortest(reach)) pt"
            case .notFinite:
                return "the motion leaves the range of finite numbers"
            }
        }
    }

    /// The step number, or nil for an error that belongs to no step.
    package var stepNumber: Int? {
        if case .step(let number, _, _) = self { return number }
        return nil
    }

    /// The step as written, or nil for an error that belongs to no step.
    package var stepText: String? {
        if case .step(_, let text, _) = self { return text }
        return nil
    }

    /// The reason alone, without the step.
    package var reason: String {
        switch self {
        case .step(_, _, let problem): problem.description
        case .startOffset: "the start offset is not a finite number"
        case .tooManySteps(let limit): "a motion script has at most \(limit) steps"
        }
    }

    /// One line: `motion step 3 'dance 3': unknown step 'dance'`; the step and its words are
    /// echoed shortened (`Excerpt`).
    package var description: String {
        switch self {
        case .step(let number, let text, let problem):
            "motion step \(number) '\(Excerpt.shortened(text))': \(problem)"
        case .startOffset(let offset):
            "motion start offset \(offset): \(reason)"
        case .tooManySteps(let limit):
            "the motion script has more than \(limit) steps"
        }
    }
}
