import Codecs
import Foundation
import JSON
import Raster
import TestSupport
import Testing
import Wording

@testable import Compare

/// Folders of real PNG files: subfolders, bad files, and the HTML and JUnit reports (SPEC §3).
@Suite(.scratchFolders) final class FolderReportsTests {
    typealias T = TestImages

    /// This test's scratch folder, removed when the test ends.
    private let root: String

    init() throws { root = try scratchFolder("compare-reports").path }

    /// Writes `image` as a PNG at `root/relative`, creating folders.
    private func write(_ image: RGBAImage, _ relative: String) throws {
        try write(try PNGEncoder(compression: .fast).encodeRGBA(image), relative)
    }

    private func write(_ bytes: [UInt8], _ relative: String) throws {
        let url = URL(fileURLWithPath: root + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    static let white = T.image(["WWWW", "WWWW"])
    static let changed = T.image(["WWWW", "WBBW"])

    /// golden/ and out/ with: a.png the same; b.png changed; c.png corrupt in out;
    /// sub/d.png changed; sub/deeper/e.png the same; lone files on each side; other files.
    private func makeFolders() throws -> (String, String) {
        for name in ["a.png", "b.png", "c.png", "sub/d.png", "sub/deeper/e.png", "only-golden.png"] {
            try write(Self.white, "golden/" + name)
        }
        for name in ["a.png", "sub/deeper/e.png", "only out #1?.png"] { try write(Self.white, "out/" + name) }
        for name in ["b.png", "sub/d.png"] { try write(Self.changed, "out/" + name) }
        try write(Array(try PNGEncoder().encodeRGBA(Self.white).prefix(40)), "out/c.png")
        try write(Array("not an image".utf8), "out/frames.json")
        try write(Self.changed, "out/.hidden/x.png")
        return (root + "/golden", root + "/out")
    }

    @Test func everyPairIsComparedAndTheBadOneNamed() throws {
        let (golden, out) = try makeFolders()
        let result = try FolderComparison.compare(expected: golden, actual: out)
        #expect(result.files.map(\.name) == ["a.png", "b.png", "c.png", "sub/d.png", "sub/deeper/e.png"])
        #expect(result.files.map(\.status) == [.match, .different, .failed, .different, .match])
        let corrupt = result.files[2]
        #expect(corrupt.error?.contains(out + "/c.png") == true, "\(corrupt.error ?? "")")
        #expect(corrupt.error?.contains("corrupt PNG") == true, "\(corrupt.error ?? "")")
        #expect(result.files[3].result.differentPixels == 2)
        #expect(result.files[3].result.diffBounds == PixelRect(x: 1, y: 1, width: 2, height: 1))
        #expect(result.onlyInExpected == ["only-golden.png"])
        #expect(result.onlyInActual == ["only out #1?.png"])
        #expect(result.differentFiles == 4)
        #expect(result.errorFiles == 1)
        #expect(result.status == .failed)
        let json = result.json.text
        #expect(json.contains(#"{"name": "c.png", "error": "cannot decode '"#), "\(json)")
        let seconds = NumberText.decimal(try #require(result.seconds))
        #expect(
            json.hasSuffix(
                #""differentFiles": 4, "errorFiles": 1, "seconds": \#(seconds), "precision": 1, "#
                    + #""perceptualPrecision": 1}"#))

        // The diff writer gets the changed pairs by relative path, into subfolders.
        let diffs = root + "/diffs"
        _ = try FolderComparison.compare(
            expected: golden, actual: out,
            evidence: { pair in
                if let diff = pair.result.diff {
                    try CompareFiles.writeDiff(diff, named: pair.names, in: diffs)
                }
            })
        #expect(try CompareFiles.load(diffs + "/sub/d.png").width == 4)
        #expect(FileManager.default.fileExists(atPath: diffs + "/b.png"))
        #expect(!FileManager.default.fileExists(atPath: diffs + "/a.png"))
    }

    @Test func aGoldenFolderWithoutPNGsIsAnError() throws {
        for side in ["golden/empty", "out/empty"] {
            try FileManager.default.createDirectory(atPath: root + "/" + side, withIntermediateDirectories: true)
        }
        #expect(throws: CompareError.noPNGFiles(path: root + "/golden")) {
            try FolderComparison.compare(expected: root + "/golden", actual: root + "/out")
        }
        #expect(CompareError.noPNGFiles(path: "golden").description == "no PNG files in 'golden'")
        // The actual side may be empty: every golden is then missing from it.
        try write(Self.white, "golden/a.png")
        let result = try FolderComparison.compare(expected: root + "/golden", actual: root + "/out")
        #expect(result.onlyInExpected == ["a.png"])
        #expect(result.status == .different)
    }

    @Test func percentLimitAndIgnoreApplyToEveryPair() throws {
        let (golden, out) = try makeFolders()
        // 2 of 8 pixels differ in b and sub/d: 25 % passes them.
        let lenient = try FolderComparison.compare(
            expected: golden, actual: out,
            settings: CompareSettings(maxDiff: try DiffLimit(parsing: "25%")))
        #expect(lenient.files.map(\.status) == [.match, .match, .failed, .match, .match])
        let ignoring = CompareSettings(ignore: IgnoredPixels(rectangles: [PixelRect(x: 1, y: 1, width: 2, height: 1)]))
        let ignored = try FolderComparison.compare(expected: golden, actual: out, settings: ignoring)
        #expect(ignored.files.map(\.result.differentPixels) == [0, 0, 0, 0, 0])
        #expect(ignored.files[1].result.ignoredPixels == 2)
        // A mask of the wrong size fails each pair, naming it, and nothing else.
        let badMask = CompareSettings(ignore: IgnoredPixels(mask: T.pixel([0, 0, 0, 255])))
        let masked = try FolderComparison.compare(expected: golden, actual: out, settings: badMask)
        #expect(masked.files.allSatisfy { $0.status == .failed })
        #expect(masked.files[0].error == "cannot compare '\(out)/a.png': the mask is 1×1 pixels, the images 4×2")
    }

    @Test func aSinglePairIsAComparisonToo() throws {
        try write(Self.white, "a.png")
        try write(Self.changed, "b.png")
        let pair = try FolderComparison.compare(expectedFile: root + "/a.png", actualFile: root + "/b.png")
        #expect(pair.files.map(\.name) == ["b.png"], "named as in the reports' folders, not by the path given")
        #expect(pair.status == .different)
        let missing = try FolderComparison.compare(expectedFile: root + "/a.png", actualFile: root + "/nope.png")
        #expect(missing.status == .failed)
        #expect(missing.files[0].error == "cannot read '\(root)/nope.png': no such file")
    }

    /// Compares golden/ and out/ writing the report's images, then the page.
    private func report(
        _ golden: String, _ out: String, settings: CompareSettings = CompareSettings(),
        to report: String
    ) throws -> FolderComparison {
        let result = try FolderComparison.compare(
            expected: golden, actual: out, settings: settings,
            evidence: { pair in
                try ReportImages.write(pair, settings: settings, in: report)
            })
        try HTMLReport.write(result, to: report)
        return result
    }

    @Test func htmlReportShowsEveryFileOffline() throws {
        let (golden, out) = try makeFolders()
        let report = root + "/report"
        _ = try self.report(golden, out, to: report)
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        for name in ["a.png", "b.png", "c.png", "sub/d.png", "sub/deeper/e.png", "only-golden.png"] {
            #expect(html.contains(">\(name)</a></li>"), "\(name) in the sidebar")
        }
        #expect(html.contains("only out #1?.png"))
        #expect(!html.lowercased().contains("http:") && !html.lowercased().contains("https:"))
        for view in ["side by side", "swipe", "onion skin", "diff"] { #expect(html.contains(">\(view)</button>")) }
        #expect(html.contains(#"type="range""#))
        #expect(html.contains("bounds x 1, y 1, 2 × 1"))
        for status in ["different", "lone", "error", "within", "identical"] {
            #expect(html.contains(#"<input type="checkbox" value="\#(status)""#), "\(status) filter")
        }
        // Issue 43: every image is inside the report folder, none linked from the goldens.
        #expect(html.contains(#"data-expected="crops/expected/b.png""#))
        #expect(html.contains(#"data-expected="crops/expected/sub/d.png""#))
        #expect(!html.contains("../"))
        for name in ["b.png", "sub/d.png"] {
            let written: [ReportImages.Role] = [
                .expectedCrop, .actualCrop, .diffCrop, .expectedThumbnail, .changesThumbnail, .diffThumbnail,
            ]
            for role in written {
                let path = ReportImages.path(role, name, in: report)
                #expect(FileManager.default.fileExists(atPath: path), "\(role) \(name)")
            }
            for role in [ReportImages.Role.expected, .actual, .actualThumbnail] {
                let path = ReportImages.path(role, name, in: report)
                #expect(!FileManager.default.fileExists(atPath: path), "\(role) \(name)")
            }
        }
        // A 4 × 2 frame is smaller than the crop's context: the crops are the whole images.
        #expect(try CompareFiles.load(ReportImages.path(.expectedCrop, "b.png", in: report)) == Self.white)
        #expect(try CompareFiles.load(ReportImages.path(.actualCrop, "b.png", in: report)) == Self.changed)
        let diff = try CompareFiles.load(ReportImages.path(.diffCrop, "b.png", in: report))
        #expect(diff == PixelMatch.compare(Self.white, Self.changed, diff: true).diff)
        // Nothing for the pairs that match or failed.
        for name in ["a.png", "c.png", "sub/deeper/e.png"] {
            #expect(!FileManager.default.fileExists(atPath: ReportImages.path(.expectedThumbnail, name, in: report)))
        }
    }

    /// Issue 43: the crops hold what differs and `cropMargin` pixels around it, within the frame,
    /// exact pixels of each image.
    @Test func theCropsHoldWhatDiffersWithContext() throws {
        let (width, height) = (300, 200)
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        let expected = try #require(RGBAImage(width: width, height: height, bytes: bytes))
        for x in [100, 101, 290] { for channel in 0..<3 { bytes[(150 * width + x) * 4 + channel] = 0 } }
        let actual = try #require(RGBAImage(width: width, height: height, bytes: bytes))
        try write(expected, "golden/big.png")
        try write(actual, "out/big.png")
        let report = root + "/report"
        let settings = CompareSettings(options: PixelMatchOptions(includeAA: true))
        let result = try self.report(root + "/golden", root + "/out", settings: settings, to: report).files[0].result
        #expect(result.diffBounds == PixelRect(x: 100, y: 150, width: 191, height: 1))
        let margin = ReportImages.cropMargin
        let crop = PixelRect(x: 100 - margin, y: 150 - margin, width: width - 100 + margin, height: 1 + 2 * margin)
        #expect(ReportImages.crop(of: result) == crop)
        let expectedCrop = try CompareFiles.load(ReportImages.path(.expectedCrop, "big.png", in: report))
        #expect(expectedCrop == ReportImages.cut(expected, to: crop))
        let actualCrop = try CompareFiles.load(ReportImages.path(.actualCrop, "big.png", in: report))
        #expect(actualCrop.width == crop.width && actualCrop.height == crop.height)
        #expect(
            T.rgba(actualCrop, margin, margin) == [0, 0, 0, 255] && T.rgba(actualCrop, 0, 0) == [255, 255, 255, 255])
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(html.contains(#"data-crop="\#(crop.x),\#(crop.y),\#(crop.width),\#(crop.height)""#))
    }

    /// The diff's thumbnail reduces only the rows that changed (or are ignored, hatched) and is
    /// the expected thumbnail drawn grey elsewhere: within a level of the whole diff reduced.
    @Test func theDiffThumbnailIsTheWholeDiffReducedWithinALevel() throws {
        let (width, height) = (500, 300)
        var bytes = (0..<width * height).flatMap { index -> [UInt8] in
            let (x, y) = (index % width, index / width)
            return [UInt8(x % 256), UInt8(y % 256), UInt8((x * y) % 256), 255]
        }
        let expected = try #require(RGBAImage(width: width, height: height, bytes: bytes))
        for x in 100..<140 { for channel in 0..<3 { bytes[(150 * width + x) * 4 + channel] ^= 0xFF } }
        let actual = try #require(RGBAImage(width: width, height: height, bytes: bytes))
        let settings = CompareSettings(
            ignore: IgnoredPixels(rectangles: [PixelRect(x: 0, y: 0, width: 500, height: 20)]))
        let diff = try #require(
            try PixelMatch.compare(expected, actual, options: settings.options, ignoring: settings.ignore, diff: true)
                .diff)
        let rows = try #require(ReportImages.changedRows(of: actual, over: expected))
        #expect(rows == 150..<151)
        let thumbnail = AreaAverage.thumbnail(expected, maxWidth: ReportImages.thumbnailWidth)
        let quick = ReportImages.diffThumbnail(diff, rows: rows, thumbnail, settings: settings)
        let exact = AreaAverage.thumbnail(diff, maxWidth: ReportImages.thumbnailWidth)
        #expect(quick.width == exact.width && quick.height == exact.height)
        let most = zip(quick.bytes, exact.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(most <= 1, "\(most) levels apart")
    }

    /// Frames of two sizes have no common part to crop: both files are kept whole.
    @Test func framesOfTwoSizesAreKeptWhole() throws {
        try write(Self.white, "golden/s.png")
        try write(T.image(["WWW", "WWW"]), "out/s.png")
        let report = root + "/report"
        _ = try self.report(root + "/golden", root + "/out", to: report)
        for (role, side) in [(ReportImages.Role.expected, "golden"), (.actual, "out")] {
            #expect(
                try CompareFiles.read(ReportImages.path(role, "s.png", in: report))
                    == CompareFiles.read(root + "/\(side)/s.png"))
        }
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        #expect(html.contains(#"data-expected="expected/s.png" data-actual="actual/s.png""#))
    }

    /// The actual thumbnail is a layer over the expected one when the changes are opaque.
    @Test func changedPixelsAreALayerWhenOpaque() throws {
        let half = T.image(["WWWW", "WWWW"]).bytes.enumerated().map { $0.offset == 7 ? UInt8(128) : $0.element }
        let translucent = try #require(RGBAImage(width: 4, height: 2, bytes: half))
        #expect(ReportImages.changedPixels(of: translucent, over: Self.white)?.rows == nil)
        #expect(
            ReportImages.changedPixels(of: Self.changed, over: T.image(["WWW", "WWW"]))?.rows == nil,
            "another size")
        #expect(ReportImages.changedPixels(of: Self.changed, over: Self.white)?.rows == 1..<2)
        #expect(ReportImages.changedPixels(of: Self.white, over: Self.white)?.rows == 0..<0)
    }

    @Test func theJSONGivesTheComparisonBack() throws {
        let (golden, out) = try makeFolders()
        let settings = CompareSettings(
            options: PixelMatchOptions(threshold: 0.25, includeAA: true, alpha: 0.5),
            ignore: IgnoredPixels(rectangles: [PixelRect(x: 0, y: 0, width: 4, height: 1)]),
            maxDiff: try DiffLimit(parsing: "12.5%"))
        let result = try FolderComparison.compare(
            expected: golden, actual: out, settings: settings, load: loadingForAMicrosecond(CompareFiles.load))
        let text = result.json.text
        #expect(
            text.hasPrefix(
                #"{"expected": "\#(golden)", "actual": "\#(out)", "settings": {"threshold": 0.25, "#
                    + #""includeAA": true, "alpha": 0.5, "maxDiff": "12.5%", "ignore": [{"x": 0, "y": 0, "#
                    + #""width": 4, "height": 1}]}, "#
                    + #""files": [{"name": "a.png", "differentPixels": 0"#), "\(text)")
        #expect(result.files.allSatisfy { $0.seconds > 0 }, "every pair is timed")
        let back = try FolderComparison(json: try JSONValue(parsing: text))
        #expect(back == result)
        #expect(back.status == .failed && back.differentFiles == result.differentFiles)
        #expect(HTMLReport.html(for: back, in: root) == HTMLReport.html(for: result, in: root))
        #expect(JUnitReport.xml(for: back) == JUnitReport.xml(for: result))
        // A member missing or of the wrong type is named.
        #expect(throws: CompareError.malformedResult(reason: "no 'settings' member")) {
            try FolderComparison(json: try JSONValue(parsing: #"{"files": []}"#))
        }
        let broken = text.replacingOccurrences(of: #""maxDiff": "12.5%""#, with: #""maxDiff": 3"#)
        #expect(throws: CompareError.malformedResult(reason: "'maxDiff' is not a string")) {
            try FolderComparison(json: try JSONValue(parsing: broken))
        }
    }

    /// Issue 33: `merge-reports` died by SIGILL (`Double value cannot be converted to Int`) on a
    /// shard whose counts were past Int's range, and kept -1 or a fraction. Each is refused,
    /// naming the member, and nothing traps.
    @Test(arguments: [
        (#""differentPixels": 0"#, #""differentPixels": 1e19"#, "differentPixels"),
        (#""differentPixels": 0"#, #""differentPixels": 9.3e18"#, "differentPixels"),
        (#""differentPixels": 0"#, #""differentPixels": 1e300"#, "differentPixels"),
        (#""differentPixels": 0"#, #""differentPixels": 1e309"#, "differentPixels"),
        (#""differentPixels": 0"#, #""differentPixels": -1"#, "differentPixels"),
        (#""differentPixels": 0"#, #""differentPixels": 2.5"#, "differentPixels"),
        (#""totalPixels": 8"#, #""totalPixels": 1e19"#, "totalPixels"),
        (#""width": 4"#, #""width": 9.3e18"#, "width"),
        (#""height": 2"#, #""height": 1e300"#, "height"),
        (#""actualWidth": 4"#, #""actualWidth": 1e19"#, "actualWidth"),
        (#""index": 1"#, #""index": -9.3e18"#, "index"),
        (#""count": 1"#, #""count": 1e19"#, "count"),
        (#""threshold": 0.1"#, #""threshold": 1e309"#, "threshold"),
        (#""seconds": "#, #""seconds": -1e309, "x": "#, "seconds"),
    ])
    func aShardWithANumberOutOfRangeIsRefusedNamingIt(from: String, to: String, key: String) throws {
        let (golden, out) = try makeFolders()
        let text = try FolderComparison.compare(expected: golden, actual: out, shard: Shard(index: 1, count: 1))
            .json.text
        #expect(try ShardMerge.merge([("s.json", try JSONValue(parsing: text))]).files.count == 5)
        let range = try #require(text.range(of: from))
        let broken = text.replacingCharacters(in: range, with: to)
        #expect {
            try FolderComparison(json: try JSONValue(parsing: broken))
        } throws: { error in
            guard case CompareError.malformedResult(let reason) = error else { return false }
            return reason.hasPrefix("'\(key)' is not a") || reason.contains("do not add up")
        }
        #expect(throws: CompareError.notAShard(path: "s.json")) {
            try ShardMerge.merge([("s.json", try JSONValue(parsing: broken))])
        }
    }

    /// "identical" with differences, or more differing pixels than the image has, is no result
    /// one compare writes.
    @Test func aShardWhoseCountsDoNotAddUpIsRefused() throws {
        let (golden, out) = try makeFolders()
        let text = try FolderComparison.compare(expected: golden, actual: out, shard: Shard(index: 1, count: 1))
            .json.text
        for (from, to) in [
            (#""differentPixels": 0"#, #""differentPixels": 3"#), (#""totalPixels": 8"#, #""totalPixels": 9"#),
            (#""differentPixels": 2"#, #""differentPixels": 9"#),
        ] {
            let range = try #require(text.range(of: from))
            let broken = text.replacingCharacters(in: range, with: to)
            #expect(throws: CompareError.self, "\(to)") { try FolderComparison(json: try JSONValue(parsing: broken)) }
        }
    }

    @Test func htmlEscapesFileNames() throws {
        let name = "<img src=x onerror=\"alert('&')\">.png"
        try write(Self.white, "golden/" + name)
        try write(Self.changed, "out/" + name)
        let html = HTMLReport.html(
            for: try FolderComparison.compare(expected: root + "/golden", actual: root + "/out"),
            in: root + "/report")
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("&lt;img src=x onerror=&quot;alert(&apos;&amp;&apos;)&quot;&gt;.png"))
        #expect(html.contains(#"src="thumbs/expected/%3Cimg%20src%3Dx%20onerror%3D%22alert%28%27%26%27%29%22%3E.png""#))
    }

    @Test func junitIsWellFormedWithOneCasePerFile() throws {
        let (golden, out) = try makeFolders()
        try write(Self.white, "golden/odd \u{1}<&>\".png")
        try write(Self.changed, "out/odd \u{1}<&>\".png")
        let result = try FolderComparison.compare(expected: golden, actual: out)
        let path = root + "/junit.xml"
        try JUnitReport.write(result, diffFolder: "diffs", to: path)
        // Python's XML parser is strict about well-formedness; it prints what a CI reader sees.
        let script = """
            from sys import argv
            from xml.etree import ElementTree as ET
            root = ET.parse(argv[1]).getroot()
            suites = root.findall('testsuite')
            assert root.tag == 'testsuites' and len(suites) == 1 and len(root) == 1
            suite = suites[0]
            print(root.tag, root.get('tests'), root.get('failures'), root.get('errors'))
            print('suite', suite.get('name'), suite.get('tests'), suite.get('failures'), suite.get('errors'))
            total = 0.0
            for case in suite:
                assert case.tag == 'testcase', case.tag
                total += float(case.get('time'))
                kind = 'failure' if case.find('failure') is not None else 'error' if case.find('error') is not None else 'ok'
                node = case.find(kind) if kind != 'ok' else None
                print(case.get('classname'), repr(case.get('name')), kind, node.get('message') if node is not None else '')
                properties = case.find('properties')
                if properties is not None:
                    print('  properties', [(p.get('name'), p.get('value')) for p in properties.findall('property')])
                    print('  system-out', repr(case.find('system-out').text))
            # The suites took the comparison's wall time (argv[2]), not the sum over the cores.
            for node in (root, suite):
                assert abs(float(node.get('time')) - float(argv[2])) < 2e-6, (node.get('time'), argv[2])
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, path, NumberText.decimal(try #require(result.seconds))]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(process.terminationStatus == 0, "\(written)")
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first == "testsuites 8 5 1")
        #expect(lines.dropFirst().first == "suite \(golden) vs \(out) 8 5 1")
        let cases = lines.dropFirst(2).filter { !$0.hasPrefix("  ") }
        #expect(cases.count == 8)
        #expect(cases.allSatisfy { $0.hasPrefix("stretchy.compare ") })
        // Each differing pair names its actual image and its diff, as properties and as attachments.
        let failure = "failure 2 of 8 pixels differ (25 %), 0 allowed; diff image"
        let b = try #require(lines.firstIndex(of: "stretchy.compare 'b.png' \(failure): diffs/b.png"))
        #expect(
            lines[b + 1]
                == "  properties [('expectedImage', '\(golden)/b.png'), ('actualImage', '\(out)/b.png'), "
                + "('diffImage', 'diffs/b.png')]")
        #expect(
            lines[b + 2]
                == "  system-out '[[ATTACHMENT|\(golden)/b.png]]\\n[[ATTACHMENT|\(out)/b.png]]\\n"
                + "[[ATTACHMENT|diffs/b.png]]'")
        #expect(lines.filter { $0.hasPrefix("  properties") }.count == 3, "b, sub/d and odd: the failing pairs")
        #expect(result.files.allSatisfy { written.contains(#"time="\#(NumberText.decimal($0.seconds))""#) })
        #expect(lines.contains { $0.hasPrefix("stretchy.compare 'c.png' error cannot decode '\(out)/c.png'") })
        #expect(lines.contains("stretchy.compare 'only-golden.png' failure only in '\(golden)'"))
        // The control character is escaped in the name itself (NameText), so the XML holds it whole;
        // Python's repr doubles the backslash.
        #expect(lines.contains(#"stretchy.compare 'odd \\x01<&>".png' "# + failure + #": diffs/odd \x01<&>".png"#))
        #expect(lines.contains("stretchy.compare 'a.png' ok "))
    }
    /// Issue 43: one title change, whose rectangles differ by a pixel from frame to frame, was
    /// split into 7 groups. Rectangles that overlap or touch, directly or through others, are one
    /// group; one apart from them by a pixel's gap is not in it.
    @Test func differencesThatMeetAreOneGroup() {
        let rectangles = [
            PixelRect(x: 10, y: 20, width: 100, height: 30), PixelRect(x: 11, y: 20, width: 100, height: 30),
            PixelRect(x: 10, y: 21, width: 99, height: 30), PixelRect(x: 111, y: 20, width: 10, height: 10),
            PixelRect(x: 122, y: 20, width: 10, height: 10), PixelRect(x: 0, y: 200, width: 5, height: 5),
        ]
        let files = rectangles.enumerated().map { index, bounds in
            FolderComparison.File(
                name: "frame_\(index).png", expectedPath: "golden/frame_\(index).png",
                actualPath: "out/frame_\(index).png",
                result: PixelMatchResult(
                    differentPixels: 10, totalPixels: 100_000, width: 200, height: 500, identical: false,
                    sizeMismatch: false, diff: nil, actualWidth: 200, actualHeight: 500, diffBounds: bounds,
                    ignoredPixels: 0),
                error: nil, status: .different, seconds: 0)
        }
        let comparison = FolderComparison(
            expectedFolder: "golden", actualFolder: "out", settings: CompareSettings(), shard: nil, files: files,
            onlyInExpected: [], onlyInActual: [])
        let html = HTMLReport.html(for: comparison, in: root)
        let buttons = html.matches(of: /<button type="button" data-group="(\d+)">([^<]*)<\/button>/).map {
            String($0.output.2)
        }
        #expect(buttons == ["4 failures: x 10, y 20, 111 × 31"], "\(buttons)")
        let members = html.matches(
            of: /<li class="different" data-status="different" data-group="0"><a href="#([^"]*)">/
        )
        .map { String($0.output.1) }
        #expect(members == ["frame_0.png", "frame_1.png", "frame_2.png", "frame_3.png"], "\(members)")
    }
}
