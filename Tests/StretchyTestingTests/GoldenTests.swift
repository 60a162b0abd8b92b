import Codecs
import Compare
import Foundation
import JSON
import Raster
import SceneModel
import StretchyKit
import TestSupport
import Testing
import XCTest

@testable import StretchyTesting

/// Golden checks: record modes, strategies, tolerances, names, failures and their files
/// (issues 13 and 21).
@Suite(.scratchFolders) final class GoldenTests {
    /// This test's scratch folder, removed when the test ends.
    private let root: String

    init() throws { root = try scratchFolder("golden-tests").path }

    static func png(_ rows: [[UInt8]], compression: PNGEncoder.Compression = .default) -> [UInt8] {
        let bytes: [UInt8] = rows.flatMap { row in row.flatMap { grey -> [UInt8] in [grey, grey, grey, 255] } }
        return try! PNGEncoder(compression: compression)
            .encodeRGBA(RGBAImage(width: rows[0].count, height: rows.count, bytes: bytes)!)
    }

    static let grey = png([[200, 200, 200], [200, 200, 200]])
    static let changed = png([[200, 0, 200], [200, 200, 200]])

    private func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

    @Test func recordModesComeFromTheEnvironmentACallOrATrait() throws {
        #expect(try RecordMode.from(environment: [:]) == .missing)
        #expect(try RecordMode.from(environment: [:], chosen: .failed) == .failed)
        #expect(try RecordMode.from(environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.from(environment: ["CI": "true"], chosen: .all) == .never)
        #expect(try RecordMode.from(environment: ["CI": ""]) == .missing)
        #expect(try RecordMode.from(environment: ["CI": "1", "STRETCHY_RECORD": "all"]) == .all)
        #expect(try RecordMode.from(environment: ["STRETCHY_RECORD": "failed"], chosen: .never) == .failed)
        #expect(throws: GoldenFailure.self) { try RecordMode.from(environment: ["STRETCHY_RECORD": "sometimes"]) }
    }

    @Test func theModeSaysWhereItCameFrom() throws {
        func resolved(_ environment: [String: String], call: RecordMode? = nil) throws -> String {
            let (mode, source) = try RecordMode.resolve(environment: environment, call: call)
            return "\(mode) \(source)"
        }
        #expect(try resolved([:]) == "missing the default")
        #expect(try resolved([:], call: .all) == "all from the call's record:")
        #expect(try resolved(["CI": "1"], call: .all) == "never since CI is set")
        #expect(try resolved(["STRETCHY_RECORD": "failed", "CI": "1"]) == "failed from STRETCHY_RECORD")
        try withGoldens(record: .failed) { () throws in
            #expect(try resolved([:]) == "failed from withGoldens(record:)")
            #expect(try resolved([:], call: .never) == "never from the call's record:")
            // The innermost scope wins.
            let inner = try withGoldens(record: .all) { () throws -> String in try resolved([:]) }
            #expect(inner == "all from withGoldens(record:)")
        }
        #expect(GoldenScope.record == nil)
    }

