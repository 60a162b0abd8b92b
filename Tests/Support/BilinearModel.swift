/// Core Animation's default sampling of a layer's contents (`kCAFilterLinear`), modelled from
/// SPEC §1 "Pixels" as a GPU samples a texture: in Double, with no fixed point and no rounding,
/// sharing no code with the renderer. Images are premultiplied RGBA bytes, row by row.
package enum BilinearModel {
    /// A 10 × 10 checkerboard of one-pixel black and white squares, opaque (white at 0, 0): the
    /// image whose stretching shows Lanczos plateaus and ringing where iOS shows linear ramps.
    package static let checkerboard: [UInt8] = (0..<100).flatMap { i -> [UInt8] in
        let v: UInt8 = (i % 10 + i / 10) % 2 == 0 ? 255 : 0
        return [v, v, v, 255]
    }

    /// Channel `channel` of the bilinear sample of a `width × height` image at texel coordinates
    /// (u, v), texel i's centre at u = i, edge texels repeated beyond the edges.
    package static func sample(
        _ bytes: [UInt8], width: Int, height: Int, u: Double, v: Double, channel: Int
    ) -> Double {
        func texel(_ x: Int, _ y: Int) -> Double {
            let x = min(max(x, 0), width - 1), y = min(max(y, 0), height - 1)
            return Double(bytes[(y * width + x) * 4 + channel])
        }
        let i = Int(u.rounded(.down)), j = Int(v.rounded(.down))
        let f = u - Double(i), g = v - Double(j)
        let top = texel(i, j) * (1 - f) + texel(i + 1, j) * f
        let bottom = texel(i, j + 1) * (1 - f) + texel(i + 1, j + 1) * f
        return top * (1 - g) + bottom * g
    }

    /// The aspect-fill (UIKit's `.scaleAspectFill`) of the image into a `boxWidth × boxHeight`
    /// box, all four channels of every pixel: box pixel x samples
    /// u = (x + 0.5 − boxWidth/2)/s + width/2 − 0.5 (likewise v), s = max(boxWidth/width,
    /// boxHeight/height). With `fullWidth` and `fullHeight` the image is a mipmap level of a
    /// larger one, whose aspect-fill it samples: the coordinates (before the −0.5) scaled by the
    /// level's size over the full image's, per axis, since every level spans the whole image.
    package static func aspectFill(
        _ bytes: [UInt8], width: Int, height: Int, boxWidth: Int, boxHeight: Int,
        fullWidth: Int? = nil, fullHeight: Int? = nil
    ) -> [Double] {
        // The mapping is that of the full image; the sampled image may be a smaller mip level.
        let iw = Double(fullWidth ?? width), ih = Double(fullHeight ?? height)
        let rx = Double(width) / iw, ry = Double(height) / ih
        let s = max(Double(boxWidth) / iw, Double(boxHeight) / ih)
        var out: [Double] = []
        out.reserveCapacity(boxWidth * boxHeight * 4)
        for y in 0..<boxHeight {
            for x in 0..<boxWidth {
                let u = ((Double(x) + 0.5 - Double(boxWidth) / 2) / s + iw / 2) * rx - 0.5
                let v = ((Double(y) + 0.5 - Double(boxHeight) / 2) / s + ih / 2) * ry - 0.5
                for c in 0..<4 { out.append(sample(bytes, width: width, height: height, u: u, v: v, channel: c)) }
            }
        }
        return out
    }
}
