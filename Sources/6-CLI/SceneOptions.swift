import ArgumentParsing
import Motion
import SceneModel
import Scenery
import Wording

/// The options that describe the screen, shared by `frame`, `render`, `state` and `scene`.
///
/// Merge order: the seed; the scene file (its `device` first, then its keys); then these
/// options — `--device` (screen size, scale, status bar and what follows them unless the file set
/// it: the bar height, the iOS era, the separator inset), `--appearance` (the table's colours and
/// the status bar's, unless the file set them), then `--scale`, `--header`, `--title`, `--rows`,
/// `--status-bar`. The merged scene is checked once more, since an option can break a rule the
/// file kept (a taller bar).
enum SceneOptions {
    static let sceneFile: Option<String> = .text(
        "scene", "FILE.json", help: "A scene file (see README; '-': standard input); options given here override it.")
    static let header: Option<String> = .text(
        "header", "IMAGE", help: "Header photo (JPEG or PNG). Default: the bundled ceshi.jpg.")
    static let scale: Option<Int> = .wholeNumber(
        "scale", "1|2|3", help: "Device pixels per point. Default: the device's (2).", in: SceneLimits.scale,
        allowed: "1, 2 or 3")
    static let device = Option<Device>(
        "device", "NAME", help: "A device preset (see 'stretchy devices'). Default: iphone-8."
    ) { name throws(InvalidValue) in
        guard let device = Device.named(name) else { throw InvalidValue(Device.unknownNameReason(name)) }
        return device
    }
    static let title: Option<String> = .text("title", "TEXT", help: "The title label's text. Default: 标题.")
    static let rows: Option<Int> = .wholeNumber(
        "rows", "N",
        help: "Number of table rows, \(SceneLimits.rows.lowerBound)…\(SceneLimits.rows.upperBound). Default: 30.",
        in: SceneLimits.rows)

    static let appearance: Option<AppearanceStyle> = .oneOf(
        "appearance",
        help: "Light or dark mode: the system colours of the table, its cells and the status bar. Default: light.")
    static let statusBar: Option<StatusBarStyle> = .oneOf(
        "status-bar",
        help: "The status bar's content: dark (black), light (white), auto (white or black, whichever shows over "
            + "what is behind it) or none (no status bar and no home indicator). Default: dark (light in dark mode).")

    /// For the commands that draw (`frame`, `render`).
    static let strictImages = Flag(
        "strict-images",
        help: "A header photo whose data is damaged (libjpeg warns that it is corrupt) is an error, not a warning.")

    /// The options above, in help's order, for the commands that take them.
    static let all: [any OptionDeclaration] = [sceneFile, header, scale, device, appearance, title, rows, statusBar]
    /// The options above in a usage line: `[scene options]`.
    static let usage = UsageTerm.group("scene options", all)

    /// `--offset Y`, required by `frame` and `state`: a finite number of points within `MotionLimits.offsets`.
    static let offset: Option<Double> = .decimal(
        "offset", "Y",
        help: "The table's contentOffset.y in points; at rest minus the header height (-200 for the seed).",
        in: MotionLimits.offsets)

    /// The scene the options describe, validated. Bad options and bad scene-file keys are usage
    /// errors (64); a missing or malformed scene file is a failure (2).
    static func scene(from arguments: ParsedArguments) throws -> Scene {
        var scene = Scene.seed
        var explicit: Set<String> = []
        if let path = try arguments[Self.sceneFile] {
            do {
                let file = try SceneFile(contentsOf: path)
                scene = file.scene
                explicit = file.explicitKeys
            } catch let .invalid(path, key, reason) {
                throw arguments.fail(SceneFileError.invalid(path: path, key: key, reason: reason).description)
            } catch {
                throw CommandFailure(message: error.description)
            }
        }
        if let device = try arguments[Self.device] { scene = scene.on(device, keeping: explicit) }
        if let style = try arguments[Self.appearance] {
            scene.appearance.style = style
            scene.deriveDefaults(keeping: explicit)
        }
        if let scale = try arguments[Self.scale] { scene.scale = scale }
        if let header = try arguments[Self.header] {
            guard !header.isEmpty else { throw arguments.fail("option '--header' needs a file name") }
            // Kept as given, relative to the working directory, as `scene --print` writes it back.
            scene.headerImage = header
        }
        if let title = try arguments[Self.title] {
            if let reason = LabelText.problem(title) { throw arguments.fail("option '--title' \(reason)") }
            scene.titleText = title
        }
        if let rows = try arguments[Self.rows] { scene.rows = rows }
        if let style = try arguments[Self.statusBar] { scene.statusBar.style = style }
        if let (key, reason) = scene.consistencyProblem {
            throw arguments.fail("the scene is impossible: \(key): \(reason)")
        }
        return scene
    }

    /// Loads everything the scene draws and returns a renderer for it (failures exit 2). What
    /// the texts could not draw is printed on stderr as warnings. With `header` (one frame's,
    /// from `headerPhoto(for:offset:)`) the photo is the caller's to decode, and not waited for:
    /// the frame's `Parts.check()` reports a photo that cannot be decoded, before anything is
    /// written. A font failure is reported before a photo failure either way.
    static func renderer(for scene: Scene, header: Result<HeaderPhoto, SceneryError>? = nil) throws(CommandFailure)
        -> FrameRenderer
    {
        let resources = try bundledResources()
        do {
            let assets = try SceneAssets.load(scene: scene, resources: resources, header: header)
            // Said once per run, before any frame.
            for warning in assets.warnings { Stretchy.printError("Warning: \(warning)") }
            return FrameRenderer(scene: scene, assets: assets)
        } catch {
            throw CommandFailure(message: error.description)
        }
    }

    /// Says once on stderr that `photo` is damaged, once its first decode has read it; with
    /// `--strict-images` that is an error (exit 2), before anything is written.
    static func checkDamage(of photo: HeaderPhoto, _ arguments: ParsedArguments) throws(CommandFailure) {
        guard let damage = photo.damage else { return }
        let problem = "header image \(Excerpt.quoted(photo.path)) is damaged: \(damage)"
        if arguments[strictImages] { throw CommandFailure(message: problem + " (--strict-images)") }
        Stretchy.printError("Warning: \(problem); drawn as decoded")
    }

    /// The header photo of `scene` for one frame at `offset`: read, its header checked and the
    /// scale it needs known, nothing decoded. A failure is kept for `renderer(for:header:)`.
    static func headerPhoto(for scene: Scene, offset: Double) throws(CommandFailure) -> Result<
        HeaderPhoto, SceneryError
    > {
        let resources = try bundledResources()
        return Result { () throws(SceneryError) in
            try SceneAssets.headerPhoto(of: scene, resources: resources, firstOffset: offset)
        }
    }

    /// The files the scene's pictures and fonts are read from (`SceneAssets.inputFiles`).
    static func inputFiles(for scene: Scene) throws(CommandFailure) -> [String] {
        let resources = try bundledResources()
        do {
            return try SceneAssets.inputFiles(of: scene, resources: resources)
        } catch {
            throw CommandFailure(message: error.description)
        }
    }

    /// The folder of the bundled images (SPEC §8); none found exits 2.
    private static func bundledResources() throws(CommandFailure) -> ResourceLocator {
        do {
            return try ResourceLocator.find()
        } catch {
            throw CommandFailure(message: error.description)
        }
    }
}
