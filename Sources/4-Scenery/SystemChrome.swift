import Raster
import SceneModel
import Typesetting

/// What iOS draws over the app from windows of its own (SPEC §1 layer 8): the status bar, and a
/// notched iPhone's home indicator. Both are rasterised once into coverage masks; a frame only
/// fills them, in the ink their style, or the pixels under them, ask for.
package struct SystemChrome: Sendable {
    /// The status bar's icons and texts over the status bar's band (the top of the screen);
    /// nil when it is hidden or has no height.
    package let statusBar: AlphaMask?
    /// The home indicator and its top-left, in pixels; nil without one.
    package let homeIndicator: (mask: AlphaMask, x: Int, y: Int)?

    /// How many rows from the top of the screen `draw` may change: down to the home indicator's
    /// bottom edge when there is one, else the status bar's band.
    var reach: Int {
        homeIndicator.map { $0.y + $0.mask.height } ?? statusBar?.height ?? 0
    }

    /// Below this mean luminance (0 … 1) of the pixels under it the home indicator, and the
    /// status bar's `auto` content, is white, else black: it stays visible on any content.
    static let contrastLuminanceThreshold = 0.5

    init(scene: Scene, typesetter: Typesetter) {
        let scale = Double(scene.scale)
        if let area = scene.statusBarPixels, var mask = AlphaMask(width: area.width, height: area.height) {
            let band = area.height
            var texts: [String: TextImage] = [:]
            let layout = StatusBarLayout(scene: scene) { text, size in
                let image = typesetter.typeset(text, pointSize: size, scale: scene.scale, weight: .semibold)
                texts[text] = image
                return image.advance / scale
            }
            for shape in layout.shapes { mask.add(shape.scaled(by: scale)) }
            for text in layout.texts {
                guard let image = texts[text.string], let glyphs = image.mask else { continue }
                mask.add(
                    glyphs, atX: FrameLayout.pixels(text.x, scale: scale) + image.maskOrigin.x,
                    y: image.baseline(centredIn: 0, height: band) + image.maskOrigin.y)
            }
            statusBar = mask
        } else {
            statusBar = nil
        }
        homeIndicator = HomeIndicator.shape(on: scene).flatMap { shape in
            let scaled = shape.scaled(by: scale)
            return AlphaMask(scaled).map { ($0, scaled.pixelBounds.x, scaled.pixelBounds.y) }
        }
    }

    /// Draws the home indicator, then the status bar, on a finished frame.
    func draw(style: StatusBarStyle, on screen: inout Pixmap) {
        if let (mask, x, y) = homeIndicator {
            let under = PixelRect(x: x, y: y, width: mask.width, height: mask.height)
            screen.fill(mask, atX: x, y: y, with: Self.contrastingInk(under: under, of: screen).premultiplied)
        }
        let band = PixelRect(x: 0, y: 0, width: statusBar?.width ?? 0, height: statusBar?.height ?? 0)
        if let statusBar, let ink = style.ink(contrasting: { Self.contrastingInk(under: band, of: screen) }) {
            screen.fill(statusBar, atX: 0, y: 0, with: ink.premultiplied)
        }
    }

    /// White over dark pixels, black over light ones: by the mean luminance of `screen` in `rect`.
    private static func contrastingInk(under rect: PixelRect, of screen: Pixmap) -> Color {
        screen.meanLuminance(in: rect) < contrastLuminanceThreshold ? .white : .black
    }
}
