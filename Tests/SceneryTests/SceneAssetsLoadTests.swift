import Foundation
import Raster
import SceneModel
import Scenery
import Synchronization
import TestSupport
import Testing
import Typesetting

/// `SceneAssets.load` decodes the photo beside the fonts' start-up; what it yields and which
/// failure it reports must be what loading one after the other gives. Not waiting for the photo,
/// the failure moves to the frames, and to `check()`.
@Suite(.scratchFolders) struct ConcurrentLoadingTests {
    static func resources() throws -> ResourceLocator {
        try ResourceLocator.find()
    }

    @Test func loadsWhatTheSequentialInitLoads() throws {
        let scene = Renderers.seedScene(scale: 1)
        let loaded = try SceneAssets.load(scene: scene, resources: try Self.resources())
        let sequential = try SceneAssets(
            scene: scene, resources: try Self.resources(),
            typesetter: try SceneAssets.typesetter(for: scene, resources: Self.resources()))
        #expect((0..<scene.rows).map { loaded.rowTexts[$0] } == (0..<scene.rows).map { sequential.rowTexts[$0] })
        #expect(loaded.title == sequential.title)
        #expect(loaded.backImages.opaque == sequential.backImages.opaque)
        #expect(
            try loaded.header.image(covering: 375, height: 200) == sequential.header.image(covering: 375, height: 200))
    }

    @Test func aFontFailureIsReportedBeforeAPhotoFailure() throws {
        var scene = Renderers.seedScene(scale: 1)
        scene.headerImage = "/nonexistent/photo.jpg"
        let fontFailure: @Sendable () throws(TypesettingError) -> Typesetter = { () throws(TypesettingError) in
            throw TypesettingError.noUsableFont(families: ["Nothing"])
        }
        #expect {
            _ = try SceneAssets.load(scene: scene, resources: try Self.resources(), makeTypesetter: fontFailure)
        } throws: { error in
            guard case SceneryError.fonts(.noUsableFont) = error else { return false }
            return true
        }
        #expect {
            _ = try SceneAssets.load(scene: scene, resources: try Self.resources())
        } throws: { error in
            guard case SceneryError.unreadable(role: "header image", path: "/nonexistent/photo.jpg", _) = error else {
                return false
            }
            return true
        }
        // The same with a photo the caller read (and failed to read) first, as `frame` does.
        let resources = try Self.resources()
        let header = Result { () throws(SceneryError) in try SceneAssets.headerPhoto(of: scene, resources: resources) }
        #expect {
            _ = try SceneAssets.load(scene: scene, resources: resources, header: header, makeTypesetter: fontFailure)
        } throws: { error in
            guard case SceneryError.fonts(.noUsableFont) = error else { return false }
            return true
        }
    }

    @Test func theFirstDecodeIsMadeOnceWhoeverAsksFirst() throws {
        let scene = Renderers.seedScene(scale: 2)
        let resting = try Renderers.seed(scale: 2).assets.header.image(covering: 750, height: 400)
        let photo = try SceneAssets.headerPhoto(of: scene, resources: try Self.resources())
        photo.decodeInBackground()
        let images = Mutex<[Pixmap]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            _ = photo.decodeFirst()
            let image = try? photo.image(covering: 750, height: 400)
            images.withLock { $0.append(contentsOf: image.map { [$0] } ?? []) }
        }
        #expect(photo.wholeDecodeCount == 0, "the first decode was made again")
        #expect(images.withLock { $0 } == Array(repeating: resting, count: 4))
        #expect(throws: Never.self) { try photo.check() }
    }

    @Test func aPhotoNotWaitedForFailsTheFramesAndTheCheck() throws {
        let photo = try Data(contentsOf: try Self.resources().file(named: "ceshi.jpg"))
        let url = try scratchFolder("half-photo").appendingPathComponent("half.jpg")
        try photo.prefix(photo.count / 2).write(to: url)
        var scene = Renderers.seedScene(scale: 1)
        scene.headerImage = url.path
        func isHalfPhoto(_ error: any Error) -> Bool {
            guard case SceneryError.undecodable(role: "header image", path: url.path, _) = error else { return false }
            return true
        }
        #expect(throws: SceneryError.self) {
            _ = try SceneAssets.load(scene: scene, resources: try Self.resources())
        }
        let resources = try Self.resources()
        let header = Result { () throws(SceneryError) in
            try SceneAssets.headerPhoto(of: scene, resources: resources, firstOffset: -300)
        }
        let renderer = try SceneRenderer.make(scene, resources: resources, header: header)
        #expect { try renderer.assets.header.check() } throws: { isHalfPhoto($0) }
        #expect { _ = try renderer.render(offset: -300) } throws: { isHalfPhoto($0) }
        for offset in [-300.0, 2000] {
            let parts = try renderer.renderInParts(offset: offset, threads: 2)
            if parts.topRows > 0 { _ = parts.drawTop() }
            #expect { try parts.check() } throws: { isHalfPhoto($0) }
        }
    }
}
