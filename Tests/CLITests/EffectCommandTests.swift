import Foundation
import Testing

/// `--effect` and the `header.*` keys through the binary: `state` prints the box, the photo's
/// frame, the zoom and the blur (SPEC §1 "The header's effects", §3), a file's keys win over the
/// bundle, and `render` draws with it.
@Suite(.scratchFolders) struct EffectCommandTests {
    static func header(_ photo: String, box: String, zoom: String, blur: String) -> String {
        #""header": {\#(photo)}, "headerBox": {\#(box)}, "headerZoom": \#(zoom), "headerBlur": \#(blur)"#
    }

    @Test(arguments: [
        // MX center: y = (C − H)/2 both ways.
        (
            "mx-center", "-300",
            header(
                #""x": 0, "y": 50, "width": 375, "height": 200"#, box: #""x": 0, "y": 0, "width": 375, "height": 300"#,
                zoom: "1", blur: "0")
        ),
        (
            "mx-center", "-100",
            header(
                #""x": 0, "y": -50, "width": 375, "height": 200"#, box: #""x": 0, "y": 0, "width": 375, "height": 100"#,
                zoom: "1", blur: "0")
        ),
        // Expo: 1.5 × the resting frame about the top centre; a quarter speed scrolled.
        (
            "expo", "-300",
            header(
                #""x": -93.75, "y": 0, "width": 562.5, "height": 300"#,
                box: #""x": 0, "y": 0, "width": 375, "height": 300"#,
                zoom: "1.5", blur: "0")
        ),
        (
            "expo", "-120",
            header(
                #""x": 0, "y": -20, "width": 375, "height": 200"#, box: #""x": 0, "y": 0, "width": 375, "height": 120"#,
                zoom: "1", blur: "0")
        ),
        // MX fill squashes: the photo is the box.
        (
            "mx-fill", "-120",
            header(
                #""x": 0, "y": 0, "width": 375, "height": 120"#, box: #""x": 0, "y": 0, "width": 375, "height": 120"#,
                zoom: "1", blur: "0")
        ),
        // Flutter's blurBackground: σ = a tenth of the pull; the photo stays at the top.
        (
            "flutter-blur", "-300",
            header(
                #""x": 0, "y": 0, "width": 375, "height": 200"#, box: #""x": 0, "y": 0, "width": 375, "height": 300"#,
                zoom: "1", blur: "10")
        ),
    ])
    func statePrintsTheHeader(effect: String, offset: String, expected: String) throws {
        let run = try Run(["state", "--effect", effect, "--offset", offset])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(expected), "\(run.stdout)")
    }

    @Test func theFilesKeysWinOverTheBundle() throws {
        let directory = try temporaryDirectory()
        try #"{"header": {"effect": "mx-center", "stretch": "bottom", "minimumHeight": 64}}"#
            .write(to: directory.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        // The file's stretch stays; the parallax is expo's (a quarter); the minimum holds.
        let pulled = try Run(["state", "--scene", "s.json", "--effect", "expo", "--offset", "-300"], in: directory)
        #expect(
            pulled.stdout.contains(#""header": {"x": 0, "y": 100, "width": 375, "height": 200}"#), "\(pulled.stdout)")
        let scrolled = try Run(["state", "--scene", "s.json", "--effect", "expo", "--offset", "100"], in: directory)
        #expect(scrolled.stdout.contains(#""headerBox": {"x": 0, "y": 0, "width": 375, "height": 64}"#))
        #expect(
            scrolled.stdout.contains(#""header": {"x": 0, "y": -34, "width": 375, "height": 200}"#),
            "\(scrolled.stdout)")
        let printed = try Run(["scene", "--print", "--scene", "s.json", "--effect", "expo"], in: directory)
        #expect(printed.stdout.contains(#""effect": "expo""#) && printed.stdout.contains(#""stretch": "bottom""#))
        #expect(!printed.stdout.contains(#""parallax""#), "the parallax follows the effect: \(printed.stdout)")
    }

    @Test func badValuesAreUsageErrors() throws {
        let run = try Run(["state", "--effect", "mx", "--offset", "0"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("'mx' is not one of seed, mx-fill, mx-top-fill"), "\(run.stderr)")
        let directory = try temporaryDirectory()
        try #"{"header": {"minimumHeight": 200}}"#
            .write(to: directory.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
        let rule = try Run(["state", "--scene", "s.json", "--offset", "0"], in: directory)
        #expect(rule.status == 64)
        #expect(rule.stderr.contains("header.minimumHeight: 200 must be below header.height (200)"), "\(rule.stderr)")
    }

    /// The issue's acceptance: `render --effect NAME` renders the default animation (here two
    /// of its frames at @1x), and `frames.json` records the header's box.
    @Test(arguments: ["mx-center", "flutter-blur"])
    func renderDrawsWithTheEffect(effect: String) throws {
        let directory = try temporaryDirectory()
        let run = try Run(
            ["render", "--effect", effect, "--scale", "1", "--frames", "20-21", "--quiet", "--output-dir", "out"],
            in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let manifest = try String(contentsOf: directory.appendingPathComponent("out/frames.json"), encoding: .utf8)
        #expect(manifest.contains(#""headerBox""#))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/frame_0021.png").path))
    }
}