    @Test func aScopedModeRecordsAndSaysSo() async throws {
        let golden = root + "/scoped.png"
        let failure = try #require(
            await withGoldens(record: .never) {
                await Task.yield()
                return Golden.verify(Self.grey, as: .png, goldenPath: golden, environment: [:])
            })
        #expect(failure.kind == .missingGolden)
        #expect(failure.message.contains("(record mode never, from withGoldens(record:))"), "\(failure.message)")
        let recorded = try #require(
            withGoldens(record: .all) { Golden.verify(Self.grey, as: .png, goldenPath: golden, environment: [:]) })
        #expect(
            recorded.message
                == "recorded golden '\(golden)' (record mode all, from withGoldens(record:)); "
                + "look at it, then run the tests again")
    }

    @Test func aReRecordingNamesWhatDifferedAndItsDiff() throws {
        let golden = root + "/replaced.png", artifacts = root + "/artifacts"
        _ = Golden.verify(Self.grey, as: .png, goldenPath: golden, environment: [:])
        let failure = try #require(
            Golden.verify(
                Self.changed, as: .png, goldenPath: golden, settings: GoldenSettings(record: .failed),
                environment: ["STRETCHY_ARTIFACTS": artifacts]))
        #expect(failure.kind == .recorded)
        #expect(
            failure.message
                == "re-recorded golden '\(golden)' (record mode failed, from the call's record:), which differed: "
                + "1 of 6 pixels differ (16.667 %), 0 allowed; diff of what it replaced: \(artifacts)/replaced.diff.png; "
                + "look at it, then run the tests again")
        #expect(failure.diffPath == artifacts + "/replaced.diff.png")
        let diff = try PNGDecoder.decode(try bytes(artifacts + "/replaced.diff.png"))
        #expect(Array(diff.bytes[4..<8]) == [255, 0, 0, 255], "the replaced golden's changed pixel is red")
        #expect(try bytes(golden) == Self.changed)
        // Within the tolerance, `all` names the count it replaced.
        let loose = GoldenStrategy<[UInt8]>.png(GoldenTolerance(maxDiff: .pixels(1)))
        let all = try #require(
            Golden.verify(Self.grey, as: loose, goldenPath: golden, environment: ["STRETCHY_RECORD": "all"]))
        #expect(
            all.message.hasPrefix(
                "re-recorded golden '\(golden)' (record mode all, from STRETCHY_RECORD), which differed: "
                    + "1 of 6 pixels differ (16.667 %), 1 allowed; look at it"), "\(all.message)")
    }

    @Test func aMissingGoldenIsRecordedAndFails() throws {
        let golden = root + "/a.png"
        let failure = try #require(Golden.verify(Self.grey, as: .png, goldenPath: golden, environment: [:]))
        #expect(failure.kind == .recorded)
        #expect(failure.message.contains(golden))
        #expect(try bytes(golden) == Self.grey)
        // Now it is there and matches.
        #expect(Golden.verify(Self.grey, as: .png, goldenPath: golden, environment: [:]) == nil)
    }

    @Test func underCIAMissingGoldenFailsAndIsNotRecorded() throws {
        let golden = root + "/b.png"
        let settings = GoldenSettings(record: .all)
        let failure = try #require(
            Golden.verify(
                Self.grey, as: .png, goldenPath: golden, settings: settings,
                environment: ["CI": "true"]))
        #expect(failure.kind == .missingGolden)
        #expect(
            failure.message
                == "no golden '\(golden)' (record mode never, since CI is set); record it with STRETCHY_RECORD=missing"
        )
        #expect(!FileManager.default.fileExists(atPath: golden))
    }

    @Test func aDifferenceNamesTheGoldenTheCountAndItsFiles() throws {
        let golden = root + "/c.png"
        #expect(Golden.verify(Self.grey, as: .png, goldenPath: golden, environment: [:])?.kind == .recorded)
        let artifacts = root + "/artifacts"
        let failure = try #require(
            Golden.verify(
                Self.changed, as: .png, goldenPath: golden,
                environment: ["STRETCHY_ARTIFACTS": artifacts]))
        #expect(failure.kind == .different)
        #expect(failure.actualPath == artifacts + "/c.actual.png")
        #expect(failure.diffPath == artifacts + "/c.diff.png")
        #expect(
            failure.message == "golden '\(golden)': 1 of 6 pixels differ (16.667 %), 0 allowed; "
                + "actual: \(artifacts)/c.actual.png, "
                + "diff: \(artifacts)/c.diff.png (if the change is intended, re-record with STRETCHY_RECORD=failed)")
        #expect(try bytes(artifacts + "/c.actual.png") == Self.changed)
        let diff = try PNGDecoder.decode(try bytes(artifacts + "/c.diff.png"))
        #expect(Array(diff.bytes[4..<8]) == [255, 0, 0, 255])
        // What a Swift Testing failure attaches: the golden, the actual and the diff.
        #expect(failure.attachments.map(\.suffix) == ["golden.png", "actual.png", "diff.png"])
        #expect(failure.attachments[0].bytes == Self.grey && failure.attachments[1].bytes == Self.changed)
        #expect(failure.attachments[2].bytes == (try bytes(artifacts + "/c.diff.png")))
        // The golden is untouched in `missing` mode.
        #expect(try bytes(golden) == Self.grey)
        // Without STRETCHY_ARTIFACTS the files go to the one folder every run reuses, which the
        // message names (issue 31: not a new folder per failure).
        let elsewhere = try #require(Golden.verify(Self.changed, as: .png, goldenPath: golden, environment: [:]))
        let actualPath = try #require(elsewhere.actualPath)
        #expect(elsewhere.message.contains(actualPath) && FileManager.default.fileExists(atPath: actualPath))
        #expect(actualPath == Golden.defaultArtifactsFolder + "/c.actual.png")
        #expect(Golden.defaultArtifactsFolder.hasSuffix("/stretchy-artifacts-\(getuid())"))
        let again = try #require(Golden.verify(Self.changed, as: .png, goldenPath: golden, environment: [:]))
        #expect(again.actualPath == actualPath)
        try? FileManager.default.removeItem(atPath: actualPath)
        try? FileManager.default.removeItem(atPath: try #require(again.diffPath))
        try? FileManager.default.removeItem(atPath: Golden.defaultArtifactsFolder)
    }

    @Test func failedAndAllRewriteOnlyWhatIsNotTheSame() throws {
        let quiet = GoldenSettings(artifactsFolder: root + "/artifacts")
        let golden = root + "/d.png"
        _ = Golden.verify(Self.grey, as: .png, goldenPath: golden, environment: [:])
        // The same pixels in other bytes (an encoder change): no mode rewrites the golden.
        let sameOtherBytes = Self.png([[200, 200, 200], [200, 200, 200]], compression: .fast)
        #expect(sameOtherBytes != Self.grey)
        for mode in RecordMode.allCases {
            #expect(
                Golden.verify(
                    sameOtherBytes, as: .png, goldenPath: golden, settings: quiet,
                    environment: ["STRETCHY_RECORD": mode.rawValue]) == nil, "\(mode)")
        }
        #expect(try bytes(golden) == Self.grey)
        // Within the tolerance: `failed` leaves it, `all` rewrites it (and fails saying so).
        let loose = GoldenStrategy<[UInt8]>.png(GoldenTolerance(maxDiff: .pixels(1)))
        #expect(
            Golden.verify(
                Self.changed, as: loose, goldenPath: golden,
                environment: ["STRETCHY_RECORD": "failed"]) == nil)
        #expect(try bytes(golden) == Self.grey)
        let all = try #require(
            Golden.verify(
                Self.changed, as: loose, goldenPath: golden,
                environment: ["STRETCHY_RECORD": "all"]))
        #expect(all.kind == .recorded && all.message.hasPrefix("re-recorded golden '\(golden)'"))
        #expect(try bytes(golden) == Self.changed)
        // Beyond it: `failed` rewrites it.
        let failed = try #require(
            Golden.verify(
                Self.grey, as: .png, goldenPath: golden, settings: quiet,
                environment: ["STRETCHY_RECORD": "failed"]))
        #expect(failed.kind == .recorded)
        #expect(try bytes(golden) == Self.grey)
    }

    @Test func settingMaxDiffKeepsTheColoursExact() throws {
        // Issue 21: golden grey 120, actual grey 130, `maxDiff` 10 pixels: all 16 differ.
        let golden = root + "/e.png", a = Self.png(Array(repeating: [120, 120, 120, 120], count: 4))
        let b = Self.png(Array(repeating: [130, 130, 130, 130], count: 4))
        _ = Golden.verify(a, as: .png, goldenPath: golden, environment: [:])
        let strategy = GoldenStrategy<[UInt8]>.png(GoldenTolerance(maxDiff: .pixels(10)))
        let failure = try #require(
            Golden.verify(
                b, as: strategy, goldenPath: golden,
                settings: GoldenSettings(artifactsFolder: root + "/artifacts"),
                environment: [:]))
        #expect(failure.message.contains("16 of 16 pixels differ (100 %), 10 allowed"), "\(failure.message)")
        // Every default is exact; anti-aliased pixels count.
        let exact = GoldenTolerance.exact.compareSettings
        #expect(exact.options.threshold == 0 && exact.options.includeAA && exact.maxDiff == .exact)
        #expect(exact.precision == 1 && exact.options.perceptualPrecision == 1)
        // ΔE94 of 120 and 130 grey is 3.94: perceptual precision 0.96 forgives it, 0.97 does not.
        #expect(
            Golden.verify(
                b, as: .png(GoldenTolerance(perceptualPrecision: 0.96)), goldenPath: golden,
                environment: [:]) == nil)
        #expect(
            Golden.verify(
                b, as: .png(GoldenTolerance(perceptualPrecision: 0.97)), goldenPath: golden,
                settings: GoldenSettings(artifactsFolder: root + "/artifacts"),
                environment: [:])?.kind == .different)
        // Precision: 16 of 16 pixels differ, so only precision 0 passes.
        #expect(Golden.verify(b, as: .png(GoldenTolerance(precision: 0)), goldenPath: golden, environment: [:]) == nil)
        #expect(
            Golden.verify(
                b, as: .png(GoldenTolerance(precision: 0.1)), goldenPath: golden,
                settings: GoldenSettings(artifactsFolder: root + "/artifacts"),
                environment: [:])?.kind == .different)
    }

    @Test func aDifferentSizeIsReportedAsSuch() throws {
        let golden = root + "/f.png"
        _ = Golden.verify(Self.grey, as: .png, goldenPath: golden, environment: [:])
        let wide = Self.png([[200, 200, 200, 200]])
        let failure = try #require(
            Golden.verify(
                wide, as: .png, goldenPath: golden,
                settings: GoldenSettings(artifactsFolder: root + "/a2"),
                environment: [:]))
        #expect(
            failure.message.hasPrefix(
                "golden '\(golden)': sizes differ (expected 3×2, actual 4×1); "
                    + "actual: \(root)/a2/f.actual.png ("))
        #expect(failure.diffPath == nil)
    }

    @Test func unreadableInputsAreFailuresNotCrashes() throws {
        let golden = root + "/g.png"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try Data("junk".utf8).write(to: URL(fileURLWithPath: golden))
        #expect(Golden.verify(Self.grey, as: .png, goldenPath: golden, environment: [:])?.kind == .unreadable)
        _ = Golden.verify(Self.grey, as: .png, goldenPath: root + "/h.png", environment: [:])
        #expect(
            Golden.verify(Array("junk".utf8), as: .png, goldenPath: root + "/h.png", environment: [:])?.kind
                == .unreadable)
    }

    @Test func statesAndPlayedMotionsAreCheckedAsJSONWithALineDiff() throws {
        var scene = Scene.seed
        scene.scale = 1
        let renderer = try StretchyRenderer(scene: scene)
        let golden = root + "/state.json"
        _ = Golden.verify(try renderer.state(atOffset: -130), as: .json, goldenPath: golden, environment: [:])
        #expect(
            String(decoding: try bytes(golden), as: UTF8.self)
                == (try renderer.state(atOffset: -130)).json.prettyText)
        #expect(
            Golden.verify(
                try renderer.state(atOffset: -130), as: .json, goldenPath: golden,
                environment: [:]) == nil)
        let failure = try #require(
            Golden.verify(
                try renderer.state(atOffset: -120), as: .json, goldenPath: golden,
                settings: GoldenSettings(artifactsFolder: root + "/artifacts"),
                environment: [:]))
        #expect(failure.kind == .different)
        #expect(
            failure.message.contains(
                "\n@@ -2,2 +2,2 @@\n-  \"offset\": -130,\n-  \"barAlpha\": 0.514706,\n"
                    + "+  \"offset\": -120,\n"), "\(failure.message)")
        #expect(failure.actualPath == root + "/artifacts/state.actual.json")

        let motion = root + "/motion.json"
        let played = try renderer.play("hold 0.1; jump 0", fps: 10)
        _ = Golden.verify(played, as: .json, goldenPath: motion, environment: [:])
        let stored = try JSONValue(parsing: String(decoding: try bytes(motion), as: UTF8.self))
        #expect(stored == .array(played.map(\.json)))
    }

    /// A type of one's own, checked through an existing strategy.
    struct Cell { let offset: Double }

    @Test func pullbackChecksOnesOwnType() throws {
        var scene = Scene.seed
        scene.scale = 1
        let renderer = try StretchyRenderer(scene: scene)
        let strategy = GoldenStrategy<ScrollState>.json.pullback { (cell: Cell) in
            try renderer.state(atOffset: cell.offset)
        }
        #expect(strategy.pathExtension == "json")
        let golden = root + "/cell.json"
        _ = Golden.verify(Cell(offset: 0), as: strategy, goldenPath: golden, environment: [:])
        #expect(try bytes(golden) == Array(try renderer.state(atOffset: 0).json.prettyText.utf8))
        #expect(Golden.verify(Cell(offset: 0), as: strategy, goldenPath: golden, environment: [:]) == nil)
    }

    @Test func goldensLiveInAFolderPerTestFileNamedAfterTheTest() {
        #expect(Golden.path(named: "rest", besideSourceFile: "/x/Tests/T.swift") == "/x/Tests/__Goldens__/T/rest.png")
        #expect(
            Golden.path(named: "s", pathExtension: "json", besideSourceFile: "/x/U.swift", goldensFolder: "G")
                == "/x/G/U/s.json")
        let file = "/x/\(UUID().uuidString).swift"
        let next = { (function: String) in Golden.path(function: function, pathExtension: "png", besideSourceFile: file)
        }
        #expect(next("scroll(to:)").hasSuffix("/scroll.1.png"))
        #expect(next("scroll(to:)").hasSuffix("/scroll.2.png"))
        #expect(next("other()").hasSuffix("/other.1.png"))
        #expect(GoldenNames.testName("test_a b()") == "test_a-b")
    }

    @Test func aLineDiffShowsTheChangedLines() {
        #expect(LineDiff.text(from: "a\nb\nc", to: "a\nx\nc") == "@@ -2,1 +2,1 @@\n-b\n+x")
        #expect(LineDiff.text(from: "a\nb", to: "a\nb\nc") == "@@ -3,0 +3,1 @@\n+c")
        #expect(LineDiff.text(from: "same", to: "same").isEmpty)
    }

    @Test func theFrameworkHelperReportsAtTheCallSite() throws {
        let golden = root + "/i.png"
        _ = Golden.verify(Self.grey, as: .png, goldenPath: golden, environment: [:])
        expectGolden(of: Self.grey, as: .png, goldenPath: golden)
        withKnownIssue {
            expectGolden(
                of: Self.changed, as: .png, goldenPath: golden,
                settings: GoldenSettings(artifactsFolder: root + "/artifacts"))
        }
    }

    @Test func framesAreCheckedAsTheirPNG() throws {
        var scene = Scene.seed
        scene.scale = 1
        let frame = try StretchyRenderer(scene: scene).frame(atOffset: -200)
        let golden = root + "/frame.png"
        #expect(Golden.verify(frame, as: .image, goldenPath: golden, environment: [:])?.kind == .recorded)
        #expect(try bytes(golden) == (try frame.png()))
        #expect(Golden.verify(frame, as: .image, goldenPath: golden, environment: [:]) == nil)
    }

    /// Issue 32: a golden drawn with one font file and checked with another fails naming both,
    /// from the `environment.json` kept beside the goldens when it was recorded.
    @Test func aGoldenDrawnWithAnotherFontNamesBothFonts() throws {
        func renderer(_ font: String) throws -> StretchyRenderer {
            var scene = Scene.seed
            scene.scale = 1
            scene.titleText = "Golden"
            scene.fontFiles = ["/usr/share/fonts/truetype/dejavu/\(font)"]
            return try StretchyRenderer(scene: scene)
        }
        let golden = root + "/__Goldens__/Fonts/title.png"
        let sans = try renderer("DejaVuSans.ttf"), bold = try renderer("DejaVuSans-Bold.ttf")
        let sansFrame = try sans.frame(atOffset: 0), boldFrame = try bold.frame(atOffset: 0)
        // Its failures leave their files in the test's own folder, not the default one that
        // another test of this suite removes (left in TMPDIR, it failed `make test`'s check).
        var settings = GoldenSettings(artifactsFolder: root + "/artifacts", environment: sans.environment)
        #expect(
            Golden.verify(sansFrame, as: .image, goldenPath: golden, settings: settings, environment: [:])?.kind
                == .recorded)
        let kept = root + "/__Goldens__/environment.json"
        #expect(try bytes(kept) == Array(sans.environment.prettyText.utf8))
        // The same environment says nothing more than the difference.
        let same = try #require(
            Golden.verify(boldFrame, as: .image, goldenPath: golden, settings: settings, environment: [:]))
        #expect(same.kind == .different && !same.message.contains("Note:"))
        settings.environment = bold.environment
        let failure = try #require(
            Golden.verify(boldFrame, as: .image, goldenPath: golden, settings: settings, environment: [:]))
        #expect(failure.kind == .different)
        let note = try #require(failure.message.split(separator: "\n").last)
        let sansBytes = try bytes("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf").count
        let boldBytes = try bytes("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf").count
        #expect(
            note == "Note: goldens recorded with font DejaVuSans.ttf (\(sansBytes) bytes); "
                + "this run has font DejaVuSans-Bold.ttf (\(boldBytes) bytes)")
        // A check does not rewrite the goldens' environment; only recording does.
        #expect(try bytes(kept) == Array(sans.environment.prettyText.utf8))
        // A suffix names goldens per environment: the bold run records its own.
        settings.environmentSuffix = "bold"
        let suffixed = Golden.path(
            named: "title", besideSourceFile: root + "/Fonts.swift", environmentSuffix: settings.environmentSuffix)
        #expect(suffixed == root + "/__Goldens__/Fonts/title-bold.png")
        #expect(
            Golden.verify(boldFrame, as: .image, goldenPath: suffixed, settings: settings, environment: [:])?.kind
                == .recorded)
        #expect(
            Golden.verify(boldFrame, as: .image, goldenPath: suffixed, settings: settings, environment: [:]) == nil)
    }
}

