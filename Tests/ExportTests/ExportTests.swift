import Codecs
import Foundation
import Motion
import Raster
import SceneModel
import Scenery
import TestSupport
import Testing

@testable import Export

/// A small, quick scene: @1x, so a frame is 375 × 667.
private let smallScene: Scene = {
    var scene = Scene.seed
    scene.scale = 1
    return scene
}()

private func renderer(for scene: Scene = smallScene) throws -> FrameRenderer {
    try SceneRenderer.make(scene)
}

/// A scratch folder for one test, removed when it ends (its suite is `.scratchFolders`).
private func temporaryFolder() throws -> String { try scratchFolder("export").path }

private func contents(_ folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
        files[name] = try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }
    return files
}

@Suite struct AnimationTests {
    @Test func theDefaultMotionAt30fps() throws {
        let animation = try Animation(scene: .seed, script: .standard, fps: 30)
        // ⌈duration·30⌉ + 1 frames, the last one at the end state.
        #expect(animation.frameCount == Int((animation.duration * 30).rounded(.up)) + 1)
        #expect(animation.state(ofFrame: 0).offset == -200)
        #expect(animation.state(ofFrame: animation.frameCount - 1).offset == -200)
        #expect(animation.time(ofFrame: 3) == 0.1)
    }

    @Test func holdingAFifthOfASecondAt30fpsIsSevenFrames() throws {
        let animation = try Animation(scene: .seed, script: try MotionScript(parsing: "hold 0.2"), fps: 30)
        #expect(animation.frameCount == 7)
    }

    @Test func fileNamesSortInFrameOrder() throws {
        let short = try Animation(scene: .seed, script: try MotionScript(parsing: "hold 1"), fps: 10)
        #expect(short.fileName(ofFrame: 0) == "frame_0000.png")
        #expect(short.fileName(ofFrame: 10) == "frame_0010.png")
        let long = try Animation(scene: .seed, script: try MotionScript(parsing: "hold 50"), fps: 240)
        #expect(long.frameCount == 12_001)
        #expect(long.fileName(ofFrame: 7) == "frame_00007.png")
        #expect(long.fileName(ofFrame: 12_000) == "frame_12000.png")
    }

    @Test func motionErrorsNameTheStep() {
        #expect {
            _ = try Animation(scene: .seed, script: try MotionScript(parsing: "jump -2000; drag 10 1"), fps: 30)
        } throws: { error in
            "\(error)".contains("motion step 2")
        }
    }
}

@Suite struct ManifestTests {
    @Test func framesJSONHasEveryFrameWithItsState() throws {
        let animation = try Animation(
            scene: .seed, script: try MotionScript(parsing: "hold 0.1; drag -100 0.2"), fps: 10)
        let json = Manifest.json(for: animation, frames: 0...(animation.frameCount - 1))
        #expect(json["fps"] == .number(10))
        #expect(json["scale"] == .number(2))
        #expect(json["width"] == .number(750))
        #expect(json["height"] == .number(1334))
        #expect(json["duration"] == .number(animation.duration))
        #expect(json["motion"] == .string("hold 0.1; drag -100 0.2"))
        guard case let .array(frames)? = json["frames"] else { Issue.record("no frames array"); return }
        #expect(frames.count == animation.frameCount)
        let last = frames[frames.count - 1]
        #expect(last["index"] == .number(Double(animation.frameCount - 1)))
        #expect(last["file"] == .string(animation.fileName(ofFrame: animation.frameCount - 1)))
        #expect(last["time"] == .number(animation.time(ofFrame: animation.frameCount - 1)))
        #expect(last["offset"] == .number(animation.state(ofFrame: animation.frameCount - 1).offset))
        for key in [
            "barAlpha", "stretched", "opaque", "header", "headerBox", "headerZoom", "headerBlur", "barBackImage",
            "floatingBackVisible", "titleColor",
        ] {
            #expect(last[key] != nil, "frame lacks \(key)")
        }
    }
}

