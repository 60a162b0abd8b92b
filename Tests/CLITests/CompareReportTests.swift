import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Two render folders in which the actual one has a corrupt frame, a changed frame and a
/// changed frame in a subfolder (issue 13): what `compare` prints, its exit status, and its
/// HTML and JUnit reports.
struct BrokenRender {
    let expected: URL
    let actual: URL
    static let corrupt = Renders.frame(5)
    static let changed = Renders.frame(3)
    static let nested = "sub/" + Renders.frame(2)

    init() throws {
        let renders = try Renders.make()
        expected = try Renders.copy(renders.first)
        actual = try Renders.copy(renders.second)
        let manager = FileManager.default
        for folder in [expected, actual] {
            try manager.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
        }
        try manager.copyItem(
            at: renders.first.appendingPathComponent(Renders.frame(2)),
            to: expected.appendingPathComponent(Self.nested))
        // Frames of the render with another title stand in for the changed ones.
        for (name, source) in [(Self.changed, Renders.frame(3)), (Self.nested, Renders.frame(2))] {
            let target = actual.appendingPathComponent(name)
            try? manager.removeItem(at: target)
            try manager.copyItem(at: renders.other.appendingPathComponent(source), to: target)
        }
        let victim = actual.appendingPathComponent(Self.corrupt)
        try Data(try Data(contentsOf: victim).prefix(100)).write(to: victim)
    }
}

