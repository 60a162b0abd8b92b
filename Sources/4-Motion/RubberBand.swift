import Glibc

extension ScrollPhysics {
    /// How far past an edge the offset is shown for a finger that has gone `x` past it:
    /// `(1 − 1/(x·c/H + 1))·H` with c = 0.55 and H the viewport height, the formula UIScrollView's
    /// resistance is commonly modelled with. It starts with slope c and never reaches H.
    ///
    /// The function is extended to negative overshoots as an odd function, so that one value
    /// serves both edges: a signed overshoot maps to a signed shown distance.
    package struct RubberBand: Sendable, Equatable {
        /// The resistance coefficient c: the slope of the band at the edge.
        package static let coefficient = 0.55

        /// H, the viewport height in points: the asymptote of the shown distance.
        package let dimension: Double

        /// A band for a viewport `dimension` points high; nil unless it is finite and above 0.
        package init?(dimension: Double) {
            guard dimension.isFinite, dimension > 0 else { return nil }
            self.dimension = dimension
        }

        /// The shown distance past the edge for a finger overshoot `x` (signed).
        package func offset(forOvershoot x: Double) -> Double {
            let c = Self.coefficient, h = dimension
            let magnitude = abs(x)
            // H·c·x/(c·x + H) is the same value as (1 − 1/(x·c/H + 1))·H without the
            // cancellation of 1 − 1/(…) near the edge; the ratio ≤ 1 keeps huge x finite.
            let shown = h * (c * magnitude / (c * magnitude + h))
            return x < 0 ? -shown : shown
        }

        /// The finger overshoot that shows `y` past the edge (signed); nil when |y| ≥ H, which
        /// no finger position produces.
        package func overshoot(forOffset y: Double) -> Double? {
            let h = dimension
            let magnitude = abs(y)
            guard magnitude < h else { return nil }
            let x = magnitude * h / (Self.coefficient * (h - magnitude))
            return y < 0 ? -x : x
        }

        /// d(shown)/d(overshoot) at overshoot `x`: c·H² / (c·|x| + H)². It is c at the edge and
        /// falls towards 0, which is why a finger far past the edge hardly moves the content.
        package func slope(atOvershoot x: Double) -> Double {
            let c = Self.coefficient, h = dimension
            let denominator = c * abs(x) + h
            return c * h * h / (denominator * denominator)
        }
    }
}