@Suite(.serialized, .scratchFolders) struct ExporterTests {
    let script = try! MotionScript(parsing: "hold 0.2; drag -150 0.3; release")

    func export(jobs: Int, range: ClosedRange<Int>? = nil) throws -> (folder: String, animation: Animation) {
        let animation = try Animation(scene: smallScene, script: script, fps: 10)
        let folder = try temporaryFolder()
        let exporter = FrameExporter(animation: animation, renderer: try renderer(), compression: .fast, jobs: jobs)
        try exporter.export(range ?? 0...(animation.frameCount - 1), to: folder, cancellation: Cancellation()) { _ in }
        return (folder, animation)
    }

    @Test func sameBytesForAnyNumberOfJobsAndForSlices() throws {
        let one = try export(jobs: 1)
        let two = try export(jobs: 2)
        let a = try contents(one.folder), b = try contents(two.folder)
        #expect(a.count == one.animation.frameCount + 1)
        #expect(a == b)
        // Two slices make the same frames, under the same names, as the whole run.
        let count = one.animation.frameCount
        let first = try contents(try export(jobs: 2, range: 0...(count / 2)).folder)
        let second = try contents(try export(jobs: 1, range: (count / 2 + 1)...(count - 1)).folder)
        for (name, data) in first.merging(second, uniquingKeysWith: { x, _ in x }) where name != Manifest.fileName {
            #expect(a[name] == data, "\(name) differs between a slice and the whole run")
        }
        #expect(first.count + second.count - 2 == count)
    }

    @Test func holdsAreRenderedOnceAndWrittenUnderEveryName() throws {
        let animation = try Animation(scene: smallScene, script: script, fps: 10)
        let exporter = FrameExporter(animation: animation, renderer: try renderer(), compression: .fast, jobs: 1)
        let runs = exporter.runs(in: 0...(animation.frameCount - 1))
        // hold 0.2 at 10 fps covers frames 0…2 (t ≤ 0.2), all at −200.
        #expect(runs.first == 0...2)
        #expect(runs.map(\.count).reduce(0, +) == animation.frameCount)
        for run in runs {
            let offsets = Set(run.map { animation.state(ofFrame: $0).offset })
            #expect(offsets.count == 1)
        }
    }

    @Test func framesDecodeToTheRenderersPixels() throws {
        let (folder, animation) = try export(jobs: 2, range: 5...5)
        let data = try Data(
            contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(animation.fileName(ofFrame: 5)))
        let decoded = try PNGDecoder.decode([UInt8](data))
        let rendered = try renderer().render(animation.state(ofFrame: 5))
        #expect(Pixmap(premultiplying: decoded) == rendered)
    }

    @Test(arguments: [1, 2])
    func aFrameWrittenInPartsHasTheBytesOfTheWholeFrame(threads: Int) throws {
        var titleInBar = smallScene
        titleInBar.titlePlacement = .bar
        let folder = try temporaryFolder()
        for scene in [smallScene, titleInBar] {
            let renderer = try renderer(for: scene)
            // Pulled far, stretched, at rest, the bar fading in, opaque, scrolled to the end.
            for offset in [-600.0, -300, -201.5, -200, -130, -64, 0, 700] {
                let parts = try renderer.renderInParts(offset: offset)
                let whole = try renderer.render(offset: offset)
                var drawn = parts.lower
                drawn.draw(parts.drawTop(), atX: 0, y: 0)
                #expect(drawn == whole, "offset \(offset): the top drawn over the table is not the frame")
                let path = URL(fileURLWithPath: folder).appendingPathComponent("frame.png").path
                let png = FrameFile.encodeBelowTop(parts, scene: scene, compression: .default, threads: 3 - threads)
                try FrameFile.write(try FrameFile.finish(png, of: parts, threads: threads), to: path)
                #expect(
                    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
                        == (try FrameFile.encode(whole, scene: scene, compression: .default)), "offset \(offset)")
            }
        }
    }

    @Test func aCancelledExportLeavesOnlyWholeFramesAndNoManifest() throws {
        let animation = try Animation(scene: smallScene, script: script, fps: 10)
        let folder = try temporaryFolder()
        let cancellation = Cancellation()
        let exporter = FrameExporter(animation: animation, renderer: try renderer(), compression: .fast, jobs: 2)
        #expect(throws: ExportError.self) {
            try exporter.export(0...(animation.frameCount - 1), to: folder, cancellation: cancellation) { done in
                if done >= 3 { cancellation.cancel() }
            }
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(!names.contains(Manifest.fileName))
        #expect(names.allSatisfy { $0.hasPrefix("frame_") && $0.hasSuffix(".png") }, "\(names)")
        #expect(names.count < animation.frameCount)
        for name in names {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name))
            #expect(throws: Never.self) { _ = try PNGDecoder.decode([UInt8](data)) }
        }
    }
}

