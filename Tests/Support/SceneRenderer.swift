import SceneModel
import Scenery

/// The renderer a test draws a scene with, made as `stretchy frame` and StretchyKit make theirs:
/// through Scenery's one factory, `SceneAssets.load`, so the fonts are
/// `SceneAssets.typesetter(for:resources:)`'s (the scene's `font.files`, then the default chain
/// of its `font.language`, stretchy's own files first) and the images the bundled ones. A test that builds its renderer any other
/// way could pass while the CLI draws something else.
package enum SceneRenderer {
    /// A renderer of `scene`, with the images in `resources` (the bundled ones when nil). With
    /// `header` (a photo the caller read, perhaps decoding), the photo is not waited for, as
    /// `frame` does: a photo that cannot be decoded fails the first frame that draws it.
    package static func make(
        _ scene: Scene, resources: ResourceLocator? = nil, header: Result<HeaderPhoto, SceneryError>? = nil
    ) throws -> FrameRenderer {
        let resources = try resources ?? ResourceLocator.find()
        let assets = try SceneAssets.load(scene: scene, resources: resources, header: header)
        return FrameRenderer(scene: scene, assets: assets)
    }
}
