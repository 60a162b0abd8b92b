import Codecs
import Compare
import Foundation
import Raster
import SceneModel
import StretchyKit
import StretchyTesting
import Testing
import XCTest

/// Golden checks: record modes, failures and their artifacts (issue 13).
final class GoldenTests {
    private let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("golden-tests-\(UUID().uuidString)").path

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    static func png(_ rows: [[UInt8]]) -> [UInt8] {
        let bytes: [UInt8] = rows.flatMap { row in row.flatMap { grey -> [UInt8] in [grey, grey, grey, 255] } }
        return try! PNGEncoder().encodeRGBA(RGBAImage(width: rows[0].count, height: rows.count, bytes: bytes)!)
    }

    static let grey = png([[200, 200, 200], [200, 200, 200]])
    static let changed = png([[200, 0, 200], [200, 200, 200]])

    @Test func recordModesComeFromTheEnvironment() throws {
        #expect(try RecordMode.from(environment: [:]) == .missing)
        #expect(try RecordMode.from(environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.from(environment: ["CI": ""]) == .missing)
        #expect(try RecordMode.from(environment: ["CI": "1", "STRETCHY_RECORD": "all"]) == .all)
        #expect(try RecordMode.from(environment: ["STRETCHY_RECORD": "never"]) == .never)
        #expect(throws: GoldenFailure.self) { try RecordMode.from(environment: ["STRETCHY_RECORD": "sometimes"]) }
    }

