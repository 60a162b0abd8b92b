import Export
import Foundation
import Motion
import SceneModel
import Scenery
import Synchronization
import TestSupport
import Testing

/// A raised cancellation stops an export between two files, never inside one, even within a
/// hold, whose single rendered frame is written under many names.
@Suite(.scratchFolders) struct CancellationTests {
    @Test func stopsBetweenTheFilesOfAHold() throws {
        var scene = Scene.seed
        scene.scale = 1
        let renderer = try SceneRenderer.make(scene)
        // 61 frames, all at the resting offset: one run.
        let animation = try Animation(scene: scene, script: try MotionScript(parsing: "hold 2"), fps: 30)
        let exporter = FrameExporter(animation: animation, renderer: renderer, compression: .fast, jobs: 2)
        #expect(exporter.runs(in: 0...60).count == 1)

        let folder = try scratchFolder("cancel")
        let cancellation = Cancellation()
        let reported = Mutex(0)
        let error = #expect(throws: ExportError.self) {
            try exporter.export(0...60, to: folder.path, cancellation: cancellation) { done in
                reported.withLock { $0 = max($0, done) }
                if done == 3 { cancellation.cancel() }
            }
        }
        guard case .interrupted? = error else {
            Issue.record("expected .interrupted, got \(String(describing: error))"); return
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["frame_0000.png", "frame_0001.png", "frame_0002.png"])
        #expect(reported.withLock { $0 } == 3)
    }
}
