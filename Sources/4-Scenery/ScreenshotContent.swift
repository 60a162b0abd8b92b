import FoundationEssentials
import Raster
import SceneModel

/// Layer 1 when the table's content is the user's screenshot (SPEC §1 "A screenshot as the
/// content"): the picture with its top at content y 0, scrolled with the offset, over the
/// table's background, which shows beyond its end. Taken at the frame's scale it is drawn pixel
/// for pixel (offsets are snapped to the pixel grid, so it always starts on a whole row); at
/// another it is resampled once, at load, to its size in points at the frame's scale.
struct ScreenshotContent: Sendable {
    private let picture: Pixmap
    private let scale: Int

    /// The screenshot of `scene.tableContent` at `path`, decoded and brought to the frame's scale.
    init(scene: Scene, path: String) throws(SceneryError) {
        let decoded = try SceneAssets.decodeImage(at: URL(fileURLWithPath: path), role: "table content")
        let own = Double(TableScreenshot.scale(of: path, frameScale: scene.scale)), frame = Double(scene.scale)
        let width = max(1, FrameLayout.pixels(Double(decoded.width) / own, scale: frame))
        let height = max(1, FrameLayout.pixels(Double(decoded.height) / own, scale: frame))
        picture =
            width == decoded.width && height == decoded.height
            ? decoded : Resampler.resize(decoded, width: width, height: height) ?? decoded
        scale = scene.scale
    }

    /// Draws the picture's rows that meet the screen at `offset` over `screen`.
    func draw(offset: Double, on screen: inout Pixmap) {
        screen.draw(picture, atX: 0, y: FrameLayout.pixels(-offset, scale: Double(scale)))
    }
}
