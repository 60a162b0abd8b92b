import Foundation
import TestSupport
import Testing

/// Issue 32: `compare` names what differs between the environments two renders were made in,
/// once, when it finds a difference; `--environment-suffix` picks the goldens of one environment.
@Suite(.scratchFolders) struct EnvironmentNoteTests {
    static let fonts = "/usr/share/fonts/truetype/dejavu/"

    /// One frame with the title drawn from `font` (a file of fonts-dejavu-core).
    func render(_ font: String, into folder: URL, in root: URL) throws {
        let scene = root.appendingPathComponent(font + ".json")
        try Data(#"{"title": {"text": "Golden"}, "font": {"files": ["\#(Self.fonts + font)"]}}"#.utf8).write(to: scene)
        let run = try Run(
            [
                "render", "--scene", scene.path, "--motion", "hold 0.1", "--fps", "10", "--scale", "1", "--quiet",
                "--output-dir", folder.path,
            ])
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func aDifferenceMadeWithAnotherFontNamesBothFonts() throws {
        let root = try scratchFolder("environment-note")
        let golden = root.appendingPathComponent("golden"), out = root.appendingPathComponent("out")
        try render("DejaVuSans.ttf", into: golden, in: root)
        try render("DejaVuSans-Bold.ttf", into: out, in: root)
        let size = { (name: String) in try FileManager.default.attributesOfItem(atPath: Self.fonts + name)[.size]! }
        let report = root.appendingPathComponent("report"), junit = root.appendingPathComponent("junit.xml")
        let run = try Run(["compare", golden.path, out.path, "--report", report.path, "--junit", junit.path])
        #expect(run.status == 1)
        let note =
            "Note: expected frames made with font DejaVuSans.ttf (\(try size("DejaVuSans.ttf")) bytes); "
            + "actual frames with font DejaVuSans-Bold.ttf (\(try size("DejaVuSans-Bold.ttf")) bytes)"
        // Then where the report is and how to accept (issue 43).
        #expect(run.stderr.hasPrefix(note + "\nNote: the report is "), "\(run.stderr)")
        #expect(try String(contentsOf: junit, encoding: .utf8).contains("<system-out>\(note)</system-out>"))
        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<p class=\"note\">\(note)</p>"))
        // Nothing differs: no Note, whatever the environments.
        let same = try Run(["compare", golden.path, golden.path])
        #expect(same.status == 0 && same.stderr.isEmpty)
        // Goldens per environment: --environment-suffix bold compares with golden-bold.
        try render("DejaVuSans-Bold.ttf", into: root.appendingPathComponent("golden-bold"), in: root)
        let suffixed = try Run(["compare", golden.path, out.path, "--environment-suffix", "bold"])
        #expect(suffixed.status == 0 && suffixed.stderr.isEmpty, "\(suffixed.stderr)")
    }

    /// Issue 42: a font file of stretchy's own swapped for another file of that name (what
    /// Debian 13's Inter is beside Debian 12's) is named first, with both sizes and hashes (the
    /// report's and the accept command's notes follow it).
    @Test func aSwappedFontFileIsNamedFirst() throws {
        let root = try scratchFolder("swapped-font")
        let resources = HeaderFixture.repository.appendingPathComponent("Resources")
        let copy = root.appendingPathComponent("resources"), fonts = copy.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for name in ["ceshi.jpg", "back_0@2x.png", "back_1@2x.png", "fonts/Inter-SemiBold.otf"] {
            try FileManager.default.copyItem(
                at: resources.appendingPathComponent(name), to: copy.appendingPathComponent(name))
        }
        try FileManager.default.copyItem(
            atPath: Self.fonts + "DejaVuSans.ttf", toPath: fonts.appendingPathComponent("Inter-Regular.otf").path)
        let golden = root.appendingPathComponent("golden"), out = root.appendingPathComponent("out")
        for (folder, environment) in [(golden, [String: String]()), (out, ["STRETCHY_RESOURCES": copy.path])] {
            let run = try Run(
                ["render", "--motion", "hold 0.1", "--fps", "10", "--quiet", "--output-dir", folder.path],
                environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
            #expect(run.status == 0, "\(run.stderr)")
        }
        let run = try Run(["compare", golden.path, out.path])
        #expect(run.status == 1)
        #expect(
            run.stderr.prefixMatch(
                of:
                    /Note: expected frames made with font Inter-Regular.otf \(258992 bytes, FNV-1a [0-9a-f]{16}\); actual frames with font Inter-Regular.otf \(759720 bytes, FNV-1a [0-9a-f]{16}\)\n/
            ) != nil, "\(run.stderr)")
    }

    @Test func theVersionNamesTheCommitMakeBuiltFrom() throws {
        let run = try Run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.wholeMatch(of: /stretchy \d+\.\d+\.\d+ \(commit [0-9a-f]{12}(-modified)?\)\n/) != nil)
    }
}
