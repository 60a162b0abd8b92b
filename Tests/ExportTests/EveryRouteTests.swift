import Codecs
import Foundation
import Motion
import Raster
import SceneModel
import Scenery
import TestSupport
import Testing

@testable import Export

/// Every example scene (Resources/examples, recursively) drawn through every route a frame can
/// take — whole (`FrameRenderer.render`), in parts (`renderInParts`, the top drawn over the
/// table), streamed (`FramePipeline`, the top's bands encoded as the header photo is decoded,
/// on one thread and two), with a renderer made already (StretchyKit's `png(atOffset:)`), and
/// `render`'s exporter — gives the same bytes at offsets that pull, rest, fade the bar in and
/// scroll (issue 45). A layer drawn differently on one route fails here for the scenes that show it.
@Suite(.scratchFolders) struct EveryRouteTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/examples")

    /// The scene files under `examples`, relative paths, sorted.
    static let exampleScenes: [String] = {
        let found = FileManager.default.enumerator(atPath: examples.path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".json") }.sorted()
    }()

    static let streamingScenes: Set = ["effects/seed.json", "own-photo.json"]

    @Test func theExamplesIncludeEveryFolder() {
        #expect(Self.exampleScenes.count >= 14, "\(Self.exampleScenes)")
        #expect(Self.exampleScenes.contains { $0.hasPrefix("effects/") })
    }

    /// Pulled far and a little, at rest, half a pixel off rest, the bar fading in, at the top
    /// of the content, scrolled on: each relative to the scene's own resting offset and bar.
    static func offsets(of scene: Scene) -> [Double] {
        let rest = scene.restOffset, bar = -scene.barHeight
        return [rest - 300, rest - 37.5, rest, rest + 0.5, (rest + bar) / 2, bar - 10, bar, 0, 700]
    }

    @Test(arguments: exampleScenes)
    func everyRouteDrawsTheSameBytes(_ name: String) throws {
        let scene = try SceneFile(contentsOf: Self.examples.appendingPathComponent(name).path).scene
        let resources = try ResourceLocator.find()
        let renderer = try SceneRenderer.make(scene, resources: resources)
        var streamed = 0
        for offset in Self.offsets(of: scene) {
            let whole = try FrameFile.encode(try renderer.render(offset: offset), scene: scene, compression: .fast)
            for threads in [1, 2] {
                let parts = try renderer.renderInParts(offset: offset, threads: threads)
                let png = FrameFile.encodeBelowTop(parts, scene: scene, compression: .fast, threads: threads)
                let inParts = try FrameFile.finish(png, of: parts, threads: threads) == whole
                #expect(inParts, "\(name) at \(offset): in parts on \(threads) threads")
                let made = try FramePipeline.png(
                    of: scene, atOffset: offset, resources: resources, compression: .fast, threads: threads)
                let streamedAlike = made.bytes == whole
                #expect(streamedAlike, "\(name) at \(offset): streamed on \(threads) threads")
                streamed += made.bandsEncodedAsDecoded.isEmpty ? 0 : 1
            }
            let library = try FramePipeline.png(drawnBy: renderer, atOffset: offset, compression: .fast, threads: 2)
            let libraryAlike = library.bytes == whole
            #expect(libraryAlike, "\(name) at \(offset): with the renderer made already")
        }
        // A pulled frame of these scenes shows only their JPEG photo in its top rows, which are
        // then encoded as decoded: the streamed route was taken, not only offered.
        if Self.streamingScenes.contains(name) { #expect(streamed > 0, "\(name): no frame streamed") }
    }

    /// `render`'s route: the exporter's frames, written by two workers sharing a filter memo,
    /// are the whole frames' bytes.
    @Test(arguments: exampleScenes)
    func renderWritesTheSameBytes(_ name: String) throws {
        let scene = try SceneFile(contentsOf: Self.examples.appendingPathComponent(name).path).scene
        let renderer = try SceneRenderer.make(scene)
        let script = Self.offsets(of: scene).map { "jump \($0); hold 0.1" }.joined(separator: "; ")
        let animation = try Animation(scene: scene, script: try MotionScript(parsing: script), fps: 10)
        try Self.expectExportedAsWhole(animation, renderer: renderer, into: "every-route", label: name)
    }

    /// Exports every frame of `animation` with two workers sharing a filter memo into a scratch
    /// folder named `folder`, and expects each file to hold the whole route's bytes for its state.
    /// Returns the folder.
    @discardableResult
    static func expectExportedAsWhole(
        _ animation: Animation, renderer: FrameRenderer, into folder: String, label: String
    ) throws -> URL {
        let folder = try scratchFolder(folder)
        let exporter = FrameExporter(animation: animation, renderer: renderer, compression: .fast, jobs: 2)
        try exporter.export(0...(animation.frameCount - 1), to: folder.path, cancellation: Cancellation()) { _ in }
        for index in 0..<animation.frameCount {
            let written = try Data(contentsOf: folder.appendingPathComponent(animation.fileName(ofFrame: index)))
            let whole = try FrameFile.encode(
                try renderer.render(animation.state(ofFrame: index)), scene: animation.scene, compression: .fast)
            // Compared first: a failure names the frame, not 100 kB of bytes.
            let alike = [UInt8](written) == whole
            #expect(alike, "\(label): frame \(index)")
        }
        return folder
    }
}
