/// Where `UINavigationBar` puts the bar's items and its title (SPEC §1 "Bar items"), in points:
/// a pure function of the scene and the items' widths, which the caller measures (the
/// typesetter and the images live in Scenery, as `StatusBarLayout` takes its texts' widths).
///
/// Items sit in the bar's 44 pt content below the status bar: the left ones from the left
/// margin rightwards, the right ones from the right margin leftwards, `barItemSpacing` apart.
/// The title's room lies between them, `barItemSpacing` from the nearest item (or from the
/// seed's back button while it stays), else from the margins.
package struct BarLayout: Sendable, Equatable {
    /// The left items' frames, in `bar.items.left`'s order (the first at the margin).
    package let left: [PointRect]
    /// The right items' frames, in `bar.items.right`'s order (the first at the margin).
    package let right: [PointRect]
    /// The left edge of the room the items leave the title.
    package let titleMinX: Double
    /// The right edge of that room (never left of `titleMinX`).
    package let titleMaxX: Double

    private let scene: Scene

    /// The items of `scene` `leftWidths` and `rightWidths` points wide (one per item).
    package init(scene: Scene, leftWidths: [Double], rightWidths: [Double]) {
        self.scene = scene
        let margin = UIKitMetrics.barMargin(screenWidth: scene.width)
        let spacing = UIKitMetrics.barItemSpacing
        func frame(x: Double, width: Double) -> PointRect {
            PointRect(x: x, y: scene.statusBarHeight, width: width, height: UIKitMetrics.barContentHeight)
        }
        var x = margin
        left = leftWidths.map { width in
            defer { x += width + spacing }
            return frame(x: x, width: width)
        }
        var maxX = scene.width - margin
        right = rightWidths.map { width in
            defer { maxX -= width + spacing }
            return frame(x: maxX - width, width: width)
        }
        let leading =
            left.last.map { $0.maxX + spacing }
            ?? (scene.barItems.keepsBackButton ? UIKitMetrics.backButtonWidth + spacing : margin)
        let trailing = right.last.map { $0.x - spacing } ?? scene.width - margin
        (titleMinX, titleMaxX) = (leading, max(leading, trailing))
    }

    /// The widest text the title may show: `title.width`, or with `auto` the room.
    package var titleTextRoom: Double {
        scene.titleFitsText ? titleMaxX - titleMinX : scene.titleWidth
    }

    /// The title label's frame for a text `textWidth` points wide (its advance, already no
    /// wider than `titleTextRoom`). At `title.width` the seed's: centred on the screen, whatever
    /// the items. With `auto`, as `sizeToFit` sizes it, to the text's width rounded up to a
    /// whole pixel and at most the room; centred on the screen, slid just enough to stay in
    /// the room, as `UINavigationBar` keeps a title clear of its items.
    package func titleFrame(textWidth: Double) -> PointRect {
        guard scene.titleFitsText else { return Self.labelFrame(scene, width: scene.titleWidth, x: nil) }
        let scale = Double(scene.scale)
        let room = titleMaxX - titleMinX
        let width = min((textWidth * scale).rounded(.up) / scale, room)
        let centred = scene.width / 2 - width / 2
        return Self.labelFrame(scene, width: width, x: min(max(centred, titleMinX), titleMaxX - width))
    }

    /// A title label `width` wide in the bar's content at `x` (nil: centred on the screen).
    static func labelFrame(_ scene: Scene, width: Double, x: Double?) -> PointRect {
        // Centred at (width/2, statusBarHeight + half the bar's content).
        let centreY = scene.statusBarHeight + UIKitMetrics.barContentHeight / 2
        return PointRect(
            x: x ?? scene.width / 2 - width / 2, y: centreY - UIKitMetrics.titleLabelHeight / 2,
            width: width, height: UIKitMetrics.titleLabelHeight)
    }
}