@Suite(.scratchFolders) struct CompareReportTests {
    @Test func everyPairIsReportedAndACorruptOneExits2() throws {
        let folders = try BrokenRender()
        let run = try Run(["compare", folders.expected.path, folders.actual.path, "--json"])
        #expect(run.status == 2)
        let result = try json(run)
        let files = try #require(result["files"] as? [[String: Any]])
        #expect(files.count == Renders.frameCount + 1)
        let byName = Dictionary(uniqueKeysWithValues: files.map { ($0["name"] as? String ?? "", $0) })
        let corruptPath = folders.actual.appendingPathComponent(BrokenRender.corrupt).path
        #expect((byName[BrokenRender.corrupt]?["error"] as? String)?.contains(corruptPath) == true, "\(run.stdout)")
        for name in [BrokenRender.changed, BrokenRender.nested] {
            #expect((byName[name]?["differentPixels"] as? Int ?? 0) > 20, "\(name)")
        }
        #expect(result["differentFiles"] as? Int == 2)
        #expect(result["errorFiles"] as? Int == 1)
        #expect(run.stderr == "Error: cannot decode '\(corruptPath)': corrupt PNG: unexpected end of file\n")

        let human = try Run(["compare", folders.expected.path, folders.actual.path])
        #expect(human.status == 2)
        #expect(human.stdout.contains("\(BrokenRender.changed): "))
        #expect(human.stdout.contains("\(BrokenRender.nested): "))
        #expect(
            human.stdout.hasSuffix("2 of \(Renders.frameCount + 1) files differ, 1 could not be compared\n"),
            "\(human.stdout)")
        #expect(human.stderr.contains(corruptPath))
    }

    @Test func twoEmptyFoldersExit2() throws {
        let root = try temporaryDirectory()
        for name in ["golden", "out"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(name), withIntermediateDirectories: false)
        }
        let run = try Run(["compare", "golden", "out"], in: root)
        #expect(run.status == 2)
        #expect(run.stderr == "Error: no PNG files in 'golden'\n")
    }

    /// The report opens in headless Chromium with no console message, names the changed frames
    /// and the corrupt one, and refers to images that exist and to no web address. Then the
    /// page is driven from a script of the test's (filters, j/k, a click that zooms, the zoom's
    /// keys), and what the DOM became is checked. Screenshots of the summary and of a zoomed pair
    /// are kept in the test's folder and the artifacts folder.
    @Test func theHTMLReportOpensInChromium() throws {
        let chromium = try Chromium.find()
        let folders = try BrokenRender()
        let written = try temporaryDirectory().appendingPathComponent("report")
        let run = try Run(["compare", folders.expected.path, folders.actual.path, "--report", written.path])
        #expect(run.status == 2)
        // Issue 43: the report is an artifact, moved away from the goldens (as an upload is);
        // everything it shows is inside it.
        let report = try temporaryDirectory().appendingPathComponent("artifact/report")
        try FileManager.default.createDirectory(
            at: report.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: written, to: report)
        let page = report.appendingPathComponent("index.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.range(of: "https?:", options: [.regularExpression, .caseInsensitive]) == nil, "no web address")

        let (dom, log) = try chromium.dumpDOM(page)
        #expect(Chromium.consoleMessages(in: log).isEmpty, "\(Chromium.consoleMessages(in: log))")
        for name in [BrokenRender.changed, BrokenRender.nested, BrokenRender.corrupt] {
            #expect(dom.contains(name), "the page names \(name)")
        }
        let sources = dom.matches(of: /(?:src|href|data-expected|data-actual|data-diff)="([^"#][^"]*)"/)
            .map { String($0.output.1) }
        #expect(sources.count >= 12, "thumbnails and crops of both changed frames")
        for source in sources {
            let path = try #require(source.removingPercentEncoding)
            #expect(!path.hasPrefix("/"), "\(source) is relative")
            let file = report.appendingPathComponent(path).standardizedFileURL.path
            #expect(file.hasPrefix(report.path + "/"), "\(source) is inside the report folder")
            #expect(FileManager.default.fileExists(atPath: file), "\(source) exists")
        }
        // The browser loads every one of them, from the moved folder.
        #expect(try Self.brokenImages(chromium, sources: Set(sources).sorted(), in: report) == [])

        // A pair's address is its file name: the page opens on it (issue 31).
        let anchored = try chromium.dumpDOM(try #require(URL(string: page.absoluteString + "#" + BrokenRender.nested)))
        let shownSections = anchored.dom.matches(of: /<section class="pair" id="[^"]*" data-name="([^"]*)"[^>]*>/)
            .filter { !$0.output.0.contains(" hidden") }.map { String($0.output.1) }
        #expect(shownSections == [BrokenRender.nested], "\(shownSections)")
        #expect(Chromium.consoleMessages(in: anchored.log).isEmpty, "\(Chromium.consoleMessages(in: anchored.log))")

        let driven = try drive(chromium, report: report)
        #expect(
            driven.initial == [BrokenRender.changed, BrokenRender.corrupt, BrokenRender.nested],
            "failures only at first: \(driven.initial)")
        // It opens on the first failure, whose address is its name (issue 31).
        #expect(driven.opened == BrokenRender.changed && driven.openedHash == "#" + BrokenRender.changed)
        #expect(driven.withIdentical == Renders.frameCount + 1)
        #expect(
            driven.steps == [
                BrokenRender.corrupt, BrokenRender.nested, BrokenRender.nested, BrokenRender.nested,
                BrokenRender.corrupt,
            ], "j, j, j (stays on the last), j, k")
        // The sidebar counts each status; failures whose differing rectangles meet are a group
        // (issue 43): the two title changes are one.
        #expect(driven.counts == ["different": 2, "lone": 0, "error": 1, "within": 0, "identical": 10])
        let compared = try json(try Run(["compare", folders.expected.path, folders.actual.path, "--json"]))
        let rectangles = (compared["files"] as? [[String: Any]] ?? []).compactMap { file -> [Int]? in
            guard (file["differentPixels"] as? Int ?? 0) > 0, let bounds = file["diffBounds"] as? [String: Int] else {
                return nil
            }
            return ["x", "y", "width", "height"].map { bounds[$0] ?? -1 }
        }
        try #require(rectangles.count == 2)
        let (a, b) = (rectangles[0], rectangles[1])
        let meet = a[0] <= b[0] + b[2] && b[0] <= a[0] + a[2] && a[1] <= b[1] + b[3] && b[1] <= a[1] + a[3]
        #expect(meet, "\(rectangles)")
        #expect(driven.groups == 1, "\(rectangles)")
        #expect(driven.grouped == [BrokenRender.changed, BrokenRender.nested], "the group's failures alone")
        // 1:1, then +, +, +, + (stays at 8×), with the grid from 4× on; - goes back.
        #expect(driven.zoom.scales == ["1", "2", "4", "8", "8", "4"], "\(driven.zoom.scales)")
        #expect(driven.zoom.grid == [false, false, true, true, true, true], "\(driven.zoom.grid)")
        #expect(driven.zoom.widthAt8 == "\(8 * driven.zoom.cropWidth)px", "one image pixel is 8 device pixels")
        #expect(driven.zoom.cropWidth > 0 && driven.zoom.cropWidth <= 375, "\(driven.zoom)")
        #expect(driven.zoom.open && driven.zoom.layer == "actual", "\(driven.zoom)")
        // The actual image at 1:1 is the crop of what differs, inside the report (issue 43).
        #expect(driven.zoom.actualSources == ["crops/actual/\(BrokenRender.changed)"], "\(driven.zoom.actualSources)")
        #expect(driven.zoom.position == "pixel \(driven.zoom.expectedPixel)", "\(driven.zoom)")
        #expect(driven.zoom.afterD == "diff" && driven.zoom.closed)

        let artifacts = try Self.artifacts()
        for (name, url) in [("compare-report.png", page), ("compare-report-zoom.png", driven.zoomPage)] {
            let local = report.deletingLastPathComponent().appendingPathComponent(name)
            try chromium.screenshot(url, to: local)
            let size = try pngSize(local)
            #expect(size.width == 1280 && size.height == 2000)
            let kept = artifacts.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: kept)
            try FileManager.default.copyItem(at: local, to: kept)
            print("compare --report screenshot: \(kept.path)")
        }
    }

    /// Issue 43: `--summary FILE.md`, for a CI job's page: its numbers are the JSON's, its group
    /// the report's, and a run that fails by its differences ends it with the command that
    /// accepts them.
    @Test func theMarkdownSummaryAgreesWithTheJSON() throws {
        let folders = try BrokenRender()
        let root = try temporaryDirectory()
        let summary = root.appendingPathComponent("ci/summary.md")
        let run = try Run([
            "compare", folders.expected.path, folders.actual.path, "--json", "--summary", summary.path,
        ])
        #expect(run.status == 2)
        let result = try json(run)
        let files = try #require(result["files"] as? [[String: Any]])
        let different = try #require(result["differentFiles"] as? Int),
            errors = try #require(result["errorFiles"] as? Int)
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(text.hasPrefix("## stretchy compare: failed\n"), "\(text)")
        #expect(text.contains(": \(different) of \(files.count) files differ.\n"), "\(text)")
        #expect(text.contains("| could not be compared | \(errors) |\n"), "\(text)")
        #expect(text.contains("| different | \(different) |\n"), "\(text)")
        #expect(text.contains("- 2 failures at x "), "the report's one group: \(text)")
        for name in [BrokenRender.changed, BrokenRender.nested] {
            #expect(text.contains("| `\(name)` | "), "\(name) among the most different")
        }
        #expect(!text.contains("--accept"), "exit 2: no command to accept")

        let renders = try Renders.make()
        let failing = try Run(["compare", renders.first.path, renders.other.path, "--summary", summary.path])
        #expect(failing.status == 1)
        let command = "\(Run.binary.path) compare \(renders.first.path) \(renders.other.path) --summary \(summary.path)"
        #expect(
            try String(contentsOf: summary, encoding: .utf8).hasSuffix(
                "To accept every pair that differs:\n\n```sh\n\(command) --accept '*'\n```\n"))
    }

    /// What the test's script saw while driving the report.
    struct Driven {
        struct Zoom {
            var open = false, closed = false
            var layer = "", afterD = "", position = "", expectedPixel = ""
            var actualSources: [String] = []
            var scales: [String] = []
            var grid: [Bool] = []
            var widthAt8 = ""
            var cropWidth = 0
        }

        var initial: [String] = []
        var opened = "", openedHash = ""
        var counts: [String: Int] = [:]
        var groups = 0
        var grouped: [String] = []
        var withIdentical = 0
        var steps: [String] = []
        var zoom = Zoom()
        var zoomPage: URL
    }

    /// Writes `driven.html` (the report with the test's script after its own) and
    /// `zoomed.html` (the first failure zoomed at the middle of its differences, for the
    /// screenshot) beside `index.html`, loads the first and reads back what its script recorded.
    private func drive(_ chromium: Chromium, report: URL) throws -> Driven {
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        let driver = """
            <script>
            (function () {
              var out = {};
              function visible() {
                return Array.prototype.filter.call(document.querySelectorAll('#pairs li'),
                                                   function (li) { return !li.hidden; })
                  .map(function (li) { return li.textContent; });
              }
              function key(k) { document.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })); }
              function current() {
                var section = document.querySelector('main > section:not([hidden]) h2 code');
                return section ? section.textContent : '';
              }
              out.initial = visible();
              out.opened = current();
              out.openedHash = location.hash;
              out.counts = {};
              document.querySelectorAll('#filters label').forEach(function (label) {
                out.counts[label.querySelector('input').value] = Number(label.querySelector('.count').textContent);
              });
              var groups = document.querySelectorAll('#causes button[data-group]');
              out.groups = groups.length;
              if (groups.length) {
                groups[0].click();
                out.grouped = visible();
                document.querySelector('#causes button.all').click();
              }
              var box = document.querySelector('#filters input[value="identical"]');
              box.checked = true; box.dispatchEvent(new Event('change'));
              out.withIdentical = visible().length;
              box.checked = false; box.dispatchEvent(new Event('change'));
              key('k');
              out.steps = [];
              ['j', 'j', 'j', 'j', 'k'].forEach(function (k) { key(k); out.steps.push(current()); });
              key('k'); key('k');
              var section = document.querySelector('main > section.pair:not([hidden])');
              // The click lands on the changes layer (cut below its last row); the point is on the
              // whole image under it.
              var base = section.querySelector('.view.side img[data-layer="actual"]');
              var img = section.querySelector('.view.side img[data-layer="actual"].over') || base;
              var rect = base.getBoundingClientRect();
              var bounds = section.querySelector('.facts').textContent
                .match(/bounds x (\\d+), y (\\d+), (\\d+) × (\\d+)/);
              var width = Number(section.dataset.width), height = Number(section.dataset.height);
              var cx = (Number(bounds[1]) + Number(bounds[3]) / 2) / width;
              var cy = (Number(bounds[2]) + Number(bounds[4]) / 2) / height;
              // Chromium keeps a mouse event's client point in whole CSS pixels: click at a whole
              // point, and expect the image pixel under that point.
              var clickX = Math.round(rect.left + cx * rect.width), clickY = Math.round(rect.top + cy * rect.height);
              img.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: clickX, clientY: clickY }));
              var zoom = document.getElementById('zoom');
              out.zoom = { open: !zoom.hidden, layer: zoom.dataset.layer,
                           position: zoom.querySelector('.position').textContent,
                           expectedPixel: Math.floor((clickX - rect.left) / rect.width * width) + ', '
                             + Math.floor((clickY - rect.top) / rect.height * height),
                           cropWidth: Number(section.dataset.crop.split(',')[2]),
                           actualSources: Array.prototype.map.call(
                             zoom.querySelectorAll('.layer[data-layer="actual"] img'),
                             function (i) { return i.getAttribute('src'); }) };
              var pixels = zoom.querySelector('.pixels');
              out.zoom.scales = [zoom.dataset.scale];
              out.zoom.grid = [!pixels.hidden];
              key('g');
              ['+', '+', '+', '+', '-'].forEach(function (k) {
                key(k);
                out.zoom.scales.push(zoom.dataset.scale);
                out.zoom.grid.push(!pixels.hidden);
                if (zoom.dataset.scale === '8') {
                  out.zoom.widthAt8 = zoom.querySelector('.layer[data-layer="expected"] img').style.width;
                }
              });
              if (!DRIVE_ONLY_TO_ZOOM) {
                key('d'); out.zoom.afterD = zoom.dataset.layer;
                key('Escape'); out.zoom.closed = zoom.hidden;
              } else {
                key('+');
              }
              var pre = document.createElement('pre');
              pre.id = 'driven';
              pre.textContent = JSON.stringify(out);
              document.body.appendChild(pre);
            })();
            </script>
            </body>
            """
        let driven = report.appendingPathComponent("driven.html")
        let zoomed = report.appendingPathComponent("zoomed.html")
        for (page, onlyToZoom) in [(driven, "false"), (zoomed, "true")] {
            let script = driver.replacingOccurrences(of: "DRIVE_ONLY_TO_ZOOM", with: onlyToZoom)
            try html.replacingOccurrences(of: "</body>", with: script)
                .write(to: page, atomically: true, encoding: .utf8)
        }
        let (dom, log) = try chromium.dumpDOM(driven)
        #expect(Chromium.consoleMessages(in: log).isEmpty, "\(Chromium.consoleMessages(in: log))")
        let text = try #require(dom.firstMatch(of: /<pre id="driven">([^<]*)<\/pre>/)?.output.1)
        let unescaped = String(text).replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(unescaped.utf8)) as? [String: Any])
        var result = Driven(zoomPage: zoomed)
        result.initial = object["initial"] as? [String] ?? []
        result.opened = object["opened"] as? String ?? ""
        result.openedHash = object["openedHash"] as? String ?? ""
        result.counts = object["counts"] as? [String: Int] ?? [:]
        result.groups = object["groups"] as? Int ?? -1
        result.grouped = object["grouped"] as? [String] ?? []
        result.withIdentical = object["withIdentical"] as? Int ?? 0
        result.steps = object["steps"] as? [String] ?? []
        let zoom = object["zoom"] as? [String: Any] ?? [:]
        result.zoom.open = zoom["open"] as? Bool ?? false
        result.zoom.closed = zoom["closed"] as? Bool ?? false
        result.zoom.layer = zoom["layer"] as? String ?? ""
        result.zoom.afterD = zoom["afterD"] as? String ?? ""
        result.zoom.position = zoom["position"] as? String ?? ""
        result.zoom.expectedPixel = zoom["expectedPixel"] as? String ?? ""
        result.zoom.actualSources = zoom["actualSources"] as? [String] ?? []
        result.zoom.scales = zoom["scales"] as? [String] ?? []
        result.zoom.grid = zoom["grid"] as? [Bool] ?? []
        result.zoom.widthAt8 = zoom["widthAt8"] as? String ?? ""
        result.zoom.cropWidth = zoom["cropWidth"] as? Int ?? 0
        return result
    }

    /// The `sources` (paths relative to `report`) that Chromium cannot load as images from a
    /// page in `report`: a page of the test's loads each and lists those that fail.
    static func brokenImages(_ chromium: Chromium, sources: [String], in report: URL) throws -> [String] {
        let list = sources.map { "'" + $0.replacingOccurrences(of: "'", with: "\\'") + "'" }.joined(separator: ", ")
        let page = report.appendingPathComponent("images.html")
        defer { try? FileManager.default.removeItem(at: page) }
        try """
        <!DOCTYPE html><html><body><pre id="broken"></pre><script>
        var sources = [\(list)], left = sources.length, broken = [];
        function done() { if (--left === 0) document.getElementById('broken').textContent = JSON.stringify(broken); }
        sources.forEach(function (source) {
          var img = new Image();
          img.onload = done;
          img.onerror = function () { broken.push(source); done(); };
          img.src = source;
        });
        </script></body></html>
        """.write(to: page, atomically: true, encoding: .utf8)
        let dom = try chromium.dumpDOM(page, waiting: true).dom
        let text = try #require(dom.firstMatch(of: /<pre id="broken">([^<]*)<\/pre>/)?.output.1, "\(dom)")
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String], "\(text)")
    }

    /// `$STRETCHY_ARTIFACTS`, else `.build/artifacts` in the repository: kept after the run.
    static func artifacts() throws -> URL {
        let folder =
            ProcessInfo.processInfo.environment["STRETCHY_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? HeaderFixture.repository.appendingPathComponent(".build/artifacts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theJUnitReportHasACasePerPair() throws {
        let folders = try BrokenRender()
        let root = try temporaryDirectory()
        let xml = root.appendingPathComponent("ci/compare.xml")
        try FileManager.default.removeItem(at: folders.actual.appendingPathComponent(Renders.frame(7)))
        let run = try Run([
            "compare", folders.expected.path, folders.actual.path, "--junit", xml.path,
            "--diff", root.appendingPathComponent("diffs").path,
        ])
        #expect(run.status == 2)
        let suite = try JUnitCases(parsing: Data(contentsOf: xml))
        #expect(
            suite.cases.map(\.name).sorted()
                == ((0..<Renders.frameCount).map(Renders.frame) + [BrokenRender.nested]).sorted())
        #expect(suite.counts == ["tests": Renders.frameCount + 1, "failures": 3, "errors": 1])
        #expect(suite.outcome(BrokenRender.corrupt) == "error unreadable")
        #expect(suite.outcome(BrokenRender.changed) == "failure pixels")
        #expect(suite.outcome(BrokenRender.nested) == "failure pixels")
        #expect(suite.outcome(Renders.frame(7)) == "failure missing")
        #expect(suite.outcome(Renders.frame(0)) == "passed")
        let message = try #require(suite.cases.first { $0.name == BrokenRender.nested }?.message)
        #expect(message.hasSuffix("; diff image: \(root.path)/diffs/\(BrokenRender.nested)"), "\(message)")
        #expect(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("diffs/\(BrokenRender.nested)").path))
        // Every case and the suites are timed; a differing pair's images are attachments.
        #expect(
            suite.timed == ["testsuites", "testsuite"]
                + Array(repeating: "testcase", count: Renders.frameCount + 1))
        let text = try String(contentsOf: xml, encoding: .utf8)
        for name in [BrokenRender.changed, BrokenRender.nested] {
            #expect(text.contains("[[ATTACHMENT|\(folders.actual.path)/\(name)]]"), "\(name)")
            #expect(text.contains("[[ATTACHMENT|\(root.path)/diffs/\(name)]]"), "\(name)")
            #expect(text.contains("<property name=\"diffImage\" value=\"\(root.path)/diffs/\(name)\"/>"), "\(name)")
        }

        // With --report, the attachments are inside the report folder (issue 31): uploading the
        // folder alone shows them. Issue 43: they are the crops of what differs, not whole copies.
        let report = root.appendingPathComponent("report")
        let reported = try Run([
            "compare", folders.expected.path, folders.actual.path, "--report", report.path,
            "--junit", report.appendingPathComponent("junit.xml").path,
        ])
        #expect(reported.status == 2)
        let inside = try String(contentsOf: report.appendingPathComponent("junit.xml"), encoding: .utf8)
        for name in [BrokenRender.changed, BrokenRender.nested] {
            for role in ["expected", "actual"] {
                let crop = report.appendingPathComponent("crops/\(role)/\(name)")
                #expect(inside.contains("[[ATTACHMENT|\(crop.path)]]"), "\(role) \(name)")
                #expect(FileManager.default.fileExists(atPath: crop.path), "\(crop.path)")
            }
            let diff = report.appendingPathComponent("crops/diff/\(name)")
            #expect(inside.contains("<property name=\"diffImage\" value=\"\(diff.path)\"/>"), "\(name)")
            let size = try pngSize(diff)
            #expect(size.width <= 375 && size.height < 667, "a crop of the diff image")
            let crop = try Picture.read(diff)
            #expect(crop.bytes[3] == 255, "drawn opaque, as --diff draws it")
        }
        let attached = inside.matches(of: /\[\[ATTACHMENT\|([^\]]*)\]\]/).map { String($0.output.1) }
        #expect(attached.count == 6 && attached.allSatisfy { $0.hasPrefix(report.path + "/crops/") }, "\(attached)")
    }
}

