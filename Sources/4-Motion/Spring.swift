import Glibc

extension ScrollPhysics {
    /// The bounce back to an edge: a critically damped spring (mass 1, stiffness 100, damping
    /// ratio 1, so ω = 10) with displacement `x(t) = e^(−10t)·(a + b·t)`, a = x0, b = v0 + 10·x0.
    ///
    /// Its shape is known in closed form, which is what finds its end without sampling: x is
    /// zero only at t0 = −a/b, has its one extremum at t0 + 1/ω, and after that extremum shrinks
    /// monotonically towards 0.
    package struct Spring: Sendable, Equatable {
        /// ω = √(stiffness/mass) = 10 per second.
        package static let angularFrequency = 10.0

        /// x0, the displacement from the edge at the start (signed, in points).
        package let displacement: Double
        /// v0, the velocity at the start in points per second.
        package let velocity: Double

        /// A spring starting `displacement` from its edge, moving at `velocity`.
        package init(displacement: Double, velocity: Double) {
            self.displacement = displacement
            self.velocity = velocity
        }

        /// Whether the closed form's terms are finite (x0 near the largest double overflows b).
        package var isFinite: Bool { slopeTerm.isFinite }

        /// b = v0 + ω·x0, the coefficient of t.
        private var slopeTerm: Double { velocity + Self.angularFrequency * displacement }

        /// The displacement from the edge `t` seconds after the start.
        package func displacement(at t: Double) -> Double {
            let decay = exp(-Self.angularFrequency * t)
            // Both terms are bounded (t·e^(−ωt) ≤ 1/(ω·e)), so nothing overflows for large t.
            return decay * displacement + (t * decay) * slopeTerm
        }

        /// The velocity `t` seconds after the start: `e^(−ωt)·(v0 − ω·b·t)`.
        package func velocity(at t: Double) -> Double {
            let decay = exp(-Self.angularFrequency * t)
            return decay * velocity - Self.angularFrequency * (t * decay) * slopeTerm
        }

        /// The last moment the spring is `threshold` points or more from its edge (0 when it
        /// never is); after that it is taken to sit exactly on the edge.
        ///
        /// A spring that starts on the edge with a velocity (x0 = 0) must first go out and come
        /// back, so the test is not "is it close now" but where the extremum is: after it, |x|
        /// only shrinks, and before it, |x| only shrinks towards the zero crossing.
        package func duration(threshold: Double) -> Double {
            let a = displacement, b = slopeTerm
            let isFar = { (t: Double) in abs(self.displacement(at: t)) >= threshold }
            guard b != 0 else {
                // x = a·e^(−ωt): monotone from the start.
                return isFar(0) ? lastFarMoment(after: 0, isFar: isFar) : 0
            }
            let crossing = -a / b
            let extremum = crossing + 1 / Self.angularFrequency
            if extremum <= 0 {
                return isFar(0) ? lastFarMoment(after: 0, isFar: isFar) : 0
            }
            if isFar(extremum) {
                return lastFarMoment(after: extremum, isFar: isFar)
            }
            // The swing past the edge stays within the threshold; what remains is the approach
            // to the zero crossing, if the spring starts far enough away on the other side.
            guard crossing > 0, isFar(0) else { return 0 }
            return lastMoment(between: 0, and: crossing, isFar: isFar)
        }

        /// The last far moment on [start, ∞), where |x| shrinks monotonically and `start` is far.
        private func lastFarMoment(after start: Double, isFar: (Double) -> Bool) -> Double {
            var span = 1 / Self.angularFrequency
            var end = start + span
            // e^(−ωt) halves the distance in under 0.07 s, so doubling the span finds a near
            // moment in a few dozen steps for any finite start; the cap only guards against
            // non-finite input.
            var doublings = 0
            while isFar(end), doublings < 64 {
                span *= 2
                end = start + span
                doublings += 1
            }
            return lastMoment(between: start, and: end, isFar: isFar)
        }

        /// Bisects a monotone change from far (at `far`) to near (at `near`) down to adjacent
        /// doubles and returns the far side, so the result is the last far moment exactly.
        private func lastMoment(between far: Double, and near: Double, isFar: (Double) -> Bool) -> Double {
            var far = far, near = near
            while true {
                let middle = far + (near - far) / 2
                guard middle > far, middle < near else { return far }
                if isFar(middle) { far = middle } else { near = middle }
            }
        }
    }
}