/// The trait sets the mode of the goldens in its scope.
@Suite(.goldens(record: .never))
struct GoldenTraitTests {
    @Test func theSuitesTraitIsTheMode() {
        #expect(GoldenTrait.current == .never)
        let golden = FileManager.default.temporaryDirectory
            .appendingPathComponent("trait-\(UUID().uuidString).png").path
        // `never`: a missing golden is not recorded.
        #expect(Golden.verify(GoldenTests.grey, as: .png, goldenPath: golden, environment: [:])?.kind == .missingGolden)
        #expect(!FileManager.default.fileExists(atPath: golden))
    }

    @Test(.goldens(record: .failed)) func aTestsTraitWinsOverItsSuites() throws {
        #expect(GoldenTrait.current == .failed)
        let traits = try RecordMode.resolve(environment: [:], call: nil)
        #expect(traits.mode == .failed && traits.source == .trait)
        // A scope inside the test wins over its traits.
        try withGoldens(record: .all) {
            let scoped = try RecordMode.resolve(environment: [:], call: nil)
            #expect(scoped.mode == .all && scoped.source == .scope)
        }
    }

    static func next(_ function: String) -> String {
        Golden.path(function: function, pathExtension: "png", besideSourceFile: "/x/Counted.swift")
    }

    /// In the trait's scope a test counts its unnamed goldens from 1 whenever it runs: run again
    /// in the same process (the trait's scope made twice more, as a repeated run makes it), it
    /// names the same goldens, where one process-wide counter would go on to 3 and 4.
    @Test func eachRunOfATestCountsItsUnnamedGoldensFromOne() async throws {
        #expect(Self.next("counted()").hasSuffix("/counted.1.png"))
        #expect(Self.next("counted()").hasSuffix("/counted.2.png"))
        let test = try #require(Test.current)
        for _ in 0..<2 {
            try await GoldenTrait(record: .never).provideScope(for: test, testCase: Test.Case.current) {
                #expect(Self.next("counted()").hasSuffix("/counted.1.png"))
                #expect(Self.next("counted()").hasSuffix("/counted.2.png"))
            }
        }
    }

