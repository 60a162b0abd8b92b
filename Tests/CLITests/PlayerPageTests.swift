import Foundation
import Testing

/// `render --player` (SPEC §6 "Player page"): the page opens in headless Chromium with no console
/// message, plots the per-frame numbers, steps with ← → and shows the current frame's state, and
/// opens at the frame its URL's fragment names.
@Suite(.scratchFolders) struct PlayerPageTests {
    @Test func thePlayerOpensInChromiumAndSteps() throws {
        let chromium = try Chromium.find()
        let directory = try temporaryDirectory()
        let run = try Run(
            [
                "render", "--motion", "hold 0.2; drag -150 0.4; release", "--fps", "10", "--scale", "1", "--quiet",
                "--output-dir", "frames", "--player",
            ], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let folder = directory.appendingPathComponent("frames")
        let html = try String(contentsOf: folder.appendingPathComponent("player.html"), encoding: .utf8)
        #expect(!html.contains("http://") || html.contains("http://www.w3.org/2000/svg"))
        #expect(!html.contains("https://") && !html.contains("<script src"))
        let driver = """
            <script>
            (function () {
              function key(k) { document.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })); }
              var out = { steps: [] };
              out.plots = Array.prototype.map.call(document.querySelectorAll('#plots svg'),
                                                   function (svg) { return svg.dataset.field; });
              ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft'].forEach(function (k) {
                key(k); out.steps.push(Number(document.body.dataset.frame));
              });
              out.image = document.getElementById('frame').getAttribute('src');
              out.position = document.getElementById('position').textContent;
              out.rows = Array.prototype.map.call(document.querySelectorAll('#state th'),
                                                  function (th) { return th.textContent; });
              out.offsetLabel = document.querySelector('svg[data-field="offset"] text').textContent;
              key('ArrowLeft'); key('ArrowLeft'); key('ArrowLeft');
              out.atStart = Number(document.body.dataset.frame);
              var pre = document.createElement('pre');
              pre.id = 'driven';
              pre.textContent = JSON.stringify(out);
              document.body.appendChild(pre);
            })();
            </script>
            </body>
            """
        let driven = folder.appendingPathComponent("driven.html")
        try html.replacingOccurrences(of: "</body>", with: driver).write(to: driven, atomically: true, encoding: .utf8)
        let (dom, log) = try chromium.dumpDOM(driven)
        #expect(Chromium.consoleMessages(in: log).isEmpty, "\(Chromium.consoleMessages(in: log))")
        let text = try #require(dom.firstMatch(of: /<pre id="driven">([^<]*)<\/pre>/)?.output.1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["steps"] as? [Int] == [1, 2, 3, 2])
        #expect(object["atStart"] as? Int == 0)
        #expect(object["image"] as? String == "frame_0002.png")
        #expect((object["position"] as? String)?.hasPrefix("frame 2 (3 of ") == true, "\(object)")
        let plots = object["plots"] as? [String] ?? []
        #expect(Array(plots.prefix(3)) == ["offset", "barAlpha", "header.height"], "\(plots)")
        // The state table holds every field of the frame's entry in frames.json.
        let rows = object["rows"] as? [String] ?? []
        for field in ["index", "time", "file", "offset", "barAlpha", "header.height", "titleColor"] {
            #expect(rows.contains(field), "\(rows)")
        }
        // Frame 2 is still in the hold, at rest: offset −200.
        #expect(object["offsetLabel"] as? String == "offset = -200", "\(object)")
        let shot = directory.appendingPathComponent("player.png")
        try chromium.screenshot(folder.appendingPathComponent("player.html"), to: shot)
        let size = try pngSize(shot)
        #expect(size.width == 1280 && size.height == 2000)
    }

    /// `player.html#frame=I` opens at the frame whose index is I (here the third of frames 2-5);
    /// a frame the render did not make, or another fragment, opens at the first.
    @Test func theFragmentOpensAFrame() throws {
        let chromium = try Chromium.find()
        let directory = try temporaryDirectory()
        let run = try Run(
            [
                "render", "--motion", "drag -150 1", "--fps", "10", "--scale", "1", "--frames", "2-5", "--quiet",
                "--output-dir", "frames", "--player",
            ], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let page = directory.appendingPathComponent("frames").appendingPathComponent("player.html")
        for (fragment, position, file) in [
            ("#frame=4", 2, "frame_0004.png"), ("#frame=9", 0, "frame_0002.png"),
            ("#4", 0, "frame_0002.png"),
        ] {
            let url = try #require(URL(string: page.absoluteString + fragment))
            let (dom, log) = try chromium.dumpDOM(url)
            #expect(Chromium.consoleMessages(in: log).isEmpty, "\(Chromium.consoleMessages(in: log))")
            #expect(dom.contains("data-frame=\"\(position)\""), "\(fragment)")
            #expect(dom.contains("src=\"\(file)\""), "\(fragment)")
        }
    }

    @Test func thePlayerNeedsAFolder() throws {
        let run = try Run(["render", "--player", "--gif", "a.gif"], in: try temporaryDirectory())
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: option '--player' needs a folder (--output-dir DIR)"), "\(run.stderr)")
    }
}
