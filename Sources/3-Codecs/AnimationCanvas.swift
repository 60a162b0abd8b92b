import Raster

/// The canvas an APNG or a GIF is played on: straight RGBA, transparent black at first, each
/// frame's rectangle drawn over it and disposed of before the next, as the two formats say
/// (APNG's `dispose_op` and `blend_op`, GIF's disposal methods and transparent index).
struct AnimationCanvas {
    /// What happens to a frame's rectangle before the next frame is drawn.
    enum Disposal {
        /// Left as drawn (APNG `NONE`, GIF 0 and 1).
        case keep
        /// Cleared to transparent black (APNG `BACKGROUND`, GIF 2: browsers clear to
        /// transparency, not to the GIF's background colour).
        case clear
        /// Put back as it was before the frame (APNG `PREVIOUS`, GIF 3).
        case restore
    }

    let width: Int
    let height: Int
    private(set) var pixels: [UInt8]
    /// The last frame's rectangle and disposal, and what it covered when that is `restore`.
    private var pending: (rect: PixelRect, disposal: Disposal, saved: [UInt8])?

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// The canvas as an image.
    var image: RGBAImage { RGBAImage(unchecked: width, height, pixels) }

    /// Disposes of the frame before, then draws `source` (rect.width × rect.height straight
    /// RGBA) at `rect`, inside the canvas: replacing the pixels (`over` false), or over them
    /// (`over`: PNG's alpha compositing; a transparent GIF pixel has alpha 0 and leaves the
    /// canvas's). `disposal` is kept for the next frame.
    mutating func draw(_ source: [UInt8], at rect: PixelRect, over: Bool, disposal: Disposal) {
        if let pending {
            switch pending.disposal {
            case .keep: break
            case .clear: fill(pending.rect) { _, _ in (0, 0, 0, 0) }
            case .restore: put(pending.saved, at: pending.rect)
            }
        }
        pending = (rect, disposal, disposal == .restore ? copy(rect) : [])
        fill(rect) { canvas, x in
            let s = x * 4
            let (r, g, b, a) = (source[s], source[s + 1], source[s + 2], source[s + 3])
            guard over, a < 255 else { return (r, g, b, a) }
            return Self.over((r, g, b, a), canvas)
        }
    }

    /// `source` over `destination`, straight alpha in whole numbers rounded to nearest: alpha
    /// `as + ad·(255 − as)/255`, each colour the alpha-weighted mean of the two.
    static func over(
        _ source: (UInt8, UInt8, UInt8, UInt8), _ destination: (UInt8, UInt8, UInt8, UInt8)
    ) -> (UInt8, UInt8, UInt8, UInt8) {
        let sa = Int(source.3), da = Int(destination.3) * (255 - sa)  // da in 255ths
        let alpha = sa * 255 + da  // in 255ths of 255
        guard alpha > 0 else { return (0, 0, 0, 0) }
        func mix(_ s: UInt8, _ d: UInt8) -> UInt8 {
            UInt8((Int(s) * sa * 255 + Int(d) * da + alpha / 2) / alpha)
        }
        return (
            mix(source.0, destination.0), mix(source.1, destination.1), mix(source.2, destination.2),
            UInt8((alpha + 127) / 255)
        )
    }

    /// Sets each pixel of `rect` to `pixel(its current value, its index in rect, row by row)`, row by row.
    private mutating func fill(
        _ rect: PixelRect,
        _ pixel: ((UInt8, UInt8, UInt8, UInt8), Int) -> (UInt8, UInt8, UInt8, UInt8)
    ) {
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                let i = ((rect.y + y) * width + rect.x + x) * 4
                let new = pixel((pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]), y * rect.width + x)
                (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = new
            }
        }
    }

    private func copy(_ rect: PixelRect) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(rect.width * rect.height * 4)
        for y in rect.y..<rect.y + rect.height {
            out += pixels[(y * width + rect.x) * 4..<(y * width + rect.x + rect.width) * 4]
        }
        return out
    }

    private mutating func put(_ saved: [UInt8], at rect: PixelRect) {
        fill(rect) { _, x in (saved[x * 4], saved[x * 4 + 1], saved[x * 4 + 2], saved[x * 4 + 3]) }
    }
}
