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

    /// Issue 43: a failing run says where its report is and the exact command that accepts;
    /// the report shows the command for each group of one cause; `--accept` says how many still
    /// differ and rewrites the golden folder's frames.json, whole once every frame is accepted.
    @Test func acceptingIsVisibleAndLeavesNoStaleRecord() throws {
        let (golden, actual) = try Self.folders()
        let report = try temporaryDirectory().appendingPathComponent("report")
        let failing = try Run(["compare", golden.path, actual.path, "--report", report.path])
        #expect(failing.status == 1)
        let command = "\(Run.binary.path) compare \(golden.path) \(actual.path) --report \(report.path)"
        #expect(
            failing.stderr == "Note: the report is \(report.path)/index.html\n"
                + "Note: to accept every pair that differs: \(command) --accept '*'\n", "\(failing.stderr)")
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("To accept every pair that differs: <code>\(command) --accept &apos;*&apos;</code>"))
        let perPair = html.matches(of: /<p class="accept">To accept (it|its group): <code>([^<]*)<\/code>/)
        #expect(perPair.count == Renders.frameCount, "every failing frame shows its command")

        let record = { (folder: URL) throws -> [String: Any] in
            let data = try Data(contentsOf: folder.appendingPathComponent("frames.json"))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
        let entries = { (folder: URL) throws -> [[String: Any]] in
            try #require(try record(folder)["frames"] as? [[String: Any]])
        }
        // A mark on every entry of the golden record, so that what is rewritten shows.
        var marked = try record(golden)
        marked["frames"] = try entries(golden).map { entry in entry.merging(["stale": true]) { $1 } }
        marked["stale"] = true
        try JSONSerialization.data(withJSONObject: marked).write(to: golden.appendingPathComponent("frames.json"))
        let before = try entries(golden)
        let some = try Run(["compare", golden.path, actual.path, "--accept", "frame_000[0-4].png"])
        #expect(some.status == 1)
        #expect(
            some.stdout.contains(
                "rewrote \(golden.path)/frames.json: 5 frames as \(actual.path)/frames.json records them\n"),
            "\(some.stdout)")
        #expect(some.stdout.hasSuffix("7 of \(Renders.frameCount) files still differ\n"), "\(some.stdout)")
        let after = try entries(golden), theirs = try entries(actual)
        let stillMarked = try record(golden)["stale"] as? Bool
        #expect(after.count == before.count && stillMarked == true)
        for index in after.indices {
            let expected = index < 5 ? theirs[index] : before[index]
            let same =
                try JSONSerialization.data(withJSONObject: after[index], options: .sortedKeys)
                == JSONSerialization.data(withJSONObject: expected, options: .sortedKeys)
            #expect(same, "frame \(index)")
        }
        let rest = try Run(["compare", golden.path, actual.path, "--accept", "*"])
        #expect(rest.status == 0)
        #expect(rest.stdout.hasSuffix("0 of \(Renders.frameCount) files still differ\n"), "\(rest.stdout)")
        #expect(
            try Data(contentsOf: golden.appendingPathComponent("frames.json"))
                == Data(contentsOf: actual.appendingPathComponent("frames.json")),
            "every frame accepted: the whole record")
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
