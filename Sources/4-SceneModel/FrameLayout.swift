import Raster

/// A `ScrollState` placed on the device pixel grid: every rectangle the renderer fills or
/// draws into, in whole pixels. Points become pixels here, and only here: `pixels(_:scale:)` is
/// the one rounding every layer uses (the screen's size, the status bar's band and texts, the
/// back button images), so no two can disagree about where an edge falls.
package struct FrameLayout: Sendable, Equatable {
    /// The screen, in pixels.
    package let screen: PixelRect
    /// The header image view's frame (may extend above the screen while scrolled up): the
    /// photo's aspect-fill picture is drawn into it.
    package let header: PixelRect
    /// The header's box, which clips the photo (SPEC §1 "The header's effects").
    package let headerBox: PixelRect
    /// The blur of the header's box, σ in device pixels (0: none).
    package let headerBlur: Double
    /// The bar group (`customNavc`), at the top of the screen.
    package let bar: PixelRect
    /// Both back buttons' frame: (0, statusBarHeight, 40, 44) pt.
    package let backButton: PixelRect
    /// The title label's frame at `title.width`: titleWidth × 44 pt centred at (width/2,
    /// statusBarHeight + 22). With `title.width: "auto"` the label is sized to its text
    /// (`BarLayout.titleFrame`), which the renderer measures.
    package let title: PixelRect
    /// The rows, real and placeholder, that meet the screen, top to bottom.
    package let rows: [Row]
    /// The left end of every separator; they run to the right edge.
    package let separatorMinX: Int

    /// One table row on screen.
    package struct Row: Sendable, Equatable {
        /// The row number; placeholders continue the numbering past the last real row.
        package let index: Int
        /// False for the empty rows a plain table shows below its last row.
        package let isPlaceholder: Bool
        /// The row's rectangle; its separator is the bottom pixel row.
        package let frame: PixelRect
    }

    /// The whole device pixels `points` cover at `scale`, rounded to nearest (half away from 0).
    package static func pixels(_ points: Double, scale: Double) -> Int { Int((points * scale).rounded()) }

    /// The whole device pixels `r` covers at `scale`: each edge rounded by `pixels(_:scale:)`,
    /// so that neighbouring rectangles neither overlap nor leave a gap.
    package static func pixels(_ r: PointRect, scale: Double) -> PixelRect {
        let x0 = pixels(r.x, scale: scale), y0 = pixels(r.y, scale: scale)
        return PixelRect(
            x: x0, y: y0, width: pixels(r.maxX, scale: scale) - x0, height: pixels(r.maxY, scale: scale) - y0)
    }

    package init(state: ScrollState, scene: Scene) {
        let scale = Double(scene.scale)
        func px(_ points: Double) -> Int { Self.pixels(points, scale: scale) }
        func rect(_ r: PointRect) -> PixelRect { Self.pixels(r, scale: scale) }

        screen = PixelRect(x: 0, y: 0, width: scene.pixelWidth, height: scene.pixelHeight)
        header = rect(state.header)
        headerBox = rect(state.headerLayout.box)
        headerBlur = state.headerLayout.blur * scale
        bar = rect(PointRect(x: 0, y: 0, width: scene.width, height: scene.barHeight))
        backButton = rect(
            PointRect(
                x: 0, y: scene.statusBarHeight,
                width: UIKitMetrics.backButtonWidth, height: UIKitMetrics.backButtonHeight))
        title = rect(BarLayout.labelFrame(scene, width: scene.titleWidth, x: nil))
        separatorMinX = px(scene.separatorInset)

        // Rows live at content y ≥ 0 (the header owns y < 0); on screen at y − offset. A table
        // with sections lays its rows out itself (`TableGeometry`); a screenshot has none.
        var rows: [Row] = []
        var index = max(0, Int((state.offset / scene.rowHeight).rounded(.down)))
        while scene.sections == nil && scene.tableContent == nil {
            let frame = rect(
                PointRect(
                    x: 0, y: Double(index) * scene.rowHeight - state.offset,
                    width: scene.width, height: scene.rowHeight))
            if frame.minY >= screen.maxY { break }
            if frame.maxY > 0 {
                rows.append(Row(index: index, isPlaceholder: index >= scene.rows, frame: frame))
            }
            index += 1
        }
        self.rows = rows
    }
}