/// `--diff DIR` and `--report DIR` hold only this run's evidence (issue 22).
@Suite(.scratchFolders) struct StaleEvidenceTests {
    static func contents(_ folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func aPassingRunLeavesNoImageOfAnEarlierFailure() throws {
        let renders = try Renders.make()
        let root = try temporaryDirectory()
        let diffs = root.appendingPathComponent("d"), report = root.appendingPathComponent("r")
        let outputs = [
            "--diff", diffs.path, "--report", report.path,
            "--junit", report.appendingPathComponent("junit.xml").path,
        ]
        let failing = try Run(["compare", renders.first.path, renders.other.path] + outputs)
        #expect(failing.status == 1, "\(failing.stderr)")
        #expect(try Self.contents(diffs).contains(Renders.frame(0)))
        #expect(try Self.contents(report).contains("crops/actual/" + Renders.frame(0)))

        let passing = try Run(["compare", renders.first.path, renders.second.path] + outputs)
        #expect(passing.status == 0, "\(passing.stderr)")
        #expect(try Self.contents(diffs) == [".stretchy-compare.json", ".stretchy.lock"])
        #expect(try Self.contents(report) == [".stretchy-compare.json", ".stretchy.lock", "index.html", "junit.xml"])

        // A file stretchy did not write: refused, named, untouched; written beside with --force.
        let notes = diffs.appendingPathComponent("notes.txt")
        try Data("mine".utf8).write(to: notes)
        let refused = try Run(["compare", renders.first.path, renders.other.path] + outputs)
        #expect(refused.status == 2)
        #expect(
            refused.stderr == "Error: --diff '\(diffs.path)' holds files stretchy did not write there "
                + "('\(notes.path)'); choose an empty folder, or add --force to write beside them\n")
        #expect(refused.stdout.isEmpty, "refused before anything is compared")
        let forced = try Run(["compare", renders.first.path, renders.other.path, "--force"] + outputs)
        #expect(forced.status == 1)
        #expect(try Self.contents(diffs).contains(Renders.frame(0)))
        let passingAgain = try Run(["compare", renders.first.path, renders.second.path, "--force"] + outputs)
        #expect(passingAgain.status == 0)
        #expect(try Self.contents(diffs) == [".stretchy-compare.json", ".stretchy.lock", "notes.txt"])
        #expect(try String(contentsOf: notes, encoding: .utf8) == "mine")
    }

