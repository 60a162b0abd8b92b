import Foundation
import SceneModel
import TestSupport
import Testing

/// The lookup order of the bundled images, with the environment and the executable's path given.
@Suite(.scratchFolders) struct ResourceLocatorTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().resolvingSymlinksInPath()
    static let resources = repository.appendingPathComponent("Resources")
    /// A developer build's binary, which may fall back on the tree's Resources.
    static let developerBuild = repository.appendingPathComponent(".build/release/stretchy")

    /// `folder` (made if missing, a new scratch folder by default) holding copies of the bundled
    /// images `names`.
    static func folder(_ folder: URL? = nil, holding names: [String]) throws -> URL {
        let folder = try folder ?? scratchFolder("resources")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in names {
            try FileManager.default.copyItem(
                at: resources.appendingPathComponent(name),
                to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// The folders a failed lookup names, and whether they came from `STRETCHY_RESOURCES`.
    static func looked(environment: [String: String], executable: URL) -> (folders: [String], fromEnvironment: Bool)? {
        do {
            _ = try ResourceLocator.find(environment: environment, executable: executable)
            return nil
        } catch {
            return (error.lookedIn, error.fromEnvironment)
        }
    }

    @Test func aDeveloperBuildFallsBackOnTheSourceTree() throws {
        let found = try ResourceLocator.find(environment: [:], executable: Self.developerBuild)
        #expect(found.directory.path == Self.resources.path)
        // An empty variable counts as unset.
        let empty = try ResourceLocator.find(environment: ["STRETCHY_RESOURCES": ""], executable: Self.developerBuild)
        #expect(empty.directory.path == Self.resources.path)
    }

    @Test func aBinaryElsewhereLooksOnlyInItsShareFolder() throws {
        let prefix = try Self.folder(holding: [])
        let binary = prefix.appendingPathComponent("bin/stretchy")
        let looked = try #require(Self.looked(environment: [:], executable: binary))
        #expect(looked.folders == [prefix.appendingPathComponent("share/stretchy").path])
        #expect(!looked.fromEnvironment)
    }

    @Test func anInstalledBinaryReadsItsShareFolder() throws {
        let prefix = try Self.folder(holding: [])
        let share = try Self.folder(
            prefix.appendingPathComponent("share/stretchy"),
            holding: ["ceshi.jpg", "back_0@2x.png", "back_1@3x.png"])
        let found = try ResourceLocator.find(
            environment: [:], executable: prefix.appendingPathComponent("bin/stretchy"))
        #expect(found.directory.path == share.path)
    }

    @Test func stretchyResourcesIsTheOnlyPlaceLookedIn() throws {
        let chosen = try Self.folder(holding: ["ceshi.jpg", "back_0.png", "back_1.png"])
        let found = try ResourceLocator.find(
            environment: ["STRETCHY_RESOURCES": chosen.path],
            executable: Self.developerBuild)
        #expect(found.directory.path == chosen.path)

        // A folder without both back buttons is not the resources folder, however right its photo.
        let wrong = try Self.folder(holding: ["ceshi.jpg", "back_0.png"])
        let looked = try #require(
            Self.looked(
                environment: ["STRETCHY_RESOURCES": wrong.path],
                executable: Self.developerBuild))
        #expect(looked.folders == [wrong.path])
        #expect(looked.fromEnvironment)
    }

    @Test func theMessageNamesEveryFolderAndTheVariable() {
        let error = ResourcesNotFound(
            lookedIn: ["/usr/local/share/stretchy", "/src/Resources"],
            fromEnvironment: false)
        #expect(
            error.description == "cannot find stretchy's images (ceshi.jpg, back_0*.png, back_1*.png): "
                + "looked in /usr/local/share/stretchy, /src/Resources; set STRETCHY_RESOURCES to the folder that holds them"
        )
    }
}
