import FoundationEssentials
import JSON
import SceneModel
import Testing

/// Inputs the scene fuzzer (Fuzz/SceneFuzzer.swift) found breaking a promise of the scene-file
/// reader, minimized.
@Suite struct FuzzRegressionTests {
    /// SPEC §5: the scene `stretchy scene --print` writes reads back as the same scene. The JSON
    /// writer keeps at most 6 decimals, so a length given more finely than a millionth of a point
    /// came back changed (found as a `header.height` of 488.88888888888888888880): numbers are
    /// now read to a millionth.
    @Test(arguments: [
        #"{"header": {"height": 488.88888888888888888880}}"#,
        #"{"header": {"height": 200.0000001}}"#,
        #"{"table": {"rowHeight": 44.12345678}}"#,
    ])
    func aPrintedSceneReadsBackTheSame(_ text: String) throws {
        let folder = URL(fileURLWithPath: "/scenes/project")
        let scene = try SceneFile(text: text, path: "fuzz.json", folder: folder).scene
        let printed = scene.json.text
        let again = try SceneFile(text: printed, path: "printed.json", folder: folder)
        #expect(again.scene == scene, "\(printed)")
    }
}
