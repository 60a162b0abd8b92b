/// The large title of a `prefersLargeTitles` bar at one offset (SPEC §1 "Large titles",
/// `bar.largeTitle`): the area below the bar's 44 pt content that holds it, the title's scale
/// when pulled, and the inline title's opacity. A pure function of the snapped offset.
///
/// With u = offset − the rest offset (positive scrolled, negative pulled): the area is
/// `max(0, 52 − u)` tall; the title scales by `clamp(1 + 0.03·(height − 52)/44, 1, 1.1)` about its
/// bottom-leading corner; the inline title shows (alpha 1) from u ≥ 42, the large one below it.
package struct LargeTitleLayout: Sendable, Equatable {
    /// The large-title area's height in points: 52 at rest, 0 once scrolled 52 pt, taller when pulled.
    package let height: Double
    /// The large title's scale about its bottom-leading corner: 1 at rest and scrolled, up to 1.1 pulled.
    package let scale: Double
    /// The inline title's opacity: 0 while the large title shows, 1 from `UIKitMetrics.inlineTitleThreshold` on.
    package let inlineTitleAlpha: Double
    /// The area, on screen: below the bar's 44 pt content, `height` tall; the title is clipped to it.
    package let area: PointRect
    /// The large title's label before scaling: `largeTitleLineHeight` tall, its bottom
    /// `largeTitleBottomPadding` above the area's, from the bar's margin to the other margin.
    package let label: PointRect

    /// The layout at `offset`, already snapped to the pixel grid (`Scene.snap`).
    package init(offset: Double, scene: Scene) {
        let scrolled = offset - scene.restOffset
        height = max(0, UIKitMetrics.largeTitleAreaHeight - scrolled)
        let stretch = (height - UIKitMetrics.largeTitleAreaHeight) / UIKitMetrics.barContentHeight
        scale = min(UIKitMetrics.largeTitleMaxScale, max(1, 1 + UIKitMetrics.largeTitleScaleRate * stretch))
        inlineTitleAlpha = scrolled >= UIKitMetrics.largeTitleAreaHeight - UIKitMetrics.largeTitleFadeLead ? 1 : 0
        let top = scene.statusBarHeight + UIKitMetrics.barContentHeight
        area = PointRect(x: 0, y: top, width: scene.width, height: height)
        let margin = UIKitMetrics.barMargin(screenWidth: scene.width)
        let bottom = top + height - UIKitMetrics.largeTitleBottomPadding
        label = PointRect(
            x: margin, y: bottom - UIKitMetrics.largeTitleLineHeight, width: scene.width - 2 * margin,
            height: UIKitMetrics.largeTitleLineHeight)
    }

    /// The label scaled by `scale` about its bottom-leading corner: where the large title is
    /// drawn (before the area clips it).
    package var scaledLabel: PointRect {
        PointRect(
            x: label.x, y: label.maxY - label.height * scale, width: label.width * scale, height: label.height * scale)
    }
}
