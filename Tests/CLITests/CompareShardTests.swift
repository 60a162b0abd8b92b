import Foundation
import Testing

/// Regions in points, `--ignore-status-bar`, sizes on the console, `--shard K/N` and
/// `merge-reports` (issue 22), and a comparison that goes on past an unreadable subfolder or an
/// unwritable image (issue 25), SPEC §3, §4.
@Suite(.scratchFolders) struct CompareShardTests {
    /// Two @2x renders of one frame that differ only in the status bar's time, and one that
    /// differs only in the title.
    struct StatusBarRenders {
        let base: URL
        let otherTime: URL
        let otherTitle: URL

        static let shared = Result { () throws -> StatusBarRenders in
            let root = try temporaryDirectory()
            let scene = root.appendingPathComponent("time.json")
            try Data(#"{"statusBar": {"time": "10:08 AM"}}"#.utf8).write(to: scene)
            func render(_ name: String, _ extra: [String]) throws -> URL {
                let folder = root.appendingPathComponent(name)
                let run = try Run(
                    [
                        "render", "--motion", "hold 0.1", "--fps", "10", "--scale", "2", "--quiet",
                        "--output-dir", folder.path,
                    ] + extra)
                guard run.status == 0 else { throw Renders.RenderFailed(message: run.stderr) }
                return folder
            }
            return StatusBarRenders(
                base: try render("base", []),
                otherTime: try render("time", ["--scene", scene.path]),
                otherTitle: try render("title", ["--title", "Other"]))
        }
    }

