/// A motion script played against scroll bounds: the offset as a pure function of time.
///
/// Building it walks the script once and turns every step into one or two `ScrollSegment`s
/// whose curves are closed forms; `offset(at:)` then finds the segment and evaluates it. The
/// result for a time never depends on which other times were asked for or in what order.
///
/// Step semantics (SPEC §2):
/// - `drag D S` moves an unconstrained finger from the position that shows the current offset
///   (the rubber band inverted when the offset is past an edge) by D over S seconds.
/// - `release` keeps the velocity the preceding drag ended with (0 after any other step);
///   `fling V` uses V. Inside the bounds the offset coasts; if the coast's destination is past
///   an edge, the coast gives way at that edge to a spring that starts there with the coast's
///   velocity. Past an edge the spring starts at once. The step lasts until the motion ends.
/// - `scroll TO S` eases from the current offset; `jump TO` takes 0 seconds.
package struct ScrollTimeline: Sendable, Equatable {
    /// The script played.
    package let script: MotionScript
    /// The bounds it is played against.
    package let bounds: ScrollBounds
    /// The offset at time 0.
    package let startOffset: Double
    /// The segments in time order, back to back: each starts where the one before ends.
    package let segments: [ScrollSegment]
    /// The total length in seconds: the end of the last segment.
    package let duration: Double

    /// Plays `script` against `bounds` from `startOffset` (by default `bounds.minOffset`, the
    /// resting offset). Fails when a drag would start too far past an edge for any finger
    /// position to show it (after a `jump` or `scroll` there), when a step's motion overflows,
    /// or when the start offset is not finite.
    package init(script: MotionScript, bounds: ScrollBounds, startOffset: Double? = nil) throws(MotionError) {
        let start = startOffset ?? bounds.minOffset
        guard start.isFinite else { throw .startOffset(start) }
        var builder = Builder(bounds: bounds, offset: start)
        for (index, step) in script.steps.enumerated() {
            do {
                let precededByDrag = index > 0 && script.steps[index - 1].kind == .drag
                try builder.play(step, at: index, releaseVelocity: precededByDrag ? builder.velocity : 0)
            } catch {
                throw .step(number: index + 1, text: step.description, problem: error)
            }
        }
        self.script = script
        self.bounds = bounds
        self.startOffset = start
        self.segments = builder.segments
        self.duration = builder.time
    }

    /// The offset when the motion is over.
    package var finalOffset: Double { segments.last?.endOffset ?? startOffset }

    /// The offset at `time` seconds: `startOffset` before 0, `finalOffset` from `duration` on.
    package func offset(at time: Double) -> Double {
        guard time >= 0 else { return startOffset }
        guard let segment = segment(at: time) else { return finalOffset }
        return segment.offset(at: time - segment.start)
    }

    /// The velocity at `time` seconds in points per second; 0 before 0 and from `duration` on.
    package func velocity(at time: Double) -> Double {
        guard time >= 0, let segment = segment(at: time) else { return 0 }
        return segment.velocity(at: time - segment.start)
    }

    /// The part of a `refresh` step running at `time` (nil outside one, before 0 and from
    /// `duration` on).
    package func refreshPart(at time: Double) -> ScrollSegment.RefreshPart? {
        guard time >= 0 else { return nil }
        return segment(at: time)?.refresh
    }

    /// The segment running at `time`: the first that ends after it (segments that last 0 s
    /// never run); nil from `duration` on.
    private func segment(at time: Double) -> ScrollSegment? {
        var low = 0, high = segments.count
        while low < high {
            let middle = (low + high) / 2
            if segments[middle].end > time { high = middle } else { low = middle + 1 }
        }
        return low < segments.count ? segments[low] : nil
    }

    // MARK: Frames

    /// How many frames show `duration` seconds at `fps`: frame k is at k/fps for
    /// k = 0 … ⌈duration·fps⌉, where a product within 10⁻⁶ above a whole number rounds down
    /// (so that `hold 0.2` at 30 fps is 7 frames, not 8). Nil for a negative or non-finite
    /// duration, an fps below 1, or a count too large to be meant.
    package static func frameCount(duration: Double, fps: Int) -> Int? {
        guard duration.isFinite, duration >= 0, fps > 0 else { return nil }
        let product = duration * Double(fps)
        let whole = product.rounded(.down)
        let last = product - whole <= 1e-6 ? whole : whole + 1
        guard last < 1e15 else { return nil }
        return Int(last) + 1
    }

    /// The number of frames that show this timeline at `fps` (see the static form).
    package func frameCount(fps: Int) -> Int? {
        Self.frameCount(duration: duration, fps: fps)
    }

    /// The time of frame `index` at `fps`: index/fps seconds.
    package static func frameTime(_ index: Int, fps: Int) -> Double {
        Double(index) / Double(fps)
    }

    /// The offset frame `index` shows at `fps`. The last frame shows the end state even when
    /// its time was rounded down to just before `duration`.
    package func frameOffset(_ index: Int, fps: Int) -> Double {
        if let count = frameCount(fps: fps), index >= count - 1 { return finalOffset }
        return offset(at: Self.frameTime(index, fps: fps))
    }
}

