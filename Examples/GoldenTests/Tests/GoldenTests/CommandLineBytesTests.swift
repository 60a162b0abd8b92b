import Foundation
import StretchyKit
import Testing

/// A client renders what `stretchy frame` writes, byte for byte: a Japanese scene, whose Han
/// glyphs come from the Japanese face (issue 21).
struct CommandLineBytesTests {
    /// `$STRETCHY_BINARY` (`make test` sets it), else the release build of the stretchy tree.
    static let binary =
        ProcessInfo.processInfo.environment["STRETCHY_BINARY"].flatMap { $0.isEmpty ? nil : $0 }
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/release/stretchy").path

    @Test func aJapaneseSceneHasTheCommandLinesBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ja-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("ja.json")
        try Data(#"{"scale": 1, "title": {"text": "直角骨"}, "font": {"language": "ja"}}"#.utf8).write(to: scene)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
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
