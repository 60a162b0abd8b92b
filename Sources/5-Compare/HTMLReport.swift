import Files
import Raster
import Wording

/// A comparison as one self-contained HTML page (SPEC §3 `--report DIR`, §4 "HTML report"):
/// `DIR/index.html` beside the images `ReportImages` wrote while the pairs were compared.
///
/// The page works from `file://` and offline, and wherever its folder is moved: its CSS and
/// script are inline and it names no other URL than its own images, inside its folder. It opens on the first failure. A sidebar
/// lists every pair and lone file, filterable by status (with the count of each), and the
/// failures that share one cause (the same differing rectangle) as groups; the main pane shows
/// the summary or one pair, whose address is its file name (`#frame_0066.png`): its numbers,
/// and side-by-side, swipe, onion-skin and diff-only views of the thumbnails; a click on an
/// image opens the crop of what differs at 1:1 (one image pixel per device pixel) where the click
/// was (or nearest it), zoomable to
/// 2×, 4× and 8× with a pixel grid, switchable between expected, actual and diff. `j`/`k` (or
/// the arrow keys) step from one failure to the next. Every name is HTML-escaped, and
/// percent-encoded in image paths and addresses.
package enum HTMLReport {
    /// Writes `index.html` into `folder`, whose images `ReportImages.write` made for each
    /// differing pair (its crops, and its thumbnails: `thumbs/changes/NAME` over the expected
    /// one, or `thumbs/actual/NAME`).
    /// `version` (stretchy's) is named at the foot of the page; `note`, the `Note:` line of
    /// `EnvironmentNote`, above the summary; `acceptCommand`, when given, the command that
    /// accepts each failure with the others of its group (and all of them, in the summary).
    package static func write(
        _ comparison: FolderComparison, to folder: String, version: String? = nil,
        note: String? = nil, acceptCommand: AcceptCommand? = nil
    ) throws(CompareError) {
        let page = html(for: comparison, in: folder, version: version, note: note, acceptCommand: acceptCommand)
        try CompareFiles.write(Array(page.utf8), named: "index.html", in: folder)
    }

    /// One line of the sidebar: a pair or a lone file.
    private struct Entry {
        enum Status: String, CaseIterable {
            case different, lone, error, within, identical

            var label: String {
                switch self {
                case .different: "different"
                case .lone: "only on one side"
                case .error: "error"
                case .within: "within the tolerance"
                case .identical: "identical"
                }
            }

            var isFailure: Bool { self == .different || self == .lone || self == .error }
        }

        let name: String
        let status: Status
        let file: FolderComparison.File?
        /// For a lone file: the folder it is in.
        let folder: String?
    }

    /// The page, as `write` stores it in `folder/index.html`.
    package static func html(
        for comparison: FolderComparison, in folder: String, version: String? = nil,
        note: String? = nil, acceptCommand: AcceptCommand? = nil
    ) -> String {
        let entries = self.entries(of: comparison)
        let counts = Dictionary(grouping: entries, by: \.status).mapValues(\.count)
        // Failures whose differing rectangles meet most likely have one cause (`CauseGroups`).
        let grouped = entries.indices.compactMap { index in
            entries[index].status == .different ? entries[index].file?.result.diffBounds.map { (index, $0) } : nil
        }
        let causes = CauseGroups(grouped.map(\.1))
        var groupOfEntry = [Int: Int]()
        for (member, (index, _)) in grouped.enumerated() { groupOfEntry[index] = causes.groupOf[member] }
        let verdict =
            switch comparison.status {
            case .match: "match"
            case .different: "different"
            case .failed: "failed"
            }
        // Each failure is accepted with the others of its group, or alone.
        let failing = entries.filter { $0.status == .different }.map(\.name)
        let accept = { (index: Int) -> String? in
            guard let acceptCommand, entries[index].status == .different else { return nil }
            let names = groupOfEntry[index].map { group in
                causes.groups[group].members.map { entries[grouped[$0].0].name }
            }
            return acceptCommand.text(accepting: names ?? [entries[index].name], among: failing)
        }
        let sections = entries.indices.map {
            section(
                for: entries[$0], id: "pair-\($0)", group: groupOfEntry[$0], accept: accept($0),
                comparison: comparison, in: folder)
        }
        let acceptAll =
            failing.isEmpty
            ? nil
            : acceptCommand.map {
                "<p class=\"accept\">To accept every pair that differs: <code>"
                    + Markup.escape($0.text(accepting: ["*"])) + "</code></p>\n"
            }
        let noteLine = note.map { "<p class=\"note\">Note: \(Markup.escape($0))</p>\n" } ?? ""
        let footer = version.map { "<footer>stretchy \(Markup.escape($0))</footer>\n" } ?? ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width">
            <title>stretchy compare: \(verdict)</title>
            <style>\(style)</style>
            </head>
            <body>
            <nav id="sidebar">
            <h1>stretchy compare: <span class="verdict \(verdict)">\(verdict)</span></h1>
            \(sidebar(entries, counts: counts, causes: causes, groupOfEntry: groupOfEntry))
            </nav>
            <main id="main">
            \(noteLine)\(summary(of: comparison, counts: counts, accept: acceptAll))\(sections.joined())\(footer)</main>
            <div id="zoom" hidden>
            <div class="bar"><span class="name"></span>
            <button type="button" data-layer="expected">expected</button>\
            <button type="button" data-layer="actual">actual</button>\
            <button type="button" data-layer="diff">diff</button>
            <span class="scales"><button type="button" data-scale="1">1:1</button><button type="button" data-scale="2">2×</button>\
            <button type="button" data-scale="4">4×</button><button type="button" data-scale="8">8×</button>\
            <button type="button" class="grid">grid (g)</button></span>
            <span class="position"></span><button type="button" class="close">close (Esc)</button></div>
            <div class="viewport"><div class="canvas"></div><div class="pixels" hidden></div></div>
            </div>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    /// Every pair and lone file of `comparison`, in byte-wise order of their names.
    private static func entries(of comparison: FolderComparison) -> [Entry] {
        var entries = comparison.files.map { file -> Entry in
            let status: Entry.Status =
                switch file.status {
                case .different: .different
                case .failed: .error
                case .match: file.result.identical ? .identical : .within
                }
            return Entry(name: file.name, status: status, file: file, folder: nil)
        }
        for (names, folder) in [
            (comparison.onlyInExpected, comparison.expectedFolder),
            (comparison.onlyInActual, comparison.actualFolder),
        ] {
            entries += names.map { Entry(name: $0, status: .lone, file: nil, folder: folder) }
        }
        return entries.sorted { FolderComparison.bytewise($0.name, $1.name) }
    }

    /// The sidebar below its heading: the link to the summary, the filters with their counts,
    /// the groups of one cause, and the list of entries.
    private static func sidebar(
        _ entries: [Entry], counts: [Entry.Status: Int], causes: CauseGroups, groupOfEntry: [Int: Int]
    ) -> String {
        let filters = Entry.Status.allCases.map { status in
            "<label><input type=\"checkbox\" value=\"\(status.rawValue)\"\(status.isFailure ? " checked" : "")> "
                + "\(status.label) <span class=\"count\">\(counts[status] ?? 0)</span></label>"
        }.joined(separator: "\n")
        let list = entries.indices.map { index in
            let entry = entries[index]
            let status = entry.status.rawValue
            let group = groupOfEntry[index].map { " data-group=\"\($0)\"" } ?? ""
            return "<li class=\"\(status)\" data-status=\"\(status)\"\(group)><a href=\"#\(address(entry.name))\">"
                + "\(Markup.escape(entry.name))</a></li>"
        }.joined(separator: "\n")
        let causeList =
            causes.groups.isEmpty
            ? ""
            : "<fieldset id=\"causes\"><legend>same cause</legend>\n<ol>\n"
                + causes.groups.indices.map { index in
                    "<li><button type=\"button\" data-group=\"\(index)\">\(causes.groups[index].members.count) failures: "
                        + "\(describe(causes.groups[index].bounds))</button></li>"
                }.joined(separator: "\n")
                + "\n</ol>\n<button type=\"button\" class=\"all\" hidden>every failure</button>\n</fieldset>\n"
        return """
            <p><a href="#summary">Summary</a></p>
            <fieldset id="filters"><legend>show</legend>
            \(filters)
            </fieldset>
            \(causeList)
            <ol id="pairs">
            \(list)
            </ol>
            """
    }

    /// The summary section: the folders, the settings, the count of each status, the keys.
    private static func summary(
        of comparison: FolderComparison, counts: [Entry.Status: Int], accept: String?
    ) -> String {
        let settings = comparison.settings
        let regions = settings.ignore.rectangles.map(describe).joined(separator: "; ")
        return """
            <section id="summary">
            <h2>Summary</h2>
            <p>Expected <code>\(Markup.escape(comparison.expectedFolder))</code>, actual \
            <code>\(Markup.escape(comparison.actualFolder))</code>; threshold \
            \(NumberText.decimal(settings.options.threshold)), max-diff \(Markup.escape(settings.maxDiff.description))\
            \(regions.isEmpty ? "" : "; ignored regions " + regions).</p>
            <table>
            <tr><th>pairs</th><td>\(comparison.files.count)</td></tr>
            \(Entry.Status.allCases.map { "<tr><th>\($0.label)</th><td>\(counts[$0] ?? 0)</td></tr>" }
                .joined(separator: "\n"))
            </table>
            \(accept ?? "")<p class="help">Keys: <kbd>j</kbd> or <kbd>↓</kbd> next failure, <kbd>k</kbd> or <kbd>↑</kbd> previous; \
            <kbd>1</kbd>–<kbd>4</kbd> the views; a click on an image zooms to 1:1 there, <kbd>+</kbd> and <kbd>-</kbd> \
            zoom to 2×, 4×, 8× and back, <kbd>g</kbd> the pixel grid, <kbd>Esc</kbd> closes. Each pair's address is \
            its name: <code>index.html#frame_0001.png</code>.</p>
            </section>

            """
    }

    /// One entry's section: the numbers, and for a differing pair of one size the four views.
    private static func section(
        for entry: Entry, id: String, group: Int?, accept: String?, comparison: FolderComparison,
        in folder: String
    ) -> String {
        let heading =
            "<h2><code>\(Markup.escape(entry.name))</code> <span class=\"status \(entry.status.rawValue)\">"
            + "\(entry.status.label)</span></h2>\n"
        let open =
            "<section class=\"pair\" id=\"\(id)\" data-name=\"\(Markup.escape(entry.name))\""
            + " data-status=\"\(entry.status.rawValue)\""
        guard let file = entry.file else {
            return open + " hidden>\n" + heading
                + "<p>Only in <code>\(Markup.escape(entry.folder ?? ""))</code>.</p>\n</section>\n"
        }
        if let error = file.error {
            return open + " hidden>\n" + heading + "<p class=\"error\">\(Markup.escape(error))</p>\n</section>\n"
        }
        let result = file.result
        let facts =
            "<p class=\"facts\">" + self.facts(result, settings: comparison.settings)
            + (group.map { "; its differences meet those of the failures of group \($0 + 1) (sidebar, same cause)" }
                ?? "")
            + "</p>\n"
            + (accept.map {
                "<p class=\"accept\">To accept \(group == nil ? "it" : "its group"): <code>\(Markup.escape($0))</code></p>\n"
            } ?? "")
        guard entry.status == .different else { return open + " hidden>\n" + heading + facts + "</section>\n" }
        let name = entry.name
        let link = { (role: ReportImages.Role) in source(role.rawValue + "/" + name) }
        let image = { (role: ReportImages.Role, layer: String, over: Bool) in
            let whole =
                role == .actualThumbnail
                ? (result.actualWidth, result.actualHeight)
                : (result.width, result.height)
            let size = AreaAverage.thumbnailSize(width: whole.0, height: whole.1, maxWidth: ReportImages.thumbnailWidth)
            // A layer is as tall as its last changed row: its height follows from its width.
            return "<img src=\"\(link(role))\" alt=\"\(layer)\" data-layer=\"\(layer)\" width=\"\(size.width)\""
                + (over ? " class=\"over\"" : " height=\"\(size.height)\"") + " loading=\"lazy\">"
        }
        let expectedThumbnail = image(.expectedThumbnail, "expected", false)
        let actualThumbnail =
            isFile(ReportImages.path(.changesThumbnail, name, in: folder))
            ? "<span class=\"stack\">\(image(.expectedThumbnail, "actual", false))"
                + "\(image(.changesThumbnail, "actual", true))</span>"
            : image(.actualThumbnail, "actual", false)
        var figures = [(expectedThumbnail, "expected"), (actualThumbnail, "actual")]
        var views = ["side by side", "swipe", "onion skin"]
        if !result.sizeMismatch {
            figures.append((image(.diffThumbnail, "diff", false), "diff"))
            views.append("diff")
        }
        let side = figures.map { "<figure>\($0)<figcaption>\($1)</figcaption></figure>" }.joined()
        let stack = "<div class=\"stack\">\(expectedThumbnail)<div class=\"top\">\(actualThumbnail)</div></div>"
        let slider = { (label: String) in
            "<p><label>\(label) <input type=\"range\" min=\"0\" max=\"100\" value=\"50\"></label></p>"
        }
        return open + zoomData(name, result) + " hidden>\n" + heading + facts
            + "<p class=\"tabs\">"
            + views.enumerated().map { index, view in
                "<button type=\"button\" data-view=\"\(index)\"\(index == 0 ? " class=\"on\"" : "")>\(view)</button>"
            }.joined() + "</p>\n"
            + "<div class=\"view side\" data-view=\"0\">\(side)</div>\n"
            + "<div class=\"view swipe\" data-view=\"1\" hidden>\(stack)\(slider("expected ◂ ▸ actual"))</div>\n"
            + "<div class=\"view onion\" data-view=\"2\" hidden>\(stack)\(slider("actual's opacity"))</div>\n"
            + (result.sizeMismatch ? "" : "<div class=\"view diffonly\" data-view=\"3\" hidden>\(figures[2].0)</div>\n")
            + "</section>\n"
    }

    /// The images the zoom shows of a differing pair, as its section's data: the crops and
    /// where they are in the frame (`data-crop="X,Y,W,H"`), or both files whole when the sizes
    /// differ (`ReportImages`).
    private static func zoomData(_ name: String, _ result: PixelMatchResult) -> String {
        let link = { (role: ReportImages.Role) in source(role.rawValue + "/" + name) }
        let sizes =
            " data-width=\"\(result.width)\" data-height=\"\(result.height)\""
            + " data-actual-width=\"\(result.actualWidth)\" data-actual-height=\"\(result.actualHeight)\""
        guard let crop = ReportImages.crop(of: result) else {
            return sizes + " data-expected=\"\(link(.expected))\" data-actual=\"\(link(.actual))\""
        }
        return sizes + " data-crop=\"\(crop.x),\(crop.y),\(crop.width),\(crop.height)\""
            + " data-expected=\"\(link(.expectedCrop))\" data-actual=\"\(link(.actualCrop))\""
            + " data-diff=\"\(link(.diffCrop))\""
    }

    /// A pair's numbers: counts and share, the limit, bounds, ignored pixels and regions.
    private static func facts(_ result: PixelMatchResult, settings: CompareSettings) -> String {
        let ignore = settings.ignore
        if result.sizeMismatch { return result.summary() }
        if result.identical { return "identical: \(result.width)×\(result.height), every byte the same" }
        var parts = [result.summary(allowedBy: settings)]
        if let bounds = result.diffBounds { parts.append("bounds " + describe(bounds)) }
        if result.ignoredPixels > 0 {
            let regions = ignore.rectangles.map(describe) + (ignore.mask == nil ? [] : ["the mask"])
            parts.append(
                "\(Plural.count(result.ignoredPixels, "pixel")) ignored (hatched in the diff)"
                    + (regions.isEmpty ? "" : ": " + regions.joined(separator: ", ")))
        }
        return parts.joined(separator: "; ")
    }

    private static func isFile(_ path: String) -> Bool { PathKind(path) == .regularFile }

    private static func describe(_ rect: PixelRect) -> String {
        "x \(rect.x), y \(rect.y), \(rect.width) × \(rect.height)"
    }

    /// An image's `src`: the relative path, each byte outside the unreserved set percent-encoded
    /// (so `#`, `?`, `%` and spaces in a name stay part of the path), then HTML-escaped.
    private static func source(_ path: String) -> String { address(path) }

    /// A name as a URL part: percent-encoded (but for letters, digits, `-._~/`), HTML-escaped;
    /// `#frame_0066.png` stays readable, and the page decodes it back to the name.
    private static func address(_ path: String) -> String {
        Markup.escape(
            path.utf8.map { byte -> String in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                    UInt8(ascii: "~"), UInt8(ascii: "/"):
                    return String(UnicodeScalar(byte))
                default:
                    let hex = String(byte, radix: 16, uppercase: true)
                    return "%" + (byte < 16 ? "0" : "") + hex
                }
            }.joined())
    }

    private static let style = """
        * { box-sizing: border-box; } [hidden] { display: none !important; }
        body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #1c1c1e; display: flex; height: 100vh; }
        code, kbd { font: 13px ui-monospace, monospace; }
        #sidebar { width: 300px; flex: none; overflow: auto; border-right: 1px solid #c8c7cc; padding: 12px;
                   background: #f6f6f8; }
        #sidebar h1 { font-size: 16px; margin: 0 0 8px; }
        fieldset { border: 1px solid #c8c7cc; margin: 0 0 8px; } fieldset label { display: block; }
        .count { color: #6e6e73; }
        #pairs { list-style: none; padding: 0; margin: 0; font: 12px ui-monospace, monospace; }
        #pairs li a { display: block; padding: 2px 6px; color: inherit; text-decoration: none; border-radius: 4px; }
        #pairs li.current a { background: #0a64d2; color: #fff; }
        #pairs li.different a::before, #pairs li.lone a::before, #pairs li.error a::before {
          content: "✗ "; color: #c0392b; }
        #pairs li.current a::before { color: #fff; }
        main { flex: auto; overflow: auto; padding: 16px 24px; }
        .match, .status.identical, .status.within { color: #1a7f37; }
        .different, .failed, .status.lone, .status.error, .error { color: #c0392b; }
        table { border-collapse: collapse; } th, td { padding: 2px 12px 2px 0; text-align: left; }
        .tabs button.on { font-weight: bold; }
        .side { display: flex; flex-wrap: wrap; gap: 16px; }
        figure { margin: 0; } figcaption { color: #6e6e73; }
        .view img { display: block; border: 1px solid #c8c7cc; cursor: zoom-in; }
        .stack { position: relative; display: inline-block; vertical-align: top; }
        .stack > .top, .stack > .over { position: absolute; left: 0; top: 0; }
        .stack .stack img, .stack > .over { border-color: transparent; }
        #zoom { position: fixed; inset: 0; background: #fff; display: flex; flex-direction: column; }
        #zoom[hidden] { display: none; }
        #zoom .bar { padding: 8px; border-bottom: 1px solid #c8c7cc; display: flex; gap: 8px; align-items: center; }
        #zoom .bar button.on { font-weight: bold; }
        #zoom .viewport { flex: auto; overflow: auto; background: #e5e5ea; }
        #zoom .canvas { position: relative; }
        #zoom .canvas img { position: absolute; left: 0; top: 0; image-rendering: pixelated; }
        #zoom .viewport { position: relative; }
        #zoom .pixels { position: absolute; left: 0; top: 0; pointer-events: none;
                        background-image: linear-gradient(to right, rgba(0, 0, 0, 0.3) 1px, transparent 1px),
                                          linear-gradient(to bottom, rgba(0, 0, 0, 0.3) 1px, transparent 1px); }
        .accept code { display: block; margin-top: 4px; padding: 4px 6px; background: #f6f6f8; word-break: break-all;
                       user-select: all; }
        #causes ol { list-style: none; padding: 0; margin: 0; }
        #causes button { font: 12px system-ui, sans-serif; text-align: left; width: 100%; margin: 1px 0; }
        #causes button.on, #zoom .scales button.on, #zoom .grid.on { font-weight: bold; }
        """

    /// The page's behaviour: filters and groups, selection by address (a pair's name), the keys,
    /// the views, and the zoom.
    private static let script = """
        (function () {
          var items = Array.prototype.slice.call(document.querySelectorAll('#pairs li'));
          var boxes = Array.prototype.slice.call(document.querySelectorAll('#filters input'));
          var groupButtons = Array.prototype.slice.call(document.querySelectorAll('#causes button[data-group]'));
          var everyFailure = document.querySelector('#causes button.all');
          var zoom = document.getElementById('zoom');
          var failures = { different: 1, lone: 1, error: 1 };
          // The group of failures shown instead of the status filters, or null.
          var group = null;
          function shown(item) { return !item.hidden; }
          function filter() {
            var on = {};
            boxes.forEach(function (box) { on[box.value] = box.checked; });
            items.forEach(function (item) {
              item.hidden = group !== null ? item.dataset.group !== group : !on[item.dataset.status];
            });
            groupButtons.forEach(function (button) { button.classList.toggle('on', button.dataset.group === group); });
            if (everyFailure) everyFailure.hidden = group === null;
          }
          function href(item) { return item.firstChild.getAttribute('href').slice(1); }
          // An address names a pair by its file name (#frame_0066.png), or a section by its id
          // (#summary, #pair-66).
          function target(hash) {
            var name = hash;
            try { name = decodeURIComponent(hash); } catch (error) {}
            var sections = document.querySelectorAll('main > section');
            for (var i = 0; i < sections.length; i++) {
              if (sections[i].dataset.name === name) return sections[i];
            }
            return document.getElementById(hash) || document.getElementById('summary');
          }
          var selected = null;
          function select(hash) {
            selected = hash;
            var section = target(hash);
            document.querySelectorAll('main > section').forEach(function (other) { other.hidden = other !== section; });
            items.forEach(function (item) {
              item.classList.toggle('current', section.dataset.name !== undefined &&
                                               item.firstChild.textContent === section.dataset.name);
            });
            var current = document.querySelector('#pairs li.current');
            if (current) current.scrollIntoView({ block: 'nearest' });
          }
          function listed() {
            return items.filter(function (item) { return shown(item) && failures[item.dataset.status]; });
          }
          function go(hash) {
            location.hash = hash;
            select(location.hash.slice(1));
          }
          function step(direction) {
            var list = listed();
            if (!list.length) return;
            var at = list.indexOf(document.querySelector('#pairs li.current'));
            var next = at < 0 ? (direction > 0 ? 0 : list.length - 1)
                              : Math.min(list.length - 1, Math.max(0, at + direction));
            go(href(list[next]));
          }
          function view(section, index) {
            section.querySelectorAll('.tabs button').forEach(function (button) {
              button.classList.toggle('on', button.dataset.view === String(index));
            });
            section.querySelectorAll('.view').forEach(function (box) {
              box.hidden = box.dataset.view !== String(index);
            });
          }
          function slide(box) {
            var top = box.querySelector('.top'), v = Number(box.querySelector('input').value);
            if (box.classList.contains('swipe')) top.style.clipPath = 'inset(0 0 0 ' + v + '%)';
            else top.style.opacity = v / 100;
          }
          function image(src, natural) {
            var img = document.createElement('img');
            img.src = src;
            img.dataset.natural = natural;
            return img;
          }
          // The zoom: where its images are in the frame and their size, the pixel looked at (in
          // them), the scale (image pixels to device pixels) and whether the pixel grid is on.
          var state = { left: 0, top: 0, width: 0, height: 0, x: 0, y: 0, scale: 1, grid: false };
          var scales = [1, 2, 4, 8];
          function openZoom(section, layer, fx, fy) {
            var data = section.dataset, canvas = zoom.querySelector('.canvas');
            canvas.textContent = '';
            // The zoom shows the part of the frames that differs (data-crop, X,Y,W,H in the
            // frame), or both frames whole when their sizes differ.
            var frameWidth = Math.max(Number(data.width), Number(data.actualWidth));
            var frameHeight = Math.max(Number(data.height), Number(data.actualHeight));
            var crop = data.crop ? data.crop.split(',').map(Number) : null;
            var part = crop || [0, 0, frameWidth, frameHeight];
            var layers = { expected: [image(data.expected, crop ? part[2] : Number(data.width))],
                           actual: [image(data.actual, crop ? part[2] : Number(data.actualWidth))],
                           diff: data.diff ? [image(data.diff, part[2])] : [] };
            Object.keys(layers).forEach(function (key) {
              var layerGroup = document.createElement('div');
              layerGroup.className = 'layer';
              layerGroup.dataset.layer = key;
              layers[key].forEach(function (img) { layerGroup.appendChild(img); });
              canvas.appendChild(layerGroup);
            });
            state.left = part[0];
            state.top = part[1];
            state.width = part[2];
            state.height = part[3];
            // The pixel clicked, or the nearest the crop holds.
            state.x = Math.min(part[2] - 1, Math.max(0, Math.floor(fx * frameWidth) - part[0]));
            state.y = Math.min(part[3] - 1, Math.max(0, Math.floor(fy * frameHeight) - part[1]));
            state.scale = 1;
            zoom.querySelector('.name').textContent = section.querySelector('h2 code').textContent;
            zoom.querySelector('.position').textContent = 'pixel ' + (state.left + state.x) + ', ' + (state.top + state.y);
            zoom.hidden = false;
            showLayer(layer);
            place();
          }
          // Sizes everything for the scale and scrolls the pixel looked at to the middle.
          function place() {
            var size = state.scale / (window.devicePixelRatio || 1);
            var canvas = zoom.querySelector('.canvas'), grid = zoom.querySelector('.pixels');
            canvas.querySelectorAll('img').forEach(function (img) {
              img.style.width = Number(img.dataset.natural) * size + 'px';
            });
            canvas.style.width = grid.style.width = state.width * size + 'px';
            canvas.style.height = grid.style.height = state.height * size + 'px';
            grid.style.backgroundSize = size + 'px ' + size + 'px';
            grid.hidden = !(state.grid && state.scale >= 4);
            zoom.dataset.scale = state.scale;
            zoom.querySelectorAll('.scales button[data-scale]').forEach(function (button) {
              button.classList.toggle('on', Number(button.dataset.scale) === state.scale);
            });
            zoom.querySelector('.scales .grid').classList.toggle('on', state.grid);
            var viewport = zoom.querySelector('.viewport');
            viewport.scrollLeft = (state.x + 0.5) * size - viewport.clientWidth / 2;
            viewport.scrollTop = (state.y + 0.5) * size - viewport.clientHeight / 2;
          }
          function rescale(direction) {
            var at = scales.indexOf(state.scale) + direction;
            if (at >= 0 && at < scales.length) { state.scale = scales[at]; place(); }
          }
          function showLayer(layer) {
            zoom.dataset.layer = layer;
            zoom.querySelectorAll('.layer').forEach(function (layerGroup) {
              layerGroup.hidden = layerGroup.dataset.layer !== layer;
            });
            zoom.querySelectorAll('.bar button[data-layer]').forEach(function (button) {
              button.classList.toggle('on', button.dataset.layer === layer);
            });
          }
          boxes.forEach(function (box) { box.addEventListener('change', filter); });
          groupButtons.forEach(function (button) {
            button.addEventListener('click', function () {
              group = button.dataset.group;
              filter();
              var list = listed();
              if (list.length) go(href(list[0]));
            });
          });
          if (everyFailure) everyFailure.addEventListener('click', function () { group = null; filter(); });
          document.querySelectorAll('section.pair').forEach(function (section) {
            section.querySelectorAll('.tabs button').forEach(function (button) {
              button.addEventListener('click', function () { view(section, button.dataset.view); });
            });
            section.querySelectorAll('.view input').forEach(function (range) {
              var box = range.closest('.view');
              range.addEventListener('input', function () { slide(box); });
              slide(box);
            });
            section.querySelectorAll('.view img').forEach(function (img) {
              img.addEventListener('click', function (event) {
                // A layer is cut below its last row: the point is taken on the image under it.
                var under = img.classList.contains('over') ? img.parentNode.querySelector('img') : img;
                var rect = under.getBoundingClientRect();
                openZoom(section, img.dataset.layer, (event.clientX - rect.left) / rect.width,
                         (event.clientY - rect.top) / rect.height);
              });
            });
          });
          zoom.querySelectorAll('.bar button[data-layer]').forEach(function (button) {
            button.addEventListener('click', function () { showLayer(button.dataset.layer); });
          });
          zoom.querySelectorAll('.scales button[data-scale]').forEach(function (button) {
            button.addEventListener('click', function () { state.scale = Number(button.dataset.scale); place(); });
          });
          zoom.querySelector('.scales .grid').addEventListener('click', function () {
            state.grid = !state.grid;
            place();
          });
          zoom.querySelector('.close').addEventListener('click', function () { zoom.hidden = true; });
          document.addEventListener('keydown', function (event) {
            if (event.target.tagName === 'INPUT' && event.target.type === 'range') return;
            if (event.key === 'Escape') { zoom.hidden = true; return; }
            if (!zoom.hidden) {
              var keys = { e: 'expected', a: 'actual', d: 'diff' };
              if (keys[event.key]) showLayer(keys[event.key]);
              else if (event.key === '+' || event.key === '=') rescale(1);
              else if (event.key === '-') rescale(-1);
              else if (event.key === 'g') { state.grid = !state.grid; place(); }
              return;
            }
            var next = { j: 1, ArrowDown: 1, ArrowRight: 1, k: -1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
            if (next) { step(next); event.preventDefault(); }
            else if ('1234'.indexOf(event.key) >= 0 && event.key.length === 1) {
              var section = document.querySelector('main > section.pair:not([hidden])');
              if (section && section.querySelector('.tabs button[data-view="' + (Number(event.key) - 1) + '"]')) {
                view(section, Number(event.key) - 1);
              }
            }
          });
          // A step selects at once; its hashchange, which comes later, then has nothing to do.
          window.addEventListener('hashchange', function () {
            if (location.hash.slice(1) === selected) return;
            zoom.hidden = true;
            select(location.hash.slice(1));
          });
          filter();
          // Without an address the page opens on the first failure listed (else the summary).
          var first = listed()[0];
          if (!location.hash && first) {
            try { history.replaceState(null, '', '#' + href(first)); } catch (error) {}
          }
          select(location.hash.slice(1) || (first ? href(first) : 'summary'));
          window.stretchyReport = { filter: filter, step: step, select: select, openZoom: openZoom,
                                    showLayer: showLayer, rescale: rescale, state: state };
        })();
        """
}
