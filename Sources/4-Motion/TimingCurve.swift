extension ScrollPhysics {
    /// A Core Animation timing function: the cubic Bézier from (0, 0) to (1, 1) with control
    /// points (x1, y1) and (x2, y2), read as progress y over time fraction x.
    package struct TimingCurve: Sendable, Equatable {
        /// `kCAMediaTimingFunctionEaseInEaseOut`, the curve of an animated `setContentOffset`.
        package static let easeInEaseOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

        /// The control points (x1, y1) and (x2, y2).
        package let x1: Double, y1: Double, x2: Double, y2: Double

        /// How close to the requested time fraction the curve parameter is solved.
        package static let tolerance = 1e-12

        /// Control points with x1, x2 in [0, 1], which keeps x monotone in the curve parameter.
        private init(x1: Double, y1: Double, x2: Double, y2: Double) {
            self.x1 = x1
            self.y1 = y1
            self.x2 = x2
            self.y2 = y2
        }

        /// The point of the curve at parameter `u` ∈ [0, 1].
        package func point(atParameter u: Double) -> (x: Double, y: Double) {
            (Self.bezier(u, x1, x2), Self.bezier(u, y1, y2))
        }

        /// The progress (0 … 1) at time fraction `fraction`, clamped to [0, 1].
        package func progress(at fraction: Double) -> Double {
            guard fraction > 0 else { return 0 }
            guard fraction < 1 else { return 1 }
            return point(atParameter: parameter(at: fraction)).y
        }

        /// d(progress)/d(fraction) at `fraction`, 0 outside (0, 1).
        package func slope(at fraction: Double) -> Double {
            guard fraction > 0, fraction < 1 else { return 0 }
            let u = parameter(at: fraction)
            let dx = Self.derivative(u, x1, x2)
            return dx > 0 ? Self.derivative(u, y1, y2) / dx : 0
        }

        /// The curve parameter u with x(u) = `fraction`: Newton's method from u = fraction, and
        /// bisection when Newton stalls on a flat stretch of x.
        private func parameter(at fraction: Double) -> Double {
            var u = fraction
            for _ in 0..<8 {
                let error = Self.bezier(u, x1, x2) - fraction
                if abs(error) < Self.tolerance { return u }
                let dx = Self.derivative(u, x1, x2)
                guard abs(dx) > 1e-9 else { break }
                u -= error / dx
                guard (0...1).contains(u) else { break }
            }
            var low = 0.0, high = 1.0
            u = fraction
            while true {
                let x = Self.bezier(u, x1, x2)
                if abs(x - fraction) < Self.tolerance { return u }
                if x < fraction { low = u } else { high = u }
                let middle = low + (high - low) / 2
                guard middle > low, middle < high else { return u }
                u = middle
            }
        }

        /// One coordinate of the Bézier with end points 0 and 1: 3(1−u)²u·p1 + 3(1−u)u²·p2 + u³.
        private static func bezier(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
            let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
            return ((a * u + b) * u + c) * u
        }

        private static func derivative(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
            let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
            return (3 * a * u + 2 * b) * u + c
        }
    }
}
