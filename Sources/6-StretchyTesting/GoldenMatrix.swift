import SceneModel
import StretchyKit

/// One scene on several devices in several appearances, each case a golden named after both:
/// what `expectGoldens(of:on:appearances:)` checks in one call.
///
/// A case is the scene as `--device NAME --appearance STYLE` gives it on the command line: the
/// values that follow the device and the appearance (the bar's height, the iOS era, the table's
/// colours, the status bar's content) follow them, except those the scene set of its own.
package struct GoldenMatrix: Sendable {
    /// One device in one appearance.
    package struct Case: Sendable {
        /// The device.
        package let device: Device
        /// The appearance.
        package let appearance: AppearanceStyle
        /// The scene on that device in that appearance.
        package let scene: Scene
        /// `<name>.<device>.<appearance>`: `restingScreen.1.iphone-se.dark`.
        package let name: String
    }

    /// Every device in every appearance, devices outer: `iphone-se` light, `iphone-se` dark,
    /// `iphone-15` light, ….
    package let cases: [Case]

    /// The cases of `scene` on `devices` in `appearances`, named `<name>.<device>.<appearance>`,
    /// at `scale` (1 keeps goldens small; nil is each device's own).
    package init(
        _ scene: Scene, on devices: [Device], appearances: [AppearanceStyle], scale: Int? = nil, named name: String
    ) {
        // What the scene set of its own stays (values that follow others are derived when read).
        cases = devices.flatMap { device in
            appearances.map { style in
                var variant = scene.on(device)
                variant.appearance.style = style
                variant.scale = scale ?? variant.scale
                return Case(
                    device: device, appearance: style, scene: variant,
                    name: "\(name).\(device.name).\(style.rawValue)")
            }
        }
    }

    /// Each case's frame at `offset` (nil: the case's resting offset), or why it could not be
    /// rendered.
    package func frames(atOffset offset: Double?, resources: ResourceLocator?) -> [(
        name: String, frame: Result<StretchyFrame, StretchyKitError>
    )] {
        cases.map { entry in
            (
                entry.name,
                Result { () throws(StretchyKitError) in
                    try StretchyRenderer(scene: entry.scene, resources: resources)
                        .frame(atOffset: offset ?? entry.scene.restOffset)
                }
            )
        }
    }
}
