import SceneModel

/// The layouts of one scene's frames (SPEC §3 `stretchy layout`): its row images' sizes and its
/// bar's widths measured once (`TableContent.imageSizes`, `SceneAssets.barMeasures`), then
/// `ScreenLayout` at any offset. The one producer of
/// elements for both `stretchy layout` and `render --layout`'s `frames.json`.
package struct SceneLayout: Sendable {
    package let scene: Scene
    /// Each row image's size in points, by name.
    private let imageSizes: [String: (width: Double, height: Double)]
    /// The bar items' and the title's widths.
    private let bar: BarMeasures

    /// The layouts of `scene`, its row images found in `resources`; fails naming the row whose
    /// image cannot be found, or the fonts that measure the bar.
    package init(scene: Scene, resources: ResourceLocator) throws(SceneryError) {
        self.scene = scene
        imageSizes = try TableContent.imageSizes(of: scene, resources: resources)
        bar = try SceneAssets.barMeasures(of: scene, resources: resources)
    }

    /// Every element the frame at `offset` shows at time 0, in drawing order.
    package func at(offset: Double) -> ScreenLayout {
        at(state: ScrollState(offset: offset, scene: scene))
    }

    /// Every element a frame in `state` shows (an animation's frame at its time), in drawing
    /// order.
    package func at(state: ScrollState) -> ScreenLayout {
        let sizes = imageSizes
        return ScreenLayout(scene: scene, state: state, bar: bar) { sizes[$0] }
    }
}
