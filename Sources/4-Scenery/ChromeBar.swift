import Raster
import SceneModel

/// The `chrome` bar's background (SPEC §1 "The bar's material"): the frame's pixels under the
/// bar, blurred by σ = 10 pt with their edges extended, the appearance's translucent bar colour
/// over them and a one-pixel hairline at the bar's bottom. It reads only the bar's own rows, which
/// layers 1 and 2 have finished on every route, and the blur's integers give the same bytes on
/// any number of threads.
enum ChromeBar {
    /// The background of `bar` (device pixels, from the screen's top) over `frame`'s pixels there;
    /// nil when `frame` holds none of the bar's rows.
    static func background(of frame: Pixmap, bar: PixelRect, scene: Scene) -> Pixmap? {
        let rows = bar.intersection(PixelRect(x: 0, y: 0, width: frame.width, height: frame.height))
        guard !rows.isEmpty, var under = frame.cropped(to: rows) else { return nil }
        let sigma = UIKitMetrics.chromeBlur * Double(scene.scale)
        let whole = PixelRect(x: 0, y: 0, width: under.width, height: under.height)
        under = GaussianBlur.blur(under, sigma: sigma, window: whole) ?? under
        under.fill(whole, with: scene.appearance.chromeTint.premultiplied)
        under.fill(
            PixelRect(x: 0, y: under.height - 1, width: under.width, height: 1),
            with: scene.appearance.hairline.premultiplied)
        return under
    }
}