    @Test func theStatusBarRecipePassesAStatusBarChangeAndFailsAnyOther() throws {
        let renders = try StatusBarRenders.shared.get()
        let (base, time, title) = (renders.base.path, renders.otherTime.path, renders.otherTitle.path)
        #expect(try Run(["compare", base, time]).status == 1, "the time is a change")
        let recipe = try Run(["compare", base, time, "--ignore-status-bar"])
        #expect(recipe.status == 0, "\(recipe.stdout)\(recipe.stderr)")
        // 20 points at @2x are 40 pixels: in points the region is right, in pixels it is not.
        #expect(try Run(["compare", base, time, "--ignore", "0,0,375,20pt"]).status == 0)
        #expect(try Run(["compare", base, time, "--ignore", "0,0,375,20", "--scale", "2"]).status == 1)
        #expect(
            try Run(["compare", base, time, "--ignore", "0,0,375,20pt", "--scale", "1"]).status == 1,
            "--scale wins over frames.json")
        let json = try json(Run(["compare", base, time, "--ignore-status-bar", "--json"]))
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.first?["ignoredPixels"] as? Int == 750 * 40, "the classic status bar, no home indicator")
        #expect(try Run(["compare", base, title, "--ignore-status-bar"]).status == 1, "the title is still compared")
    }

    @Test func framesJSONRecordsTheChromeInPixels() throws {
        let folder = try temporaryDirectory().appendingPathComponent("x")
        let run = try Run([
            "render", "--motion", "hold 0.1", "--fps", "10", "--device", "iphone-x", "--quiet",
            "--output-dir", folder.path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let manifest = try #require(
            JSONSerialization.jsonObject(
                with: Data(contentsOf: folder.appendingPathComponent("frames.json"))) as? [String: Any])
        // 375 × 44 pt at @3x; the indicator 134 × 5 pt centred 8 pt above the bottom of 812:
        // x 120.5 … 254.5 pt = 361.5 … 763.5 px, rounded outwards.
        #expect(manifest["statusBar"] as? [String: Int] == ["x": 0, "y": 0, "width": 1125, "height": 132])
        #expect(manifest["homeIndicator"] as? [String: Int] == ["x": 361, "y": 2397, "width": 403, "height": 15])
        let hidden = try temporaryDirectory().appendingPathComponent("none")
        #expect(
            try Run([
                "render", "--motion", "hold 0.1", "--fps", "10", "--status-bar", "none", "--quiet",
                "--output-dir", hidden.path,
            ]).status == 0)
        let none = try #require(
            JSONSerialization.jsonObject(
                with: Data(contentsOf: hidden.appendingPathComponent("frames.json"))) as? [String: Any])
        #expect(none["statusBar"] is NSNull && none["homeIndicator"] is NSNull)
    }

    @Test func pointsNeedAScale() throws {
        let (a, b, _) = try CompareIgnoreAndLimitTests.pair()
        let run = try Run(["compare", a, b, "--ignore", "100,300,40,20pt"])
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix("Error: option '--ignore': '100,300,40,20pt' is in points: give --scale"),
            "\(run.stderr)")
        let bar = try Run(["compare", a, b, "--ignore-status-bar"])
        #expect(bar.status == 64)
        #expect(bar.stderr.hasPrefix("Error: --ignore-status-bar needs a render's frames.json"), "\(bar.stderr)")
        // At @1x points are pixels; `px` is the default unit.
        #expect(try Run(["compare", a, b, "--ignore", "100,300,40,20pt", "--scale", "1"]).status == 0)
        #expect(try Run(["compare", a, b, "--ignore", "100,300,40,20px"]).status == 0)
        #expect(try Run(["compare", a, b, "--ignore", "50,150,20,10pt", "--scale", "2"]).status == 0)
        #expect(try Run(["compare", a, b, "--ignore", "100,300,40,20pts"]).status == 64)
    }

    @Test func aSizeMismatchInAFolderGivesBothSizes() throws {
        let renders = try Renders.make()
        let copy = try Renders.copy(renders.first)
        let odd = copy.appendingPathComponent(Renders.frame(4))
        _ = try Picture.write(Picture.solid(3, 4, Picture.white), to: odd)
        let run = try Run(["compare", renders.first.path, copy.path])
        #expect(run.status == 1)
        #expect(
            run.stdout.contains("\(Renders.frame(4)): sizes differ (expected 375×667, actual 3×4)\n"),
            "\(run.stdout)")
    }

    /// Every pair differs (another title), with one frame on one side only.
    func splitCase() throws -> (expected: String, actual: String) {
        let renders = try Renders.make()
        let actual = try Renders.copy(renders.other)
        try FileManager.default.removeItem(at: actual.appendingPathComponent(Renders.frame(5)))
        return (renders.first.path, actual.path)
    }

    @Test func fourShardsMergeIntoTheSingleRunsJSONJUnitAndExitCode() throws {
        let (expected, actual) = try splitCase()
        let root = try temporaryDirectory()
        let single = try Run([
            "compare", expected, actual, "--json",
            "--junit", root.appendingPathComponent("single.xml").path,
        ])
        #expect(single.status == 1)
        var shardFolders: [String] = [], counted = 0
        for index in 1...4 {
            let folder = root.appendingPathComponent("shard-\(index)").path
            let run = try Run(["compare", expected, actual, "--shard", "\(index)/4", "--report", folder, "--json"])
            let part = try json(run)
            counted += (part["files"] as? [Any])?.count ?? 0
            counted += (part["onlyInExpected"] as? [Any])?.count ?? 0
            #expect((part["shard"] as? [String: Any])?["index"] as? Int == index)
            #expect(FileManager.default.fileExists(atPath: folder + "/shard.json"))
            shardFolders.append(folder)
        }
        #expect(counted == Renders.frameCount, "every pair and lone file in exactly one shard")
        let report = root.appendingPathComponent("merged").path
        let merged = try Run(
            ["merge-reports"] + shardFolders
                + ["--json", "--junit", root.appendingPathComponent("merged.xml").path])
        #expect(merged.status == 1)
        // Times aside: a pair's `seconds` in the JSON, `time` in the JUnit.
        let untimed = { (text: String) in
            text.replacing(#/, "seconds": [^,}]*/#, with: "").replacing(#/ time="[^"]*"/#, with: "")
        }
        #expect(untimed(merged.stdout) == untimed(single.stdout), "the merged JSON is the single run's")
        #expect(
            untimed(try String(contentsOf: root.appendingPathComponent("merged.xml"), encoding: .utf8))
                == untimed(try String(contentsOf: root.appendingPathComponent("single.xml"), encoding: .utf8)))
        let page = try Run(
            ["merge-reports"] + shardFolders.reversed() + ["--report", report, "--junit", report + "/junit.xml"])
        #expect(page.status == 1)
        #expect(page.stdout == (try Run(["compare", expected, actual])).stdout, "the console too")
        #expect(FileManager.default.fileExists(atPath: report + "/index.html"))
        #expect(
            FileManager.default.fileExists(atPath: report + "/crops/diff/" + Renders.frame(3)), "the shards' images")
        #expect(
            try String(contentsOfFile: report + "/.stretchy-compare.json", encoding: .utf8)
                .contains(#""crops/diff/\#(Renders.frame(3))""#), "the merged folder lists the images it was given")
        // Issue 43: the merged JUnit's attachments are the images the merged report holds.
        let junit = try String(contentsOfFile: report + "/junit.xml", encoding: .utf8)
        let attached = junit.matches(of: /\[\[ATTACHMENT\|([^\]]*)\]\]/).map { String($0.output.1) }
        #expect(!attached.isEmpty && attached.count % 3 == 0, "expected, actual and diff of each failure")
        for path in attached {
            #expect(path.hasPrefix(report + "/crops/"), "\(path)")
            #expect(FileManager.default.fileExists(atPath: path), "\(path)")
        }
        let intoAShard = try Run(["merge-reports"] + shardFolders + ["--report", shardFolders[0]])
        #expect(intoAShard.status == 64, "a shard's folder would lose its own files")
        #expect(FileManager.default.fileExists(atPath: shardFolders[0] + "/shard.json"))
    }

    @Test func aMissingDuplicatedOrForeignShardExits2() throws {
        let (expected, actual) = try splitCase()
        let root = try temporaryDirectory()
        var files: [String] = []
        for index in 1...3 {
            let file = root.appendingPathComponent("s\(index).json")
            try Run(["compare", expected, actual, "--shard", "\(index)/3", "--json"]).output.write(to: file)
            files.append(file.path)
        }
        let missing = try Run(["merge-reports", files[0], files[2]])
        #expect(missing.status == 2)
        #expect(missing.stderr == "Error: shard 2/3 missing: the result would leave pairs out\n", "\(missing.stderr)")
        let twice = try Run(["merge-reports", files[0], files[1], files[2], files[1]])
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("are both shard 2/3"), "\(twice.stderr)")
        let other = root.appendingPathComponent("other.json")
        try Run(["compare", expected, actual, "--shard", "2/3", "--json", "--max-diff", "5"]).output.write(to: other)
        let foreign = try Run(["merge-reports", files[0], other.path, files[2]])
        #expect(foreign.status == 2)
        #expect(foreign.stderr.contains("are shards of different comparisons"), "\(foreign.stderr)")
        #expect(try Run(["compare", expected, actual, "--shard", "5/4"]).status == 64)
        // Issue 33: counts past Int's range died by SIGILL (132); -1 and 2.5 were kept.
        let shard = try String(contentsOfFile: files[0], encoding: .utf8)
        for (key, value) in [
            ("differentPixels", "1e19"), ("totalPixels", "9.3e18"), ("width", "1e300"), ("height", "1e309"),
            ("actualWidth", "-1"), ("differentPixels", "2.5"), ("index", "-9.3e18"), ("count", "1e19"),
        ] {
            let edited = root.appendingPathComponent("edited.json")
            try shard.replacing(try Regex(#""\#(key)": [0-9]+"#), with: #""\#(key)": \#(value)"#, maxReplacements: 1)
                .write(to: edited, atomically: true, encoding: .utf8)
            let run = try Run(["merge-reports", edited.path, files[1], files[2]])
            #expect(run.status == 2, "\(key): \(value)")
            #expect(
                run.stderr == "Error: '\(edited.path)' is not the JSON of a 'compare --shard K/N' run"
                    + " (nor a report folder holding one)\n", "\(run.stderr)")
        }
    }

    /// Issue 44: a pair listed in two shards was counted twice (`4 of 7 files differ` for 6
    /// pairs) and names of no pair were taken: a shard must list exactly pairs of its own, each
    /// once. The shards are edited as parsed JSON; unedited, the same round trip merges.
    @Test func aShardListingAnotherShardsPairOrOnePairTwiceExits2() throws {
        let (expected, actual) = try splitCase()
        let root = try temporaryDirectory()
        var shards: [[String: Any]] = []
        for index in 1...2 {
            let run = try Run(["compare", expected, actual, "--shard", "\(index)/2", "--json"])
            shards.append(try json(run))
        }
        let first = try #require(shards[0]["files"] as? [Any]), second = try #require(shards[1]["files"] as? [Any])
        try #require(!first.isEmpty && !second.isEmpty)
        func merge(_ edited: [String: Any]) throws -> Run {
            let paths = try [edited, shards[1]].enumerated().map { index, shard in
                let file = root.appendingPathComponent("s\(index + 1).json")
                try JSONSerialization.data(withJSONObject: shard).write(to: file)
                return file.path
            }
            return try Run(["merge-reports"] + paths)
        }
        let unedited = try merge(shards[0])
        #expect(unedited.status == 1, "\(unedited.stderr)")
        let shard = root.appendingPathComponent("s1.json").path
        let name = { (entry: Any) in (entry as? [String: Any])?["name"] as? String ?? "" }
        for (files, reason) in [
            (first + [second[0]], ", which is not a pair of its shard 1/2 ('compare --shard' lists only those)"),
            (first + [first[0]], " twice; 'compare --shard' lists each pair once"),
        ] {
            var edited = shards[0]
            edited["files"] = files
            let run = try merge(edited)
            #expect(run.status == 2)
            #expect(
                run.stderr == "Error: '\(shard)' lists '\(name(files[files.count - 1]))'\(reason)\n", "\(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }

    @Test func aDiffThatCannotBeWrittenIsThatPairsErrorAlone() throws {
        let (expected, actual) = try splitCase()
        let root = try temporaryDirectory()
        let diffs = root.appendingPathComponent("diffs")
        // A folder where the diff image of frame 3 would go: that write fails, as root too.
        try FileManager.default.createDirectory(
            at: diffs.appendingPathComponent(Renders.frame(3)),
            withIntermediateDirectories: true)
        let junit = root.appendingPathComponent("junit.xml")
        let run = try Run(["compare", expected, actual, "--diff", diffs.path, "--junit", junit.path, "--json"])
        #expect(run.status == 2)
        let result = try json(run)
        let files = try #require(result["files"] as? [[String: Any]])
        #expect(files.count == Renders.frameCount - 1)
        #expect(result["errorFiles"] as? Int == 1)
        let error = files.first { $0["name"] as? String == Renders.frame(3) }?["error"] as? String
        #expect(error?.contains(Renders.frame(3)) == true)
        #expect(
            FileManager.default.fileExists(atPath: diffs.appendingPathComponent(Renders.frame(4)).path),
            "the others are written")
        #expect(try String(contentsOf: junit, encoding: .utf8).contains("errors=\"1\""))
        #expect(run.stderr.hasPrefix("Error: "), "\(run.stderr)")
    }

    @Test func aFullStandardOutputExits2() throws {
        let renders = try Renders.make()
        for extra in [["--json"], []] {
            let command =
                ([Run.binary.path, "compare", renders.first.path, renders.other.path] + extra)
                .map { "'\($0)'" }.joined(separator: " ") + " > /dev/full"
            let run = try Run(["-c", command], binary: URL(fileURLWithPath: "/bin/sh"))
            #expect(run.status == 2)
            #expect(run.stderr == "Error: cannot write to standard output: No space left on device\n", "\(run.stderr)")
        }
    }

    @Test func anUnreadableSubfolderIsAnErrorOfItsOwn() throws {
        // Tests run as root, whom a mode of 000 does not stop: the comparison runs as nobody.
        let renders = try Renders.make()
        // Issue 33: with a TMPDIR made by `mktemp -d` (mode 0700) nobody could not enter the
        // scratch folder, and the run failed before comparing anything. Then the folders go in
        // /tmp, which everyone may enter, and are removed here.
        var root = try temporaryDirectory()
        var madeInTmp: String?
        if !Self.othersCanEnter(root.deletingLastPathComponent().path) {
            var template = Array("/tmp/stretchy-nobody.XXXXXX".utf8CString)
            let made = try #require(mkdtemp(&template), "cannot make a folder in /tmp: \(errno)")
            madeInTmp = String(cString: made)
            root = URL(fileURLWithPath: madeInTmp!)
        }
        defer { if let madeInTmp { try? FileManager.default.removeItem(atPath: madeInTmp) } }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
        try #require(Self.othersCanEnter(root.path), "nobody cannot reach \(root.path)")
        // So with the binary, in a clone made inside a `mktemp -d` folder: nobody then runs a copy
        // of it in the folder it can reach (compare reads none of the images beside the binary).
        var binary = Run.binary
        if !Self.othersCanEnter(binary.deletingLastPathComponent().path) {
            binary = root.appendingPathComponent("stretchy")
            try FileManager.default.copyItem(at: Run.binary, to: binary)
        }
        let (expected, actual) = (root.appendingPathComponent("e"), root.appendingPathComponent("a"))
        for folder in [expected, actual] {
            try FileManager.default.copyItem(at: renders.first, to: folder)
            let sub = folder.appendingPathComponent("sub")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: renders.first.appendingPathComponent(Renders.frame(0)),
                to: sub.appendingPathComponent(Renders.frame(0)))
        }
        let closed = actual.appendingPathComponent("sub").path
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: closed)
        let junit = root.appendingPathComponent("out/junit.xml")
        let out = junit.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: out.path)
        let run = try Run(
            [
                "--reuid=nobody", "--regid=nogroup", "--clear-groups", binary.path, "compare",
                expected.path, actual.path, "--json", "--junit", junit.path,
            ],
            binary: URL(fileURLWithPath: "/usr/bin/setpriv"))
        #expect(run.status == 2, "\(run.stderr)")
        let result = try json(run)
        let files = try #require(result["files"] as? [[String: Any]])
        #expect(files.count == Renders.frameCount + 1, "every frame compared, and the folder")
        #expect(files.last?["name"] as? String == "sub/")
        #expect(result["onlyInExpected"] as? [String] == [], "what is below the folder is not called lone")
        #expect(run.stderr == "Error: \(actual.path)/sub: the folder cannot be read\n", "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: junit.path))
        // What nobody may not delete (a mode-000 folder's files): removed as root.
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: closed)
    }

    /// Whether every folder from `/` to `path` lets other users through (search permission).
    static func othersCanEnter(_ path: String) -> Bool {
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        while true {
            var status = stat()
            guard stat(folder.path, &status) == 0, status.st_mode & 0o001 != 0 else { return false }
            if folder.path == "/" { return true }
            folder.deleteLastPathComponent()
        }
    }
}

