import Raster
import SceneModel
import Synchronization
import Workers

/// Draws a scene's screen at any offset: SPEC §1's layers (`FrameLayer`), bottom to top, each
/// drawn by `FrameComposition.draw(_:on:)`. The routes here — the whole frame (`render`), a
/// frame in parts (`renderInParts`) and its top rows streamed as the header photo is decoded
/// (`Parts.progressive`) — differ only in which rows they draw when, never in how a layer is
/// drawn; ExportTests' every-route test holds every example scene to the same bytes on each.
///
/// Safe to call from many threads at once; the output depends only on the offset. The bar group
/// looks one of two ways (transparent or opaque state), so both are flattened up front; a frame
/// only blends one.
package final class FrameRenderer: Sendable {
    package let scene: Scene
    package let assets: SceneAssets
    /// Layer 2, with the header pictures it keeps.
    let header: HeaderLayer
    /// Layer 3's bar group in each of the bar's looks.
    let barGroups: BarStates<Pixmap>

    /// The largest |offset| drawn: ten times the furthest a scene's content reaches (10000 rows
    /// of 10000 pt), far below where pixel coordinates would overflow an `Int`.
    package static let offsetLimit = 1e9

    package init(scene: Scene, assets: SceneAssets) {
        self.scene = scene
        self.assets = assets
        header = HeaderLayer(scene: scene, photo: assets.header)
        let resting = HeaderLayer.restingLayout(of: scene)
        barGroups = BarStates(
            transparent: FrameComposition.barGroup(opaque: false, resting, scene, assets),
            opaque: FrameComposition.barGroup(opaque: true, resting, scene, assets))
    }

    /// The frame at `offset` (snapped to the pixel grid first).
    package func render(offset: Double) throws(SceneryError) -> Pixmap {
        try render(ScrollState(offset: offset, scene: scene))
    }

    /// The frame showing `state`: every layer over the table's background. Fails for an offset
    /// beyond `offsetLimit` (or not a number), and when the header photo cannot be decoded at
    /// the scale the header needs.
    package func render(_ state: ScrollState) throws(SceneryError) -> Pixmap {
        guard abs(state.offset) <= Self.offsetLimit else { throw .offsetOutOfRange(state.offset) }
        let frame = FrameComposition(state, renderer: self, making: .kept)
        var screen = frame.canvas()
        try frame.draw(FrameLayer.allCases, on: &screen)
        return screen
    }

    /// A frame in two parts, so that work on its lower rows can start while the top ones are
    /// still being drawn (the header's aspect-fill is the costly step): `render` is `drawTop`'s
    /// rows over `lower`'s.
    package struct Parts: Sendable {
        /// The screen with only layer 1 drawn: every row from `topRows` on is final.
        package let lower: Pixmap
        /// The rows that the layers over the table (2 to 8) reach.
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

        fileprivate init(
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
    /// aspect-fill fills them (`rows`), and layers 3 to 8 reach only the first `overlaidRows`.
    package struct ProgressiveTop: Sendable {
        /// The top rows under layers 3 to 8: layer 2's picture, each row final once made.
        package let rows: GrowingPixmap
        /// How many rows from the top layers 3 to 8 draw over (at most all of `rows`; 0: none).
        package let overlaidRows: Int
        /// Those rows with layers 3 to 8 drawn, from `rows` once it has made them (nil before,
        /// or when a layer failed: the rows are then drawn and checked as `drawTop` does).
        package let drawOver: @Sendable () -> Pixmap?
    }

    /// The frame at `offset` (snapped to the pixel grid first) in two parts; fails as `render`.
    /// `drawTop` resamples the header on `threads` threads (the pixels are the same).
    package func renderInParts(offset: Double, threads: Int = 1) throws(SceneryError) -> Parts {
        let state = ScrollState(offset: offset, scene: scene)
        guard abs(state.offset) <= Self.offsetLimit else { throw .offsetOutOfRange(state.offset) }
        // Four pieces a thread: a core that the machine slows for a moment leaves less for
        // the others to wait for. One frame: a stretched header is not kept for frames to come.
        let splitter = WorkSplitter(parts: 4 * threads) { count, part in Parallel.run(count, width: threads, part) }
        let frame = FrameComposition(state, renderer: self, making: .init(splitter: splitter, keeping: false))
        var lower = frame.canvas()
        try frame.draw(.table, on: &lower)
        let over = FrameLayer.allCases.filter { $0 > .table }
        let topRect = PixelRect(x: 0, y: 0, width: lower.width, height: frame.reach(over))
        return Parts(
            lower: lower, topRows: topRect.height, header: assets.header,
            progressive: progressiveTop(frame, topRect)
        ) {
            [lower] () throws(SceneryError) -> Pixmap in
            let header = try frame.headerPicture()
            var top: Pixmap
            if let covering = header?.covering(topRect) {
                // Layer 2 hides every table pixel of the top rows: its picture is where they start.
                top = covering
            } else {
                top = lower.cropped(to: topRect)!
                header?.draw(on: &top)
            }
            try frame.draw(FrameLayer.aboveHeader, on: &top)
            return top
        }
    }

    // The top rows as `ProgressiveTop` makes them, when layer 2 streams them (`HeaderLayer.streamedRows`).
    private func progressiveTop(_ frame: FrameComposition, _ topRect: PixelRect) -> ProgressiveTop? {
        guard let rows = header.streamedRows(frame.layout, covering: topRect) else { return nil }
        let overlaid = min(frame.reach(FrameLayer.aboveHeader), topRect.height)
        return ProgressiveTop(rows: rows, overlaidRows: overlaid) {
            // `try?` loses nothing: a layer that fails here leaves the bands these rows reach
            // undone (`TopBands`), so `FrameFile.finish` draws the top again with `drawTop`, which
            // draws the same layers, keeps their error and has `check()` throw it.
            guard overlaid > 0, var top = rows.pixmap(rows: overlaid),
                (try? frame.draw(FrameLayer.aboveHeader, on: &top)) != nil
            else { return nil }
            return top
        }
    }
}
