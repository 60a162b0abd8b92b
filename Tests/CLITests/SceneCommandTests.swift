import Foundation
import SceneModel
import TestSupport
import Testing

/// The repository's Resources folder (bundled images and the example scene files).
private let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

/// The presets with their numbers as whole points, as `devices` prints them.
private let devices = Device.presets.map { device in
    (
        name: device.name, width: Int(device.width), height: Int(device.height), scale: device.scale,
        statusBar: Int(device.statusBarHeight)
    )
}

/// A folder holding one scene file, `scene.json`.
private func sceneFolder(_ text: String) throws -> URL {
    let directory = try temporaryDirectory()
    try Data(text.utf8).write(to: directory.appendingPathComponent("scene.json"))
    return directory
}

/// The state printed by `stretchy state`, as a dictionary.
private func state(_ arguments: [String], in directory: URL? = nil) throws -> [String: Any] {
    let run = try Run(["state"] + arguments, in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
}

/// The scene printed by `stretchy scene --print`, as text.
private func printed(_ arguments: [String], in directory: URL? = nil) throws -> String {
    let run = try Run(["scene", "--print"] + arguments, in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    return run.stdout
}

private func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

private func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

@Suite(.scratchFolders) struct SceneFileErrorTests {
    /// The issue's four, and the other kinds of mistake, each in every command that reads a scene.
    @Test(arguments: [
        (##"{"header": {"heigth": 260}}"##, "header.heigth: unknown key; did you mean 'header.height'?"),
        (##"{"rows": 8}"##, "rows: unknown key; did you mean 'table.rows'?"),
        (##"{"header": {"height": 50}}"##, "header.height: 50 must be above bar.height (64)"),
        (##"{"bar": {"color": "red"}}"##, "bar.color: must be a colour #RRGGBB or #RRGGBBAA, not 'red'"),
        (##"{"table": {"rows": -3}}"##, "table.rows: must be a whole number from 1 to 10000, not -3"),
        (##"{"table": {"rowHeight": "tall"}}"##, "table.rowHeight: must be a number, not a string"),
        (##"{"scale": 4}"##, "scale: must be a whole number from 1 to 3, not 4"),
        (##"{"device": "iphone-7"}"##, "device: unknown device 'iphone-7'; did you mean 'iphone-8'?"),
        (##"{"title": {"in": "top"}}"##, "title.in: must be 'view' or 'bar', not 'top'"),
        (##"{"bar": {"backImages": ["back_0"]}}"##, "bar.backImages: must be an array of two values"),
    ])
    func exits64NamingTheKeyAndWritesNothing(text: String, message: String) throws {
        let directory = try sceneFolder(text)
        for command in [
            ["frame", "--offset", "0", "--output", "f.png"],
            ["render", "--output-dir", "out", "--sheet", "sheet.png", "--quiet"],
            ["state", "--offset", "0"],
            ["scene", "--print"],
        ] {
            let run = try Run(command + ["--scene", "scene.json"], in: directory)
            #expect(run.status == 64, "\(command[0]): \(run.stderr)")
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.filter { $0.hasPrefix("Error:") }.count == 1)
            #expect(
                lines.first?.hasPrefix("Error: scene file 'scene.json': \(message)") == true,
                "\(command[0]): \(run.stderr)")
            #expect(lines.dropFirst().first?.hasPrefix("Usage: stretchy \(command[0])") == true)
            #expect(run.stdout.isEmpty)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["scene.json"],
                "\(command[0]) wrote nothing")
        }
    }

    @Test func anOptionThatBreaksTheFilesSceneIsAUsageError() throws {
        // 100 pt of header is above the iPhone 8's bar (64) but not the iPhone 14 Pro's (103).
        let directory = try sceneFolder(##"{"header": {"height": 100}}"##)
        #expect(try Run(["state", "--offset", "0", "--scene", "scene.json"], in: directory).status == 0)
        let run = try Run(
            ["frame", "--offset", "0", "--scene", "scene.json", "--device", "iphone-14-pro"], in: directory)
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix("Error: the scene is impossible: header.height: 100 must be above bar.height (103)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["scene.json"])
    }

    /// `--title-width` takes points or `auto` (SPEC §3), which `scene --print` writes back.
    @Test func theTitleWidthOptionTakesPointsOrAuto() throws {
        let auto = try Run(["scene", "--print", "--title-width", "auto"])
        #expect(auto.status == 0 && auto.stdout.contains(#""width": "auto""#))
        let points = try Run(["scene", "--print", "--title-width", "120"])
        #expect(points.status == 0 && points.stdout.contains(#""width": 120"#))
        let bad = try Run(["state", "--offset", "0", "--title-width", "wide"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: option '--title-width': 'wide' is not a finite number"))
    }

    @Test func anUnknownDeviceOptionSuggestsOne() throws {
        let run = try Run(["state", "--offset", "0", "--device", "iphone-x1"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: option '--device': unknown device 'iphone-x1'; did you mean 'iphone-x'?"))
    }

    @Test func aMissingOrBrokenSceneFileExits2() throws {
        let directory = try sceneFolder("{\"table\": ")
        let missing = try Run(["state", "--offset", "0", "--scene", "none.json"], in: directory)
        #expect(missing.status == 2)
        #expect(missing.stderr == "Error: cannot read scene file 'none.json': no such file\n")
        let broken = try Run(["frame", "--offset", "0", "--scene", "scene.json"], in: directory)
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("Error: scene file 'scene.json' is not valid JSON"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["scene.json"])
    }

    @Test func sceneNeedsPrint() throws {
        let run = try Run(["scene"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: missing '--print'"))
    }
}

@Suite(.scratchFolders) struct SceneMergeTests {
    @Test func defaultsThenFileThenOptions() throws {
        let directory = try sceneFolder(
            ##"{"device": "iphone-se", "header": {"height": 260}, "title": {"text": "File"}, "table": {"rows": 8}}"##)
        // Defaults: the seed.
        let seed = try object(printed([], in: directory))
        #expect(seed["device"] as? String == "iphone-8")
        #expect(number((seed["table"] as? [String: Any])?["rows"]) == 30)
        // The file over the defaults.
        let file = try object(printed(["--scene", "scene.json"], in: directory))
        #expect(file["device"] as? String == "iphone-se")
        #expect(number((file["header"] as? [String: Any])?["height"]) == 260)
        #expect((file["title"] as? [String: Any])?["text"] as? String == "File")
        #expect(number((file["table"] as? [String: Any])?["rows"]) == 8)
        // Options over the file.
        let photo = directory.appendingPathComponent("photo.jpg")
        try FileManager.default.copyItem(at: resources.appendingPathComponent("ceshi.jpg"), to: photo)
        let options = try object(
            printed(
                [
                    "--scene", "scene.json", "--device", "iphone-x", "--scale", "1",
                    "--title", "Option", "--rows", "12", "--header", "photo.jpg",
                ], in: directory))
        #expect(options["device"] as? String == "iphone-x")
        #expect(number(options["scale"]) == 1)
        #expect(options["width"] == nil && options["height"] == nil, "the iPhone X's screen")
        #expect(number((options["header"] as? [String: Any])?["height"]) == 260, "kept from the file")
        #expect((options["header"] as? [String: Any])?["image"] as? String == "photo.jpg", "as given")
        #expect((options["title"] as? [String: Any])?["text"] as? String == "Option")
        #expect(number((options["table"] as? [String: Any])?["rows"]) == 12)
    }

    @Test func theFilesDeviceComesBeforeItsKeysAndTheDeviceOptionAfterThem() throws {
        let directory = try sceneFolder(##"{"width": 400, "device": "iphone-se"}"##)
        let file = try state(["--offset", "-200", "--scene", "scene.json"], in: directory)
        #expect(number((file["header"] as? [String: Any])?["width"]) == 400)
        let option = try state(["--offset", "-200", "--scene", "scene.json", "--device", "iphone-12"], in: directory)
        #expect(number((option["header"] as? [String: Any])?["width"]) == 390)
    }

    @Test func theBarFollowsTheDeviceUnlessTheFileSetsIt() throws {
        // iPhone X: bar 44 + 44 = 88; opaque from −88 on, not a device pixel (1/3 pt) before.
        #expect(try state(["--offset", "-88", "--device", "iphone-x"])["opaque"] as? Bool == true)
        #expect(try state(["--offset", "-88.333333", "--device", "iphone-x"])["opaque"] as? Bool == false)
        let follows = try sceneFolder(##"{"device": "iphone-se", "header": {"height": 250}}"##)
        #expect(
            try state(["--offset", "-88", "--scene", "scene.json", "--device", "iphone-x"], in: follows)["opaque"]
                as? Bool == true)
        let set = try sceneFolder(##"{"bar": {"height": 70}}"##)
        #expect(
            try state(["--offset", "-70", "--scene", "scene.json", "--device", "iphone-x"], in: set)["opaque"] as? Bool
                == true)
        #expect(
            try state(["--offset", "-71", "--scene", "scene.json", "--device", "iphone-x"], in: set)["opaque"] as? Bool
                == false)
    }
}

@Suite(.scratchFolders) struct ScenePrintTests {
    @Test func theSeedPrintsAndReadsBack() throws {
        let text = try printed([])
        let json = try object(text)
        #expect(Set(json.keys) == ["device", "appearance", "header", "bar", "title", "table", "font", "statusBar"])
        let appearance = json["appearance"] as? [String: Any]
        #expect(appearance?["style"] as? String == "light" && appearance?["ios"] == nil, "the era follows")
        #expect(number((json["title"] as? [String: Any])?["width"]) == 80)
        #expect((json["bar"] as? [String: Any])?["color"] as? String == "#FFFFFF")
        #expect((json["title"] as? [String: Any])?["text"] as? String == "标题")
        #expect((json["table"] as? [String: Any])?["separatorColor"] == nil, "the appearance's #C8C7CC")
        let directory = try sceneFolder(text)
        #expect(try printed(["--scene", "scene.json"], in: directory) == text)
    }

    /// Issue 31: a scene printed for an iPhone X, its `device` edited to `iphone-8`, is the
    /// iPhone 8's scene: nothing printed pins the iPhone X's era, bar or status bar.
    @Test func aPrintedSceneFollowsAnEditedDevice() throws {
        let iPhoneX = try printed(["--device", "iphone-x"])
        #expect(!iPhoneX.contains("\"ios\""))
        let edited = iPhoneX.replacing("\"iphone-x\"", with: "\"iphone-8\"")
        #expect(try printed(["--scene", "scene.json"], in: try sceneFolder(edited)) == (try printed([])))
    }

    @Test(arguments: [
        ["--device", "iphone-x"],
        ["--device", "iphone-se", "--scale", "3", "--title", "T", "--rows", "5"],
        ["--scale", "1"],
        ["--status-bar", "auto"],
    ])
    func aPrintedSceneReadsBackToTheSameScene(options: [String]) throws {
        let text = try printed(options)
        let directory = try sceneFolder(text)
        #expect(try printed(["--scene", "scene.json"], in: directory) == text)
        for offset in ["-250", "-130", "-60", "400"] {
            let direct = try Run(["state", "--offset", offset] + options)
            let viaFile = try Run(["state", "--offset", offset, "--scene", "scene.json"], in: directory)
            #expect(direct.stdout == viaFile.stdout)
        }
    }

    @Test func aPrintedSceneFollowsALaterDevice() throws {
        let directory = try sceneFolder(try printed([]))
        for offset in ["-103", "-103.333333", "-150"] {
            let direct = try Run(["state", "--offset", offset, "--device", "iphone-14-pro"])
            let viaFile = try Run(
                ["state", "--offset", offset, "--device", "iphone-14-pro", "--scene", "scene.json"], in: directory)
            #expect(direct.status == 0 && direct.stdout == viaFile.stdout)
        }
    }
}

/// `table.contentInsetAdjustment: automatic` (iOS 11): the status bar joins the top inset, so a
/// render starts at rest with the header stretched by it (SPEC §5).
@Suite(.scratchFolders) struct ContentInsetAdjustmentCommandTests {
    @Test(arguments: [("iphone-8", -220.0), ("iphone-x", -244)])
    func theFirstFrameRestsBelowTheStatusBar(device: String, rest: Double) throws {
        let directory = try sceneFolder(##"{"table": {"contentInsetAdjustment": "automatic"}}"##)
        let run = try Run(
            [
                "render", "--scene", "scene.json", "--device", device, "--scale", "1", "--frames", "0-0",
                "--output-dir", "out", "--quiet",
            ], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let manifest = try object(
            String(decoding: try Data(contentsOf: directory.appendingPathComponent("out/frames.json")), as: UTF8.self))
        let first = try #require((manifest["frames"] as? [[String: Any]])?.first)
        #expect(number(first["offset"]) == rest)
        #expect(first["stretched"] as? Bool == true)
        #expect(number((first["header"] as? [String: Any])?["height"]) == -rest, "the header that tall")
        #expect(number((first["header"] as? [String: Any])?["y"]) == 0)
        let atRest = try state(["--offset", String(rest), "--device", device])
        #expect(number((atRest["header"] as? [String: Any])?["height"]) == -rest)
    }
}

@Suite(.scratchFolders) struct StatusBarOptionTests {
    @Test func everyStyleIsAcceptedByEverySceneCommand() throws {
        for style in ["dark", "light", "auto", "none"] {
            #expect(try Run(["state", "--offset", "0", "--status-bar", style]).status == 0)
            let statusBar = try object(try printed(["--status-bar", style]))["statusBar"] as? [String: Any]
            #expect(
                statusBar?["style"] as? String == (style == "dark" ? nil : style),
                "dark, light mode's own, is left out")
        }
    }

    @Test func anUnknownStyleIsAUsageError() throws {
        let run = try Run(["frame", "--offset", "0", "--status-bar", "black"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("'black' is not one of dark, light, auto, none"))
    }

    /// `--appearance` and a later `--device` change the colours, the inset and the status bar the
    /// file left to them, and none the file set (SPEC §5 "Merge order").
    @Test func theAppearanceOptionChangesWhatTheFileLeftToIt() throws {
        let directory = try sceneFolder(##"{"table": {"separatorColor": "#FF0000"}, "statusBar": {"battery": 40}}"##)
        let dark = try object(
            try printed(
                ["--scene", "scene.json", "--appearance", "dark", "--device", "iphone-11"],
                in: directory))
        let appearance = dark["appearance"] as? [String: Any]
        #expect(appearance?["style"] as? String == "dark" && appearance?["ios"] == nil, "the iPhone 11's era follows")
        let table = try #require(dark["table"] as? [String: Any])
        #expect(table["separatorColor"] as? String == "#FF0000", "the file's own colour wins")
        #expect(
            table["background"] == nil && table["textColor"] == nil && table["separatorInset"] == nil,
            "they follow the appearance and the device")
        #expect((dark["statusBar"] as? [String: Any])?["style"] == nil, "light, dark mode's own")
        let explicit = try object(try printed(["--appearance", "dark", "--status-bar", "dark"]))
        #expect((explicit["statusBar"] as? [String: Any])?["style"] as? String == "dark")
    }

    @Test func theOptionOverridesTheSceneFile() throws {
        let directory = try sceneFolder(##"{"statusBar": {"style": "light", "battery": 40}}"##)
        let json = try object(try printed(["--scene", "scene.json", "--status-bar", "none"], in: directory))
        let statusBar = try #require(json["statusBar"] as? [String: Any])
        #expect(statusBar["style"] as? String == "none" && number(statusBar["battery"]) == 40)
    }
}

@Suite struct DevicesCommandTests {
    @Test func listsEveryPreset() throws {
        let run = try Run(["devices"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == devices.count + 1)
        for (line, device) in zip(lines.dropFirst(), devices) {
            let fields = line.split(separator: " ").map(String.init)
            #expect(fields.first == device.name)
            #expect(line.contains("\(device.width) × \(device.height)"))
            #expect(line.contains("@\(device.scale)x"))
            #expect(line.contains("\(device.statusBar) pt"))
            #expect(line.contains("\(device.width * device.scale) × \(device.height * device.scale)"))
            #expect(line.hasSuffix("(default)") == (device.name == "iphone-8"))
            // SPEC §1 "Appearance": iOS 13 from a 44 pt status bar, a 20 pt inset from 414 pt.
            let look = "iOS \(device.statusBar >= 44 ? 13 : 10), inset \(device.width >= 414 ? 20 : 15) pt"
            #expect(line.contains(look), "\(line)")
        }
    }
}

@Suite(.scratchFolders) struct DeviceCommandTests {
    /// `state` uses the device's own bar (status bar + 44) in every formula.
    @Test(arguments: devices.map(\.name))
    func stateUsesTheDevicesBar(name: String) throws {
        let device = try #require(devices.first { $0.name == name })
        let bar = Double(device.statusBar + 44)
        for offset in [-300.0, -200, -150, -bar - 10, -bar, 0] {
            let json = try state(["--offset", String(offset), "--device", name])
            let alpha = min(1, max(0, (offset + bar) / (200 - bar) + 1))
            #expect(abs(try #require(number(json["barAlpha"])) - alpha) < 1e-6, "\(name) at \(offset)")
            #expect(json["opaque"] as? Bool == (offset >= -bar))
            #expect(json["stretched"] as? Bool == (offset < -200))
            #expect(number((json["header"] as? [String: Any])?["width"]) == Double(device.width))
        }
    }

    /// `frame` writes a PNG of the device's pixel size.
    @Test(arguments: devices.map(\.name))
    func frameIsTheDevicesPixelSize(name: String) throws {
        let device = try #require(devices.first { $0.name == name })
        let directory = try temporaryDirectory()
        let run = try Run(["frame", "--offset", "-150", "--device", name, "--output", "f.png"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let size = try pngSize(directory.appendingPathComponent("f.png"))
        #expect(size.width == device.width * device.scale && size.height == device.height * device.scale)
    }
}

@Suite(.scratchFolders) struct ScenePathTests {
    @Test func imagesAndFontsAreFoundBesideTheSceneFile() throws {
        let directory = try temporaryDirectory()
        let sub = directory.appendingPathComponent("my scene")
        try FileManager.default.createDirectory(
            at: sub.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: resources.appendingPathComponent("ceshi.jpg"), to: sub.appendingPathComponent("top.jpg"))
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"),
            to: sub.appendingPathComponent("fonts/mono.ttf"))
        try Data(##"{"header": {"image": "top.jpg"}, "font": {"files": ["fonts/mono.ttf"]}}"##.utf8)
            .write(to: sub.appendingPathComponent("scene.json"))
        // Run from the parent folder: the names are the scene file's, not the working directory's.
        let run = try Run(
            ["frame", "--offset", "-100", "--scale", "1", "--scene", "my scene/scene.json", "--output", "a.png"],
            in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let plain = try Run(["frame", "--offset", "-100", "--scale", "1", "--output", "b.png"], in: directory)
        #expect(plain.status == 0)
        let a = try Data(contentsOf: directory.appendingPathComponent("a.png"))
        let b = try Data(contentsOf: directory.appendingPathComponent("b.png"))
        #expect(a != b, "the monospaced font is used for the cells")
    }

    /// `--header` is printed as given, relative to the working directory, and so read back
    /// by a scene file printed there.
    @Test func scenePrintKeepsTheHeaderPathAsGiven() throws {
        let directory = try temporaryDirectory()
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("photos"),
            withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: resources.appendingPathComponent("ceshi.jpg"),
            to: directory.appendingPathComponent("photos/portrait.jpg"))
        try FileManager.default.copyItem(
            at: resources.appendingPathComponent("ceshi.jpg"),
            to: directory.appendingPathComponent("portrait.jpg"))
        for given in ["portrait.jpg", "photos/portrait.jpg", "./photos/../portrait.jpg"] {
            let text = try printed(["--header", given], in: directory)
            #expect((try object(text)["header"] as? [String: Any])?["image"] as? String == given)
            try Data(text.utf8).write(to: directory.appendingPathComponent("scene.json"))
            let run = try Run(
                [
                    "frame", "--offset", "-100", "--scale", "1", "--scene", "scene.json",
                    "--output", "f.png",
                ], in: directory)
            #expect(run.status == 0, "\(given): \(run.stderr)")
        }
    }

    @Test func aMissingImageOrFontIsNamedWhereItWasLookedFor() throws {
        let directory = try temporaryDirectory()
        let sub = directory.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        // A photo of that name in the working directory must not be taken instead.
        try FileManager.default.copyItem(
            at: resources.appendingPathComponent("ceshi.jpg"), to: directory.appendingPathComponent("top.jpg"))
        for (text, named) in [
            (##"{"header": {"image": "top.jpg"}}"##, sub.appendingPathComponent("top.jpg").path),
            (##"{"font": {"files": ["fonts/none.ttf"]}}"##, sub.appendingPathComponent("fonts/none.ttf").path),
            (##"{"bar": {"backImages": ["icons/light", "back_1"]}}"##, "light"),
        ] {
            try Data(text.utf8).write(to: sub.appendingPathComponent("scene.json"))
            let run = try Run(
                ["frame", "--offset", "0", "--scene", "sub/scene.json", "--output", "f.png"], in: directory)
            #expect(run.status == 2, "\(text)")
            #expect(run.stderr.split(separator: "\n").count == 1)
            #expect(run.stderr.contains(named), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("f.png").path))
        }
    }
}

@Suite(.scratchFolders) struct ExampleSceneTests {
    static let examples: [String] = {
        let folder = resources.appendingPathComponent("examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0).path }
    }()

    @Test func thereAreExamples() {
        #expect(Self.examples.count >= 4)
    }

    @Test(arguments: examples)
    func anExampleRendersAndPrints(path: String) throws {
        let directory = try temporaryDirectory()
        let run = try Run(
            ["frame", "--offset", "-120", "--scale", "1", "--scene", path, "--output", "f.png"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let text = try printed(["--scene", path])
        let copy = try sceneFolder(text)
        #expect(try printed(["--scene", "scene.json"], in: copy) == text)
    }
}
