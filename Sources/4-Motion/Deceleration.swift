import Glibc

extension ScrollPhysics {
    /// UIScrollView's coast after a release inside the bounds: the velocity falls by the rate
    /// d = 0.998 every millisecond, so with k = 1000·ln d (per second)
    /// `offset(t) = x0 + v0·(e^(k·t) − 1)/k` and `v(t) = v0·e^(k·t)`, which tends to the
    /// destination `x0 − v0/k`.
    package struct Deceleration: Sendable, Equatable {
        /// The rate d per millisecond (`UIScrollView.DecelerationRate.normal`).
        package static let rate = 0.998

        /// k = 1000·ln d, the exponent per second (about −2.002).
        package static let exponent = 1000 * log(rate)

        /// x0, the offset at the release.
        package let start: Double
        /// v0, the velocity at the release in points per second.
        package let velocity: Double

        /// A coast from `start` with `velocity`.
        package init(start: Double, velocity: Double) {
            self.start = start
            self.velocity = velocity
        }

        /// Where the coast would come to rest: `x0 − v0/k`.
        package var destination: Double { start - velocity / Self.exponent }

        /// The offset `t` seconds after the release.
        package func offset(at t: Double) -> Double {
            // expm1 keeps e^(k·t) − 1 exact for small t, where the velocity term dominates.
            start + velocity * expm1(Self.exponent * t) / Self.exponent
        }

        /// The velocity `t` seconds after the release.
        package func velocity(at t: Double) -> Double {
            velocity * exp(Self.exponent * t)
        }

        /// The distance still to go to the destination at `t`: |v0|·e^(k·t)/|k|.
        package func remaining(at t: Double) -> Double {
            abs(velocity) * exp(Self.exponent * t) / -Self.exponent
        }

        /// How long the coast lasts: it ends the moment fewer than `threshold` points are left
        /// to the destination (0.5/scale for UIScrollView), i.e. when `remaining == threshold`;
        /// 0 when that is already so at the release.
        package func duration(threshold: Double) -> Double {
            let k = Self.exponent
            let ratio = threshold * -k / abs(velocity)
            guard ratio < 1 else { return 0 }
            return log(ratio) / k
        }

        /// When the coast reaches `target`, or nil when it never does: `target` is behind the
        /// start, or at or past the destination (which is only approached).
        package func time(reaching target: Double) -> Double? {
            guard velocity != 0 else { return target == start ? 0 : nil }
            // e^(k·t) = 1 + k·(target − x0)/v0; a non-positive right side is never reached.
            let fraction = Self.exponent * (target - start) / velocity
            guard fraction <= 0, fraction > -1 else { return nil }
            return log1p(fraction) / Self.exponent
        }
    }
}