/// Turns steps into segments, keeping the offset, time and velocity at the end of the last one.
private struct Builder {
    let bounds: ScrollBounds
    var offset: Double
    var segments: [ScrollSegment] = []
    var time = 0.0
    /// The velocity at the end of the last segment.
    var velocity = 0.0

    init(bounds: ScrollBounds, offset: Double) {
        self.bounds = bounds
        self.offset = offset
    }

    mutating func play(_ step: MotionStep, at index: Int, releaseVelocity: Double) throws(MotionError.Problem) {
        switch step {
        case .hold(let seconds):
            try append(.still(offset: offset), for: index, duration: seconds, endOffset: offset, endVelocity: 0)
        case .drag(let distance, let seconds):
            guard let finger = bounds.finger(forOffset: offset) else {
                let edge = offset < bounds.minOffset ? bounds.minOffset : bounds.maxOffset
                throw .dragOutOfReach(offset: offset, distance: abs(offset - edge), reach: bounds.viewportHeight)
            }
            let fingerVelocity = distance / seconds
            let endFinger = finger + fingerVelocity * seconds
            try append(
                .drag(finger: finger, fingerVelocity: fingerVelocity, bounds: bounds), for: index,
                duration: seconds, endOffset: bounds.offset(forFinger: endFinger),
                endVelocity: bounds.offsetSlope(atFinger: endFinger) * fingerVelocity)
        case .release:
            try launch(releaseVelocity, for: index)
        case .fling(let velocity):
            try launch(velocity, for: index)
        case .scroll(let target, let seconds):
            try append(
                .ease(from: offset, to: target, curve: .easeInEaseOut), for: index,
                duration: seconds, endOffset: target, endVelocity: 0)
        case .jump(let target):
            try append(.still(offset: target), for: index, duration: 0, endOffset: target, endVelocity: 0)
        case .refresh(let seconds):
            try refresh(seconds, releaseVelocity: releaseVelocity, for: index)
        }
    }

    /// `refresh S` (SPEC §2): pulled at least the trigger distance, the finger lifts and the
    /// offset springs to the held one (the bounce's spring, anchored there), holds S seconds, and
    /// springs back to rest from a standstill; pulled less, a `release` then a `hold S`.
    private mutating func refresh(
        _ seconds: Double, releaseVelocity: Double, for index: Int
    ) throws(MotionError.Problem) {
        let rest = bounds.minOffset
        guard rest - offset >= RefreshDistances.trigger else {
            try launch(releaseVelocity, for: index)
            try append(.still(offset: offset), for: index, duration: seconds, endOffset: offset, endVelocity: 0)
            return
        }
        let held = rest - RefreshDistances.held
        try bounce(
            ScrollPhysics.Spring(displacement: offset - held, velocity: releaseVelocity), to: held, for: index,
            refresh: .refreshing)
        try append(
            .still(offset: held), for: index, duration: seconds, endOffset: held, endVelocity: 0,
            refresh: .refreshing)
        try bounce(
            ScrollPhysics.Spring(displacement: held - rest, velocity: 0), to: rest, for: index, refresh: .ending)
    }

    /// The finger has lifted with `velocity`: coast inside the bounds, bounce past an edge.
    private mutating func launch(_ velocity: Double, for index: Int) throws(MotionError.Problem) {
        if let edge = bounds.edge(beyond: offset) {
            try bounce(ScrollPhysics.Spring(displacement: offset - edge, velocity: velocity), to: edge, for: index)
            return
        }
        let coast = ScrollPhysics.Deceleration(start: offset, velocity: velocity)
        let edge = velocity > 0 ? bounds.maxOffset : bounds.minOffset
        if velocity != 0, let reach = coast.time(reaching: edge) {
            let edgeVelocity = coast.velocity(at: reach)
            try append(
                .deceleration(coast, edge: edge), for: index, duration: reach, endOffset: edge,
                endVelocity: edgeVelocity)
            try bounce(ScrollPhysics.Spring(displacement: 0, velocity: edgeVelocity), to: edge, for: index)
        } else {
            try append(
                .deceleration(coast, edge: nil), for: index,
                duration: coast.duration(threshold: bounds.restThreshold),
                endOffset: coast.destination, endVelocity: 0)
        }
    }

    private mutating func bounce(
        _ spring: ScrollPhysics.Spring, to edge: Double,
        for index: Int, refresh: ScrollSegment.RefreshPart? = nil
    ) throws(MotionError.Problem) {
        // Its end values are the edge and 0 whatever happens on the way, so check the curve.
        guard spring.isFinite else { throw .notFinite }
        try append(
            .spring(spring, edge: edge), for: index, duration: spring.duration(threshold: bounds.restThreshold),
            endOffset: edge, endVelocity: 0, refresh: refresh)
    }

    private mutating func append(
        _ curve: ScrollSegment.Curve, for index: Int, duration: Double,
        endOffset: Double, endVelocity: Double, refresh: ScrollSegment.RefreshPart? = nil
    ) throws(MotionError.Problem) {
        let end = time + duration
        guard end.isFinite, endOffset.isFinite, endVelocity.isFinite else { throw .notFinite }
        segments.append(
            ScrollSegment(
                stepIndex: index, start: time, duration: duration, curve: curve,
                endOffset: endOffset, endVelocity: endVelocity, refresh: refresh))
        time = end
        offset = endOffset
        velocity = endVelocity
    }
}
