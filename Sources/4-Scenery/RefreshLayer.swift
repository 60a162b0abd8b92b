import Raster
import SceneModel

/// The refresh control's spinner (SPEC §1 "The refresh control", `refresh.enabled`), drawn
/// with layer 1 as the table's own subview: over the rows, under the header, which covers it
/// where it is opaque, as UIKit keeps `refreshControl` behind the table's other subviews.
enum RefreshLayer {
    /// Draws `spinner`'s ticks over `target` at `scale` pixels per point: each a capsule
    /// (`RefreshSpinner.tick`) filled with `color` at the tick's alpha, clipped to the gap.
    static func draw(_ spinner: RefreshSpinner, color: Color, scale: Int, on target: inout Pixmap) {
        let gap = FrameLayout.pixels(spinner.gap, scale: Double(scale))
        guard spinner.ticks > 0, !gap.isEmpty else { return }
        for index in 0..<spinner.ticks {
            guard let alpha = spinner.alpha(ofTick: index) else { continue }
            let ink = Color(
                red: color.red, green: color.green, blue: color.blue, alpha: UInt8((alpha * 255).rounded()))
            let tick = spinner.tick(index)
            let shape = VectorShape.stroke(x0: tick.x0, y0: tick.y0, x1: tick.x1, y1: tick.y1, width: tick.width)
                .scaled(by: Double(scale))
            guard let mask = AlphaMask(shape) else { continue }
            let bounds = shape.pixelBounds
            target.fill(mask, atX: bounds.x, y: bounds.y, with: ink.premultiplied, clip: gap)
        }
    }
}
