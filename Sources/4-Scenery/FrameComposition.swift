import Raster
import SceneModel
import Typesetting

/// One frame's layers at one scroll state (SPEC §1): each drawn by one function, `draw(_:on:)`,
/// that every route calls, and how far down each reaches (`reach(_:)`). A route
/// (`FrameRenderer`) decides only which rows it draws when: the whole screen at once, the table
/// then the layers over the top rows, or the layers over the header's rows as they are decoded.
struct FrameComposition {
    let state: ScrollState
    let layout: FrameLayout
    private let renderer: FrameRenderer
    private let making: HeaderLayer.Making
    private var scene: Scene { renderer.scene }
    private var assets: SceneAssets { renderer.assets }

    /// The frame showing `state`; the header's picture made as `making` says.
    init(_ state: ScrollState, renderer: FrameRenderer, making: HeaderLayer.Making) {
        self.state = state
        layout = FrameLayout(state: state, scene: renderer.scene)
        self.renderer = renderer
        self.making = making
    }

    /// The screen filled with the table's background, which layer 1 is drawn on.
    func canvas() -> Pixmap {
        Pixmap(width: layout.screen.width, height: layout.screen.height, filledWith: scene.background.premultiplied)!
    }

    /// Draws `layers`, in order, over `target`, whose top-left is the screen's (it may hold
    /// only the top rows: what falls below is clipped). Fails as `headerPicture()`.
    func draw(_ layers: [FrameLayer], on target: inout Pixmap) throws(SceneryError) {
        for layer in layers { try draw(layer, on: &target) }
    }

    /// Draws `layer` over `target`: the one drawing of each layer.
    func draw(_ layer: FrameLayer, on target: inout Pixmap) throws(SceneryError) {
        switch layer {
        case .table:
            if let screenshot = assets.screenshot {
                screenshot.draw(offset: state.offset, on: &target)
            } else if let content = assets.tableContent {
                content.draw(offset: state.offset, on: &target)
            } else {
                drawTable(on: &target)
            }
            if let spinner = state.refresh {
                RefreshLayer.draw(spinner, color: scene.appearance.spinnerTick, scale: scene.scale, on: &target)
            }
        case .header:
            try headerPicture()?.draw(on: &target)
        case .bar:
            guard state.barAlpha > 0 else { return }
            var group = renderer.barGroups[opaque: state.opaque]
            if scene.barMaterial == .chrome {
                // A chrome bar's view is what lies under it, so its group is made per frame.
                guard let background = ChromeBar.background(of: target, bar: layout.bar, scene: scene) else { return }
                group = Self.barGroup(opaque: state.opaque, layout, scene, assets, background: background)
            }
            target.draw(group, atX: layout.bar.minX, y: layout.bar.minY, opacity: state.barAlpha)
        case .backButton:
            guard showsFloatingBack else { return }
            Self.drawBackButton(assets.backImages.transparent, in: layout.backButton, on: &target)
        case .title:
            guard scene.titlePlacement == .view, showsInlineTitle else { return }
            Self.drawTitle(scene, assets, color: scene.titleColors[opaque: state.opaque], on: &target)
        case .barItems:
            assets.barItems.draw(tint: scene.barTint, on: &target)
        case .largeTitle:
            guard let large = state.largeTitle else { return }
            assets.largeTitle?.draw(large, color: scene.appearance.cellTextColor, on: &target)
        case .systemChrome:
            assets.chrome.draw(style: scene.statusBar.style, on: &target)
        }
    }

    /// Layer 2's picture at this frame (nil when the header is off the screen), for a route
    /// that draws it itself (`HeaderLayer.Picture.draw`) or lets it stand for the rows it covers.
    /// Fails when the photo cannot be decoded at the scale it needs.
    func headerPicture() throws(SceneryError) -> HeaderLayer.Picture? {
        try renderer.header.picture(layout, making: making)
    }

    /// The rows from the top of the screen that `layer` may change at this frame (layer 1:
    /// the whole screen).
    func reach(_ layer: FrameLayer) -> Int {
        let changed: PixelRect
        switch layer {
        case .table:
            return layout.screen.height
        case .header:
            return renderer.header.reach(layout)
        case .bar:
            changed = state.barAlpha > 0 ? layout.bar : Self.nothing
        case .backButton:
            changed =
                showsFloatingBack
                ? Self.backButtonRect(assets.backImages.transparent, in: layout.backButton) : Self.nothing
        case .title:
            let bottom =
                scene.titlePlacement == .view && showsInlineTitle
                ? Self.textBottom(assets.title, in: assets.titleFrame) ?? 0 : 0
            changed = PixelRect(x: 0, y: 0, width: 1, height: bottom)
        case .barItems:
            changed = PixelRect(x: 0, y: 0, width: 1, height: assets.barItems.reach)
        case .largeTitle:
            let bottom = state.largeTitle.flatMap { large in assets.largeTitle?.reach(large) } ?? 0
            changed = PixelRect(x: 0, y: 0, width: 1, height: bottom)
        case .systemChrome:
            // The home indicator's ink is judged from the finished pixels under it: its rows too.
            changed = PixelRect(x: 0, y: 0, width: layout.screen.width, height: assets.chrome.reach)
        }
        return changed.isEmpty ? 0 : min(max(changed.maxY, 0), layout.screen.height)
    }

