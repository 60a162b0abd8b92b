import Codecs
import Compare
import Foundation
import Raster
import Testing

/// Folders of real PNG files: subfolders, bad files, and the HTML and JUnit reports (SPEC §3).
final class FolderReportsTests {
    typealias T = TestImages

    /// This test's scratch folder, removed when the test ends.
    private let scratch = ScratchFolder("compare-reports")
    private var root: String { scratch.path }

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
        #expect(json.hasSuffix(#""differentFiles": 4, "errorFiles": 1, "precision": 1, "perceptualPrecision": 1}"#))

        // The diff writer gets the changed pairs by relative path, into subfolders.
        let diffs = root + "/diffs"
        _ = try FolderComparison.compare(expected: golden, actual: out,
                                         writeDiff: { try CompareFiles.writeDiff($1, named: $0, in: diffs) })
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
        let lenient = try FolderComparison.compare(expected: golden, actual: out,
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
        let pair = FolderComparison.compare(expectedFile: root + "/a.png", actualFile: root + "/b.png")
        #expect(pair.files.map(\.name) == ["b.png"], "named as in the reports' folders, not by the path given")
        #expect(pair.status == .different)
        let missing = FolderComparison.compare(expectedFile: root + "/a.png", actualFile: root + "/nope.png")
        #expect(missing.status == .failed)
        #expect(missing.files[0].error == "cannot read '\(root)/nope.png': no such file")
    }

    @Test func htmlReportShowsEveryFileOffline() throws {
        let (golden, out) = try makeFolders()
        let result = try FolderComparison.compare(expected: golden, actual: out)
        let report = root + "/report"
        try HTMLReport.write(result, to: report)
        let html = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        for name in ["a.png", "b.png", "c.png", "sub/d.png", "sub/deeper/e.png", "only-golden.png"] {
            #expect(html.contains(name), "\(name)")
        }
        #expect(html.contains("only out #1?.png"))
        #expect(!html.lowercased().contains("http:") && !html.lowercased().contains("https:"))
        #expect(html.contains("<details>"))
        #expect(html.contains(#"type="range""#))
        #expect(html.contains("onion skin"))
        #expect(html.contains("bounds x 1, y 1, 2 × 1"))
        // Each differing pair's three images are there, copies and diff.
        for role in HTMLReport.Role.allCases {
            for name in ["b.png", "sub/d.png"] {
                #expect(FileManager.default.fileExists(atPath: HTMLReport.imagePath(role, name, in: report)), "\(role) \(name)")
            }
        }
        #expect(try CompareFiles.read(HTMLReport.imagePath(.actual, "b.png", in: report))
                == CompareFiles.read(out + "/b.png"))
        #expect(!FileManager.default.fileExists(atPath: HTMLReport.imagePath(.diff, "a.png", in: report)))
    }

    @Test func htmlEscapesFileNames() throws {
        let name = "<img src=x onerror=\"alert('&')\">.png"
        try write(Self.white, "golden/" + name)
        try write(Self.changed, "out/" + name)
        let html = HTMLReport.html(for: try FolderComparison.compare(expected: root + "/golden", actual: root + "/out"))
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("&lt;img src=x onerror=&quot;alert(&apos;&amp;&apos;)&quot;&gt;.png"))
        #expect(html.contains(#"src="actual/%3Cimg%20src%3Dx%20onerror%3D%22alert%28%27%26%27%29%22%3E.png""#))
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
            suite = root.find('testsuite')
            print(root.tag, root.get('tests'), root.get('failures'), root.get('errors'))
            for case in suite.findall('testcase'):
                kind = 'failure' if case.find('failure') is not None else 'error' if case.find('error') is not None else 'ok'
                node = case.find(kind) if kind != 'ok' else None
                print(case.get('classname'), repr(case.get('name')), kind, node.get('message') if node is not None else '')
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(process.terminationStatus == 0, "\(written)")
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first == "testsuites 8 5 1")
        #expect(lines.count == 9)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("stretchy.compare ") })
        #expect(lines.contains("stretchy.compare 'b.png' failure 2 of 8 pixels differ (allowed 0); diff image: diffs/b.png"))
        #expect(lines.contains { $0.hasPrefix("stretchy.compare 'c.png' error cannot decode '\(out)/c.png'") })
        #expect(lines.contains("stretchy.compare 'only-golden.png' failure only in '\(golden)'"))
        // The control character is escaped in the name itself (NameText), so the XML holds it whole;
        // Python's repr doubles the backslash.
        #expect(lines.contains(#"stretchy.compare 'odd \\x01<&>".png' failure 2 of 8 pixels differ (allowed 0); "#
                               + #"diff image: diffs/odd \x01<&>".png"#))
        #expect(lines.contains("stretchy.compare 'a.png' ok "))
    }
}
