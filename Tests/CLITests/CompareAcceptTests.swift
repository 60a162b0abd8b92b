import Foundation
import Testing

/// `compare --accept PATTERN` (issue 31): approved actuals become goldens, atomically, only
/// inside the golden folder and never through a link.
@Suite(.scratchFolders) struct CompareAcceptTests {
    /// A golden folder (a copy of the first render) and the render with another title.
    static func folders() throws -> (golden: URL, actual: URL) {
        let renders = try Renders.make()
        return (try Renders.copy(renders.first), renders.other)
    }

    @Test func theMatchingFailuresBecomeGoldensAndTheRestStillFail() throws {
        let (golden, actual) = try Self.folders()
        let run = try Run(["compare", golden.path, actual.path, "--accept", "frame_000[0-4].png"])
        #expect(run.status == 1, "frames 5 … 11 still differ: \(run.stderr)")
        for index in 0..<Renders.frameCount {
            let name = Renders.frame(index)
            let replaced =
                try Data(contentsOf: golden.appendingPathComponent(name))
                == Data(contentsOf: actual.appendingPathComponent(name))
            #expect(replaced == (index < 5), "\(name)")
            #expect(
                run.stdout.contains(
                    "accepted \(name): \(golden.path)/\(name) is now a copy of \(actual.path)/\(name)\n") == (index < 5)
            )
        }
        // The lines show the comparison as it was found.
        #expect(run.stdout.contains("\(Renders.frameCount) of \(Renders.frameCount) files differ\n"))
        let json = try json(try Run(["compare", golden.path, actual.path, "--accept", "*", "--json"]))
        #expect(json["accepted"] as? [String] == (5..<Renders.frameCount).map(Renders.frame))
        #expect(try Run(["compare", golden.path, actual.path]).status == 0, "everything accepted now matches")
        let none = try Run(["compare", golden.path, actual.path, "--accept", "*"])
        #expect(none.status == 0 && none.stderr == "Note: --accept '*' matches none of the pairs that differ\n")
        // Two files are no golden folder.
        let files = try Run([
            "compare", golden.appendingPathComponent(Renders.frame(0)).path,
            actual.appendingPathComponent(Renders.frame(0)).path, "--accept", "*",
        ])
        #expect(files.status == 64 && files.stderr.contains("--accept"), "\(files.stderr)")
    }

    @Test func aLinkIsNeverWrittenThroughNorAFolderOutsideTheGoldens() throws {
        let (golden, actual) = try Self.folders()
        let manager = FileManager.default
        // frame 0: a golden that is a link to a file beside it.
        let first = golden.appendingPathComponent(Renders.frame(0))
        let target = golden.deletingLastPathComponent().appendingPathComponent("kept.png")
        try manager.moveItem(at: first, to: target)
        try manager.createSymbolicLink(at: first, withDestinationURL: target)
        // linked/: a subfolder of the goldens that is a link to a folder outside them.
        let outside = try temporaryDirectory().appendingPathComponent("outside")
        try manager.createDirectory(at: outside, withIntermediateDirectories: true)
        try manager.copyItem(
            at: golden.appendingPathComponent(Renders.frame(1)), to: outside.appendingPathComponent("f.png"))
        try manager.createSymbolicLink(at: golden.appendingPathComponent("linked"), withDestinationURL: outside)
        try manager.createDirectory(at: actual.appendingPathComponent("linked"), withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: actual.appendingPathComponent("linked")) }
        try manager.copyItem(
            at: actual.appendingPathComponent(Renders.frame(1)), to: actual.appendingPathComponent("linked/f.png"))
        let before = (try Data(contentsOf: target), try Data(contentsOf: outside.appendingPathComponent("f.png")))

        let run = try Run(["compare", golden.path, actual.path, "--accept", "*"])
        #expect(run.status == 2)
        #expect(
            run.stderr.contains(
                "Error: cannot accept '\(golden.path)/linked/f.png': its folder is outside the golden folder"),
            "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "Error: cannot accept '\(first.path)': it is a symbolic link or not a regular file"), "\(run.stderr)")
        #expect(try Data(contentsOf: target) == before.0, "the link's target is untouched")
        #expect(try Data(contentsOf: outside.appendingPathComponent("f.png")) == before.1)
        #expect(try manager.destinationOfSymbolicLink(atPath: first.path) == target.path, "the link stays")
        // Every other failure was accepted, and nothing was left beside the goldens.
        #expect(
            try Data(contentsOf: golden.appendingPathComponent(Renders.frame(2)))
                == Data(contentsOf: actual.appendingPathComponent(Renders.frame(2))))
        let leftovers = try manager.contentsOfDirectory(atPath: golden.path).filter {
            // The render's own lock came with the copy; a temporary file of the acceptance would not.
            $0.hasPrefix(".") && $0 != ".stretchy.lock"
        }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