    /// `--report DIR` and `--diff DIR` hold the folder's lock (SPEC §4 "Output folders"): while
    /// another process holds it, compare is refused before comparing and names that process.
    @Test func aFolderAnotherRunWritesIntoIsRefused() throws {
        let renders = try Renders.make()
        for option in ["--report", "--diff"] {
            let folder = try temporaryDirectory().appendingPathComponent("evidence")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let fd = open(folder.appendingPathComponent(".stretchy.lock").path, O_RDWR | O_CREAT, 0o644)
            try #require(fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
            let id = Array("\(getpid())\n".utf8)
            try #require(pwrite(fd, id, id.count, 0) == id.count)
            let refused = try Run(["compare", renders.first.path, renders.other.path, option, folder.path])
            close(fd)
            #expect(refused.status == 2)
            #expect(
                refused.stderr == "Error: cannot write '\(folder.path)': stretchy process \(getpid()) "
                    + "is writing into it\n")
            #expect(refused.stdout.isEmpty)
            #expect(try Self.contents(folder) == [".stretchy.lock"], "nothing written, no manifest")
            let free = try Run(["compare", renders.first.path, renders.other.path, option, folder.path])
            #expect(free.status == 1, "\(free.stderr)")
            #expect(try Self.contents(folder).contains(".stretchy-compare.json"))
        }
    }
}

/// The test cases of a JUnit XML document, read with Foundation's XML parser.
final class JUnitCases: NSObject, XMLParserDelegate {
    struct Case {
        let name: String
        var outcome = "passed"
        var message: String?
    }

    private(set) var cases: [Case] = []
    /// The elements with a `time` attribute that parses as seconds, in document order.
    private(set) var timed: [String] = []
    /// `tests`, `failures` and `errors` of the `<testsuite>`.
    private(set) var counts: [String: Int] = [:]

    init(parsing data: Data) throws {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        try #require(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
    }

    /// `passed`, or the element and type of its outcome (`failure pixels`).
    func outcome(_ name: String) -> String? { cases.first { $0.name == name }?.outcome }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if let time = attributes["time"].flatMap(Double.init), time >= 0 { timed.append(element) }
        switch element {
        case "testsuite":
            counts = attributes.filter { ["tests", "failures", "errors"].contains($0.key) }.compactMapValues(Int.init)
        case "testcase":
            cases.append(Case(name: attributes["name"] ?? ""))
        case "failure", "error":
            cases[cases.count - 1].outcome = element + " " + (attributes["type"] ?? "")
            cases[cases.count - 1].message = attributes["message"]
        default:
            break
        }
    }
}
