import Foundation
import Raster
import Testing

@testable import SceneModel

private func read(_ text: String) throws(SceneFileError) -> SceneFile {
    try SceneFile(text: text, path: "test.json", folder: URL(fileURLWithPath: "/scenes"))
}

/// The keys whose defaults follow others that `scene` sets itself.
func explicitKeys(of scene: Scene) -> Set<String> {
    Set(SceneSchema.keys.filter { $0.isSet?(scene) == true }.map(\.path))
}

/// Issue 23: the values that follow the device and the appearance (SPEC §1 "Appearance", §5).
@Suite struct AppearanceTests {
    @Test func theColoursOfEachLook() {
        let c8c7cc = Color(red: 0xC8, green: 0xC7, blue: 0xCC), c6c6c8 = Color(red: 0xC6, green: 0xC6, blue: 0xC8)
        let dark = Color(red: 0x32, green: 0x32, blue: 0x35)
        #expect(Appearance(style: .light, era: .ios10).separatorColor == c8c7cc)
        #expect(Appearance(style: .light, era: .ios13).separatorColor == c6c6c8)
        for era in SystemEra.allCases {
            let look = Appearance(style: .dark, era: era)
            #expect(look.separatorColor == dark && look.background == .black && look.cellTextColor == .white)
            #expect(look.statusBarStyle == .light, ".default is light content in dark mode")
            let light = Appearance(style: .light, era: era)
            #expect(light.background == .white && light.cellTextColor == .black && light.statusBarStyle == .dark)
        }
        // UIColor.separator over the background, rounded: rgba(60, 60, 67, 0.29) over white and
        // rgba(84, 84, 88, 0.6) over black.
        func over(_ c: Double, _ a: Double, _ ground: Double) -> UInt8 { UInt8((c * a + ground * (1 - a)).rounded()) }
        #expect(c6c6c8 == Color(red: over(60, 0.29, 255), green: over(60, 0.29, 255), blue: over(67, 0.29, 255)))
        #expect(dark == Color(red: over(84, 0.6, 0), green: over(84, 0.6, 0), blue: over(88, 0.6, 0)))
    }

    /// iOS 13 from a 44 pt status bar on; 20 pt insets from a 414 pt screen on.
    @Test(arguments: Device.presets)
    func eachDeviceGetsItsEraAndInset(device: Device) {
        let scene = Scene.seed.on(device)
        #expect(scene.appearance.era == (device.statusBarHeight >= 44 ? .ios13 : .ios10))
        #expect(scene.separatorInset == (device.width >= 414 ? 20 : 15))
        #expect(scene.separatorColor == scene.appearance.separatorColor)
        #expect(scene.appearance.style == .light && scene.statusBar.style == .dark)
    }

    @Test func theSeedIsItsOwnDefaults() {
        #expect(explicitKeys(of: .seed).isEmpty)
        #expect(Scene.seed.appearance == .standard && Scene.seed.titleWidth == 80)
        #expect(Scene.seed.statusBar == .standard && Scene.seed.barHeight == 64)
    }

