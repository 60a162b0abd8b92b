import Foundation
import Testing

/// Label texts on the command line: control characters are refused, and a character no font
/// has is drawn as a box with one warning per text.
@Suite(.scratchFolders) struct LabelTextCommandTests {
    @Test(arguments: ["two\nlines", "tab\there", "bell\u{7}"])
    func aTitleWithAControlCharacterExits64NamingTheOption(title: String) throws {
        let output = try temporaryDirectory().appendingPathComponent("f.png").path
        let run = try Run(["frame", "--offset", "0", "--title", title, "--output", output])
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix("Error: option '--title' must be one line without control characters"), "\(run.stderr)"
        )
    }

    /// `--title` has the length `title.text` has, 1000 characters, and says so.
    @Test func aTitleOfMoreThan1000CharactersExits64() throws {
        let output = try temporaryDirectory().appendingPathComponent("f.png").path
        let title = String(repeating: "t", count: 1001)
        let run = try Run(["frame", "--offset", "0", "--title", title, "--output", output])
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix("Error: option '--title' must be at most 1000 characters long, not 1001\n"),
            "\(run.stderr)")
    }

    @Test func aCellTextWithAControlCharacterExits64NamingTheKey() throws {
        let directory = try temporaryDirectory()
        let scene = directory.appendingPathComponent("s.json")
        try Data(##"{"table": {"text": "cell\n{row}"}}"##.utf8).write(to: scene)
        let run = try Run([
            "frame", "--offset", "0", "--scene", scene.path, "--output", directory.appendingPathComponent("f.png").path,
        ])
        #expect(run.status == 64)
        #expect(
            run.stderr.contains("table.text: must be one line without control characters, not text with U+000A"),
            "\(run.stderr)")
    }

    @Test func aCharacterNoFontHasIsOneWarningAndTheFrameIsDrawn() throws {
        let directory = try temporaryDirectory()
        let output = directory.appendingPathComponent("f.png")
        let run = try Run(["frame", "--offset", "0", "--title", "x\u{0378}\u{0378}", "--output", output.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr
                == "Warning: no font has U+0378 (in title.text 'x\u{0378}\u{0378}'); drawn as the missing-glyph box\n")
        #expect(FileManager.default.fileExists(atPath: output.path))
    }
}
