import Wording

/// A phone the scene can be shown on (SPEC §5): its screen in points, scale and status bar.
///
/// Every preset is also a value (`Device.iPhone15`), so that Swift code names a device as a
/// scene file does, without `Device.named("iphone-15")!`: `Scene.seed.on(.iPhone15)`.
public struct Device: Sendable, Equatable, Hashable {
    /// The preset's name in scene files and `--device` (`iphone-15`).
    public let name: String
    /// The screen's width in points, portrait.
    public let width: Double
    /// The screen's height in points, portrait.
    public let height: Double
    /// Device pixels per point: UIKit's `UIScreen.scale` (what it draws at, before a panel that
    /// has fewer pixels scales the frame down).
    public let scale: Int
    /// The status bar's height in points: the portrait safe area's top inset on a notched
    /// iPhone, 20 on the others.
    public let statusBarHeight: Double
    /// Where the points and scale, then the status bar, come from: SPEC §5's sources column,
    /// written beside the numbers it stands for (`[HIG]; [GH]`; the keys are SPEC's).
    package let sources: String

    /// The iPhone SE, 1st generation (2016): 320 × 568 pt @2x, a 20 pt status bar.
    package static let iPhoneSE = Device(
        name: "iphone-se", width: 320, height: 568, scale: 2, statusBarHeight: 20,
        sources: "[HIG]; 20, no notch")
    /// The iPhone 8 (2017): 375 × 667 pt @2x, a 20 pt status bar. The seed's phone, the default.
    package static let iPhone8 = Device(
        name: "iphone-8", width: 375, height: 667, scale: 2, statusBarHeight: 20,
        sources: "[HIG]; 20, no notch")
    /// The iPhone 8 Plus (2017): 414 × 736 pt @3x, a 20 pt status bar.
    package static let iPhone8Plus = Device(
        name: "iphone-8-plus", width: 414, height: 736, scale: 3, statusBarHeight: 20,
        sources: "[HIG]; 20, no notch")
    /// The iPhone X (2017): 375 × 812 pt @3x, a 44 pt status bar.
    package static let iPhoneX = Device(
        name: "iphone-x", width: 375, height: 812, scale: 3, statusBarHeight: 44,
        sources: "[HIG]; [GH]")
    /// The iPhone XS (2018): 375 × 812 pt @3x, a 44 pt status bar.
    package static let iPhoneXS = Device(
        name: "iphone-xs", width: 375, height: 812, scale: 3, statusBarHeight: 44,
        sources: "[HIG]; [GH]")
    /// The iPhone XS Max (2018): 414 × 896 pt @3x, a 44 pt status bar.
    package static let iPhoneXSMax = Device(
        name: "iphone-xs-max", width: 414, height: 896, scale: 3, statusBarHeight: 44,
        sources: "[HIG]; [GH]")
    /// The iPhone XR (2018): 414 × 896 pt @2x, a 48 pt status bar.
    package static let iPhoneXR = Device(
        name: "iphone-xr", width: 414, height: 896, scale: 2, statusBarHeight: 48,
        sources: "[HIG]; the earlier preset's 48 (iOS 14+)")
    /// The iPhone 11 (2019): 414 × 896 pt @2x, a 48 pt status bar.
    package static let iPhone11 = Device(
        name: "iphone-11", width: 414, height: 896, scale: 2, statusBarHeight: 48,
        sources: "[HIG]; the earlier preset's 48 (iOS 14+)")
    /// The iPhone 11 Pro (2019): 375 × 812 pt @3x, a 44 pt status bar.
    package static let iPhone11Pro = Device(
        name: "iphone-11-pro", width: 375, height: 812, scale: 3, statusBarHeight: 44,
        sources: "[HIG]; [GH]")
    /// The iPhone 11 Pro Max (2019): 414 × 896 pt @3x, a 44 pt status bar.
    package static let iPhone11ProMax = Device(
        name: "iphone-11-pro-max", width: 414, height: 896, scale: 3, statusBarHeight: 44,
        sources: "[HIG]; [GH]")
    /// The iPhone SE, 2nd generation (2020): 375 × 667 pt @2x, a 20 pt status bar.
    package static let iPhoneSE2 = Device(
        name: "iphone-se-2", width: 375, height: 667, scale: 2, statusBarHeight: 20,
        sources: "[HIG]; 20, no notch")
    /// The iPhone 12 mini (2020): 375 × 812 pt @3x, a 50 pt status bar.
    package static let iPhone12Mini = Device(
        name: "iphone-12-mini", width: 375, height: 812, scale: 3, statusBarHeight: 50,
        sources: "[HIG]; [GH], [SST]")
    /// The iPhone 12 (2020): 390 × 844 pt @3x, a 47 pt status bar.
    package static let iPhone12 = Device(
        name: "iphone-12", width: 390, height: 844, scale: 3, statusBarHeight: 47,
        sources: "[HIG]; [GH], [SST]")
    /// The iPhone 12 Pro (2020): 390 × 844 pt @3x, a 47 pt status bar.
    package static let iPhone12Pro = Device(
        name: "iphone-12-pro", width: 390, height: 844, scale: 3, statusBarHeight: 47,
        sources: "[HIG]; [GH], [SST]")
    /// The iPhone 12 Pro Max (2020): 428 × 926 pt @3x, a 47 pt status bar.
    package static let iPhone12ProMax = Device(
        name: "iphone-12-pro-max", width: 428, height: 926, scale: 3, statusBarHeight: 47,
        sources: "[HIG]; [GH], [SST]")
    /// The iPhone 13 mini (2021): 375 × 812 pt @3x, a 50 pt status bar.
    package static let iPhone13Mini = Device(
        name: "iphone-13-mini", width: 375, height: 812, scale: 3, statusBarHeight: 50,
        sources: "[HIG]; [GH], [SST]")
    /// The iPhone 13 (2021): 390 × 844 pt @3x, a 47 pt status bar.
    package static let iPhone13 = Device(
        name: "iphone-13", width: 390, height: 844, scale: 3, statusBarHeight: 47,
        sources: "[HIG]; [GH], [SST]")
    /// The iPhone 13 Pro (2021): 390 × 844 pt @3x, a 47 pt status bar.
    package static let iPhone13Pro = Device(
        name: "iphone-13-pro", width: 390, height: 844, scale: 3, statusBarHeight: 47,
        sources: "[HIG]; [GH], [SST]")
    /// The iPhone 13 Pro Max (2021): 428 × 926 pt @3x, a 47 pt status bar.
    package static let iPhone13ProMax = Device(
        name: "iphone-13-pro-max", width: 428, height: 926, scale: 3, statusBarHeight: 47,
        sources: "[HIG]; [GH], [SST]")
    /// The iPhone SE, 3rd generation (2022): 375 × 667 pt @2x, a 20 pt status bar.
    package static let iPhoneSE3 = Device(
        name: "iphone-se-3", width: 375, height: 667, scale: 2, statusBarHeight: 20,
        sources: "[HIG]; 20, no notch")
    /// The iPhone 14 (2022): 390 × 844 pt @3x, a 47 pt status bar.
    package static let iPhone14 = Device(
        name: "iphone-14", width: 390, height: 844, scale: 3, statusBarHeight: 47,
        sources: "[HIG]; [GH], [SST]")
    /// The iPhone 14 Plus (2022): 428 × 926 pt @3x, a 47 pt status bar.
    package static let iPhone14Plus = Device(
        name: "iphone-14-plus", width: 428, height: 926, scale: 3, statusBarHeight: 47,
        sources: "[HIG]; [GH], [SST]")
    /// The iPhone 14 Pro (2022): 393 × 852 pt @3x, a 59 pt status bar.
    package static let iPhone14Pro = Device(
        name: "iphone-14-pro", width: 393, height: 852, scale: 3, statusBarHeight: 59,
        sources: "[HIG]; [GH]")
    /// The iPhone 14 Pro Max (2022): 430 × 932 pt @3x, a 59 pt status bar.
    package static let iPhone14ProMax = Device(
        name: "iphone-14-pro-max", width: 430, height: 932, scale: 3, statusBarHeight: 59,
        sources: "[HIG]; [GH]")
    /// The iPhone 15 (2023): 393 × 852 pt @3x, a 59 pt status bar.
    package static let iPhone15 = Device(
        name: "iphone-15", width: 393, height: 852, scale: 3, statusBarHeight: 59,
        sources: "[HIG]; the earlier presets' 59")
    /// The iPhone 15 Plus (2023): 430 × 932 pt @3x, a 59 pt status bar.
    package static let iPhone15Plus = Device(
        name: "iphone-15-plus", width: 430, height: 932, scale: 3, statusBarHeight: 59,
        sources: "[HIG]; the earlier presets' 59")
    /// The iPhone 15 Pro (2023): 393 × 852 pt @3x, a 59 pt status bar.
    package static let iPhone15Pro = Device(
        name: "iphone-15-pro", width: 393, height: 852, scale: 3, statusBarHeight: 59,
        sources: "[HIG]; the earlier presets' 59")
    /// The iPhone 15 Pro Max (2023): 430 × 932 pt @3x, a 59 pt status bar.
    package static let iPhone15ProMax = Device(
        name: "iphone-15-pro-max", width: 430, height: 932, scale: 3, statusBarHeight: 59,
        sources: "[HIG]; the earlier presets' 59")
    /// The iPhone 16 (2024): 393 × 852 pt @3x, a 59 pt status bar.
    package static let iPhone16 = Device(
        name: "iphone-16", width: 393, height: 852, scale: 3, statusBarHeight: 59,
        sources: "[HIG]; the earlier presets' 59")
    /// The iPhone 16 Plus (2024): 430 × 932 pt @3x, a 59 pt status bar.
    package static let iPhone16Plus = Device(
        name: "iphone-16-plus", width: 430, height: 932, scale: 3, statusBarHeight: 59,
        sources: "[HIG]; the earlier presets' 59")
    /// The iPhone 16 Pro (2024): 402 × 874 pt @3x, a 62 pt status bar.
    package static let iPhone16Pro = Device(
        name: "iphone-16-pro", width: 402, height: 874, scale: 3, statusBarHeight: 62,
        sources: "[HIG]; the earlier presets' 62")
    /// The iPhone 16 Pro Max (2024): 440 × 956 pt @3x, a 62 pt status bar.
    package static let iPhone16ProMax = Device(
        name: "iphone-16-pro-max", width: 440, height: 956, scale: 3, statusBarHeight: 62,
        sources: "[HIG]; the earlier presets' 62")
    /// The iPhone 16e (2025): 390 × 844 pt @3x, a 47 pt status bar.
    package static let iPhone16e = Device(
        name: "iphone-16e", width: 390, height: 844, scale: 3, statusBarHeight: 47,
        sources: "[HIG]; [TS]; the iPhone 14's 47")
    /// The iPhone 17 (2025): 402 × 874 pt @3x, a 62 pt status bar.
    package static let iPhone17 = Device(
        name: "iphone-17", width: 402, height: 874, scale: 3, statusBarHeight: 62,
        sources: "[HIG]; [TS]; the 16 Pro's 62")
    /// The iPhone 17 Pro (2025): 402 × 874 pt @3x, a 62 pt status bar.
    package static let iPhone17Pro = Device(
        name: "iphone-17-pro", width: 402, height: 874, scale: 3, statusBarHeight: 62,
        sources: "[HIG]; [TS]; the 16 Pro's 62")
    /// The iPhone 17 Pro Max (2025): 440 × 956 pt @3x, a 62 pt status bar.
    package static let iPhone17ProMax = Device(
        name: "iphone-17-pro-max", width: 440, height: 956, scale: 3, statusBarHeight: 62,
        sources: "[HIG]; [TS]; the 16 Pro Max's 62")