    /// Issue 31: a change made in Swift gives what the same change in a scene file gives, with
    /// nothing else to call: what follows the appearance or the device follows when read.
    @Test(arguments: Device.presets)
    func aChangeInSwiftIsAChangeInAFile(device: Device) throws {
        var scene = Scene.seed
        scene.appearance.style = .dark
        scene = scene.on(device)
        let file = try read(##"{"device": "\##(device.name)", "appearance": {"style": "dark"}}"##).scene
        #expect(scene == file)
        #expect(scene.background == .black && scene.cellTextColor == .white && scene.statusBar.style == .light)
        #expect(scene.barHeight == device.statusBarHeight + 44)
        #expect(scene.appearance.era == SystemEra.of(statusBarHeight: device.statusBarHeight))
        #expect(scene.separatorColor == scene.appearance.separatorColor)
        #expect(explicitKeys(of: scene).isEmpty)
    }

    /// A value set in Swift stays, as a file's does; a nested one (the era, the status bar's
    /// style) is set by a change only, since a struct's setter cannot tell an assignment of
    /// the same value from a change to its neighbour.
    @Test func aValueSetInSwiftStays() {
        var scene = Scene.seed
        scene.barHeight = 64
        scene.appearance.era = .ios13
        scene.statusBar.battery = 50
        #expect(explicitKeys(of: scene) == ["bar.height", "appearance.ios"])
        scene = scene.on(Device.named("iphone-x")!)
        #expect(scene.barHeight == 64 && scene.appearance.era == .ios13 && scene.statusBar.style == .dark)
        scene.appearance.era = .ios10
        #expect(scene.on(.standard).appearance.era == .ios10, "once set, an era stays even when it is the followed one")
        #expect(scene.json["appearance"]?["ios"] == .number(10) && scene.json["bar"]?["height"] == .number(64))
    }

    /// Every rule names keys of the schema (issue 28).
    @Test func everyRuleFollowsRealKeys() {
        let followers = SceneSchema.keys.filter { !$0.follows.isEmpty }
        #expect(followers.count == 17)
        for key in followers {
            for path in key.follows {
                #expect(SceneSchema.key(path) != nil, "\(key.path) follows \(path), which is no key")
                #expect(path != key.path)
            }
        }
    }

    /// A scene file's own colours and inset win over its appearance and over a `--device` or
    /// `--appearance` applied later; the others follow.
    @Test func explicitValuesWin() throws {
        let text = ##"{"table": {"separatorColor": "#FF0000", "separatorInset": 8}, "statusBar": {"style": "dark"}}"##
        let file = try read(text)
        #expect(explicitKeys(of: file.scene) == ["table.separatorColor", "table.separatorInset", "statusBar.style"])
        var scene = file.scene.on(Device.named("iphone-15-pro-max")!)
        scene.appearance.style = .dark
        #expect(scene.separatorColor == Color(red: 255, green: 0, blue: 0) && scene.separatorInset == 8)
        #expect(scene.statusBar.style == .dark, "an explicit dark stays dark in dark mode")
        #expect(scene.background == .black && scene.cellTextColor == .white)
        #expect(scene.appearance.era == .ios13)
    }

    /// A file's own era stays under a later device; `title.width` and the appearance read in.
    @Test func theFilesEraAndTitleWidthAreKept() throws {
        let file = try read(##"{"appearance": {"style": "dark", "ios": 10}, "title": {"width": 200}}"##)
        #expect(explicitKeys(of: file.scene) == ["appearance.ios"])
        let scene = file.scene.on(Device.named("iphone-15")!)
        #expect(scene.appearance == Appearance(style: .dark, era: .ios10) && scene.titleWidth == 200)
        #expect(scene.json["appearance"]?["ios"] == .number(10) && scene.json["title"]?["width"] == .number(200))
        #expect(try read(##"{"device": "iphone-15"}"##).scene.appearance.era == .ios13)
    }

    /// `scene --print` leaves out what follows the device and the appearance, so that the printed
    /// file follows a later `--device` or `--appearance` too; what a scene set is written.
    @Test func thePrintedSceneLeavesOutWhatFollows() throws {
        var scene = Scene.seed.on(Device.named("iphone-11")!)
        for key in ["textColor", "background", "separatorColor", "separatorInset"] {
            #expect(scene.json["table"]?[key] == nil, "table.\(key)")
        }
        #expect(scene.json["statusBar"]?["style"] == nil)
        #expect(scene.json["appearance"]?["ios"] == nil, "issue 31: a printed era would pin it")
        #expect(scene.json["bar"]?["height"] == nil)
        scene.separatorInset = 15
        scene.statusBar.style = .auto
        #expect(scene.json["table"]?["separatorInset"] == .number(15))
        #expect(scene.json["statusBar"]?["style"] == .string("auto"))
    }
}
