import Raster

/// The home indicator of a notched iPhone (SPEC §1 layer 8): a 134 × 5 pt capsule centred 8 pt
/// above the bottom edge. Its colour is not the status bar's: it is judged from the pixels
/// under it, so only its shape is here.
package enum HomeIndicator {
    /// The indicator in points; nil on a classic screen, or when the status bar is hidden
    /// (`none`: the screenshots of before it are drawn without either).
    package static func shape(on scene: Scene) -> VectorShape? {
        guard scene.hasNotch, scene.statusBar.style != .none else { return nil }
        let width = StatusBarMetrics.homeIndicatorWidth, height = StatusBarMetrics.homeIndicatorHeight
        return .roundedRect(
            x: (scene.width - width) / 2,
            y: scene.height - StatusBarMetrics.homeIndicatorBottomInset - height,
            width: width, height: height, radius: height / 2)
    }

    /// The device pixels the indicator can cover (its anti-aliased edge included); nil when
    /// there is none.
    package static func pixels(on scene: Scene) -> PixelRect? {
        shape(on: scene).map { $0.scaled(by: Double(scene.scale)).pixelBounds }
    }
}
