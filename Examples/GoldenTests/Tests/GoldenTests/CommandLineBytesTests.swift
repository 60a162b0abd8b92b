import Foundation
import StretchyKit
import Testing

/// A client renders what `stretchy frame` writes, byte for byte: a Japanese scene, whose Han
/// glyphs come from the Japanese face (issue 21). It needs the `stretchy` binary; on a fresh
/// clone there is none, and the test says how to get one instead of failing (`make test` always
/// gives it one).
struct CommandLineBytesTests {
    /// `$STRETCHY_BINARY` (`make test` sets it), else a `stretchy` built in this package
    /// (`swift build -c release --product stretchy`) or in the stretchy tree (`make build`).
    static let binary: String? = {
        if let given = ProcessInfo.processInfo.environment["STRETCHY_BINARY"], !given.isEmpty { return given }
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let tree = here.deletingLastPathComponent().deletingLastPathComponent()
        return [here, tree].flatMap { root in
            ["release", "debug"].map { root.appendingPathComponent(".build/\($0)/stretchy").path }
        }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    @Test(
        .enabled(
            if: binary != nil,
            """
            no stretchy binary to compare with: run `swift build -c release --product stretchy` here, \
            or `make build` in the stretchy folder, or set STRETCHY_BINARY
            """))
    func aJapaneseSceneHasTheCommandLinesBytes() throws {
        let binary = try #require(Self.binary)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ja-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("ja.json")
        try Data(#"{"scale": 1, "title": {"text": "直角骨"}, "font": {"language": "ja"}}"#.utf8).write(to: scene)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["frame", "--scene", scene.path, "--offset", "-200", "--output", "-"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let cli = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let library = try StretchyRenderer(sceneFile: scene.path).frame(atOffset: -200).png()
        #expect(library == [UInt8](cli))
    }
}
