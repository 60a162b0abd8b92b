import Raster
import TestSupport
import Testing

@testable import SceneModel

@Suite struct DeviceTests {
    /// SPEC's and the guide's tables are made from the presets (`DeviceDocsTests`); here, that
    /// each is found by its exact name.
    @Test func presetsAreFoundByTheirExactName() {
        for device in Device.presets { #expect(Device.named(device.name) == device) }
        #expect(Device.named("iPhone-X") == nil, "names are exact")
        #expect(Device.named("") == nil)
    }

    /// Every preset is a value named after its model, the same device `named` finds.
    @Test func presetsAreValues() {
        let values: [(Device, String)] = [
            (.iPhoneSE, "iphone-se"), (.iPhoneSE2, "iphone-se-2"), (.iPhoneSE3, "iphone-se-3"), (.iPhone8, "iphone-8"),
            (.iPhone8Plus, "iphone-8-plus"), (.iPhoneX, "iphone-x"), (.iPhoneXR, "iphone-xr"),
            (.iPhone12Mini, "iphone-12-mini"), (.iPhone13, "iphone-13"), (.iPhone14Plus, "iphone-14-plus"),
            (.iPhone15, "iphone-15"), (.iPhone16, "iphone-16"), (.iPhone16Plus, "iphone-16-plus"),
            (.iPhone16e, "iphone-16e"), (.iPhone17ProMax, "iphone-17-pro-max"),
        ]
        for (device, name) in values { #expect(Device.named(name) == device, "\(name)") }
        #expect(Set(Device.presets).count == Device.presets.count, "no preset twice")
        #expect(Set(Device.presets.map(\.name)).count == Device.presets.count)
    }

    @Test func theSeedIsTheStandardDevice() {
        #expect(Device.standard.name == "iphone-8")
        #expect(Scene.seed.on(.standard) == Scene.seed)
    }

    @Test(arguments: Device.presets)
    func aDeviceSetsTheScreenAndABarBelowItsStatusBar(device: Device) {
        var scene = Scene.seed
        scene.headerHeight = 300
        scene.rows = 5
        let on = scene.on(device)
        #expect(on.device == device.name)
        #expect(on.width == device.width && on.height == device.height)
        #expect(on.scale == device.scale)
        #expect(on.statusBarHeight == device.statusBarHeight)
        #expect(on.barHeight == device.statusBarHeight + 44)
        #expect(on.headerHeight == 300 && on.rows == 5, "the rest of the scene is kept")
        #expect(on.pixelWidth == Int(device.width) * device.scale)
        #expect(on.pixelHeight == Int(device.height) * device.scale)
    }

    /// The seed's `scrollViewDidScroll` with 64 replaced by the device's bar (SPEC §5).
    @Test(arguments: Device.presets)
    func theFormulasUseTheDevicesOwnBarHeight(device: Device) {
        let scene = Scene.seed.on(device)
        let bar = device.statusBarHeight + 44
        let step = 1 / Double(device.scale)
        for offset in stride(from: -450.0, through: 300, by: step) {
            let snapped = (offset * Double(device.scale)).rounded() / Double(device.scale)
            let state = ScrollState(offset: offset, scene: scene)
            #expect(state.offset == snapped)
            #expect(abs(state.barAlpha - min(1, max(0, (snapped + bar) / (200 - bar) + 1))) < 1e-12)
            #expect(state.opaque == (snapped >= -bar))
            #expect(state.stretched == (snapped < -200))
            #expect(state.header.width == device.width)
        }
        #expect(ScrollState(offset: -200, scene: scene).barAlpha == 0)
        #expect(ScrollState(offset: -bar, scene: scene).barAlpha == 1)
        #expect(ScrollState(offset: -bar, scene: scene).opaque)
        #expect(!ScrollState(offset: -bar - step, scene: scene).opaque)
    }

    @Test func theIPhoneXBarIs88() {
        let scene = Scene.seed.on(Device.named("iphone-x")!)
        #expect(scene.barHeight == 88)
        // clamp((o + 88) / (200 − 88) + 1): −150 → 1 − 62/112.
        #expect(abs(ScrollState(offset: -150, scene: scene).barAlpha - (1 - 62.0 / 112)) < 1e-12)
        #expect(ScrollState(offset: -144, scene: scene).barAlpha == 0.5)
        #expect(!ScrollState(offset: -89, scene: scene).opaque)
        #expect(ScrollState(offset: -88, scene: scene).opaque)
        #expect(ScrollState(offset: -88, scene: scene).titleColor == "#000000")
    }

    /// maxOffset = max(−200, 30 · 44 − screen height), worked out by hand for each device.
    @Test(
        arguments: zip(
            Device.presets,
            [
                752.0, 653, 584, 508, 508, 424, 424, 424, 508, 424, 653, 508, 476, 476, 394, 508, 476, 476, 394, 653,
                476, 394, 468, 388, 468, 388, 468, 388, 468, 388, 446, 364, 476, 446, 446, 364,
            ]))
    func boundsFollowTheScreenHeight(device: Device, maxOffset: Double) {
        let scene = Scene.seed.on(device)
        // iOS 13's automatic inset adds the status bar (SPEC §5 `table.contentInsetAdjustment`).
        let rest = -200 - (scene.appearance.era == .ios13 ? device.statusBarHeight : 0)
        #expect(scene.minOffset == rest)
        #expect(scene.restOffset == rest)
        #expect(scene.maxOffset == maxOffset)
        var short = scene
        short.rows = 8
        short.rowHeight = 60
        #expect(short.maxOffset == max(rest, 480 - device.height))
    }

    @Test(arguments: Device.presets)
    func theLayoutIsInTheDevicesPixels(device: Device) {
        let scene = Scene.seed.on(device)
        let s = device.scale
        let sb = Int(device.statusBarHeight) * s
        let layout = FrameLayout(state: ScrollState(offset: -200, scene: scene), scene: scene)
        #expect(layout.screen == PixelRect(x: 0, y: 0, width: Int(device.width) * s, height: Int(device.height) * s))
        #expect(layout.bar == PixelRect(x: 0, y: 0, width: Int(device.width) * s, height: sb + 44 * s))
        #expect(layout.backButton == PixelRect(x: 0, y: sb, width: 40 * s, height: 44 * s))
        let titleX = Int(((device.width / 2 - 40) * Double(s)).rounded())
        #expect(layout.title == PixelRect(x: titleX, y: sb, width: 80 * s, height: 44 * s))
        #expect(layout.header == PixelRect(x: 0, y: 0, width: Int(device.width) * s, height: 200 * s))
        #expect(layout.rows.first?.frame.minY == 200 * s)
        #expect(
            layout.rows.last.map { $0.frame.minY < layout.screen.maxY && $0.frame.maxY >= layout.screen.maxY } == true)
    }
}

/// SPEC's and the scenes guide's device tables, and SPEC's `stretchy devices` listing, are what
/// `Device.presets` makes (`DeviceDocs`). With `STRETCHY_WRITE_SCENE_KEYS=1` (`make docs`) it
/// writes them.
@Suite struct DeviceDocsTests {
    @Test(arguments: DeviceDocs.tables)
    func theDeviceTablesAreThePresets(file: String) throws {
        let text = try SceneKeyDocsTests.read(file)
        #expect(text.contains(DeviceDocs.begin), "\(file) has no device table")
        let made = try #require(DeviceDocs.replacingTables(in: text), "\(file): a devices marker is broken")
        try SceneKeyDocsTests.check(file, made, text, madeBy: "the device presets")
    }

    /// Each preset's row in SPEC's table gives its numbers and its sources.
    @Test func aRowSaysWhatThePresetIs() {
        let rows = DeviceDocs.table(.spec).dropFirst(2)
        #expect(rows.count == Device.presets.count)
        for (row, device) in zip(rows, Device.presets) {
            #expect(row.hasPrefix("| `\(device.name)`"), "\(row)")
            #expect(row.contains("| \(Int(device.width)) × \(Int(device.height)) | \(device.scale) |"), "\(row)")
            #expect(row.contains("| \(Int(device.statusBarHeight)) | \(Int(device.statusBarHeight) + 44) |"), "\(row)")
            #expect(row.hasSuffix("| \(device.sources) |") && device.sources.hasPrefix("[HIG]"), "\(row)")
        }
        #expect(DeviceDocs.table(.listing).count == Device.presets.count + 3)
    }
}