/// Names that are not UTF-8, or hold control characters, are compared and reported escaped
/// (issue 25, SPEC §3 "Names").
@Suite(.scratchFolders) struct CompareNameBytesTests {
    /// Writes `contents` at the path `bytes`, which need not be UTF-8.
    static func write(_ contents: Data, at bytes: [UInt8]) throws {
        let descriptor = (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
            open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        _ = contents.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    @Test func oddNamesAreComparedAndEscapedEverywhere() throws {
        let renders = try Renders.make()
        let root = try temporaryDirectory()
        let names: [[UInt8]] = [
            Array("bad".utf8) + [0xFF] + Array(".png".utf8), Array("new\nline\u{1B}.png".utf8),
            Array(#"back\slash.png"#.utf8),
        ]
        for (side, source) in [("e", renders.first), ("a", renders.other)] {
            let folder = root.appendingPathComponent(side)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let png = try Data(contentsOf: source.appendingPathComponent(Renders.frame(0)))
            for name in names { try Self.write(png, at: Array(folder.path.utf8) + [0x2F] + name) }
        }
        let (expected, actual) = (root.appendingPathComponent("e").path, root.appendingPathComponent("a").path)
        let escaped = [#"back\\slash.png"#, #"bad\xff.png"#, #"new\nline\x1b.png"#]
        let run = try Run(["compare", expected, actual, "--json"])
        #expect(run.status == 1, "\(run.stderr)")
        let files = try #require(try json(run)["files"] as? [[String: Any]])
        #expect(files.compactMap { $0["name"] as? String } == escaped, "every pair, in byte order of the real names")
        #expect(files.allSatisfy { ($0["differentPixels"] as? Int ?? 0) > 0 })

        let report = root.appendingPathComponent("r").path, junit = root.appendingPathComponent("j.xml").path
        let diffs = root.appendingPathComponent("d").path
        let human = try Run(["compare", expected, actual, "--diff", diffs, "--report", report, "--junit", junit])
        #expect(human.status == 1)
        #expect(human.stdout.hasPrefix(escaped[0] + ": "), "\(human.stdout)")
        #expect(human.stdout.contains("\n" + escaped[2] + ": "), "one line per pair, no raw new line or ESC")
        #expect(human.stdout.hasSuffix("3 of 3 files differ\n"))
        #expect(!human.stdout.contains("\u{1B}"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: diffs).sorted()
                == [".stretchy-compare.json", ".stretchy.lock"] + escaped.sorted(),
            "diff images under the escaped names")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        let page = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        for text in [xml, page] {
            #expect(text.contains(#"new\nline\x1b.png"#) && text.contains(#"bad\xff.png"#))
            #expect(!text.contains("\u{1B}") && !text.contains("\u{FFFD}"))
        }
    }
}
