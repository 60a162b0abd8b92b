import Foundation
import Raster

/// A deliberately slow, obviously correct Lanczos-3 resampler in Double, written from the
/// definition and sharing no code with `Resampler`: every destination pixel is the normalised
/// 2-D weighted sum over its whole window, with clamped (edge-replicating) source indices.
enum ReferenceResampler {
    static func lanczos3(_ x: Double) -> Double {
        if x == 0 { return 1 }
        if abs(x) >= 3 { return 0 }
        return 3 * sin(Double.pi * x) * sin(Double.pi * x / 3) / (Double.pi * Double.pi * x * x)
    }

    /// Premultiplied channels (R, G, B, A per pixel) as Doubles clamped to [0, 255]. Destination
    /// coordinate t maps to source `origin + t / scale`. With `widen` false the kernel keeps its
    /// 3-pixel radius on reductions (the aliasing filter the tests must be able to tell apart).
    static func resample(
        _ source: Pixmap, width: Int, height: Int,
        scaleX: Double, originX: Double, scaleY: Double, originY: Double,
        widen: Bool = true
    ) -> [Double] {
        let fx = widen ? min(scaleX, 1) : 1, fy = widen ? min(scaleY, 1) : 1
        let rx = 3 / fx, ry = 3 / fy
        var out = [Double](repeating: 0, count: width * height * 4)
        for dy in 0..<height {
            let v = originY + (Double(dy) + 0.5) / scaleY
            for dx in 0..<width {
                let u = originX + (Double(dx) + 0.5) / scaleX
                var sums = [0.0, 0.0, 0.0, 0.0], total = 0.0
                for j in Int((v - 0.5 - ry).rounded(.down))...Int((v - 0.5 + ry).rounded(.up)) {
                    let wy = lanczos3((Double(j) + 0.5 - v) * fy)
                    let sj = min(max(j, 0), source.height - 1)
                    for i in Int((u - 0.5 - rx).rounded(.down))...Int((u - 0.5 + rx).rounded(.up)) {
                        let w = lanczos3((Double(i) + 0.5 - u) * fx) * wy
                        let p = source.pixel(x: min(max(i, 0), source.width - 1), y: sj)
                        sums[0] += w * Double(p.red); sums[1] += w * Double(p.green)
                        sums[2] += w * Double(p.blue); sums[3] += w * Double(p.alpha)
                        total += w
                    }
                }
                for c in 0..<4 { out[(dy * width + dx) * 4 + c] = min(max(sums[c] / total, 0), 255) }
            }
        }
        return out
    }

    /// The brief's aspect-fill mapping: s = max(w/iw, h/ih), destination centre maps to
    /// (d + 0.5 − size/2)/s + sourceSize/2.
    static func aspectFill(_ source: Pixmap, width: Int, height: Int, widen: Bool = true) -> [Double] {
        let s = max(Double(width) / Double(source.width), Double(height) / Double(source.height))
        return resample(
            source, width: width, height: height,
            scaleX: s, originX: Double(source.width) / 2 - Double(width) / 2 / s,
            scaleY: s, originY: Double(source.height) / 2 - Double(height) / 2 / s, widen: widen)
    }

    static func resize(_ source: Pixmap, width: Int, height: Int, widen: Bool = true) -> [Double] {
        resample(
            source, width: width, height: height,
            scaleX: Double(width) / Double(source.width), originX: 0,
            scaleY: Double(height) / Double(source.height), originY: 0, widen: widen)
    }
}