    /// The presets of SPEC §5, in the order `stretchy devices` lists them: by release.
    public static let presets: [Device] = [
        .iPhoneSE,
        .iPhone8,
        .iPhone8Plus,
        .iPhoneX,
        .iPhoneXS,
        .iPhoneXSMax,
        .iPhoneXR,
        .iPhone11,
        .iPhone11Pro,
        .iPhone11ProMax,
        .iPhoneSE2,
        .iPhone12Mini,
        .iPhone12,
        .iPhone12Pro,
        .iPhone12ProMax,
        .iPhone13Mini,
        .iPhone13,
        .iPhone13Pro,
        .iPhone13ProMax,
        .iPhoneSE3,
        .iPhone14,
        .iPhone14Plus,
        .iPhone14Pro,
        .iPhone14ProMax,
        .iPhone15,
        .iPhone15Plus,
        .iPhone15Pro,
        .iPhone15ProMax,
        .iPhone16,
        .iPhone16Plus,
        .iPhone16Pro,
        .iPhone16ProMax,
        .iPhone16e,
        .iPhone17,
        .iPhone17Pro,
        .iPhone17ProMax,
    ]

    /// The seed's phone.
    public static let standard = iPhone8

    /// The preset named `name` (exactly, `iphone-15`); nil for any other name.
    public static func named(_ name: String) -> Device? { presets.first { $0.name == name } }

    /// Why `name` is no preset, with the nearest one suggested; for `--device` and scene files.
    package static func unknownNameReason(_ name: String) -> String {
        let hint = Suggestion.hint(for: name, among: presets.map(\.name))
        return "unknown device '\(Excerpt.shortened(name))'\(hint) (see 'stretchy devices')"
    }
}

extension Scene {
    /// This scene on `device`: its screen, scale and status bar. The values that follow them
    /// (the bar, the iOS era, the separator inset) follow when read, unless the scene set them.
    public func on(_ device: Device) -> Scene {
        var scene = self
        scene.device = device.name
        scene.width = device.width
        scene.height = device.height
        scene.scale = device.scale
        scene.statusBarHeight = device.statusBarHeight
        return scene
    }
}
