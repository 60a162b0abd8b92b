import Foundation
import TestSupport
import Testing

/// The command line meeting a scene with its own table content (SPEC §3, §5): `--rows` has no
/// rows to set there, and a row image that cannot be found names the scene file and the row.
@Suite(.scratchFolders) struct TableContentOptionTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/examples/content")

    @Test(arguments: [("settings.json", "table.sections"), ("screenshot.json", "table.content")])
    func rowsWithTheTablesOwnContentIsAUsageError(file: String, key: String) throws {
        let scene = Self.examples.appendingPathComponent(file).path
        for command in [["layout", "--offset", "0"], ["frame", "--offset", "0", "--output", "f.png"]] {
            let directory = try temporaryDirectory()
            let run = try Run(command + ["--scene", scene, "--rows", "5"], in: directory)
            #expect(run.status == 64, "\(command): \(run.stderr)")
            // One line naming the option and the key; the usage lines of every usage error follow.
            let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
            #expect(first == "Error: option '--rows' cannot be used with a scene that sets \(key)", "\(first)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        }
    }

    @Test func aMissingRowImageNamesTheSceneFile() throws {
        let directory = try temporaryDirectory()
        let json = #"{"table": {"sections": [{"rows": [{"text": "a"}, {"text": "b", "image": "apple"}]}]}}"#
        try Data(json.utf8).write(to: directory.appendingPathComponent("fruit.json"))
        for command in [["layout", "--offset", "0"], ["frame", "--offset", "0"], ["render", "--quiet"]] {
            let run = try Run(command + ["--scene", "fruit.json"], in: directory)
            #expect(run.status == 2, "\(command): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1)
            #expect(
                run.stderr.hasPrefix(
                    "Error: scene file 'fruit.json': table.sections[0].rows[1].image: no image named 'apple'"),
                "\(command): \(run.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["fruit.json"])
        }
    }
}
