import Codecs
import Foundation
import Motion
import SceneModel
import Scenery
import TestSupport
import Testing

@testable import Export

/// The pull-to-refresh example played (`bar/pull-to-refresh.json` with its motion
/// `pull-to-refresh.txt`, SPEC §1 "The refresh control", §2 `refresh S`): each frame's spinner
/// reads its time and the part of the `refresh` step it falls in, the exporter keeps apart the
/// frames of a hold whose ticks differ, and writes the whole route's bytes for each.
@Suite(.scratchFolders) struct RefreshMotionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/examples/bar")

    static func animation(fps: Int, scale: Int = 2) throws -> Animation {
        var scene = try SceneFile(contentsOf: folder.appendingPathComponent("pull-to-refresh.json").path).scene
        scene.scale = scale
        let text = try String(contentsOf: folder.appendingPathComponent("pull-to-refresh.txt"), encoding: .utf8)
        return try Animation(scene: scene, script: try MotionScript(parsing: text), fps: fps)
    }

    @Test func eachFrameSpinsAtItsOwnTime() throws {
        let animation = try Self.animation(fps: 30)
        let segments = animation.timeline.segments.filter { $0.stepIndex == 2 }
        let (hold, close) = (segments[1], segments[2])
        var modes: Set<String> = []
        for index in 0..<animation.frameCount {
            let t = Double(index) / 30
            let state = animation.state(ofFrame: index)
            let spinner = try #require(state.refresh)
            modes.insert(spinner.mode.rawValue)
            let pull = max(0, animation.scene.restOffset - state.offset)
            if index < animation.frameCount - 1, t >= segments[0].start, t < hold.end {
                // Springing to 60 pt open and held there: all 8 ticks spin with the frame's time.
                #expect(spinner.mode == .refresh && spinner.ticks == 8 && spinner.radius == 14, "frame \(index)")
                #expect(spinner.activeTick == Int((8 * (t - t.rounded(.down))).rounded(.down)), "frame \(index)")
            } else if index < animation.frameCount - 1, t >= close.start, t < close.end {
                #expect(spinner.mode == (pull > 10 ? .done : .inactive), "frame \(index)")
                if pull > 10 { #expect(abs(spinner.radius - 14 * min(1, pull / 100)) < 1e-12) }
            } else if pull >= 100 {
                #expect(spinner.mode == .armed, "frame \(index)")
            } else {
                #expect(spinner.mode == (pull > 0 ? .drag : .inactive), "frame \(index)")
            }
        }
        #expect(modes == ["inactive", "drag", "armed", "refresh", "done"])
        // Held, the offset stays while the ticks turn: the exporter's runs split there.
        let renderer = try SceneRenderer.make(animation.scene)
        let exporter = FrameExporter(animation: animation, renderer: renderer, compression: .fast, jobs: 2)
        let runs = exporter.runs(in: 0...(animation.frameCount - 1))
        for run in runs {
            #expect(Set(run.map { animation.state(ofFrame: $0).refresh?.activeTick }).count == 1)
        }
        let held = (0..<animation.frameCount).filter { animation.state(ofFrame: $0).offset == -176 }
        #expect(held.count >= 45)
        #expect(runs.filter { held.contains($0.lowerBound) }.count >= 8)
    }

    @Test func theExporterWritesTheWholeRoutesBytes() throws {
        let animation = try Self.animation(fps: 10, scale: 1)
        let renderer = try SceneRenderer.make(animation.scene)
        let folder = try EveryRouteTests.expectExportedAsWhole(
            animation, renderer: renderer, into: "refresh-motion", label: "pull-to-refresh")
        let manifest = try Data(contentsOf: folder.appendingPathComponent("frames.json"))
        let text = String(decoding: manifest, as: UTF8.self)
        #expect(text.contains("\"refreshMode\": \"refresh\"") && text.contains("\"refreshActiveTick\""))
    }
}
