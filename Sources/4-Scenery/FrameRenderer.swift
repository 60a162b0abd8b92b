import Raster
import SceneModel
import Synchronization
import Typesetting
import Workers

/// Draws the seed's screen at any offset: SPEC §1's six layers, bottom to top.
///
/// Safe to call from many threads at once; the output depends only on the offset. The header's
/// aspect-fill is the costly step, so the one at the resting height is made the first time it is
/// drawn and kept (one `frame` pulled down never draws it), and the few most recent stretched
/// heights are kept. The bar group looks one of two ways (transparent or opaque state), so both
/// are flattened up front; a frame only blends one.
package final class FrameRenderer: Sendable {
    package let scene: Scene
    package let assets: SceneAssets
    private let restingSize: (width: Int, height: Int)
    private let restingHeader = Mutex<Pixmap?>(nil)
    private let barGroups: BarStates<Pixmap>
    private let stretchedHeaders = Mutex<[StretchedKey: Pixmap]>([:])
    private static let stretchedHeaderCacheSize = 8

    /// The largest |offset| drawn: ten times the furthest a scene's content reaches (10000 rows
    /// of 10000 pt), far below where pixel coordinates would overflow an `Int`.
    package static let offsetLimit = 1e9

    package init(scene: Scene, assets: SceneAssets) {
        self.scene = scene
        self.assets = assets
        let resting = Self.restingLayout(of: scene)
        restingSize = (resting.header.width, resting.header.height)
        barGroups = BarStates(
            transparent: Self.barGroup(opaque: false, resting, scene, assets),
            opaque: Self.barGroup(opaque: true, resting, scene, assets))
    }

    /// The frame at `offset` (snapped to the pixel grid first).
    package func render(offset: Double) throws(SceneryError) -> Pixmap {
        try render(ScrollState(offset: offset, scene: scene))
    }

    /// The frame showing `state`. Fails for an offset beyond `offsetLimit` (or not a number),
    /// and when the header photo cannot be decoded at the scale the header needs.
    package func render(_ state: ScrollState) throws(SceneryError) -> Pixmap {
        guard abs(state.offset) <= Self.offsetLimit else { throw .offsetOutOfRange(state.offset) }
        let layout = FrameLayout(state: state, scene: scene)
        var screen = table(layout)
        try drawOverTable(state, layout, on: &screen)
        return screen
    }

    /// A frame in two parts, so that work on its lower rows can start while the top ones are
    /// still being drawn (the header's aspect-fill is the costly step): `render` is `drawTop`'s
    /// rows over `lower`'s.
    package struct Parts: Sendable {
        /// The screen with only the table drawn: every row from `topRows` on is final.
        package let lower: Pixmap
        /// The rows that the header, the bar, the floating back button and the title reach.
        package let topRows: Int
        /// Draws those layers over the table's top rows: a pixmap `topRows` high (when that is 0
        /// there is nothing to draw, and it must not be called). It runs while the lower rows
        /// are being encoded and cannot take an error: one is kept for `check()`.
        package let drawTop: @Sendable () -> Pixmap
        /// When the header photo hides every table pixel of the top rows and its rows can be
        /// read as they are decoded: the top rows as they are made, for a caller that encodes
        /// them meanwhile. `drawTop`'s pixels, row for row.
        package let progressive: ProgressiveTop?
        private let failed: FailureBox
        private let header: HeaderPhoto

        /// Fails when the frame could not be drawn whole, and the encoded bytes must then be
        /// thrown away: `drawTop` could not decode the header photo at the scale it needs, or the
        /// photo cannot be decoded at all (waited for here, so that a frame not showing the
        /// header reports it too, as `SceneAssets.load` without a photo of the caller's would have).
        package func check() throws(SceneryError) {
            if let error = failed.error.withLock({ $0 }) { throw error }
            try header.check()
        }

        private final class FailureBox: Sendable {
            let error = Mutex<SceneryError?>(nil)
        }

        init(
            lower: Pixmap, topRows: Int, header: HeaderPhoto, progressive: ProgressiveTop?,
            drawTop: @escaping @Sendable () throws(SceneryError) -> Pixmap
        ) {
            self.lower = lower
            self.topRows = topRows
            self.header = header
            self.progressive = progressive
            let failed = FailureBox()
            self.failed = failed
            self.drawTop = {
                do throws(SceneryError) {
                    return try drawTop()
                } catch {
                    failed.error.withLock { $0 = error }
                    return lower.cropped(to: PixelRect(x: 0, y: 0, width: lower.width, height: topRows))!
                }
            }
        }
    }

    /// A frame's top rows made as the header photo's decode makes its rows: the photo's
    /// aspect-fill fills them (`rows`), and layers 3 to 6 reach only the first `overlaidRows`.
    package struct ProgressiveTop: Sendable {
        /// The top rows under layers 3 to 6: the header's aspect-fill, each row final once made.
        package let rows: GrowingPixmap
        /// How many rows from the top layers 3 to 6 draw over (at most all of `rows`; 0: none).
        package let overlaidRows: Int
        /// Those rows with layers 3 to 6 drawn, from `rows` once it has made them (nil before).
        package let drawOver: @Sendable () -> Pixmap?
    }

    /// The frame at `offset` (snapped to the pixel grid first) in two parts; fails as `render`.
    /// `drawTop` resamples the header on `threads` threads (the pixels are the same).
    package func renderInParts(offset: Double, threads: Int = 1) throws(SceneryError) -> Parts {
        let state = ScrollState(offset: offset, scene: scene)
        guard abs(state.offset) <= Self.offsetLimit else { throw .offsetOutOfRange(state.offset) }
        let layout = FrameLayout(state: state, scene: scene)
        let lower = table(layout)
        let topRows = topRows(state, layout)
        // Four pieces a thread: a core that the machine slows for a moment leaves less for
        // the others to wait for.
        let splitter = WorkSplitter(parts: 4 * threads) { count, part in Parallel.run(count, width: threads, part) }
        let topRect = PixelRect(x: 0, y: 0, width: lower.width, height: topRows)
        return Parts(
            lower: lower, topRows: topRows, header: assets.header,
            progressive: progressiveTop(state, layout, topRect)
        ) {
            [self] () throws(SceneryError) -> Pixmap in
            // One frame: a stretched header is not kept for frames to come.
            let header = try headerLayer(layout, splitter: splitter, keeping: false)
            var top: Pixmap
            if let header, header.place == topRect, header.clip == topRect, header.image.isOpaque {
                // The photo hides every table pixel of the top rows: it is where they start.
                top = header.image
            } else {
                top = lower.cropped(to: topRect)!
                Self.drawHeader(header, on: &top)
            }
            drawAboveHeader(state, layout, on: &top)
            return top
        }
    }

    // The top rows as `ProgressiveTop` makes them, when the photo covers them exactly (as
    // `headerLayer` would place and clip it, without a blur) and its rows come as decoded.
    private func progressiveTop(_ state: ScrollState, _ layout: FrameLayout, _ topRect: PixelRect) -> ProgressiveTop? {
        let frame = layout.header
        guard layout.headerBlur == 0, !topRect.isEmpty,
            let (window, _, place, visible) = Self.headerWindow(
                frame, within: layout.headerBox.intersection(layout.screen), restingSize: restingSize),
            place == topRect, visible == topRect,
            let rows = assets.header.firstFillRows(width: frame.width, height: frame.height, window: window)
        else { return nil }
        let overlaid = min(aboveHeaderRows(state, layout), topRect.height)
        return ProgressiveTop(rows: rows, overlaidRows: overlaid) { [self] in
            guard overlaid > 0, var top = rows.pixmap(rows: overlaid) else { return nil }
            drawAboveHeader(state, layout, on: &top)
            return top
        }
    }

    // The background and layer 1.
    private func table(_ layout: FrameLayout) -> Pixmap {
        var screen = Pixmap(
            width: layout.screen.width, height: layout.screen.height,
            filledWith: scene.background.premultiplied)!
        drawTable(layout, on: &screen)
        return screen
    }

    // Layers 2 to 6.
    private func drawOverTable(_ state: ScrollState, _ layout: FrameLayout, on screen: inout Pixmap)
        throws(SceneryError)
    {
        Self.drawHeader(try headerLayer(layout, splitter: .serial, keeping: true), on: &screen)
        drawAboveHeader(state, layout, on: &screen)
    }

    // Layers 3 to 6.
    private func drawAboveHeader(_ state: ScrollState, _ layout: FrameLayout, on screen: inout Pixmap) {
        drawBar(state, layout, on: &screen)
        if state.floatingBackVisible {
            Self.drawBackButton(assets.backImages.transparent, in: layout.backButton, on: &screen)
        }
        if scene.titlePlacement == .view {
            Self.drawText(assets.title, in: layout.title, color: scene.titleColors[opaque: state.opaque], on: &screen)
        }
        // Layer 6: iOS's own windows, over the app. The home indicator judges its ink from the
        // pixels under it, so it must see them finished: `topRows` covers it.
        assets.chrome.draw(style: scene.statusBar.style, on: &screen)
    }

    // How far down layers 2 to 6 draw: the bottom of everything `drawOverTable` puts on the screen.
    private func topRows(_ state: ScrollState, _ layout: FrameLayout) -> Int {
        let header = layout.headerBox.intersection(layout.screen)
        return max(header.isEmpty ? 0 : min(max(header.maxY, 0), layout.screen.height), aboveHeaderRows(state, layout))
    }

    // How far down layers 3 to 6 draw (`drawAboveHeader`).
    private func aboveHeaderRows(_ state: ScrollState, _ layout: FrameLayout) -> Int {
        var drawn = [PixelRect(x: 0, y: 0, width: layout.screen.width, height: assets.chrome.reach)]
        if state.barAlpha > 0 { drawn.append(layout.bar) }
        if state.floatingBackVisible {
            drawn.append(Self.backButtonRect(assets.backImages.transparent, in: layout.backButton))
        }
        if scene.titlePlacement == .view, let bottom = Self.textBottom(assets.title, in: layout.title) {
            drawn.append(PixelRect(x: 0, y: 0, width: 1, height: bottom))
        }
        let bottom = drawn.filter { !$0.isEmpty }.map(\.maxY).max() ?? 0
        return min(max(bottom, 0), layout.screen.height)
    }

    // Layer 1: rows with their text and separators, and the placeholder rows' separators.
    private func drawTable(_ layout: FrameLayout, on screen: inout Pixmap) {
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

    // Layer 2: the header photo, aspect-filled into its (possibly stretched or zoomed) frame
    // and clipped to the header's box.
    private static func drawHeader(_ header: HeaderImage?, on screen: inout Pixmap) {
        guard let header else { return }
        screen.draw(header.image, atX: header.place.minX, y: header.place.minY, clip: header.clip)
    }

    /// A picture of layer 2: `image` goes at `place` (its size), drawn only within `clip`.
    private typealias HeaderImage = (image: Pixmap, place: PixelRect, clip: PixelRect)

    /// What layer 2 draws, nil when the header's box is off the screen. With a blur (SPEC §1
    /// "The header's effects") the box's content — the photo over the table's background — is
    /// made a blur's reach beyond what shows, within the box, whose edges the blur extends.
    private func headerLayer(_ layout: FrameLayout, splitter: WorkSplitter, keeping: Bool)
        throws(SceneryError) -> HeaderImage?
    {
        let shown = layout.headerBox.intersection(layout.screen)
        guard layout.headerBlur > 0, !shown.isEmpty else {
            return try headerImage(layout, within: shown, splitter: splitter, keeping: keeping)
        }
        let reach = GaussianBlur.reach(sigma: layout.headerBlur)
        let around = PixelRect(
            x: shown.minX - reach, y: shown.minY - reach, width: shown.width + 2 * reach,
            height: shown.height + 2 * reach
        ).intersection(layout.headerBox)
        var content = Pixmap(width: around.width, height: around.height, filledWith: scene.background.premultiplied)!
        if let photo = try headerImage(layout, within: around, splitter: splitter, keeping: false) {
            Self.drawHeader(
                (
                    photo.image, photo.place.offsetBy(dx: -around.minX, dy: -around.minY),
                    photo.clip.offsetBy(dx: -around.minX, dy: -around.minY)
                ), on: &content)
        }
        let window = shown.offsetBy(dx: -around.minX, dy: -around.minY)
        let blurred = GaussianBlur.blur(content, sigma: layout.headerBlur, window: window, splitter: splitter)!
        return (blurred, shown, shown)
    }

    /// A stretched picture kept for the next frames: its frame and the part of it made.
    private struct StretchedKey: Hashable {
        let frame: PixelRect
        let window: PixelRect
    }

    /// The layout at the scene's resting offset, whose header size is the one made once and kept.
    static func restingLayout(of scene: Scene) -> FrameLayout {
        FrameLayout(state: ScrollState(offset: scene.restOffset, scene: scene), scene: scene)
    }

    /// The window (in the header frame's own pixels) of the photo's aspect-fill into `frame`
    /// that is drawn where it meets `clip`, and whether it is the resting header: at the resting
    /// size the whole frame, made once and kept for the frames to come, else only what shows.
    /// Also where that window goes on the screen (`place`) and the part of it drawn (`visible`).
    /// Nil when nothing shows.
    static func headerWindow(_ frame: PixelRect, within clip: PixelRect, restingSize: (width: Int, height: Int))
        -> (window: PixelRect, resting: Bool, place: PixelRect, visible: PixelRect)?
    {
        let visible = frame.intersection(clip)
        guard !visible.isEmpty else { return nil }
        if frame.width == restingSize.width && frame.height == restingSize.height {
            return (PixelRect(x: 0, y: 0, width: frame.width, height: frame.height), true, frame, visible)
        }
        return (visible.offsetBy(dx: -frame.minX, dy: -frame.minY), false, visible, visible)
    }

    /// The aspect-filled photo where it meets `clip`, nil when it does not. The resting header
    /// is made once and kept; a stretched one is kept (`keeping`) for the next frames of a render.
    private func headerImage(_ layout: FrameLayout, within clip: PixelRect, splitter: WorkSplitter, keeping: Bool)
        throws(SceneryError) -> HeaderImage?
    {
        let frame = layout.header
        guard let (window, resting, place, visible) = Self.headerWindow(frame, within: clip, restingSize: restingSize)
        else { return nil }
        if resting {
            // The resting header, made under the lock: another frame needing it waits rather
            // than makes it again.
            let image = try restingHeader.withLock { (cached) throws(SceneryError) -> Pixmap in
                if let cached { return cached }
                let image = try assets.header.aspectFill(
                    width: frame.width, height: frame.height, window: window, splitter: splitter)
                cached = image
                return image
            }
            return (image, place, visible)
        }
        // Only the part that shows is filtered (a long pull can make the frame many screens tall).
        let key = StretchedKey(frame: frame, window: window)
        if keeping, let cached = stretchedHeaders.withLock({ $0[key] }) { return (cached, place, visible) }
        let image = try assets.header.aspectFill(
            width: frame.width, height: frame.height, window: window, splitter: splitter)
        if keeping {
            stretchedHeaders.withLock { cache in
                if cache.count >= Self.stretchedHeaderCacheSize { cache.removeAll(keepingCapacity: true) }
                cache[key] = image
            }
        }
        return (image, place, visible)
    }

    // Layer 3: the bar group, flattened, then blended at `barAlpha` (UIKit group opacity).
    private func drawBar(_ state: ScrollState, _ layout: FrameLayout, on screen: inout Pixmap) {
        guard state.barAlpha > 0 else { return }
        screen.draw(barGroups[opaque: state.opaque], atX: layout.bar.minX, y: layout.bar.minY, opacity: state.barAlpha)
    }

    /// The bar group flattened: its colour, its back button and, when it holds it, the title.
    /// Nothing in it moves with the offset; only the bar's state changes it.
    private static func barGroup(opaque: Bool, _ layout: FrameLayout, _ scene: Scene, _ assets: SceneAssets) -> Pixmap {
        var group = Pixmap(
            width: layout.bar.width, height: layout.bar.height, filledWith: scene.barColor.premultiplied)!
        drawBackButton(assets.backImages[opaque: opaque], in: layout.backButton, on: &group)
        if scene.titlePlacement == .bar {
            drawText(assets.title, in: layout.title, color: scene.titleColors[opaque: opaque], on: &group)
        }
        return group
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
    // one for a right-to-left paragraph), its line box centred vertically, the baseline and the
    // pen start on whole pixels. Colour glyphs keep their colours.
    private static func drawText(_ text: TextImage, in box: PixelRect, color: Color, on target: inout Pixmap) {
        let (penX, baseline) = textPlacement(text, in: box)
        text.draw(on: &target, penX: penX, baseline: baseline, color: color.premultiplied)
    }

    private static func textPlacement(_ text: TextImage, in box: PixelRect) -> (penX: Int, baseline: Int) {
        (
            text.isRightToLeft ? box.maxX - Int(text.advance.rounded()) : box.minX,
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
