import Foundation
import JSON
import Raster
import TestSupport
import Testing

@testable import SceneModel

/// The folder relative names in the test scene files are resolved against.
private let folder = URL(fileURLWithPath: "/scenes/project")

private func read(_ text: String, in directory: URL = folder) throws(SceneFileError) -> SceneFile {
    try SceneFile(text: text, path: "test.json", folder: directory)
}

/// The key and reason of the usage error `text` is refused with; nil when it is accepted or
/// refused for another reason.
private func refusal(_ text: String) -> (key: String, reason: String)? {
    do {
        _ = try read(text)
        return nil
    } catch {
        guard case let .invalid(path, key, reason) = error, path == "test.json" else { return nil }
        return (key, reason)
    }
}

@Suite(.scratchFolders) struct SceneFileValidationTests {
    @Test func anEmptyFileIsTheSeed() throws {
        let file = try read("{}")
        #expect(file.scene == Scene.seed)
        #expect(explicitKeys(of: file.scene).isEmpty)
    }

    @Test func theSpecExampleIsTheSeed() throws {
        let text = ##"""
            {
              "device": "iphone-8",
              "width": 375, "height": 667, "scale": 2, "statusBarHeight": 20,
              "appearance": {"style": "light", "ios": 10},
              "header": {"image": "ceshi.jpg", "height": 200, "filter": "linear"},
              "bar": {"height": 64, "color": "#FFFFFF", "backImages": ["back_0", "back_1"]},
              "title": {"text": "标题", "colors": ["#FFFFFF", "#000000"], "in": "view", "width": 80},
              "table": {"rows": 30, "rowHeight": 44, "text": "cell{row}", "textColor": "#000000",
                        "background": "#FFFFFF", "separatorColor": "#C8C7CC", "separatorInset": 15,
                        "contentInsetAdjustment": "never"},
              "font": {"size": 17, "files": [], "language": "zh-Hans"},
              "statusBar": {"style": "dark", "battery": 100}
            }
            """##
        let file = try read(text)
        #expect(SceneSchema.keys.map { $0.value(file.scene) } == SceneSchema.keys.map { $0.value(.seed) })
        #expect(explicitKeys(of: file.scene).contains("bar.height"), "set, even to the value it follows")
    }

    @Test(arguments: [
        (##"{"heigth": 700}"##, "heigth", "height"),
        (##"{"Device": "iphone-x"}"##, "Device", "device"),
        (##"{"header": {"heigth": 260}}"##, "header.heigth", "header.height"),
        (##"{"header": {"images": "a.jpg"}}"##, "header.images", "header.image"),
        (##"{"bar": {"colour": "#FF0000"}}"##, "bar.colour", "bar.color"),
        (##"{"bar": {"backImage": ["a", "b"]}}"##, "bar.backImage", "bar.backImages"),
        (##"{"title": {"txt": "Hi"}}"##, "title.txt", "title.text"),
        (##"{"title": {"on": "bar"}}"##, "title.on", "title.in"),
        (##"{"appearance": {"iOS": 13}}"##, "appearance.iOS", "appearance.ios"),
        (##"{"ios": 13}"##, "ios", "appearance.ios"),
        (##"{"table": {"row": 3}}"##, "table.row", "table.rows"),
        (##"{"table": {"seperatorColor": "#000000"}}"##, "table.seperatorColor", "table.separatorColor"),
        (##"{"font": {"file": []}}"##, "font.file", "font.files"),
        // A key put in the wrong object points to where it belongs.
        (##"{"rows": 8}"##, "rows", "table.rows"),
        (##"{"rowHeight": 60}"##, "rowHeight", "table.rowHeight"),
        (##"{"title": {"size": 20}}"##, "title.size", "font.size"),
        (##"{"table": {"color": "#FF0000"}}"##, "table.color", "bar.color"),
    ])
    func anUnknownKeySuggestsTheNearestKnownKey(text: String, key: String, suggestion: String) throws {
        let problem = try #require(refusal(text))
        #expect(problem.key == key)
        #expect(problem.reason == "unknown key; did you mean '\(suggestion)'?")
    }

    @Test func anUnknownKeyWithNothingNearIsJustUnknown() throws {
        let problem = try #require(refusal(##"{"table": {"zebraStripes": true}}"##))
        #expect(problem.key == "table.zebraStripes")
        #expect(problem.reason == "unknown key")
    }

    @Test(arguments: [
        (##"{"width": "375"}"##, "width", "must be a number, not a string"),
        (##"{"scale": null}"##, "scale", "must be a number, not null"),
        (##"{"statusBarHeight": [44]}"##, "statusBarHeight", "must be a number, not an array"),
        (##"{"table": {"rowHeight": true}}"##, "table.rowHeight", "must be a number, not a boolean"),
        (##"{"table": {"rows": "8"}}"##, "table.rows", "must be a number, not a string"),
        (##"{"font": {"size": {}}}"##, "font.size", "must be a number, not an object"),
        (##"{"device": 8}"##, "device", "must be a string, not a number"),
        (##"{"title": {"text": 5}}"##, "title.text", "must be a string, not a number"),
        (##"{"title": {"in": true}}"##, "title.in", "must be a string, not a boolean"),
        (##"{"table": {"text": null}}"##, "table.text", "must be a string, not null"),
        (##"{"header": {"image": 1}}"##, "header.image", "must be a string, not a number"),
        (##"{"bar": {"color": 16711680}}"##, "bar.color", "must be a string, not a number"),
        (##"{"header": []}"##, "header", "must be an object, not an array"),
        (##"{"font": "Inter"}"##, "font", "must be an object, not a string"),
        (##"{"table": 30}"##, "table", "must be an object, not a number"),
        ("[]", "", "the file must be an object, not an array"),
        (##"{"font": {"files": "a.ttf"}}"##, "font.files", "must be an array of file names, not a string"),
        (##"{"font": {"files": [3]}}"##, "font.files[0]", "must be a string, not a number"),
        // Issue 33: 10 000 copies of one font took 3.4 GB.
        (
            #"{"font": {"files": ["# + Array(repeating: #""a.ttf""#, count: 65).joined(separator: ", ") + "]}}",
            "font.files", "must hold at most 64 file names, not 65"
        ),
        (##"{"font": {"language": "fr"}}"##, "font.language", "must be one of zh-Hans, zh-Hant, ja, ko, not 'fr'"),
        (
            ##"{"title": {"text": "two\nlines"}}"##, "title.text",
            "must be one line without control characters, not text with U+000A"
        ),
        (
            ##"{"table": {"text": "tab\t{row}"}}"##, "table.text",
            "must be one line without control characters, not text with U+0009"
        ),
        (##"{"bar": {"backImages": [1, "back_1"]}}"##, "bar.backImages[0]", "must be a string, not a number"),
        (##"{"title": {"colors": ["#FFFFFF", 0]}}"##, "title.colors[1]", "must be a string, not a number"),
    ])
    func aWrongTypeNamesTheKeyAndTheType(text: String, key: String, reason: String) throws {
        let problem = try #require(refusal(text))
        #expect(problem.key == key)
        #expect(problem.reason == reason)
    }

    /// Text keys have a length, in Unicode scalars (issue 25): the limit is accepted, one more
    /// is refused naming the length, and a combining mark counts as one.
    @Test(arguments: [
        ("title", "text", SceneLimits.labelLength), ("table", "text", SceneLimits.labelLength),
        ("statusBar", "time", SceneLimits.timeLength),
    ])
    func aTextKeyHasALength(object: String, name: String, limit: Int) throws {
        func scene(_ text: String) -> String { #"{"\#(object)": {"\#(name)": "\#(text)"}}"# }
        let longest = "a" + String(repeating: #"\u0301"#, count: limit - 1)
        #expect(refusal(scene(longest)) == nil)
        let printed = try read(scene(longest)).scene.json[object]?[name]
        #expect(printed == .string("a" + String(repeating: "\u{301}", count: limit - 1)))
        let problem = try #require(refusal(scene(String(repeating: "x", count: limit + 1))))
        #expect(problem.key == "\(object).\(name)")
        #expect(problem.reason == "must be at most \(limit) characters long, not \(limit + 1)")
    }

    /// A row's number is shorter than `{row}`, so no row's text is longer than `table.text`.
    @Test func aRowsTextIsNeverLongerThanTheCellText() throws {
        let scene = try read(#"{"table": {"rows": \#(SceneLimits.rows.upperBound), "text": "{row}"}}"#).scene
        #expect(scene.text(ofRow: scene.rows - 1).unicodeScalars.count <= "{row}".unicodeScalars.count)
    }

    /// A long value or key is echoed shortened to 100 characters.
    @Test func aLongValueOrKeyIsEchoedShortened() throws {
        let long = String(repeating: "r", count: 10_000), shortened = String(repeating: "r", count: 99) + "\u{2026}"
        let colour = try #require(refusal(#"{"bar": {"color": "\#(long)"}}"#))
        #expect(colour.reason == "must be a colour #RRGGBB or #RRGGBBAA, not '\(shortened)'")
        do {
            _ = try read(#"{"\#(long)": 1}"#)
            Issue.record("an unknown key was read")
        } catch {
            #expect(error.description == "scene file 'test.json': \(shortened): unknown key")
        }
    }

    @Test(arguments: ["red", "#12345", "#GGGGGG", "#FF00001", "FF0000", "#FFF", "", "#FF0000 "])
    func aBadColourNamesTheKey(colour: String) throws {
        for (template, key) in [
            (##"{"bar": {"color": "C"}}"##, "bar.color"),
            (##"{"title": {"colors": ["#FFFFFF", "C"]}}"##, "title.colors[1]"),
            (##"{"table": {"textColor": "C"}}"##, "table.textColor"),
            (##"{"table": {"background": "C"}}"##, "table.background"),
            (##"{"table": {"separatorColor": "C"}}"##, "table.separatorColor"),
        ] {
            let problem = try #require(refusal(template.replacingOccurrences(of: "\"C\"", with: "\"\(colour)\"")))
            #expect(problem.key == key)
            #expect(problem.reason == "must be a colour #RRGGBB or #RRGGBBAA, not '\(colour)'")
        }
    }

    @Test func coloursTakeAnAlphaExceptTheTableBackground() throws {
        let scene = try read(##"{"bar": {"color": "#ff000080"}, "title": {"colors": ["#FFFFFF00", "#123456"]}}"##).scene
        #expect(scene.barColor == Color(red: 255, green: 0, blue: 0, alpha: 128))
        #expect(scene.titleColors.transparent == Color(red: 255, green: 255, blue: 255, alpha: 0))
        #expect(scene.titleColors.opaque == Color(red: 0x12, green: 0x34, blue: 0x56))
        let problem = try #require(refusal(##"{"table": {"background": "#FFFFFF80"}}"##))
        #expect(problem.key == "table.background")
        #expect(problem.reason.contains("opaque"))
    }

    @Test(arguments: [
        (##"{"header": {"height": 64}}"##, "64 must be above bar.height (64)"),
        (##"{"header": {"height": 30}}"##, "30 must be above bar.height (64)"),
        (##"{"bar": {"height": 250}}"##, "200 must be above bar.height (250)"),
        (##"{"statusBarHeight": 160}"##, "200 must be above bar.height (204)"),
        // The device's bar: 59 + 44 on an iPhone 14 Pro.
        (##"{"device": "iphone-14-pro", "header": {"height": 100}}"##, "100 must be above bar.height (103)"),
    ])
    func aHeaderNotAboveTheBarNamesHeaderHeight(text: String, reason: String) throws {
        let problem = try #require(refusal(text))
        #expect(problem.key == "header.height")
        #expect(problem.reason == reason)
    }

    @Test func aBarTallerThanTheScreenNamesBarHeight() throws {
        let problem = try #require(refusal(##"{"height": 300, "header": {"height": 400}, "bar": {"height": 350}}"##))
        #expect(problem.key == "bar.height")
    }

    @Test(arguments: [
        (##"{"width": 0}"##, "width", "must be a number from 1 to 10000, not 0"),
        (##"{"width": -375}"##, "width", "must be a number from 1 to 10000, not -375"),
        (##"{"height": 0}"##, "height", "must be a number from 1 to 10000, not 0"),
        (##"{"height": -1}"##, "height", "must be a number from 1 to 10000, not -1"),
        (##"{"header": {"height": 0}}"##, "header.height", "must be a number from 1 to 10000, not 0"),
        (##"{"header": {"height": -200}}"##, "header.height", "must be a number from 1 to 10000, not -200"),
        (##"{"bar": {"height": 0}}"##, "bar.height", "must be a number from 1 to 10000, not 0"),
        (##"{"table": {"rowHeight": 0}}"##, "table.rowHeight", "must be a number from 1 to 10000, not 0"),
        (##"{"table": {"rowHeight": -44}}"##, "table.rowHeight", "must be a number from 1 to 10000, not -44"),
        (##"{"table": {"rowHeight": 0.000001}}"##, "table.rowHeight", "must be a number from 1 to 10000, not 0.000001"),
        (##"{"font": {"size": 0}}"##, "font.size", "must be a number from 1 to 500, not 0"),
        (##"{"font": {"size": -17}}"##, "font.size", "must be a number from 1 to 500, not -17"),
        (##"{"font": {"size": 501}}"##, "font.size", "must be a number from 1 to 500, not 501"),
        (##"{"statusBarHeight": -20}"##, "statusBarHeight", "must be a number from 0 to 1000, not -20"),
        (##"{"table": {"separatorInset": -1}}"##, "table.separatorInset", "must be a number from 0 to 10000, not -1"),
        (##"{"appearance": {"style": "night"}}"##, "appearance.style", "must be 'light' or 'dark', not 'night'"),
        (##"{"appearance": {"ios": 17}}"##, "appearance.ios", "must be 10 or 13, not 17"),
        (##"{"appearance": {"ios": "13"}}"##, "appearance.ios", "must be a number, not a string"),
        (##"{"title": {"width": 0}}"##, "title.width", "must be a number from 1 to 10000, not 0"),
        (##"{"title": {"width": 400}}"##, "width", "375 is too narrow for the 400 pt title label"),
        (##"{"width": 20000}"##, "width", "must be a number from 1 to 10000, not 20000"),
        // Issue 11: numbers far past Int64 once trapped while the message was being written.
        (##"{"width": 1e20}"##, "width", "must be a number from 1 to 10000, not 1e+20"),
        (##"{"width": 1e308}"##, "width", "must be a number from 1 to 10000, not 1e+308"),
        (
            ##"{"header": {"height": -1.7976931348623157e308}}"##, "header.height",
            "must be a number from 1 to 10000, not -1.7976931348623157e+308"
        ),
        (
            ##"{"scale": 9223372036854775808}"##, "scale",
            "must be a whole number from 1 to 3, not 9.223372036854776e+18"
        ),
        (
            ##"{"table": {"rows": -9223372036854775809}}"##, "table.rows",
            "must be a whole number from 1 to 10000, not -9.223372036854776e+18"
        ),
        // Issue 33: past a Double's range it was "not valid JSON: number out of range" (exit 2).
        (##"{"width": 1e309}"##, "width", "must be a number from 1 to 10000, not a number past 1.8e+308"),
        // Issue 44: "-a number past 1.8e+308"; and a number just past a bound quoted the bound.
        (
            ##"{"table": {"rows": -1e400}}"##, "table.rows",
            "must be a whole number from 1 to 10000, not a number below -1.8e+308"
        ),
        (
            ##"{"table": {"rows": 10000.0000001}}"##, "table.rows",
            "must be a whole number from 1 to 10000, not 10000.0000001"
        ),
        (##"{"width": 10000.0000001}"##, "width", "must be a number from 1 to 10000, not 10000.0000001"),
        (##"{"width": 0.9999999}"##, "width", "must be a number from 1 to 10000, not 0.9999999"),
    ])
    func aSizeOutOfRangeNamesTheKey(text: String, key: String, reason: String) throws {
        let problem = try #require(refusal(text))
        #expect(problem.key == key)
        #expect(problem.reason == reason)
    }

    @Test(arguments: [("-3", "-3"), ("0", "0"), ("2.5", "2.5"), ("10001", "10001"), ("1e9", "1000000000")])
    func aRowCountThatIsNotAWholeNumberFrom1Names(rows: String, shown: String) throws {
        let problem = try #require(refusal(##"{"table": {"rows": \##(rows)}}"##))
        #expect(problem.key == "table.rows")
        #expect(problem.reason == "must be a whole number from 1 to 10000, not \(shown)")
    }

    @Test func rowCountsAtTheLimitsAreAccepted() throws {
        #expect(try read(##"{"table": {"rows": 1}}"##).scene.rows == 1)
        #expect(try read(##"{"table": {"rows": 10000}}"##).scene.rows == 10_000)
        #expect(try read(##"{"table": {"rows": 8.0}}"##).scene.rows == 8)
    }

    @Test(arguments: ["4", "0", "-2", "2.5"])
    func aScaleOtherThan1To3NamesScale(scale: String) throws {
        let problem = try #require(refusal(##"{"scale": \##(scale)}"##))
        #expect(problem.key == "scale")
        #expect(problem.reason.hasPrefix("must be a whole number from 1 to 3"))
    }

    @Test func anUnknownDeviceSuggestsAPreset() throws {
        let near = try #require(refusal(##"{"device": "iphone-7"}"##))
        #expect(near.key == "device")
        #expect(near.reason == "unknown device 'iphone-7'; did you mean 'iphone-8'? (see 'stretchy devices')")
        let far = try #require(refusal(##"{"device": "pixel-7"}"##))
        #expect(far.reason == "unknown device 'pixel-7' (see 'stretchy devices')")
        // The longest shared prefix wins among near names: the series is kept.
        #expect(Device.unknownNameReason("iphone-17e").contains("did you mean 'iphone-17'?"))
        #expect(Device.unknownNameReason("iphone-16-p").contains("did you mean 'iphone-16-pro'?"))
        #expect(Device.unknownNameReason("iphone-13-mimi").contains("did you mean 'iphone-13-mini'?"))
    }

    @Test(arguments: ["top", "View", "navbar", ""])
    func aTitlePlaceOtherThanViewOrBarNamesTitleIn(place: String) throws {
        let problem = try #require(refusal(##"{"title": {"in": "\##(place)"}}"##))
        #expect(problem.key == "title.in")
        #expect(problem.reason == "must be 'view' or 'bar', not '\(place)'")
    }

    @Test(arguments: [
        (
            ##"{"statusBar": {"style": "black"}}"##, "statusBar.style",
            "must be 'dark', 'light', 'auto' or 'none', not 'black'"
        ),
        (##"{"statusBar": {"battery": 101}}"##, "statusBar.battery", "must be a whole number from 0 to 100, not 101"),
        (##"{"statusBar": {"battery": 50.5}}"##, "statusBar.battery", "must be a whole number from 0 to 100, not 50.5"),
        (##"{"statusBar": {"battery": -1}}"##, "statusBar.battery", "must be a whole number from 0 to 100, not -1"),
        (##"{"statusBar": {"time": 941}}"##, "statusBar.time", "must be a string, not a number"),
        (##"{"statusBar": {"carrier": "O2"}}"##, "statusBar.carrier", "unknown key"),
        (##"{"statusBar": "dark"}"##, "statusBar", "must be an object, not a string"),
        (
            ##"{"table": {"contentInsetAdjustment": "always"}}"##, "table.contentInsetAdjustment",
            "must be 'never' or 'automatic', not 'always'"
        ),
        (
            ##"{"contentInsetAdjustment": "automatic"}"##, "contentInsetAdjustment",
            "unknown key; did you mean 'table.contentInsetAdjustment'?"
        ),
    ])
    func statusBarAndInsetKeysAreChecked(text: String, key: String, reason: String) throws {
        let problem = try #require(refusal(text))
        #expect(problem.key == key)
        #expect(problem.reason == reason)
    }

    @Test func batteryChargesAtTheLimitsAreAccepted() throws {
        #expect(try read(##"{"statusBar": {"battery": 0}}"##).scene.statusBar.battery == 0)
        #expect(try read(##"{"statusBar": {"battery": 100}}"##).scene.statusBar.battery == 100)
    }

    @Test(arguments: [
        (##"["back_0"]"##, "1 value"), (##"["a", "b", "c"]"##, "3 values"), ("[]", "0 values"),
        (##""back_0""##, "a string"), (##"{"transparent": "a"}"##, "an object"),
    ])
    func backImagesMustBeAPair(value: String, given: String) throws {
        let problem = try #require(refusal(##"{"bar": {"backImages": \##(value)}}"##))
        #expect(problem.key == "bar.backImages")
        #expect(problem.reason == "must be an array of two values (transparent bar, opaque bar), not \(given)")
        let colours = try #require(refusal(##"{"title": {"colors": \##(value)}}"##))
        #expect(colours.key == "title.colors")
    }

    @Test func emptyFileNamesAreRefused() throws {
        #expect(refusal(##"{"header": {"image": ""}}"##)?.key == "header.image")
        #expect(refusal(##"{"bar": {"backImages": ["back_0", ""]}}"##)?.key == "bar.backImages[1]")
        #expect(refusal(##"{"font": {"files": ["a.ttf", ""]}}"##)?.key == "font.files[1]")
    }

    @Test func aSeparatorInsetMustLeaveRoomForTheText() throws {
        let problem = try #require(refusal(##"{"table": {"separatorInset": 187.5}}"##))
        #expect(problem.key == "table.separatorInset")
        #expect(problem.reason.contains("187.5"))
        #expect(try read(##"{"table": {"separatorInset": 0}}"##).scene.separatorInset == 0)
    }

    @Test func aScreenNarrowerThanTheTitleLabelNamesWidth() throws {
        let problem = try #require(refusal(##"{"width": 79}"##))
        #expect(problem.key == "width")
        #expect(problem.reason.contains("80 pt title label"))
        #expect(try read(##"{"width": 80}"##).scene.width == 80)
    }

    /// `title.width: "auto"` sizes the label to its text: no width rule, the number kept.
    @Test func anAutoTitleWidthHasNoRuleAndPrintsBack() throws {
        let scene = try read(##"{"width": 60, "title": {"width": "auto"}}"##).scene
        #expect(scene.titleFitsText && scene.titleWidth == 80)
        #expect(SceneSchema.key("title.width")?.print(scene) == .string("auto"))
        let fixed = try read(##"{"title": {"width": 90}}"##).scene
        #expect(!fixed.titleFitsText && fixed.titleWidth == 90)
        let problem = try #require(refusal(##"{"title": {"width": "wide"}}"##))
        #expect(problem.key == "title.width" && problem.reason == #"must be a number or "auto", not a string"#)
    }

    @Test func barItemsAreReadFromEdgeInwards() throws {
        let text = ##"{"bar": {"items": {"right": [{"text": "Edit"}, {"image": "plus.png"}]}}}"##
        let items = try read(text).scene.barItems
        #expect(items == BarItems(left: nil, right: [.text("Edit"), .image("/scenes/project/plus.png")]))
        #expect(try read(##"{"bar": {"items": {"left": []}}}"##).scene.barItems == BarItems(left: [], right: []))
    }

    @Test(arguments: [
        (##"{"bar": {"items": []}}"##, "bar.items", "must be an object, not an array"),
        (##"{"bar": {"items": {"middle": []}}}"##, "bar.items.middle", "unknown key"),
        (##"{"bar": {"items": {"rigth": []}}}"##, "bar.items.rigth", "unknown key; did you mean 'bar.items.right'?"),
        (##"{"bar": {"items": {"left": {}}}}"##, "bar.items.left", "must be an array of items, not an object"),
        (
            ##"{"bar": {"items": {"left": [3]}}}"##, "bar.items.left[0]",
            #"must be an object of one key, {"text": …} or {"image": …}, not a number"#
        ),
        (
            ##"{"bar": {"items": {"left": [{"text": "a", "image": "b"}]}}}"##, "bar.items.left[0]",
            #"must be an object of one key, {"text": …} or {"image": …}, not an object"#
        ),
        (
            ##"{"bar": {"items": {"right": [{"txt": "a"}]}}}"##, "bar.items.right[0].txt",
            "unknown key; did you mean 'bar.items.right[0].text'?"
        ),
        (
            ##"{"bar": {"items": {"right": [{"text": "a\nb"}]}}}"##, "bar.items.right[0].text",
            "must be one line without control characters, not text with U+000A"
        ),
        (##"{"bar": {"items": {"right": [{"image": ""}]}}}"##, "bar.items.right[0].image", "must not be empty"),
        (
            ##"{"bar": {"items": {"right": [{},{},{},{},{},{},{},{},{}]}}}"##, "bar.items.right",
            "must hold at most 8 items, not 9"
        ),
        (##"{"title": {"align": "left"}}"##, "title.align", "must be 'natural' or 'center', not 'left'"),
    ])
    func badBarItemsAndAlignmentsNameTheirKey(text: String, key: String, reason: String) throws {
        let problem = try #require(refusal(text))
        #expect(problem.key == key && problem.reason == reason)
    }

    @Test func screensAndHeadersOver50MegapixelsAreRefused() throws {
        #expect(refusal(##"{"width": 5000, "height": 5000, "scale": 3}"##)?.key == "width")
        // 15000 × 3000 px fit; a header of 15000 × 15000 px does not.
        #expect(try read(##"{"width": 5000, "height": 1000, "scale": 3}"##).scene.pixelWidth == 15_000)
        #expect(
            refusal(##"{"width": 5000, "height": 1000, "scale": 3, "header": {"height": 5000}}"##)?.key
                == "header.height")
    }

    @Test func theErrorLineNamesTheFileAndTheKeyPath() {
        let error = #expect(throws: SceneFileError.self) { try read(##"{"header": {"height": 30}}"##) }
        #expect(error?.description == "scene file 'test.json': header.height: 30 must be above bar.height (64)")
        let rows = SceneFileError.invalid(
            path: "my scene.json", key: "table.rows", reason: "must be a whole number from 1 to 10000, not -3")
        #expect(
            rows.description == "scene file 'my scene.json': table.rows: must be a whole number from 1 to 10000, not -3"
        )
        #expect(
            SceneFileError.invalid(path: "s.json", key: "", reason: "the file must be an object, not null").description
                == "scene file 's.json': the file must be an object, not null")
    }

    @Test func malformedJSONIsASyntaxError() {
        for text in ["", "{", ##"{"rows": }"##, ##"{"table": {"rows": 1, "rows": 2}}"##, "{} {}"] {
            do {
                _ = try read(text)
                Issue.record("accepted \(text)")
            } catch {
                guard case .syntax(path: "test.json", _) = error else {
                    Issue.record("\(text): \(error)")
                    continue
                }
            }
        }
    }

    @Test func aMissingFileIsUnreadable() throws {
        let directory = try scratchFolder("scenes")
        let path = directory.appendingPathComponent("none.json").path
        for (missing, reason) in [(path, "no such file"), (directory.path, "it is a folder")] {
            let error = #expect(throws: SceneFileError.self) { try SceneFile(contentsOf: missing) }
            #expect(error?.description == "cannot read scene file '\(missing)': \(reason)")
        }
    }
}

@Suite struct SceneFileMergeTests {
    @Test func theDeviceComesFirstWhereverItIsWritten() throws {
        let scene = try read(##"{"width": 400, "header": {"height": 260}, "device": "iphone-x"}"##).scene
        #expect(scene.device == "iphone-x")
        #expect(scene.width == 400)
        #expect(scene.height == 812)
        #expect(scene.scale == 3)
        #expect(scene.statusBarHeight == 44)
        #expect(scene.barHeight == 88)
        #expect(scene.headerHeight == 260)
    }

    @Test func keysOverrideTheDevice() throws {
        let scene = try read(##"{"device": "iphone-x", "scale": 1, "statusBarHeight": 30}"##).scene
        #expect(scene.scale == 1)
        #expect(scene.statusBarHeight == 30)
        #expect(scene.barHeight == 74, "the bar follows the file's status bar")
    }

    @Test func barHeightFollowsTheStatusBarUnlessSet() throws {
        for device in Device.presets {
            let file = try read(##"{"device": "\##(device.name)"}"##)
            #expect(file.scene.barHeight == device.statusBarHeight + 44)
            #expect(explicitKeys(of: file.scene).isEmpty)
        }
        let set = try read(##"{"device": "iphone-x", "bar": {"height": 70}}"##)
        #expect(set.scene.barHeight == 70)
        #expect(explicitKeys(of: set.scene) == ["bar.height"])
    }

    @Test func everyKeyReachesTheScene() throws {
        let text = ##"""
            {"width": 390, "height": 700, "scale": 1, "statusBarHeight": 24,
             "header": {"image": "/photos/top.jpg", "height": 300},
             "bar": {"height": 60, "color": "#102030", "backImages": ["/icons/light.png", "/icons/dark.png"]},
             "appearance": {"style": "dark", "ios": 13},
             "title": {"text": "Trip", "colors": ["#FFFF00", "#0000FF"], "in": "bar", "width": 120},
             "table": {"rows": 12, "rowHeight": 50, "text": "Day {row}", "textColor": "#333333",
                       "background": "#F0F0F0", "separatorColor": "#FF00FF", "separatorInset": 20,
                       "contentInsetAdjustment": "automatic"},
             "font": {"size": 15, "files": ["/fonts/A.ttf", "/fonts/B.otf"], "language": "ja"},
             "statusBar": {"style": "auto", "time": "10:09", "battery": 42}}
            """##
        var expected = Scene.seed
        expected.width = 390
        expected.height = 700
        expected.scale = 1
        expected.statusBarHeight = 24
        expected.headerImage = "/photos/top.jpg"
        expected.headerHeight = 300
        expected.barHeight = 60
        expected.barColor = Color(red: 0x10, green: 0x20, blue: 0x30)
        expected.backImages = BarStates(transparent: "/icons/light.png", opaque: "/icons/dark.png")
        expected.titleText = "Trip"
        expected.titleColors = BarStates(
            transparent: Color(red: 255, green: 255, blue: 0), opaque: Color(red: 0, green: 0, blue: 255))
        expected.titlePlacement = .bar
        expected.titleWidth = 120
        expected.appearance = Appearance(style: .dark, era: .ios13)
        expected.rows = 12
        expected.rowHeight = 50
        expected.cellText = "Day {row}"
        expected.cellTextColor = Color(red: 0x33, green: 0x33, blue: 0x33)
        expected.background = Color(red: 0xF0, green: 0xF0, blue: 0xF0)
        expected.separatorColor = Color(red: 255, green: 0, blue: 255)
        expected.separatorInset = 20
        expected.fontSize = 15
        expected.fontFiles = ["/fonts/A.ttf", "/fonts/B.otf"]
        expected.contentInsetAdjustment = .automatic
        expected.statusBar = StatusBar(style: .auto, time: "10:09", battery: 42)
        expected.fontLanguage = "ja"
        #expect(try read(text).scene == expected)
    }
}

@Suite(.scratchFolders) struct SceneFilePathTests {
    @Test func relativePathsAreResolvedAgainstTheFilesFolder() throws {
        let scene = try read(
            ##"{"header": {"image": "photos/top.jpg"}, "font": {"files": ["fonts/My.ttf", "../common/B.otf"]}}"##
        ).scene
        #expect(scene.headerImage == "/scenes/project/photos/top.jpg")
        #expect(scene.fontFiles == ["/scenes/project/fonts/My.ttf", "/scenes/common/B.otf"])
        let bare = try read(##"{"header": {"image": "top.jpg"}, "bar": {"backImages": ["icons/light", "dark.png"]}}"##)
            .scene
        #expect(bare.headerImage == "/scenes/project/top.jpg", "a plain name is a file beside the scene file")
        #expect(
            bare.backImages == BarStates(transparent: "/scenes/project/icons/light", opaque: "/scenes/project/dark.png")
        )
    }

    @Test func absolutePathsAreKept() throws {
        let scene = try read(##"{"header": {"image": "/data/top.jpg"}, "font": {"files": ["/fonts/A.ttf"]}}"##).scene
        #expect(scene.headerImage == "/data/top.jpg")
        #expect(scene.fontFiles == ["/fonts/A.ttf"])
    }

    @Test func theSeedsImageNamesMeanTheBundledImagesUnlessTheFolderHasItsOwn() throws {
        let directory = try scratchFolder("scenes")
        let bundled = try read(
            ##"{"header": {"image": "ceshi.jpg"}, "bar": {"backImages": ["back_1", "back_0"]}}"##, in: directory
        ).scene
        #expect(bundled.headerImage == "ceshi.jpg")
        #expect(bundled.backImages == BarStates(transparent: "back_1", opaque: "back_0"))

        try Data([1]).write(to: directory.appendingPathComponent("ceshi.jpg"))
        try Data([1]).write(to: directory.appendingPathComponent("back_1@3x.png"))
        let own = try read(
            ##"{"header": {"image": "ceshi.jpg"}, "bar": {"backImages": ["back_1", "back_0"]}}"##, in: directory
        ).scene
        #expect(own.headerImage == directory.appendingPathComponent("ceshi.jpg").path)
        #expect(
            own.backImages == BarStates(transparent: directory.appendingPathComponent("back_1").path, opaque: "back_0"))
    }

    @Test func readingAFileUsesItsOwnFolder() throws {
        let directory = try scratchFolder("scenes")
        let sub = directory.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let path = sub.appendingPathComponent("scene.json").path
        try Data(##"{"header": {"image": "top.jpg"}, "font": {"files": ["f/x.ttf"]}}"##.utf8).write(
            to: URL(fileURLWithPath: path))
        let scene = try SceneFile(contentsOf: path).scene
        #expect(scene.headerImage == sub.appendingPathComponent("top.jpg").path)
        #expect(scene.fontFiles == [sub.appendingPathComponent("f/x.ttf").path])
    }
}

@Suite struct SceneJSONTests {
    private func roundTrip(_ scene: Scene) throws -> Scene {
        try read(scene.json.prettyText, in: URL(fileURLWithPath: "/elsewhere")).scene
    }

    @Test func theSeedPrintsWithoutTheKeysItsDeviceImplies() throws {
        let json = Scene.seed.json
        #expect(json["device"] == .string("iphone-8"))
        for key in ["width", "height", "scale", "statusBarHeight"] { #expect(json[key] == nil) }
        #expect(json["bar"]?["height"] == nil)
        #expect(json["header"]?["height"] == .number(200))
        #expect(json["table"]?["rows"] == .number(30))
        #expect(json["statusBar"]?["time"] == nil, "the layout's own time")
        #expect(try roundTrip(.seed) == .seed)
    }

    @Test func everyDeviceAndChangedSceneReadsBackTheSame() throws {
        var scenes = Device.presets.map { Scene.seed.on($0) }
        var custom = Scene.seed.on(Device.named("iphone-12")!)
        custom.width = 400
        custom.scale = 2
        custom.statusBarHeight = 30
        custom.barHeight = 90
        custom.headerImage = "/photos/top.jpg"
        custom.headerHeight = 333.5
        custom.barColor = Color(red: 1, green: 2, blue: 3, alpha: 4)
        custom.backImages = BarStates(transparent: "/i/a", opaque: "/i/b.png")
        custom.titleText = "A \"quoted\" \\ title"
        custom.titleColors = BarStates(transparent: .black, opaque: .white)
        custom.titlePlacement = .bar
        custom.titleWidth = 300
        custom.barItems = BarItems(left: [], right: [.text("Edit"), .image("/i/plus.png")])
        custom.barTint = Color(red: 255, green: 149, blue: 0)
        custom.titleAlignment = .center
        custom.appearance = Appearance(style: .dark, era: .ios10)
        custom.rows = 7
        custom.rowHeight = 61.25
        custom.cellText = "{row} — {row}"
        custom.cellTextColor = Color(red: 9, green: 8, blue: 7)
        custom.background = Color(red: 250, green: 250, blue: 240)
        custom.separatorColor = Color(red: 0, green: 0, blue: 0, alpha: 0)
        custom.separatorInset = 0
        custom.fontSize = 21
        custom.fontFiles = ["/f/a.ttf"]
        custom.contentInsetAdjustment = .automatic
        custom.statusBar = StatusBar(style: .none, time: "", battery: 0)
        custom.fontLanguage = "ko"
        scenes.append(custom)
        var statusOnly = Scene.seed
        statusOnly.statusBarHeight = 0
        statusOnly.barHeight = 44
        scenes.append(statusOnly)
        for scene in scenes {
            #expect(try roundTrip(scene) == scene)
        }
        #expect(custom.json["bar"]?["height"] == .number(90))
        #expect(custom.json["width"] == .number(400))
        #expect(custom.json["height"] == nil, "844 is the iPhone 12's")
    }
}
