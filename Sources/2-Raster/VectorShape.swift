/// A filled shape with anti-aliased edges: the status bar's icons, the home indicator and the
/// table's accessories.
///
/// Coordinates are continuous (a pixel (x, y) covers [x, x + 1) × [y, y + 1)), in whatever unit
/// the shape was made in; `scaled(by:)` takes points to device pixels. A pixel's coverage is
/// `clamp(0.5 − d, 0, 1)`, d the shape's signed distance (negative inside) at the pixel's centre:
/// a straight edge through a pixel covers it by the share of the pixel on its inner side, and
/// curved edges come out as smooth as those of the glyphs beside them.
///
/// Rejected: supersampling (16 samples give only 17 grey levels, and cost 16 times the work) and
/// a general path rasteriser (the icons are rounded rectangles, circles and ring sectors).
package indirect enum VectorShape: Sendable, Equatable {
    /// A rectangle with circular corners of `radius` (at most half the shorter side: a circle or
    /// a capsule at that limit).
    case roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double)
    /// The part of a ring (radii `inner` < `outer`, `inner` 0 for a full wedge) opening upwards
    /// from its centre, between two sides that lean out by `slope` across per unit up (1: 45°
    /// either side, a quarter of the ring): one arc of a Wi-Fi glyph. The slope rather than an
    /// angle keeps trigonometry (and Glibc) out of Raster.
    case ringSector(centreX: Double, centreY: Double, inner: Double, outer: Double, slope: Double)
    /// The first shape without the second: an outline is a rounded rectangle minus a smaller one.
    case difference(VectorShape, VectorShape)
    /// A stroke of `width` from (x0, y0) to (x1, y1) with round caps: a chevron's or a
    /// checkmark's arm.
    case stroke(x0: Double, y0: Double, x1: Double, y1: Double, width: Double)

    /// A circle of `diameter` whose bounding square's top-left is (x, y).
    package static func circle(x: Double, y: Double, diameter: Double) -> VectorShape {
        .roundedRect(x: x, y: y, width: diameter, height: diameter, radius: diameter / 2)
    }

    /// The same shape with every length multiplied by `factor`.
    package func scaled(by factor: Double) -> VectorShape {
        switch self {
        case let .roundedRect(x, y, width, height, radius):
            return .roundedRect(
                x: x * factor, y: y * factor, width: width * factor, height: height * factor,
                radius: radius * factor)
        case let .ringSector(cx, cy, inner, outer, slope):
            return .ringSector(
                centreX: cx * factor, centreY: cy * factor, inner: inner * factor,
                outer: outer * factor, slope: slope)
        case let .difference(shape, hole):
            return .difference(shape.scaled(by: factor), hole.scaled(by: factor))
        case let .stroke(x0, y0, x1, y1, width):
            return .stroke(x0: x0 * factor, y0: y0 * factor, x1: x1 * factor, y1: y1 * factor, width: width * factor)
        }
    }

    /// The same shape moved by (dx, dy).
    package func translated(dx: Double, dy: Double) -> VectorShape {
        switch self {
        case let .roundedRect(x, y, width, height, radius):
            return .roundedRect(x: x + dx, y: y + dy, width: width, height: height, radius: radius)
        case let .ringSector(cx, cy, inner, outer, slope):
            return .ringSector(centreX: cx + dx, centreY: cy + dy, inner: inner, outer: outer, slope: slope)
        case let .difference(shape, hole):
            return .difference(shape.translated(dx: dx, dy: dy), hole.translated(dx: dx, dy: dy))
        case let .stroke(x0, y0, x1, y1, width):
            return .stroke(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy, width: width)
        }
    }

    /// The smallest whole-pixel rectangle outside which the coverage is 0.
    package var pixelBounds: PixelRect {
        let (minX, minY, maxX, maxY) = extent
        let x0 = Int(minX.rounded(.down)), y0 = Int(minY.rounded(.down))
        return PixelRect(x: x0, y: y0, width: Int(maxX.rounded(.up)) - x0, height: Int(maxY.rounded(.up)) - y0)
    }

    /// The shape's coverage of pixel (x, y), 0 … 255.
    package func coverage(x: Int, y: Int) -> UInt8 {
        let d = signedDistance(x: Double(x) + 0.5, y: Double(y) + 0.5)
        return UInt8((min(1, max(0, 0.5 - d)) * 255).rounded())
    }

    /// The continuous bounds: min x, min y, max x, max y.
    private var extent: (Double, Double, Double, Double) {
        switch self {
        case let .roundedRect(x, y, width, height, _):
            return (x, y, x + width, y + height)
        case let .ringSector(cx, cy, _, outer, slope):
            // Above the centre, as wide as the outer arc's ends, as high as its top.
            let halfWidth = outer * slope / (1 + slope * slope).squareRoot()
            return (cx - halfWidth, cy - outer, cx + halfWidth, cy)
        case let .difference(shape, _):
            return shape.extent
        case let .stroke(x0, y0, x1, y1, width):
            let r = width / 2
            return (min(x0, x1) - r, min(y0, y1) - r, max(x0, x1) + r, max(y0, y1) + r)
        }
    }

    /// Negative inside, positive outside; exact for rounded rectangles and rings, and exact near
    /// the edges for sector sides and differences, which is all the coverage reads.
    func signedDistance(x px: Double, y py: Double) -> Double {
        switch self {
        case let .roundedRect(x, y, width, height, radius):
            let r = min(radius, width / 2, height / 2)
            let qx = abs(px - (x + width / 2)) - (width / 2 - r)
            let qy = abs(py - (y + height / 2)) - (height / 2 - r)
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return outside + min(max(qx, qy), 0) - r
        case let .ringSector(cx, cy, inner, outer, slope):
            // Symmetric: fold onto the right side, whose ray from the centre runs along
            // (slope, 1)/n (y up) and whose outward normal is (1, −slope)/n.
            let dx = abs(px - cx), dy = cy - py
            let rho = (dx * dx + dy * dy).squareRoot()
            let radial = max(rho - outer, inner - rho)
            let n = (1 + slope * slope).squareRoot()
            let side = (dx - slope * dy) / n
            // Behind the centre (its projection on the ray negative) the apex is the nearest point.
            let angular = side > 0 && dx * slope + dy < 0 ? rho : side
            return max(radial, angular)
        case let .difference(shape, hole):
            return max(shape.signedDistance(x: px, y: py), -hole.signedDistance(x: px, y: py))
        case let .stroke(x0, y0, x1, y1, width):
            // The distance to the segment, less half the width.
            let (ux, uy, vx, vy) = (x1 - x0, y1 - y0, px - x0, py - y0)
            let length2 = ux * ux + uy * uy
            let t = length2 > 0 ? min(1, max(0, (vx * ux + vy * uy) / length2)) : 0
            let (dx, dy) = (vx - t * ux, vy - t * uy)
            return (dx * dx + dy * dy).squareRoot() - width / 2
        }
    }
}