    /// Each case of a parameterised test has a counter of its own.
    @Test(arguments: [1, 2, 3]) func eachCaseCountsFromOne(_ case: Int) {
        #expect(Self.next("cased(_:)").hasSuffix("/cased.1.png"), "case \(`case`)")
    }
}

/// XCTest's helper fails through XCTFail: the failures are caught here (swift-corelibs-xctest
/// has no XCTExpectFailure) so that the expected one does not fail the suite.
final class GoldenXCTests: XCTestCase {
    private var caught: [String] = []
    private var catching = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
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
        _ = Golden.verify(GoldenTests.grey, as: .png, goldenPath: golden, environment: [:])
        XCTAssertGolden(of: GoldenTests.grey, as: .png, goldenPath: golden)
        catching = true
        XCTAssertGolden(
            of: GoldenTests.changed, as: .png, goldenPath: golden,
            settings: GoldenSettings(artifactsFolder: root + "/artifacts"))
        catching = false
        XCTAssertEqual(caught.count, 1)
        XCTAssertTrue(caught.first?.contains("golden '\(golden)': 1 of 6 pixels differ") == true, "\(caught)")
    }
}

/// A matrix: one scene on devices and appearances, each case named after both (issue 31).
struct GoldenMatrixTests {
    @Test func casesAreNamedAfterTheirDeviceAndAppearance() throws {
        let devices = try ["iphone-se", "iphone-x"].map { try #require(Device.named($0)) }
        let matrix = GoldenMatrix(.seed, on: devices, appearances: [.light, .dark], named: "rest")
        #expect(
            matrix.cases.map(\.name) == [
                "rest.iphone-se.light", "rest.iphone-se.dark", "rest.iphone-x.light", "rest.iphone-x.dark",
            ])
        // Each case is the scene as --device and --appearance give it.
        for entry in matrix.cases {
            var expected = Scene.seed.on(entry.device)
            expected.appearance.style = entry.appearance
            #expect(entry.scene == expected, "\(entry.name)")
        }
        #expect(matrix.cases[1].scene.background == Appearance(style: .dark, era: .ios10).background)
        #expect(matrix.cases[2].scene.scale == 3)
        #expect(GoldenMatrix(.seed, on: devices, appearances: [.light], scale: 1, named: "s").cases[1].scene.scale == 1)
    }