@Suite(.scratchFolders) struct OutputFolderTests {
    @Test func createsAMissingFolder() throws {
        let folder = try temporaryFolder() + "/a/b"
        try OutputFolder.prepare(folder, force: false)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func refusesOldFramesUnlessForcedAndThenRemovesOnlyItsOwnFiles() throws {
        let folder = try temporaryFolder()
        for name in ["frame_0007.png", "frames.json", "frames.json.partial", "notes.txt", "frame_a.jpg", "sheet.png"] {
            #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("x".utf8)))
        }
        #expect {
            try OutputFolder.prepare(folder, force: false)
        } throws: { error in
            "\(error)".contains("--force") && "\(error)".contains("frame_0007.png")
        }
        try OutputFolder.prepare(folder, force: true)
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == [
                "notes.txt", "frame_a.jpg", "sheet.png",
            ])
    }

    @Test func aFolderWithOtherFilesIsFine() throws {
        let folder = try temporaryFolder()
        #expect(FileManager.default.createFile(atPath: folder + "/README", contents: Data()))
        try OutputFolder.prepare(folder, force: false)
    }

    @Test func aFileIsNotAFolder() throws {
        let file = try temporaryFolder() + "/file"
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        #expect(throws: ExportError.self) { try OutputFolder.prepare(file, force: true) }
    }
}

@Suite struct ContactSheetTests {
    @Test func twelveEvenlySpacedFramesFromFirstToLast() {
        #expect(ContactSheet.frameIndices(in: 0...242) == [0, 22, 44, 66, 88, 110, 132, 154, 176, 198, 220, 242])
        #expect(ContactSheet.frameIndices(in: 0...4) == [0, 1, 2, 3, 4])
        #expect(ContactSheet.frameIndices(in: 0...0) == [0])
    }

    /// `--frames A-B --sheet`: only frames that run rendered, by their indices in the animation.
    @Test func onlyFramesOfTheRangeByTheirRealIndices() {
        #expect(
            ContactSheet.frameIndices(in: 100...210) == [100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 210])
        #expect(ContactSheet.frameIndices(in: 40...43) == [40, 41, 42, 43])
        #expect(ContactSheet.frameIndices(in: 7...7) == [7])
        #expect(ContactSheet.frameIndices(in: 50...242).allSatisfy { (50...242).contains($0) })
    }

    @Test func aSheetShowsThumbnailsOfTheFrames() throws {
        let animation = try Animation(scene: smallScene, script: try MotionScript(parsing: "drag 300 1"), fps: 10)
        let sheet = try ContactSheet.render(animation, frames: 0...(animation.frameCount - 1), renderer: try renderer())
        #expect(sheet.width == 24 + 4 * (240 + 24))
        #expect(sheet.isOpaque)
        // The first thumbnail's top-left corner is the header photo, not the sheet background.
        #expect(sheet.pixel(x: 30, y: 30) != Color(red: 0xF2, green: 0xF2, blue: 0xF7).premultiplied)
    }
}

