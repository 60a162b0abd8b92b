import Files
import Raster
import Wording

/// A comparison as a self-contained HTML page (SPEC §3 `--report DIR`): `DIR/index.html` and the
/// images it shows, `DIR/expected/<name>`, `DIR/actual/<name>` (copies of the compared files) and
/// `DIR/diff/<name>` (the diff images).
///
/// The page works from `file://` and offline: its CSS and script are inline and it names no
/// other URL than its own images, by relative path. A summary (pairs, identical, different,
/// only on one side, errors) comes first; then one section per differing pair with expected,
/// actual and diff side by side, a swipe slider and an onion-skin toggle over expected and
/// actual, and the counts and bounds; the matching pairs are folded away in a `<details>`.
public enum HTMLReport {
    /// Writes the report into `folder` (created if missing). Only the pairs that differ get
    /// images: the two files are copied, and the diff is drawn again from them with the
    /// comparison's settings — a second pass that only failing pairs pay for, as in
    /// `FolderComparison`. A pair whose images cannot be written becomes an error of that pair;
    /// the others still get theirs. `index.html` is written last, so it never names a missing
    /// image.
    ///
    /// - Parameter load: reads an image, as for the comparison.
    /// - Returns: the comparison as the page shows it, with those errors.
    /// - Throws: `CompareError` when `index.html` cannot be written.
    @discardableResult
    public static func write(_ comparison: FolderComparison, to folder: String,
                             load: @Sendable (String) throws -> RGBAImage = CompareFiles.load)
        throws -> FolderComparison {
        var errors: [String: String] = [:]
        for file in comparison.files where file.status == .different {
            do {
                try writeImages(of: file, settings: comparison.settings, to: folder, load: load)
            } catch {
                errors[file.name] = String(describing: error)
            }
        }
        let shown = comparison.marking(errors)
        try writePage(shown, to: folder)
        return shown
    }

    /// Writes `index.html` alone, for images already in `folder` (`merge-reports`).
    public static func writePage(_ comparison: FolderComparison, to folder: String) throws(CompareError) {
        try CompareFiles.write(Array(html(for: comparison).utf8), named: "index.html", in: folder)
    }

    private static func writeImages(of file: FolderComparison.File, settings: CompareSettings, to folder: String,
                                    load: @Sendable (String) throws -> RGBAImage) throws {
        for (role, source) in [(Role.expected, file.expectedPath), (.actual, file.actualPath)] {
            try CompareFiles.write(try CompareFiles.read(source), named: FilePath.join(role.rawValue, file.name),
                                   in: folder)
        }
        guard !file.result.sizeMismatch else { return }
        if let diff = try PixelMatch.compare(try load(file.expectedPath), try load(file.actualPath),
                                             options: settings.options, ignoring: settings.ignore, diff: true).diff {
            try CompareFiles.writeDiff(diff, named: file.name, in: FilePath.join(folder, Role.diff.rawValue))
        }
    }

    /// The three images of a differing pair, each in its own folder of the report.
    public enum Role: String, Sendable, CaseIterable {
        case expected, actual, diff
    }

    /// Where the report puts the `role` image of the pair `name`.
    public static func imagePath(_ role: Role, _ name: String, in folder: String) -> String {
        FilePath.join(FilePath.join(folder, role.rawValue), name)
    }

