import Foundation
import SceneModel
import Scenery
import TestSupport
import Testing

/// A render fingerprints every file its frames are drawn from (SPEC §3 `--resume`): the rows'
/// images too, each once, found as `UIImage(named:)` finds it.
@Suite struct RowImageInputTests {
    @Test func rowImagesAreInputFiles() throws {
        var scene = Renderers.seedScene(scale: 2)
        let avatar = ContentGoldenTests.images.appendingPathComponent("avatar-blue").path
        scene.sections = [TableSection(rows: [TableRow(text: "a", image: avatar), TableRow(text: "b", image: avatar)])]
        let files = try SceneAssets.inputFiles(of: scene, resources: ResourceLocator.find())
        #expect(files.filter { $0.hasSuffix("/avatar-blue@2x.png") }.count == 1)
        #expect(
            try SceneAssets.inputFiles(of: Renderers.seedScene(scale: 2), resources: ResourceLocator.find()).count
                == files.count - 1)
    }
}
