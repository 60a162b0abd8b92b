import SceneModel
import Scenery
import Testing
import Typesetting

/// `SceneAssets.load` decodes the photo beside the fonts' start-up; what it yields and which
/// failure it reports must be what loading one after the other gives.
@Suite struct ConcurrentLoadingTests {
    static func resources() throws -> ResourceLocator {
        try ResourceLocator.find()
    }

    @Test func loadsWhatTheSequentialInitLoads() throws {
        let scene = Renderers.seedScene(scale: 1)
        let loaded = try SceneAssets.load(scene: scene, resources: try Self.resources()) { () throws(TypesettingError) in
            try Typesetter()
        }
        let sequential = try Renderers.seed(scale: 1).assets
        #expect(loaded.rowTexts == sequential.rowTexts)
        #expect(loaded.title == sequential.title)
        #expect(loaded.backImages.opaque == sequential.backImages.opaque)
        #expect(try loaded.header.image(covering: 375, height: 200) == sequential.header.image(covering: 375, height: 200))
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
            _ = try SceneAssets.load(scene: scene, resources: try Self.resources()) { () throws(TypesettingError) in
                try Typesetter()
            }
        } throws: { error in
            guard case SceneryError.unreadable(role: "header image", path: "/nonexistent/photo.jpg", _) = error else {
                return false
            }
            return true
        }
    }
}
