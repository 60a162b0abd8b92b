import Raster

/// The accessories drawn as shapes in points, from their box's top-left (SPEC §1 "Sections and
/// rows"; `TableMetrics` has their sizes, estimates of SF Symbols' glyphs at 17 pt).
package enum AccessoryShapes {
    /// Which colour a part is drawn in: the chevron's grey or the tint.
    package enum Ink: Sendable { case chevron, tint }

    /// The parts of `accessory`, each in one ink.
    package static func parts(of accessory: CellAccessory) -> [(ink: Ink, shapes: [VectorShape])] {
        let button = TableMetrics.detailButtonSize, chevronHeight = TableMetrics.chevronSize.height
        switch accessory {
        case .none: return []
        case .disclosure: return [(.chevron, chevron(x: 0, y: 0))]
        case .checkmark: return [(.tint, checkmark)]
        case .detail: return [(.tint, detailButton)]
        case .detailDisclosure:
            return [
                (.tint, detailButton),
                (.chevron, chevron(x: button + TableMetrics.detailDisclosureGap, y: (button - chevronHeight) / 2)),
            ]
        }
    }

    /// ›: two arms meeting at the middle of the box's right side, inset by half the stroke.
    private static func chevron(x: Double, y: Double) -> [VectorShape] {
        let (w, h) = TableMetrics.chevronSize, r = TableMetrics.accessoryStroke / 2
        return [
            .stroke(x0: x + r, y0: y + r, x1: x + w - r, y1: y + h / 2, width: 2 * r),
            .stroke(x0: x + w - r, y0: y + h / 2, x1: x + r, y1: y + h - r, width: 2 * r),
        ]
    }

    /// ✓: a short arm down to a third of the width, a long one up to the top right.
    private static var checkmark: [VectorShape] {
        let (w, h) = TableMetrics.checkmarkSize, r = TableMetrics.accessoryStroke / 2
        let knee = (x: w * 0.35, y: h - r)
        return [
            .stroke(x0: r, y0: h * 0.55, x1: knee.x, y1: knee.y, width: 2 * r),
            .stroke(x0: knee.x, y0: knee.y, x1: w - r, y1: r, width: 2 * r),
        ]
    }

    /// ⓘ: a ring, and an i of a dot over a stem at its centre.
    private static var detailButton: [VectorShape] {
        let d = TableMetrics.detailButtonSize, ring = TableMetrics.detailRingStroke, centre = d / 2
        return [
            .difference(
                .circle(x: 0, y: 0, diameter: d), .circle(x: ring, y: ring, diameter: d - 2 * ring)),
            .circle(x: centre - 1.25, y: d * 0.25, diameter: 2.5),
            .roundedRect(x: centre - 1, y: d * 0.42, width: 2, height: d * 0.34, radius: 0.5),
        ]
    }
}
