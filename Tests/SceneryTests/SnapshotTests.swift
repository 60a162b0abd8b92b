import Codecs
import Foundation
import Raster
import Testing

/// The golden-file harness itself, on tiny frames in a scratch folder (never in Golden/).
final class SnapshotTests {
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("stretchy-snapshot-tests-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    private static func frame(_ color: Color, width: Int = 4, height: Int = 3) -> Pixmap {
        Pixmap(width: width, height: height, filledWith: color.premultiplied)!
    }

    private var reference: URL { folder.appendingPathComponent("tiny.png") }

    private func stored() throws -> Pixmap {
        Pixmap(premultiplying: try PNGDecoder.decode([UInt8](try Data(contentsOf: reference))))
    }

    /// The folder a failure message names as holding the artifacts, if it names one.
    private static func artifactFolder(in message: String) -> URL? {
        guard let start = message.range(of: " are in ")?.upperBound else { return nil }
        return URL(fileURLWithPath: String(message[start...].prefix { $0 != " " }))
    }

    /// Whether `verifySnapshot` reported a failure; the artifacts it left are removed.
    private static func failed(_ message: String?) -> Bool {
        guard let message else { return false }
        if let folder = artifactFolder(in: message) { try? FileManager.default.removeItem(at: folder) }
        return true
    }

    @Test func recordModeComesFromTheEnvironment() {
        #expect(RecordMode(environment: nil) == .never)
        #expect(RecordMode(environment: "") == .never)
        #expect(RecordMode(environment: "never") == .never)
        #expect(RecordMode(environment: "missing") == .missing)
        #expect(RecordMode(environment: "all") == .all)
        #expect(RecordMode(environment: "1") == nil)
        #expect(RecordMode(environment: "ALL") == nil)
    }