    private static let nothing = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// The view's title shows unless a large title stands for it (`inlineTitleAlpha` 0).
    private var showsInlineTitle: Bool { (state.largeTitle?.inlineTitleAlpha ?? 1) > 0 }

    /// The floating back button shows while the bar is transparent, unless `bar.items.left`
    /// replaced it.
    private var showsFloatingBack: Bool { state.floatingBackVisible && scene.barItems.keepsBackButton }

    /// The rows from the top that any of `layers` may change.
    func reach(_ layers: [FrameLayer]) -> Int {
        layers.map(reach).max() ?? 0
    }

    // Layer 1 of the seed's rows (a table with sections is `TableContent`'s): rows with their
    // text and separators, and the placeholder rows' separators.
    private func drawTable(on screen: inout Pixmap) {
        let separator = scene.separatorColor.premultiplied
        let textInset = layout.separatorMinX
        for row in layout.rows {
            if !row.isPlaceholder {
                let textBox = PixelRect(
                    x: textInset, y: row.frame.minY,
                    width: row.frame.width - 2 * textInset, height: row.frame.height)
                Self.drawText(assets.rowTexts[row.index], in: textBox, color: scene.cellTextColor, on: &screen)
            }
            screen.fill(
                PixelRect(
                    x: layout.separatorMinX, y: row.frame.maxY - 1,
                    width: layout.screen.maxX - layout.separatorMinX, height: 1), with: separator)
        }
    }

    /// The bar group flattened: its colour, its back button and, when it holds it, the title.
    /// Nothing in it moves with the offset; only the bar's state changes it, so a renderer makes
    /// both once (`FrameRenderer.barGroups`) and layer 3 blends one; a `chrome` bar's
    /// `background` is the frame's (`ChromeBar`).
    static func barGroup(
        opaque: Bool, _ layout: FrameLayout, _ scene: Scene, _ assets: SceneAssets, background: Pixmap? = nil
    ) -> Pixmap {
        var group =
            background
            ?? Pixmap(width: layout.bar.width, height: layout.bar.height, filledWith: scene.barColor.premultiplied)!
        if scene.barItems.keepsBackButton {
            drawBackButton(assets.backImages[opaque: opaque], in: layout.backButton, on: &group)
        }
        if scene.titlePlacement == .bar {
            drawTitle(scene, assets, color: scene.titleColors[opaque: opaque], on: &group)
        }
        return group
    }

    // Layer 5 (or the bar's title): the label in its frame, the text where `title.align` puts it.
    private static func drawTitle(_ scene: Scene, _ assets: SceneAssets, color: Color, on target: inout Pixmap) {
        let text = assets.title, box = assets.titleFrame
        var (penX, baseline) = textPlacement(text, in: box)
        if scene.titleAlignment == .center {
            // Centred in whole pixels, the odd pixel right, as the back button's image is.
            penX = box.minX + (box.width - Int(text.advance.rounded())) / 2
        }
        text.draw(on: &target, penX: penX, baseline: baseline, color: color.premultiplied)
    }

    // Layer 4 (and the bar's own button): the image centred in the button, never scaled up.
    private static func drawBackButton(_ image: Pixmap, in button: PixelRect, on target: inout Pixmap) {
        let place = backButtonRect(image, in: button)
        target.draw(image, atX: place.minX, y: place.minY)
    }

    private static func backButtonRect(_ image: Pixmap, in button: PixelRect) -> PixelRect {
        PixelRect(
            x: button.minX + (button.width - image.width) / 2, y: button.minY + (button.height - image.height) / 2,
            width: image.width, height: image.height)
    }

    // Text as UILabel lays out one line: natural alignment (against the left edge, or the right
    // one for a right-to-left paragraph; `trailing` swaps them, as a value1 detail is set),
    // its line box centred vertically, the baseline and the pen start on whole pixels. Colour
    // glyphs keep their colours.
    static func drawText(
        _ text: TextImage, in box: PixelRect, color: Color, trailing: Bool = false, on target: inout Pixmap
    ) {
        let (penX, baseline) = textPlacement(text, in: box, trailing: trailing)
        text.draw(on: &target, penX: penX, baseline: baseline, color: color.premultiplied)
    }

    private static func textPlacement(_ text: TextImage, in box: PixelRect, trailing: Bool = false)
        -> (penX: Int, baseline: Int)
    {
        (
            text.isRightToLeft != trailing ? box.maxX - Int(text.advance.rounded()) : box.minX,
            text.baseline(centredIn: box.minY, height: box.height)
        )
    }

    // The row below the last one `drawText` changes; nil when the text draws nothing.
    private static func textBottom(_ text: TextImage, in box: PixelRect) -> Int? {
        let baseline = textPlacement(text, in: box).baseline
        let bottoms = [
            text.mask.map { baseline + text.maskOrigin.y + $0.height },
            text.colorImage.map { baseline + text.colorOrigin.y + $0.height },
        ]
        return bottoms.compactMap { $0 }.max()
    }
}
