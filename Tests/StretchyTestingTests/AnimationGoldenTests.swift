import Codecs
import Foundation
import Raster
import TestSupport
import Testing

@testable import StretchyTesting

/// `GoldenStrategy.apng`: one APNG golden recorded, then passing, then failing on one changed
/// frame with the frame named and the delta APNG attached (issue 43 item 4).
@Suite(.scratchFolders) struct AnimationGoldenTests {
    /// Three 3 × 2 grey frames at 10 fps, the middle one shown for 2 frames; `changed` turns the
    /// middle pixel of the last frame black.
    static func apng(changed: Bool = false) throws -> [UInt8] {
        var writer = APNGWriter(fps: 10, plays: 0)
        for (index, level) in [UInt8(40), 120, 200].enumerated() {
            var bytes = [UInt8](repeating: 255, count: 3 * 2 * 4)
            for pixel in 0..<6 { bytes.replaceSubrange(pixel * 4..<pixel * 4 + 3, with: [level, level, level]) }
            if changed && index == 2 { bytes.replaceSubrange(4..<7, with: [0, 0, 0]) }
            let png = try PNGEncoder(compression: .fast).encodeRGBA(
                try #require(RGBAImage(width: 3, height: 2, bytes: bytes)))
            try writer.append(png, at: PixelRect(x: 0, y: 0, width: 3, height: 2), frames: index == 1 ? 2 : 1)
        }
        return writer.file()
    }

    @Test func recordsThenPassesThenFailsOnAChangedFrame() throws {
        let root = try scratchFolder("animation-golden").path
        let golden = root + "/scroll.png", artifacts = root + "/artifacts"
        let settings = GoldenSettings(artifactsFolder: artifacts)
        let recorded = try #require(
            Golden.verify(try Self.apng(), as: .apng, goldenPath: golden, settings: settings, environment: [:]))
        #expect(recorded.kind == .recorded)
        #expect(
            Golden.verify(try Self.apng(), as: .apng, goldenPath: golden, settings: settings, environment: [:]) == nil)
        let failure = try #require(
            Golden.verify(
                try Self.apng(changed: true), as: .apng, goldenPath: golden, settings: settings, environment: [:]))
        #expect(failure.kind == .different)
        #expect(
            failure.message.hasPrefix(
                "golden '\(golden)': frame_0003.png: 1 of 6 pixels differ (16.667 %), 0 allowed; 1 of 4 frames differ; "
            ),
            "\(failure.message)")
        // The delta APNG: each stretch's diff for as long as it lasts, the changed pixel red.
        let delta = try APNGDecoder(try #require(failure.attachments.first { $0.suffix == "diff.png" }).bytes)
        var frames: [(image: RGBAImage, ticks: Int)] = []
        while let frame = try delta.next() { frames.append(frame) }
        #expect(frames.map(\.ticks) == [1, 2, 1])
        #expect(Array(frames[2].image.bytes[4..<8]) == [255, 0, 0, 255])
        #expect(Array(frames[1].image.bytes[4..<8]) != [255, 0, 0, 255])
        #expect(FileManager.default.fileExists(atPath: artifacts + "/scroll.diff.png"))
    }

    /// A golden one frame shorter fails by its frame count, whatever its pixels.
    @Test func aMissingFrameFailsByTheCount() throws {
        let root = try scratchFolder("animation-golden-count").path
        let golden = root + "/count.png"
        var writer = APNGWriter(fps: 10, plays: 0)
        let png = try PNGEncoder(compression: .fast).encodeRGBA(
            try #require(RGBAImage(width: 3, height: 2, bytes: [UInt8](repeating: 40, count: 24))))
        try writer.append(png, at: PixelRect(x: 0, y: 0, width: 3, height: 2), frames: 1)
        try Data(writer.file()).write(to: URL(fileURLWithPath: golden))
        let failure = try #require(
            Golden.verify(
                try Self.apng(), as: .apng, goldenPath: golden,
                settings: GoldenSettings(artifactsFolder: root + "/artifacts"), environment: [:]))
        #expect(failure.message.contains("Mismatched frame count: expected 1, actual 4; "), "\(failure.message)")
    }
}
