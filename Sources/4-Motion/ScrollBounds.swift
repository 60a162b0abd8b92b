/// Where a scroll view's offset may rest, and how it resists beyond that (SPEC §2).
///
/// `minOffset` is the top inset (`−headerHeight` for the seed) and `maxOffset` the bottom of
/// the content (the scene computes both: `Scene.minOffset`, `Scene.maxOffset`); past either
/// edge the offset is rubber-banded with the viewport height H.
package struct ScrollBounds: Sendable, Equatable {
    /// The smallest resting offset (the top edge).
    package let minOffset: Double
    /// The largest resting offset (the bottom edge); never below `minOffset`.
    package let maxOffset: Double
    /// The device scale in pixels per point; motion ends within half a device pixel.
    package let scale: Double
    /// The rubber band past either edge, sized by the viewport height H.
    package let rubberBand: ScrollPhysics.RubberBand

    /// Bounds from their parts; nil unless everything is finite, `minOffset ≤ maxOffset`, and
    /// the viewport height and scale are above 0.
    package init?(minOffset: Double, maxOffset: Double, viewportHeight: Double, scale: Double) {
        guard minOffset.isFinite, maxOffset.isFinite, minOffset <= maxOffset,
            scale.isFinite, scale > 0,
            let rubberBand = ScrollPhysics.RubberBand(dimension: viewportHeight)
        else { return nil }
        self.minOffset = minOffset
        self.maxOffset = maxOffset
        self.scale = scale
        self.rubberBand = rubberBand
    }

    /// H, the viewport height in points.
    package var viewportHeight: Double { rubberBand.dimension }

    /// 0.5/scale: the distance under which a motion counts as arrived (half a device pixel).
    package var restThreshold: Double { 0.5 / scale }

    /// The edge nearest to `offset` that it is past, or nil inside the bounds.
    package func edge(beyond offset: Double) -> Double? {
        if offset < minOffset { return minOffset }
        if offset > maxOffset { return maxOffset }
        return nil
    }

    /// The offset shown for an unconstrained finger position: the position itself inside the
    /// bounds, rubber-banded past an edge.
    package func offset(forFinger finger: Double) -> Double {
        guard let edge = edge(beyond: finger) else { return finger }
        return edge + rubberBand.offset(forOvershoot: finger - edge)
    }

    /// d(offset)/d(finger) at a finger position: 1 inside, the band's slope past an edge.
    package func offsetSlope(atFinger finger: Double) -> Double {
        guard let edge = edge(beyond: finger) else { return 1 }
        return rubberBand.slope(atOvershoot: finger - edge)
    }

    /// The finger position that shows `offset`; nil when the offset is H or more past an edge,
    /// where no finger position puts it.
    package func finger(forOffset offset: Double) -> Double? {
        guard let edge = edge(beyond: offset) else { return offset }
        return rubberBand.overshoot(forOffset: offset - edge).map { edge + $0 }
    }
}
