/// One piece of a `ScrollTimeline`: a closed-form offset curve that runs for `duration`
/// seconds from `start`, and then holds `endOffset`.
package struct ScrollSegment: Sendable, Equatable {
    /// The shape of the offset over the segment, each a closed form of the local time.
    package enum Curve: Sendable, Equatable {
        /// The offset stays at the given value.
        case still(offset: Double)
        /// A finger at `finger + fingerVelocity·t`, shown through the bounds (rubber-banded past
        /// an edge).
        case drag(finger: Double, fingerVelocity: Double, bounds: ScrollBounds)
        /// A coast; when `edge` is given the coast is cut off where it reaches that edge and
        /// never shows past it.
        case deceleration(ScrollPhysics.Deceleration, edge: Double?)
        /// A bounce that settles on `edge`.
        case spring(ScrollPhysics.Spring, edge: Double)
        /// An animated scroll from one offset to another over the segment's duration.
        case ease(from: Double, to: Double, curve: ScrollPhysics.TimingCurve)
    }

    /// The part of a `refresh` step a segment plays (SPEC §2), which the refresh control's
    /// spinner reads: nil outside one.
    package enum RefreshPart: Sendable, Equatable {
        /// Springing to the held height, or held there: the spinner spins.
        case refreshing
        /// Springing back to rest once the refresh is over: the spinner shrinks away.
        case ending
    }

    /// The index in `MotionScript.steps` of the step this segment belongs to.
    package let stepIndex: Int
    /// When the segment starts, in seconds from the start of the timeline.
    package let start: Double
    /// How long the curve runs, in seconds (0 for a jump or a motion that is over at once).
    package let duration: Double
    /// The curve the offset follows while the segment runs.
    package let curve: Curve
    /// The offset once the curve has run: exact (an edge, a destination, a target), not the
    /// curve's value at `duration`, because a spring or coast ends by snapping onto it.
    package let endOffset: Double
    /// The velocity the curve has just before its end: what a `release` after a drag keeps,
    /// and what a coast hands to the spring at an edge. 0 for curves that come to rest.
    package let endVelocity: Double
    /// The part of a `refresh` step the segment plays; nil for every other step's.
    package let refresh: RefreshPart?

    init(
        stepIndex: Int, start: Double, duration: Double, curve: Curve, endOffset: Double, endVelocity: Double,
        refresh: RefreshPart? = nil
    ) {
        self.stepIndex = stepIndex
        self.start = start
        self.duration = duration
        self.curve = curve
        self.endOffset = endOffset
        self.endVelocity = endVelocity
        self.refresh = refresh
    }

    /// When the segment ends, in seconds from the start of the timeline.
    package var end: Double { start + duration }

    /// The offset `t` seconds into the segment: the curve while it runs (from its value at 0
    /// for t < 0), `endOffset` from `duration` on.
    package func offset(at t: Double) -> Double {
        guard t < duration else { return endOffset }
        let t = max(t, 0)
        switch curve {
        case .still(let offset):
            return offset
        case .drag(let finger, let fingerVelocity, let bounds):
            return bounds.offset(forFinger: finger + fingerVelocity * t)
        case .deceleration(let coast, let edge):
            let offset = coast.offset(at: t)
            guard let edge else { return offset }
            // Rounding must not show a coast past the edge it stops at.
            return coast.velocity > 0 ? min(offset, edge) : max(offset, edge)
        case .spring(let spring, let edge):
            return edge + spring.displacement(at: t)
        case .ease(let from, let to, let timing):
            return from + (to - from) * timing.progress(at: t / duration)
        }
    }

    /// The velocity `t` seconds into the segment, in points per second: the curve's while it
    /// runs, `endVelocity` from `duration` on.
    package func velocity(at t: Double) -> Double {
        guard t < duration else { return endVelocity }
        let t = max(t, 0)
        switch curve {
        case .still:
            return 0
        case .drag(let finger, let fingerVelocity, let bounds):
            return bounds.offsetSlope(atFinger: finger + fingerVelocity * t) * fingerVelocity
        case .deceleration(let coast, _):
            return coast.velocity(at: t)
        case .spring(let spring, _):
            return spring.velocity(at: t)
        case .ease(let from, let to, let timing):
            return (to - from) * timing.slope(at: t / duration) / duration
        }
    }
}