    /// The page, as `write` stores it in `index.html`.
    public static func html(for comparison: FolderComparison) -> String {
        let files = comparison.files
        let different = files.filter { $0.status == .different }
        let matching = files.filter { $0.status == .match }
        let failed = files.filter { $0.status == .failed }
        let identical = matching.filter(\.result.identical).count
        let lone = comparison.onlyInExpected.count + comparison.onlyInActual.count
        let verdict: String
        switch comparison.status {
        case .match: verdict = "match"
        case .different: verdict = "different"
        case .failed: verdict = "failed"
        }
        var body = """
            <h1>stretchy compare: <span class="\(verdict)">\(verdict)</span></h1>
            <p>Expected <code>\(Markup.escape(comparison.expectedFolder))</code>, actual <code>\(Markup.escape(comparison.actualFolder))</code>; \
            threshold \(NumberText.decimal(comparison.settings.options.threshold)), max-diff \(Markup.escape(comparison.settings.maxDiff.description)).</p>
            <table class="summary">
            <tr><th>pairs</th><td>\(files.count)</td></tr>
            <tr><th>identical</th><td>\(identical)</td></tr>
            <tr><th>within max-diff</th><td>\(matching.count - identical)</td></tr>
            <tr><th>different</th><td>\(different.count)</td></tr>
            <tr><th>only on one side</th><td>\(lone)</td></tr>
            <tr><th>errors</th><td>\(failed.count)</td></tr>
            </table>

            """
        if !different.isEmpty {
            body += "<ul class=\"toc\">\n"
                + different.indices.map { "<li><a href=\"#pair-\($0)\">\(Markup.escape(different[$0].name))</a></li>\n" }.joined()
                + "</ul>\n"
        }
        if !failed.isEmpty {
            body += "<h2>Errors</h2>\n<ul>\n"
                + failed.map { "<li><code>\(Markup.escape($0.name))</code>: \(Markup.escape($0.error ?? ""))</li>\n" }.joined()
                + "</ul>\n"
        }
        for (names, folder) in [(comparison.onlyInExpected, comparison.expectedFolder),
                                (comparison.onlyInActual, comparison.actualFolder)] where !names.isEmpty {
            body += "<h2>Only in <code>\(Markup.escape(folder))</code></h2>\n<ul>\n"
                + names.map { "<li><code>\(Markup.escape($0))</code></li>\n" }.joined() + "</ul>\n"
        }
        body += different.indices.map { section(for: different[$0], id: "pair-\($0)", limit: comparison.settings) }
            .joined()
        if !matching.isEmpty {
            body += "<details><summary>\(matching.count) matching pairs</summary>\n<ul>\n"
                + matching.map { file in
                    let note = file.result.identical ? "identical" : "\(file.result.differentPixels) pixels differ, within max-diff"
                    return "<li><code>\(Markup.escape(file.name))</code> (\(note))</li>\n"
                }.joined()
                + "</ul>\n</details>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>stretchy compare: \(verdict)</title>
            <style>\(style)</style>
            </head>
            <body>
            \(body)<script>\(script)</script>
            </body>
            </html>

            """
    }

    /// One differing pair: its numbers, the three images, and the swipe / onion-skin overlay.
    private static func section(for file: FolderComparison.File, id: String, limit: CompareSettings) -> String {
        let result = file.result
        let facts: String
        if result.sizeMismatch {
            facts = "sizes differ: expected \(result.width)×\(result.height), actual \(result.actualWidth)×\(result.actualHeight)"
        } else {
            let share = NumberText.decimal(Double(result.differentPixels) * 100 / Double(max(1, result.totalPixels)), maxDecimals: 3)
            var parts = ["\(result.differentPixels) of \(result.totalPixels) pixels differ (\(share) %), "
                         + "\(limit.allowedPixels(ofTotal: result.totalPixels)) allowed"]
            if let bounds = result.diffBounds {
                parts.append("bounds x \(bounds.x), y \(bounds.y), \(bounds.width) × \(bounds.height)")
            }
            if result.ignoredPixels > 0 { parts.append("\(result.ignoredPixels) pixels ignored (hatched in the diff)") }
            facts = parts.joined(separator: "; ")
        }
        let roles: [Role] = result.sizeMismatch ? [.expected, .actual] : Role.allCases
        let figures = roles.map { role in
            "<figure><img src=\"\(source(role, file.name))\" alt=\"\(role.rawValue)\"><figcaption>\(role.rawValue)</figcaption></figure>"
        }.joined(separator: "\n")
        let overlay = result.sizeMismatch ? "" : """
            <div class="overlay" data-mode="swipe">
            <div class="stack"><img src="\(source(.expected, file.name))" alt="expected"><img class="top" src="\(source(.actual, file.name))" alt="actual"></div>
            <p><label>expected ◂ <input type="range" min="0" max="100" value="50"> ▸ actual</label>
            <button type="button">onion skin</button></p>
            </div>

            """
        return """
            <section id="\(id)">
            <h2><code>\(Markup.escape(file.name))</code></h2>
            <p>\(facts)</p>
            <div class="images">
            \(figures)
            </div>
            \(overlay)</section>

            """
    }

    /// An image's `src`: its relative path, each byte outside the unreserved set percent-encoded
    /// (so `#`, `?`, `%` and spaces in a name stay part of the path), then HTML-escaped.
    private static func source(_ role: Role, _ name: String) -> String {
        Markup.escape(role.rawValue + "/" + name.utf8.map { byte -> String in
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
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1c1c1e; }
        code { font: 13px ui-monospace, monospace; }
        .match { color: #1a7f37; } .different, .failed { color: #c0392b; }
        table.summary { border-collapse: collapse; } .summary th, .summary td { padding: 2px 12px 2px 0; text-align: left; }
        section { border-top: 1px solid #c8c7cc; margin-top: 24px; }
        .images { display: flex; flex-wrap: wrap; gap: 16px; }
        figure { margin: 0; } figcaption { color: #6e6e73; }
        img { max-width: 360px; image-rendering: pixelated; border: 1px solid #c8c7cc; display: block; }
        .stack { position: relative; display: inline-block; margin-top: 16px; }
        .stack img { max-width: 540px; }
        .stack .top { position: absolute; left: 0; top: 0; width: 100%; height: 100%; box-sizing: border-box; }
        """

    /// The overlay: in swipe mode the slider uncovers the actual image from the right; in
    /// onion-skin mode it sets the actual image's opacity.
    private static let script = """
        document.querySelectorAll('.overlay').forEach(function (box) {
          var top = box.querySelector('.top'), range = box.querySelector('input'), button = box.querySelector('button');
          function update() {
            var v = Number(range.value);
            var onion = box.dataset.mode === 'onion';
            top.style.opacity = onion ? v / 100 : 1;
            top.style.clipPath = onion ? 'none' : 'inset(0 0 0 ' + v + '%)';
            button.textContent = onion ? 'swipe' : 'onion skin';
          }
          range.addEventListener('input', update);
          button.addEventListener('click', function () {
            box.dataset.mode = box.dataset.mode === 'onion' ? 'swipe' : 'onion';
            update();
          });
          update();
        });
        """
}
