import Raster
import SceneModel
import Synchronization
import Workers

/// Layer 2, the header photo (SPEC §1): where its picture goes in a frame, the picture made (the
/// resting one once, the last few stretched ones kept), and every way a route may take its
/// pixels — drawn over the table, standing for the top rows it covers, or streamed as the
/// photo's decode makes its rows — decided here, by one rule (`plan`), so that no route can
/// draw a header another does not.
///
/// Safe to use from many threads at once. The header's aspect-fill is a frame's costly step, so
/// the one at the resting height is made the first time it is drawn and kept (one `frame`
/// pulled down never draws it), and the few most recent stretched windows are kept.
package final class HeaderLayer: Sendable {
    private let photo: HeaderPhoto
    private let background: PremultipliedColor
    private let restingSize: (width: Int, height: Int)
    private let restingPicture = Mutex<Pixmap?>(nil)
    private let stretchedPictures = Mutex<[StretchedKey: Pixmap]>([:])
    private static let stretchedCacheSize = 8

    init(scene: Scene, photo: HeaderPhoto) {
        self.photo = photo
        background = scene.background.premultiplied
        let resting = Self.restingLayout(of: scene).header
        restingSize = (resting.width, resting.height)
    }

    /// The layer's picture: `image` goes at `place` (its size), drawn only within `clip`.
    package struct Picture: Sendable {
        let image: Pixmap
        let place: PixelRect
        let clip: PixelRect

        /// Draws the picture over `screen` (whose top-left is the screen's).
        func draw(on screen: inout Pixmap) {
            screen.draw(image, atX: place.minX, y: place.minY, clip: clip)
        }

        /// The picture itself when it covers exactly `rect` and is opaque: drawn over anything,
        /// it gives its own pixels there.
        func covering(_ rect: PixelRect) -> Pixmap? {
            place == rect && clip == rect && image.isOpaque ? image : nil
        }
    }

    /// How a frame's picture is made; neither changes its pixels.
    struct Making: Sendable {
        /// Spreads the resampling over threads.
        let splitter: WorkSplitter
        /// Whether a stretched picture is kept for the frames to come (a render's) or not (one frame's).
        let keeping: Bool

        static let kept = Making(splitter: .serial, keeping: true)
    }

    /// What the layer draws at `layout`, decided before any pixel is made.
    private enum Plan {
        /// The photo's aspect-fill `window` (in its frame's own pixels), at `place` on the
        /// screen, `visible` of it drawn; `resting` when it is the resting picture.
        case photo(window: PixelRect, resting: Bool, place: PixelRect, visible: PixelRect)
        /// The box's content (the photo over the table's background) `around` what shows, blurred.
        case blurred(shown: PixelRect, around: PixelRect, sigma: Double)
    }

    private func plan(_ layout: FrameLayout) -> Plan? {
        let shown = layout.headerBox.intersection(layout.screen)
        guard layout.headerBlur > 0, !shown.isEmpty else {
            return Self.window(layout.header, within: shown, restingSize: restingSize).map {
                .photo(window: $0.window, resting: $0.resting, place: $0.place, visible: $0.visible)
            }
        }
        // The box's content is made a blur's reach beyond what shows, within the box, whose
        // edges the blur extends (SPEC §1 "The header's effects").
        let reach = GaussianBlur.reach(sigma: layout.headerBlur)
        let around = PixelRect(
            x: shown.minX - reach, y: shown.minY - reach, width: shown.width + 2 * reach,
            height: shown.height + 2 * reach
        ).intersection(layout.headerBox)
        return .blurred(shown: shown, around: around, sigma: layout.headerBlur)
    }

    /// The rows from the top of the screen the layer may change.
    func reach(_ layout: FrameLayout) -> Int {
        let shown = layout.headerBox.intersection(layout.screen)
        return shown.isEmpty ? 0 : min(max(shown.maxY, 0), layout.screen.height)
    }

    /// The picture at `layout`, nil when the header's box is off the screen. Fails when the
    /// photo cannot be decoded at the scale the picture needs.
    func picture(_ layout: FrameLayout, making: Making) throws(SceneryError) -> Picture? {
        switch plan(layout) {
        case nil:
            return nil
        case .photo(let window, let resting, let place, let visible):
            let image = try photoFill(layout.header, window: window, resting: resting, making: making)
            return Picture(image: image, place: place, clip: visible)
        case .blurred(let shown, let around, let sigma):
            var content = Pixmap(width: around.width, height: around.height, filledWith: background)!
            let inner = Making(splitter: making.splitter, keeping: false)
            if let photo = try picture(layout, within: around, making: inner) {
                Picture(
                    image: photo.image, place: photo.place.offsetBy(dx: -around.minX, dy: -around.minY),
                    clip: photo.clip.offsetBy(dx: -around.minX, dy: -around.minY)
                ).draw(on: &content)
            }
            let window = shown.offsetBy(dx: -around.minX, dy: -around.minY)
            let blurred = GaussianBlur.blur(content, sigma: sigma, window: window, splitter: making.splitter)!
            return Picture(image: blurred, place: shown, clip: shown)
        }
    }

    /// The photo's aspect-fill where it meets `clip`, unblurred; nil when it does not.
    private func picture(_ layout: FrameLayout, within clip: PixelRect, making: Making) throws(SceneryError)
        -> Picture?
    {
        guard let (window, resting, place, visible) = Self.window(layout.header, within: clip, restingSize: restingSize)
        else { return nil }
        let image = try photoFill(layout.header, window: window, resting: resting, making: making)
        return Picture(image: image, place: place, clip: visible)
    }

    /// The top rows `rect` as the photo's decode makes them, when the picture at `layout` is the
    /// photo's aspect-fill placed exactly on `rect` with nothing done to it, and its rows can be
    /// read as decoded (`HeaderPhoto.firstFillRows`): the picture's own pixels, row for row.
    func streamedRows(_ layout: FrameLayout, covering rect: PixelRect) -> GrowingPixmap? {
        guard !rect.isEmpty, case .photo(let window, _, let place, let visible) = plan(layout),
            place == rect, visible == rect
        else { return nil }
        return photo.firstFillRows(width: layout.header.width, height: layout.header.height, window: window)
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
    static func window(_ frame: PixelRect, within clip: PixelRect, restingSize: (width: Int, height: Int))
        -> (window: PixelRect, resting: Bool, place: PixelRect, visible: PixelRect)?
    {
        let visible = frame.intersection(clip)
        guard !visible.isEmpty else { return nil }
        if frame.width == restingSize.width && frame.height == restingSize.height {
            return (PixelRect(x: 0, y: 0, width: frame.width, height: frame.height), true, frame, visible)
        }
        return (visible.offsetBy(dx: -frame.minX, dy: -frame.minY), false, visible, visible)
    }

    /// The `window` of the photo's aspect-fill into `frame`. The resting picture is made once
    /// and kept; a stretched one is kept (`making.keeping`) for the next frames of a render.
    private func photoFill(_ frame: PixelRect, window: PixelRect, resting: Bool, making: Making)
        throws(SceneryError) -> Pixmap
    {
        if resting {
            // Made under the lock: another frame needing it waits rather than makes it again.
            return try restingPicture.withLock { (cached) throws(SceneryError) -> Pixmap in
                if let cached { return cached }
                let image = try photo.aspectFill(
                    width: frame.width, height: frame.height, window: window, splitter: making.splitter)
                cached = image
                return image
            }
        }
        // Only the part that shows is filtered (a long pull can make the frame many screens tall).
        let key = StretchedKey(frame: frame, window: window)
        if making.keeping, let cached = stretchedPictures.withLock({ $0[key] }) { return cached }
        let image = try photo.aspectFill(
            width: frame.width, height: frame.height, window: window, splitter: making.splitter)
        if making.keeping {
            stretchedPictures.withLock { cache in
                if cache.count >= Self.stretchedCacheSize { cache.removeAll(keepingCapacity: true) }
                cache[key] = image
            }
        }
        return image
    }
}
