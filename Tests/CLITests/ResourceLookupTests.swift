import Foundation
import Testing

/// Where the binary finds its bundled images: `$STRETCHY_RESOURCES` alone when set, else
/// `<executable>/../share/stretchy`, and the source tree's `Resources` only for a binary inside
/// the tree's `.build` folder — so a copied binary must not find them by itself.
@Suite(.scratchFolders) struct ResourceLookupTests {
    static let resources = HeaderFixture.repository.appendingPathComponent("Resources")
    static let bundledImages = [
        "ceshi.jpg", "back_0.png", "back_0@2x.png", "back_0@3x.png",
        "back_1.png", "back_1@2x.png", "back_1@3x.png",
    ]

    /// This process's environment without `STRETCHY_RESOURCES`, plus `extra`.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["STRETCHY_RESOURCES"] = nil
        return environment.merging(extra) { $1 }
    }

    static func message(lookedIn places: String) -> String {
        "Error: cannot find stretchy's images (ceshi.jpg, back_0*.png, back_1*.png): looked in \(places); "
            + "set STRETCHY_RESOURCES to the folder that holds them\n"
    }

    @Test func aCopiedBinaryLooksOnlyBesideItself() throws {
        // <prefix>/bin/stretchy, as installed but without <prefix>/share/stretchy.
        let prefix = try temporaryDirectory().resolvingSymlinksInPath()
        defer { try? FileManager.default.removeItem(at: prefix) }  // it holds a copy of the whole binary
        let bin = prefix.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let binary = bin.appendingPathComponent("stretchy")
        try FileManager.default.copyItem(at: Run.binary, to: binary)
        let arguments = ["frame", "--offset", "-200", "--scale", "1", "--output", "f.png"]

        let alone = try Run(arguments, in: prefix, binary: binary, environment: Self.environment())
        #expect(alone.status == 2)
        #expect(alone.stderr == Self.message(lookedIn: prefix.appendingPathComponent("share/stretchy").path))
        #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent("f.png").path))

        let told = try Run(
            arguments, in: prefix, binary: binary,
            environment: Self.environment(["STRETCHY_RESOURCES": Self.resources.path]))
        #expect(told.status == 0, "\(told.stderr)")

        // What `make install` adds beside bin/, the images and the fonts stretchy ships: the same
        // frame, byte for byte (without the fonts, a system whose Inter is another file, as
        // Debian 13's, draws other text).
        let share = prefix.appendingPathComponent("share/stretchy")
        try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
        for name in Self.bundledImages + ["fonts"] {
            try FileManager.default.copyItem(
                at: Self.resources.appendingPathComponent(name),
                to: share.appendingPathComponent(name))
        }
        try FileManager.default.moveItem(
            at: prefix.appendingPathComponent("f.png"),
            to: prefix.appendingPathComponent("told.png"))
        let installed = try Run(arguments, in: prefix, binary: binary, environment: Self.environment())
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(
            try Data(contentsOf: prefix.appendingPathComponent("f.png"))
                == Data(contentsOf: prefix.appendingPathComponent("told.png")))
    }

    @Test func aWrongStretchyResourcesIsAnErrorNotSkipped() throws {
        // The built binary would find the source tree's Resources; the variable must win.
        let empty = try temporaryDirectory()
        let run = try Run(
            ["frame", "--offset", "0", "--output", "f.png"], in: empty,
            environment: Self.environment(["STRETCHY_RESOURCES": empty.path]))
        #expect(run.status == 2)
        #expect(run.stderr == Self.message(lookedIn: "\(empty.path) (STRETCHY_RESOURCES)"))
        #expect(!FileManager.default.fileExists(atPath: empty.appendingPathComponent("f.png").path))
    }
}
