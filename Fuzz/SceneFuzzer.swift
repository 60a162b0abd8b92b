import FoundationEssentials
import SceneModel

/// Every input is read as a scene file, as `--scene FILE` reads one. The reader may refuse it
/// with any `SceneFileError`; a scene it accepts is one the rest of stretchy will draw, so it
/// must also survive what drawing does with it first: printed by `stretchy scene --print` and
/// read back (SPEC §5 promises the same scene), turned into the state and the pixel layout at the
/// offsets a render visits (rest, pulled down, opaque bar, bottom edge and past it).
///
/// Relative file names resolve against the examples' folder, so that `own-photo.json`'s
/// `chelsea.jpg` is found there as it is when the CLI reads that file (make runs from the
/// repository's root).
let folder = URL(fileURLWithPath: "Resources/examples", isDirectory: true).standardizedFileURL

func fuzz(_ input: [UInt8]) {
    guard let file = try? SceneFile(text: text(input), path: "fuzz.json", folder: folder) else { return }
    let scene = file.scene
    require(scene.consistencyProblem == nil, "an accepted scene is impossible: \(scene)")

    let printed = scene.json.text
    do {
        let again = try SceneFile(text: printed, path: "printed.json", folder: folder)
        require(again.scene == scene, "printed and read back, the scene changed: \(printed)")
    } catch {
        fatalError("the printed scene is refused (\(error)): \(printed)")
    }

    for offset in [
        scene.restOffset, scene.restOffset - scene.height / 2, -scene.barHeight,
        scene.maxOffset, scene.maxOffset + scene.height / 2,
    ] {
        _ = FrameLayout(state: ScrollState(offset: offset, scene: scene), scene: scene)
    }
}