    @Test func aColourTheSceneSetOfItsOwnStays() throws {
        var scene = Scene.seed
        scene.background = Color(red: 10, green: 20, blue: 30)
        let dark = GoldenMatrix(scene, on: [Device.standard], appearances: [.dark], named: "own").cases[0].scene
        #expect(dark.background == Color(red: 10, green: 20, blue: 30))
        #expect(dark.cellTextColor == Appearance(style: .dark, era: .ios10).cellTextColor)
    }

    @Test func everyCaseIsRendered() throws {
        let matrix = GoldenMatrix(.seed, on: [Device.standard], appearances: [.light, .dark], scale: 1, named: "r")
        let frames = matrix.frames(atOffset: nil, resources: nil)
        #expect(frames.map(\.name) == ["r.iphone-8.light", "r.iphone-8.dark"])
        let light = try frames[0].frame.get(), dark = try frames[1].frame.get()
        #expect(light.rgba.width == 375 && dark.rgba.width == 375)
        // The table below the header: white in light mode, black in dark mode.
        let row = (light.rgba.height - 10) * light.rgba.width * 4 + 300 * 4
        #expect(Array(light.rgba.bytes[row..<row + 3]) == [255, 255, 255])
        #expect(Array(dark.rgba.bytes[row..<row + 3]) == [0, 0, 0])
    }
}