    @Test func aMissingGoldenIsRecordedAndFails() throws {
        let golden = root + "/Golden/a.png"
        let failure = try #require(Golden.verify(Self.grey, goldenPath: golden, environment: [:]))
        #expect(failure.kind == .recorded)
        #expect(failure.message.contains(golden))
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: golden))) == Self.grey)
        // Now it is there and matches.
        #expect(Golden.verify(Self.grey, goldenPath: golden, environment: [:]) == nil)
    }

    @Test func underCIAMissingGoldenFailsAndIsNotRecorded() throws {
        let golden = root + "/Golden/b.png"
        let failure = try #require(Golden.verify(Self.grey, goldenPath: golden, environment: ["CI": "true"]))
        #expect(failure.kind == .missingGolden)
        #expect(failure.message == "no golden '\(golden)' (STRETCHY_RECORD=never, since CI is set); record it with STRETCHY_RECORD=missing")
        #expect(!FileManager.default.fileExists(atPath: golden))
    }

    @Test func aDifferenceNamesTheGoldenTheCountAndTheArtifacts() throws {
        let golden = root + "/Golden/c.png"
        #expect(Golden.verify(Self.grey, goldenPath: golden, environment: [:])?.kind == .recorded)
        let artifacts = root + "/artifacts"
        let failure = try #require(Golden.verify(Self.changed, goldenPath: golden,
                                                 environment: ["STRETCHY_ARTIFACTS": artifacts]))
        #expect(failure.kind == .different)
        #expect(failure.differentPixels == 1)
        #expect(failure.actualPath == artifacts + "/c.actual.png")
        #expect(failure.diffPath == artifacts + "/c.diff.png")
        #expect(failure.message == "golden '\(golden)': 1 of 6 pixels differ (16.667 %), 0 allowed; "
                + "actual: \(artifacts)/c.actual.png, "
                + "diff: \(artifacts)/c.diff.png (if the change is intended, re-record with STRETCHY_RECORD=all)")
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: artifacts + "/c.actual.png"))) == Self.changed)
        let diff = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: artifacts + "/c.diff.png"))))
        #expect(Array(diff.bytes[4..<8]) == [255, 0, 0, 255])
        // The golden is untouched in `missing` mode; `all` rewrites it (and fails saying so).
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: golden))) == Self.grey)
        #expect(Golden.verify(Self.changed, goldenPath: golden, environment: ["STRETCHY_RECORD": "all"])?.kind == .recorded)
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: golden))) == Self.changed)
        // Without STRETCHY_ARTIFACTS the artifacts go to a fresh temporary folder the message names.
        let elsewhere = try #require(Golden.verify(Self.grey, goldenPath: golden, environment: [:]))
        let actualPath = try #require(elsewhere.actualPath)
        #expect(elsewhere.message.contains(actualPath) && FileManager.default.fileExists(atPath: actualPath))
        try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: actualPath).deletingLastPathComponent().path)
    }

    @Test func settingsRelaxTheComparison() throws {
        let golden = root + "/Golden/d.png"
        _ = Golden.verify(Self.grey, goldenPath: golden, environment: [:])
        let settings = GoldenSettings(compare: CompareSettings(options: PixelMatchOptions(threshold: 0), maxDiff: .pixels(1)),
                                      artifactsFolder: root + "/artifacts")
        #expect(Golden.verify(Self.changed, goldenPath: golden, settings: settings, environment: [:]) == nil)
        // A different size is reported as such, with no diff image.
        let wide = Self.png([[200, 200, 200, 200]])
        let failure = try #require(Golden.verify(wide, goldenPath: golden, settings: GoldenSettings(artifactsFolder: root + "/a2"),
                                                 environment: [:]))
        #expect(failure.message.hasPrefix(
            "golden '\(golden)': sizes differ (expected 3×2, actual 4×1); actual: \(root)/a2/d.actual.png ("))
        #expect(failure.diffPath == nil)
    }

    @Test func unreadableInputsAreFailuresNotCrashes() throws {
        let golden = root + "/Golden/e.png"
        try FileManager.default.createDirectory(atPath: root + "/Golden", withIntermediateDirectories: true)
        try Data("junk".utf8).write(to: URL(fileURLWithPath: golden))
        #expect(Golden.verify(Self.grey, goldenPath: golden, environment: [:])?.kind == .unreadable)
        _ = Golden.verify(Self.grey, goldenPath: root + "/Golden/f.png", environment: [:])
        let notPNG = try #require(Golden.verify(Array("junk".utf8), goldenPath: root + "/Golden/f.png", environment: [:]))
        #expect(notPNG.kind == .unreadable)
    }

    @Test func theFrameworkHelpersReportAtTheCallSite() throws {
        let golden = root + "/Golden/g.png"
        _ = Golden.verify(Self.grey, goldenPath: golden, environment: [:])
        expectGolden(Self.grey, named: "g", goldenPath: golden)
        withKnownIssue {
            expectGolden(Self.changed, named: "g", goldenPath: golden,
                         settings: GoldenSettings(artifactsFolder: root + "/artifacts"))
        }
        #expect(Golden.path(named: "rest", besideSourceFile: "/x/Tests/T.swift") == "/x/Tests/Golden/rest.png")
    }

    @Test func framesAreCheckedAsTheirPNG() throws {
        var scene = Scene.seed
        scene.scale = 1
        let frame = try StretchyRenderer(scene: scene).frame(atOffset: -200)
        let golden = root + "/Golden/frame.png"
        #expect(Golden.verify(frame, goldenPath: golden, environment: [:])?.kind == .recorded)
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: golden))) == (try frame.png()))
        #expect(Golden.verify(frame, goldenPath: golden, environment: [:]) == nil)
    }
}

/// XCTest's helper fails through XCTFail: the failures are caught here (swift-corelibs-xctest
/// has no XCTExpectFailure) so that the expected one does not fail the suite.
final class GoldenXCTests: XCTestCase {
    private var caught: [String] = []
    private var catching = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        if catching {
            caught.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testXCTAssertGoldenPassesAndFails() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("golden-xc-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let golden = root + "/g.png"
        _ = Golden.verify(GoldenTests.grey, goldenPath: golden, environment: [:])
        XCTAssertGolden(GoldenTests.grey, named: "g", goldenPath: golden)
        catching = true
        XCTAssertGolden(GoldenTests.changed, named: "g", goldenPath: golden,
                        settings: GoldenSettings(artifactsFolder: root + "/artifacts"))
        catching = false
        XCTAssertEqual(caught.count, 1)
        XCTAssertTrue(caught.first?.contains("golden '\(golden)': 1 of 6 pixels differ") == true, "\(caught)")
    }
}
