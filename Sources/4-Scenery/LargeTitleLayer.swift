import Raster
import SceneModel
import Typesetting

/// The large title (SPEC §1 layer 7, "Large titles", `bar.largeTitle`): the title's text at
/// 34 pt in the label colour, at the bar's leading margin in the area below its content, clipped
/// to that area and scaled about its bottom-leading corner when pulled. Typeset once at rest;
/// a pulled frame sets the text again at its scale's size, so its glyphs stay sharp.
package struct LargeTitleLayer: Sendable {
    /// The title at 34 pt, truncated to the room between the margins.
    private let resting: TextImage
    private let typesetter: Typesetter
    private let scene: Scene

    init(scene: Scene, typesetter: Typesetter) {
        self.scene = scene
        self.typesetter = typesetter
        resting = Self.typeset(scene, typesetter, scale: 1)
    }

    private static func typeset(_ scene: Scene, _ typesetter: Typesetter, scale: Double) -> TextImage {
        let room = scene.width - 2 * UIKitMetrics.barMargin(screenWidth: scene.width)
        return typesetter.typeset(
            scene.titleText, pointSize: UIKitMetrics.largeTitleFontSize * scale, scale: scene.scale,
            maxWidth: room * scale * Double(scene.scale))
    }

    /// The label's frame in device pixels at `layout`'s scale: scaled about its bottom-leading corner.
    private func frame(_ layout: LargeTitleLayout) -> PixelRect {
        FrameLayout.pixels(layout.scaledLabel, scale: Double(scene.scale))
    }

    /// Draws the large title of `layout` over `target`, clipped to its area, in `color`.
    func draw(_ layout: LargeTitleLayout, color: Color, on target: inout Pixmap) {
        guard layout.inlineTitleAlpha == 0 else { return }
        let area = FrameLayout.pixels(layout.area, scale: Double(scene.scale))
        guard !area.isEmpty else { return }
        let text = layout.scale == 1 ? resting : Self.typeset(scene, typesetter, scale: layout.scale)
        let box = frame(layout)
        // Natural alignment: a right-to-left title ends at the label's right edge (§1 "Labels").
        let penX = text.isRightToLeft ? box.maxX - Int(text.advance.rounded()) : box.minX
        text.draw(
            on: &target, penX: penX, baseline: text.baseline(centredIn: box.minY, height: box.height),
            color: color.premultiplied, clip: area)
    }

    /// The row below the last one the large title may change: its area's bottom.
    func reach(_ layout: LargeTitleLayout) -> Int {
        guard layout.inlineTitleAlpha == 0 else { return 0 }
        return FrameLayout.pixels(layout.area, scale: Double(scene.scale)).maxY
    }
}
