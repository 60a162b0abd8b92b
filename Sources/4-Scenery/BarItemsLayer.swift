import Raster
import SceneModel
import Typesetting

/// The bar's buttons (SPEC §1 layer 6, "Bar items"), prepared once per scene: each item's
/// text typeset at 17 pt or its image as a template mask, placed by `BarLayout`, and the title
/// label's frame, which with `title.width: "auto"` depends on how wide the items leave it.
/// Drawn on the view at full opacity in `bar.tint`, as a bar's items stay while the seed's
/// bar fades.
package struct BarItemsLayer: Sendable {
    /// One item: what it draws and where.
    struct Item: Sendable {
        /// A text item's line; nil for an image.
        let text: TextImage?
        /// An image item's alpha, filled with the tint (UIKit draws bar images as templates).
        let mask: AlphaMask?
        /// The item's frame in device pixels: its width by the bar's 44 pt content.
        let frame: PixelRect
    }

    let items: [Item]
    /// The layout in points the frames come from.
    package let layout: BarLayout

    /// The items of `scene`, their texts set by `typesetter`, their images read by `image`
    /// (a file's name to its pixels at the screen's scale, no taller than the bar's content).
    init(scene: Scene, typesetter: Typesetter, image: (String) throws(SceneryError) -> Pixmap) throws(SceneryError) {
        let scale = Double(scene.scale)
        func prepared(_ item: BarItem) throws(SceneryError) -> (text: TextImage?, mask: AlphaMask?, width: Double) {
            switch item {
            case .text(let text):
                let line = typesetter.typeset(text, pointSize: UIKitMetrics.systemFontSize, scale: scene.scale)
                return (line, nil, (line.advance).rounded(.up) / scale)
            case .image(let name):
                let pixels = try image(name)
                return (nil, Self.alpha(of: pixels), Double(pixels.width) / scale)
            }
        }
        var left: [(text: TextImage?, mask: AlphaMask?, width: Double)] = []
        for item in scene.barItems.left ?? [] { left.append(try prepared(item)) }
        var right: [(text: TextImage?, mask: AlphaMask?, width: Double)] = []
        for item in scene.barItems.right { right.append(try prepared(item)) }
        layout = BarLayout(scene: scene, leftWidths: left.map(\.width), rightWidths: right.map(\.width))
        items = zip(left + right, layout.left + layout.right).map { item, frame in
            Item(text: item.text, mask: item.mask, frame: FrameLayout.pixels(frame, scale: scale))
        }
    }

    /// The title label's frame in device pixels for its typeset `title` (`BarLayout.titleFrame`).
    func titleFrame(for title: TextImage, scene: Scene) -> PixelRect {
        let scale = Double(scene.scale)
        return FrameLayout.pixels(layout.titleFrame(textWidth: title.advance / scale), scale: scale)
    }

    /// Draws every item over `target` in `tint`: a text as a label draws its line (at the
    /// frame's leading edge, the line box centred vertically), an image's mask centred vertically
    /// (integer division, the odd pixel below, as the back button's image).
    func draw(tint: Color, on target: inout Pixmap) {
        let color = tint.premultiplied
        for item in items {
            if let text = item.text {
                text.draw(
                    on: &target, penX: item.frame.minX,
                    baseline: text.baseline(centredIn: item.frame.minY, height: item.frame.height), color: color)
            } else if let mask = item.mask {
                target.fill(mask, atX: item.frame.minX, y: maskTop(mask, in: item.frame), with: color)
            }
        }
    }

    /// The row below the lowest pixel an item may change (0: no items).
    var reach: Int {
        items.map { item in
            if let mask = item.mask { return maskTop(mask, in: item.frame) + mask.height }
            // A line's glyphs may reach below its frame (a stack of marks).
            guard let text = item.text else { return item.frame.maxY }
            let baseline = text.baseline(centredIn: item.frame.minY, height: item.frame.height)
            let bottoms = [
                text.mask.map { baseline + text.maskOrigin.y + $0.height },
                text.colorImage.map { baseline + text.colorOrigin.y + $0.height },
            ]
            return max(item.frame.maxY, bottoms.compactMap { $0 }.max() ?? 0)
        }.max() ?? 0
    }

    private func maskTop(_ mask: AlphaMask, in frame: PixelRect) -> Int {
        frame.minY + (frame.height - mask.height) / 2
    }

    /// The alpha channel of `image`: a template image's coverage.
    private static func alpha(of image: Pixmap) -> AlphaMask? {
        let coverage = (0..<image.height).flatMap { y in (0..<image.width).map { x in image.pixel(x: x, y: y).alpha } }
        return AlphaMask(width: image.width, height: image.height, coverage: coverage)
    }
}