    @Test func aMissingReferenceFailsWithoutRecording() throws {
        let message = try #require(verifySnapshot(of: Self.frame(.white), as: .frame(scale: 1), named: "tiny",
                                                  in: folder, record: .never))
        #expect(message.contains("no reference \(reference.path)"))
        #expect(message.contains("STRETCHY_RECORD=missing"))
        #expect(!FileManager.default.fileExists(atPath: reference.path))
    }

    @Test func missingModeRecordsAndFailsOnceThenChecks() throws {
        let white = Self.frame(.white)
        let message = try #require(verifySnapshot(of: white, as: .frame(scale: 1), named: "tiny", in: folder,
                                                  record: .missing))
        #expect(message.hasPrefix("recorded \(reference.path)"))
        #expect(try stored() == white)
        #expect(verifySnapshot(of: white, as: .frame(scale: 1), named: "tiny", in: folder, record: .missing) == nil)
        #expect(verifySnapshot(of: white, as: .frame(scale: 1), named: "tiny", in: folder, record: .never) == nil)
        // An existing reference is compared, not overwritten, in this mode.
        #expect(Self.failed(verifySnapshot(of: Self.frame(.black), as: .frame(scale: 1), named: "tiny", in: folder,
                                           record: .missing)))
        #expect(try stored() == white)
    }

    @Test func allModeRewritesEveryReference() throws {
        _ = verifySnapshot(of: Self.frame(.white), as: .frame(scale: 1), named: "tiny", in: folder, record: .missing)
        let black = Self.frame(.black)
        let message = try #require(verifySnapshot(of: black, as: .frame(scale: 1), named: "tiny", in: folder,
                                                  record: .all))
        #expect(message.hasPrefix("recorded"))
        #expect(try stored() == black)
        #expect(verifySnapshot(of: black, as: .frame(scale: 1), named: "tiny", in: folder, record: .never) == nil)
    }

    @Test func referencesAreOpaquePNGsAtTheScreensDensity() throws {
        _ = verifySnapshot(of: Self.frame(.white), as: .frame(scale: 2), named: "tiny", in: folder, record: .all)
        let bytes = [UInt8](try Data(contentsOf: reference))
        // IHDR: 8-bit RGB; then sRGB and a pHYs of 144 dpi = 5669 pixels per metre.
        #expect(bytes[24] == 8 && bytes[25] == 2)
        #expect(bytes == (try PNGEncoder(compression: .best, pixelsPerMeter: 5669).encodeOpaque(Self.frame(.white))))
    }

    @Test func aDifferenceLeavesTheActualAndTheDiffInATemporaryFolder() throws {
        let reference = Self.frame(.white)
        _ = verifySnapshot(of: reference, as: .frame(scale: 1), named: "tiny", in: folder, record: .all)
        var changed = reference
        changed.fill(PixelRect(x: 2, y: 1, width: 1, height: 1), with: Color.black.premultiplied)
        let message = try #require(verifySnapshot(of: changed, as: .frame(scale: 1), named: "tiny", in: folder,
                                                  record: .never))
        #expect(message.contains("1 of 12 pixels differ"), "\(message)")
        let artifacts = try #require(Self.artifactFolder(in: message))
        defer { try? FileManager.default.removeItem(at: artifacts) }
        #expect(artifacts.path.hasPrefix(FileManager.default.temporaryDirectory.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: artifacts.path).sorted() == ["actual.png", "diff.png"])
        let actual = try PNGDecoder.decode([UInt8](try Data(contentsOf: artifacts.appendingPathComponent("actual.png"))))
        #expect(Pixmap(premultiplying: actual) == changed)
        let diff = try PNGDecoder.decode([UInt8](try Data(contentsOf: artifacts.appendingPathComponent("diff.png"))))
        #expect(Array(diff.bytes[(1 * 4 + 2) * 4 ..< (1 * 4 + 2) * 4 + 4]) == [255, 0, 0, 255])
        #expect(Array(diff.bytes[0..<4]) == [255, 255, 255, 255], "white stays white in the faded grey")
        // The reference is left alone.
        #expect(try stored() == reference)
    }

    @Test func thresholdAndMaxDiffAreHonoured() throws {
        let reference = Self.frame(Color(red: 200, green: 200, blue: 200))
        _ = verifySnapshot(of: reference, as: .frame(scale: 1), named: "tiny", in: folder, record: .all)
        var changed = reference
        changed.fill(PixelRect(x: 0, y: 0, width: 2, height: 1), with: Color(red: 205, green: 205, blue: 205).premultiplied)
        #expect(Self.failed(verifySnapshot(of: changed, as: .frame(scale: 1), named: "tiny", in: folder,
                                           record: .never)))
        #expect(verifySnapshot(of: changed, as: .frame(scale: 1, threshold: 0.1), named: "tiny", in: folder,
                               record: .never) == nil)
        #expect(verifySnapshot(of: changed, as: .frame(scale: 1, maxDiff: 2), named: "tiny", in: folder,
                               record: .never) == nil)
        #expect(Self.failed(verifySnapshot(of: changed, as: .frame(scale: 1, maxDiff: 1), named: "tiny", in: folder,
                                           record: .never)))
    }

    @Test func aSizeChangeFailsWithOnlyTheActual() throws {
        _ = verifySnapshot(of: Self.frame(.white), as: .frame(scale: 1), named: "tiny", in: folder, record: .all)
        let message = try #require(verifySnapshot(of: Self.frame(.white, width: 5), as: .frame(scale: 1),
                                                  named: "tiny", in: folder, record: .never))
        #expect(message.contains("sizes differ (expected 4×3, actual 5×3)"), "\(message)")
        let artifacts = try #require(Self.artifactFolder(in: message))
        defer { try? FileManager.default.removeItem(at: artifacts) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: artifacts.path) == ["actual.png"])
    }

    @Test func anUnreadableReferenceIsNamed() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: reference)
        let message = try #require(verifySnapshot(of: Self.frame(.white), as: .frame(scale: 1), named: "tiny",
                                                  in: folder, record: .never))
        #expect(message.contains("reference \(reference.path) cannot be read"), "\(message)")
    }
}
