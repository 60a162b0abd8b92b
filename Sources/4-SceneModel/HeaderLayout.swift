/// Where the header is drawn at one offset (SPEC §1 "The header's effects"): the box that clips
/// it, the photo's frame in it, the photo's uniform zoom and its blur. A pure function of the
/// scene and the snapped offset; the seed's `header.*` values give the seed's image view.
///
/// With H the header's height at rest (`Scene.headerRestHeight`) and W the screen's width, the
/// pull is `d = max(0, −H − offset)` and the scroll `s = max(0, offset + H)` (measured from −H:
/// where the seed starts to stretch, or for a library's effect the table's rest). The box is
/// pinned to the top of the screen, `C = max(H + d − s, header.minimumHeight)` tall.
package struct HeaderLayout: Sendable, Equatable {
    /// The clip box, on screen: (0, 0, W, C).
    package let box: PointRect
    /// The photo's frame on screen (its view's frame, after the zoom): the photo's aspect-fill
    /// picture is drawn into it, clipped to `box`.
    package let photo: PointRect
    /// The uniform scale of the photo's resting frame (`zoom` stretch: `(H + d)/H`; else 1).
    package let zoom: Double
    /// The Gaussian blur's σ in points: `header.blur × d`, at most `maxBlur`.
    package let blur: Double

    /// The largest σ drawn, in points: Flutter's `blurBackground` reaches it at a pull of 500 pt,
    /// more than a screen. It bounds what one frame's blur costs at a pull of any length.
    package static let maxBlur = 50.0

    /// The layout at `offset`, already snapped to the pixel grid (`Scene.snap`).
    package init(offset: Double, scene: Scene) {
        let width = scene.width, height = scene.headerRestHeight
        let pull = max(0, -height - offset), scroll = max(0, offset + height)
        let boxHeight = max(height + pull - scroll, scene.headerMinimumHeight)
        box = PointRect(x: 0, y: 0, width: width, height: boxHeight)
        blur = min(scene.headerBlur * pull, Self.maxBlur)
        var zoom = 1.0
        if pull > 0 {
            switch scene.headerStretch {
            case .fill: photo = box
            case .zoom:
                zoom = (height + pull) / height
                photo = PointRect(x: width / 2 - width * zoom / 2, y: 0, width: width * zoom, height: height + pull)
            case .top: photo = PointRect(x: 0, y: 0, width: width, height: height)
            case .center: photo = PointRect(x: 0, y: pull / 2, width: width, height: height)
            case .bottom: photo = PointRect(x: 0, y: pull, width: width, height: height)
            }
        } else {
            switch scene.headerCollapse {
            case .squash: photo = box
            case .scroll:
                // A sticky box (minimumHeight > 0) holds the photo where the box stopped; with 0
                // nothing sticks and the photo leaves with the table, as the seed's image view does.
                let moved = scene.headerMinimumHeight > 0 ? min(scroll, height - boxHeight) : scroll
                // `0 −`: at rest the photo is at +0, as the seed's `−H − offset` is (JSON prints −0 as -0).
                photo = PointRect(x: 0, y: 0 - scene.headerParallax * moved, width: width, height: height)
            }
        }
        self.zoom = zoom
    }

    /// The scale at which a photo `imageWidth` × `imageHeight` is drawn: aspect-fill into `photo`,
    /// `max(photo.width / imageWidth, photo.height / imageHeight)`.
    package func photoScale(imageWidth: Double, imageHeight: Double) -> Double {
        max(photo.width / imageWidth, photo.height / imageHeight)
    }
}