/// `FramePipeline.png`, the one pipeline of `stretchy frame` and StretchyKit's `png(atOffset:)`.
@Suite(.scratchFolders) struct FramePipelineTests {
    /// A header photo made for one frame is streamed into that frame's aspect-fill; where it
    /// covers the top rows, the PNG bands it reaches are encoded from its rows as they are
    /// decoded (`TopBands`). Either way the bytes are those of the frame drawn whole.
    @Test(arguments: [1, 2])
    func aFrameHasTheBytesOfTheFrameDrawnWholeWhenItsTopIsEncodedAsDecoded(threads: Int) throws {
        let resources = try ResourceLocator.find()
        var scene = Scene.seed
        scene.scale = 2
        let whole = try SceneRenderer.make(scene, resources: resources)
        // Pulled down (the photo covers the top: encoded as decoded), at rest, scrolled up
        // (the bar and the table in the top rows: drawn, then encoded).
        for (offset, asDecoded) in [(-600.0, true), (-300, true), (-200, true), (-130, false), (0, false)] {
            let made = try FramePipeline.png(
                of: scene, atOffset: offset, resources: resources, compression: .default, threads: threads)
            let expected = try FrameFile.encode(try whole.render(offset: offset), scene: scene, compression: .default)
            #expect(made.bytes == expected, "offset \(offset)")
            #expect(!made.bandsEncodedAsDecoded.isEmpty == asDecoded, "offset \(offset): \(made.bandsEncodedAsDecoded)")
        }
    }

    /// A thread that comes to the top's bands before the decode has begun (a job run where it
    /// was queued, for want of a thread) does not wait for rows nobody is making: it leaves the
    /// bands, and the frame's top is drawn and encoded after the decode, the same bytes.
    @Test func bandsOfferedBeforeTheDecodeBeginsAreLeftForTheDrawnTop() throws {
        let resources = try ResourceLocator.find()
        let scene = Scene.seed
        let header = Result { () throws(SceneryError) in
            try SceneAssets.headerPhoto(of: scene, resources: resources, firstOffset: -300)
        }
        let renderer = try SceneRenderer.make(scene, resources: resources, header: header)
        let parts = try renderer.renderInParts(offset: -300, threads: 2)
        let png = FrameFile.encodeBelowTop(parts, scene: scene, compression: .default, threads: 2)
        let top = TopBands(png: png, top: try #require(parts.progressive))
        top.offer()
        #expect(top.encoded().isEmpty)
        try renderer.assets.header.check()
        let bytes = try FrameFile.finish(png, of: parts, encodedSince: top.encoded(), threads: 2)
        let whole = try SceneRenderer.make(scene, resources: resources)
        #expect(bytes == (try FrameFile.encode(try whole.render(offset: -300), scene: scene, compression: .default)))
    }

    /// A photo whose data ends early fails the frame, whose bands were being encoded from its
    /// rows as they came, as it fails a frame drawn whole: no bytes, the photo named.
    @Test func aPhotoThatEndsEarlyFailsTheFrameNamingIt() throws {
        let resources = try ResourceLocator.find()
        let photo = try Data(contentsOf: resources.file(named: "ceshi.jpg"))
        let url = try scratchFolder("half-photo").appendingPathComponent("half.jpg")
        try photo.prefix(photo.count * 3 / 4).write(to: url)
        var scene = Scene.seed
        scene.headerImage = url.path
        for threads in [1, 2] {
            #expect {
                _ = try FramePipeline.png(
                    of: scene, atOffset: -300, resources: resources, compression: .default, threads: threads)
            } throws: { error in
                guard case ExportError.frame(.undecodable(role: "header image", path: url.path, _)) = error else {
                    return false
                }
                return true
            }
        }
    }
}
