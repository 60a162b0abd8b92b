import Foundation
import SceneModel
import StretchyKit
import Testing

/// `table.data` through the command and the library (issue 40 items 1 and 4): the rows of a CSV
/// or JSON file draw the frame of the same rows written as `table.sections`; a scene read from
/// its JSON text with `Scene(json:)` is the scene `--scene` reads and draws `stretchy frame`'s
/// bytes; a bad file is one line naming it, with SPEC §3's exit code.
@Suite(.scratchFolders) struct TableDataCommandTests {
    static let csv = """
        section,text,detail,style,accessory,height
        Fruits,Apple,"Red, ripe",value1,disclosure,
        Fruits,"Pear ""Conference""\",,subtitle,,60
        Nuts,Walnut,,,checkmark,

        """
    static let json = #"""
        [{"section": "Fruits", "text": "Apple", "detail": "Red, ripe", "style": "value1", "accessory": "disclosure"},
         {"section": "Fruits", "text": "Pear \"Conference\"", "style": "subtitle", "height": 60},
         {"section": "Nuts", "text": "Walnut", "accessory": "checkmark"}]
        """#
    static let sections = #"""
        [{"header": "Fruits", "rows": [
            {"text": "Apple", "detail": "Red, ripe", "style": "value1", "accessory": "disclosure"},
            {"text": "Pear \"Conference\"", "style": "subtitle", "height": 60}]},
         {"header": "Nuts", "rows": [{"text": "Walnut", "accessory": "checkmark"}]}]
        """#
    /// The same rows built in Swift.
    static let built = [
        TableSection(
            header: "Fruits",
            rows: [
                TableRow(text: "Apple", detail: "Red, ripe", style: .value1, accessory: .disclosure),
                TableRow(text: "Pear \"Conference\"", style: .subtitle, height: 60),
            ]),
        TableSection(header: "Nuts", rows: [TableRow(text: "Walnut", accessory: .checkmark)]),
    ]

    @Test func theRowsOfEveryFormAreOneFrameAndTheLibrarysSceneIsTheCommands() throws {
        let folder = try temporaryDirectory()
        try Data(Self.csv.utf8).write(to: folder.appendingPathComponent("rows.csv"))
        try Data(Self.json.utf8).write(to: folder.appendingPathComponent("rows.json"))
        let texts = [
            "csv": #"{"scale": 1, "table": {"data": "rows.csv"}}"#,
            "json": #"{"scale": 1, "table": {"data": "rows.json"}}"#,
            "sections": #"{"scale": 1, "table": {"sections": \#(Self.sections)}}"#,
        ]
        var frames: [String: [UInt8]] = [:]
        for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
            let file = folder.appendingPathComponent("\(name).json")
            try Data(text.utf8).write(to: file)
            let scene = try Scene(json: text, folder: folder)
            #expect(scene.sections == Self.built, "\(name)")
            #expect(scene == (try SceneFile(contentsOf: file.path).scene), "\(name)")
            #expect(scene == (try Scene(contentsOf: file)), "\(name)")
            let cli = try Run(["frame", "--scene", file.path, "--offset", "-150", "--output", "-"])
            #expect(cli.status == 0, "\(cli.stderr)")
            frames[name] = [UInt8](cli.output)
            #expect(try StretchyRenderer(scene: scene).png(atOffset: -150, threads: 1) == frames[name], "\(name)")
        }
        #expect(frames["csv"] == frames["sections"] && frames["json"] == frames["sections"])
        var built = Scene.seed
        built.scale = 1
        built.sections = Self.built
        #expect(try StretchyRenderer(scene: built).png(atOffset: -150, threads: 1) == frames["sections"])
    }

    /// One byte edit of the good CSV each: one `Error:` line naming the data file, the scene's
    /// usage error (64, then the usage) for a bad value, a failure (2) for a file that is no CSV.
    @Test(arguments: [
        ("Fruits,Apple", "Fruits,Apple", 0, ""),
        (
            "accessory,height", "accessory,heigth", 64,
            "rows.csv' line 1: unknown column 'heigth'; did you mean 'height'?"
        ),
        ("value1", "value3", 64, "rows.csv' line 2, column 'style': must be 'default', 'subtitle', 'value1' or"),
        (",60", ",0", 64, "rows.csv' line 3, column 'height': must be a number from 1 to 10000, not 0"),
        ("Walnut,", "Walnut\"", 2, "rows.csv': not CSV (RFC 4180): line 4: a quote inside an unquoted field"),
        (",Walnut", ",\"Walnut", 2, "rows.csv': not CSV (RFC 4180): line 4: a quoted field is not closed"),
    ])
    func aBadByteIsNamedInOneLine(good: String, bad: String, status: Int32, message: String) throws {
        let folder = try temporaryDirectory()
        let csv = Self.csv.replacingOccurrences(of: good, with: bad)
        #expect(csv.utf8.count - Self.csv.utf8.count == bad.utf8.count - good.utf8.count)
        try Data(csv.utf8).write(to: folder.appendingPathComponent("rows.csv"))
        let scene = folder.appendingPathComponent("scene.json")
        try Data(#"{"table": {"data": "rows.csv"}}"#.utf8).write(to: scene)
        let run = try Run(["state", "--scene", scene.path, "--offset", "-200"])
        #expect(run.status == status, "\(run.stderr)")
        // One `Error:` line; a usage error is followed by the command's usage, as every one is.
        let lines = run.stderr.split(separator: "\n")
        #expect(status == 0 || (lines.first?.hasPrefix("Error: ") == true && lines.first?.contains(message) == true))
        #expect(lines.filter { $0.hasPrefix("Error:") }.count == (status == 0 ? 0 : 1), "\(run.stderr)")
        #expect(status != 2 || lines.count == 1, "\(run.stderr)")
    }

    @Test func sectionsAndDataTogetherAreAUsageError() throws {
        let folder = try temporaryDirectory()
        try Data(Self.csv.utf8).write(to: folder.appendingPathComponent("rows.csv"))
        let scene = folder.appendingPathComponent("scene.json")
        try Data(#"{"table": {"data": "rows.csv", "sections": \#(Self.sections)}}"#.utf8).write(to: scene)
        let run = try Run(["state", "--scene", scene.path, "--offset", "-200"])
        #expect(
            run.status == 64 && run.stderr.contains("table.sections: cannot be used with table.data"), "\(run.stderr)")
    }
}
