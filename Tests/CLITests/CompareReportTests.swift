import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

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
        try manager.copyItem(at: renders.first.appendingPathComponent(Renders.frame(2)),
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
        #expect(human.stdout.hasSuffix("2 of \(Renders.frameCount + 1) files differ, 1 could not be compared\n"), "\(human.stdout)")
        #expect(human.stderr.contains(corruptPath))
    }

    @Test func twoEmptyFoldersExit2() throws {
        let root = try temporaryDirectory()
        for name in ["golden", "out"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: false)
        }
        let run = try Run(["compare", "golden", "out"], in: root)
        #expect(run.status == 2)
        #expect(run.stderr == "Error: no PNG files in 'golden'\n")
    }

    /// The report opens in headless Chromium with no console message, names the changed frames
    /// and the corrupt one, and refers to images that exist and to no web address. A
    /// screenshot is kept for people to look at.
    @Test func theHTMLReportOpensInChromium() throws {
        let chromium = try Chromium.find()
        let folders = try BrokenRender()
        let report = try temporaryDirectory().appendingPathComponent("report")
        let run = try Run(["compare", folders.expected.path, folders.actual.path, "--report", report.path])
        #expect(run.status == 2)
        let page = report.appendingPathComponent("index.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.range(of: "https?:", options: [.regularExpression, .caseInsensitive]) == nil, "no web address")

        let (dom, log) = try chromium.dumpDOM(page)
        #expect(Chromium.consoleMessages(in: log).isEmpty, "\(Chromium.consoleMessages(in: log))")
        for name in [BrokenRender.changed, BrokenRender.nested, BrokenRender.corrupt] {
            #expect(dom.contains(name), "the page names \(name)")
        }
        let sources = dom.matches(of: /src="([^"]*)"/).map { String($0.output.1) }
        #expect(sources.count >= 6, "expected, actual and diff of both changed frames")
        for source in sources {
            let path = try #require(source.removingPercentEncoding)
            #expect(!path.hasPrefix("/") && !path.contains(".."), "\(source) stays in the report")
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(path).path), "\(source) exists")
        }

        let screenshot = try Self.artifacts().appendingPathComponent("compare-report.png")
        try? FileManager.default.removeItem(at: screenshot)
        try chromium.screenshot(page, to: screenshot)
        let size = try pngSize(screenshot)
        #expect(size.width == 1280 && size.height == 2000)
        print("compare --report screenshot: \(screenshot.path)")
    }

    /// `$STRETCHY_ARTIFACTS`, else `.build/artifacts` in the repository: kept after the run.
    static func artifacts() throws -> URL {
        let folder = ProcessInfo.processInfo.environment["STRETCHY_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? HeaderFixture.repository.appendingPathComponent(".build/artifacts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theJUnitReportHasACasePerPair() throws {
        let folders = try BrokenRender()
        let root = try temporaryDirectory()
        let xml = root.appendingPathComponent("ci/compare.xml")
        try FileManager.default.removeItem(at: folders.actual.appendingPathComponent(Renders.frame(7)))
        let run = try Run(["compare", folders.expected.path, folders.actual.path, "--junit", xml.path,
                           "--diff", root.appendingPathComponent("diffs").path])
        #expect(run.status == 2)
        let suite = try JUnitCases(parsing: Data(contentsOf: xml))
        #expect(suite.cases.map(\.name).sorted() == ((0..<Renders.frameCount).map(Renders.frame) + [BrokenRender.nested]).sorted())
        #expect(suite.counts == ["tests": Renders.frameCount + 1, "failures": 3, "errors": 1])
        #expect(suite.outcome(BrokenRender.corrupt) == "error unreadable")
        #expect(suite.outcome(BrokenRender.changed) == "failure pixels")
        #expect(suite.outcome(BrokenRender.nested) == "failure pixels")
        #expect(suite.outcome(Renders.frame(7)) == "failure missing")
        #expect(suite.outcome(Renders.frame(0)) == "passed")
        let message = try #require(suite.cases.first { $0.name == BrokenRender.nested }?.message)
        #expect(message.hasSuffix("; diff image: \(root.path)/diffs/\(BrokenRender.nested)"), "\(message)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("diffs/\(BrokenRender.nested)").path))
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

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
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
