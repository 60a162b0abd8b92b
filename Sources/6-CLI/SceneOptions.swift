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
/// the status bar's, unless the file set them), `--effect` (the header's behaviour keys the file did
/// not set), then `--scale`, `--header`, `--title`, `--title-width`, `--rows`,
/// `--status-bar`. The merged scene is checked once more, since an option can break a rule the
/// file kept (a taller bar).
enum SceneOptions {
    static let sceneFile: Option<String> = .text(
        "scene", "FILE.json",
        help: "A scene file (docs/guides/scenes.md; '-': standard input); options given here override it.")
    static let header: Option<String> = .text(
        "header", "IMAGE", help: "Header photo (JPEG, PNG, HEIC or AVIF). Default: the bundled ceshi.jpg.")
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
    /// `--title-width`: points, or `auto` (read as nil: the label sized to its text).
    static let titleWidth: Option<Double?> = {
        let points = Option<Double>.decimal("title-width", "PT|auto", help: "", in: SceneLimits.length)
        return Option<Double?>(
            "title-width", "PT|auto",
            help: "The title label's width in points, or auto: sized to its text, at most the room the bar's items "
                + "leave. Default: 80."
        ) { text throws(InvalidValue) in text == "auto" ? nil : try points.parse(text) }
    }()
    static let rows: Option<Int> = .wholeNumber(
        "rows", "N",
        help: "Number of table rows, \(SceneLimits.rows.lowerBound)…\(SceneLimits.rows.upperBound). Default: 30.",
        in: SceneLimits.rows)

    static let appearance: Option<AppearanceStyle> = .oneOf(
        "appearance",
        help: "Light or dark mode: the system colours of the table, its cells and the status bar. Default: light.")
    static let effect: Option<HeaderEffect> = .oneOf(
        "effect",
        help: "The header's effect, a named bundle of the header.* keys (see docs/guides/header-effects.md); "
            + "the keys a scene file sets win. Default: seed.")
    static let statusBar: Option<StatusBarStyle> = .oneOf(
        "status-bar",
        help: "The status bar's content: dark (black), light (white), auto (white or black, whichever shows over "
            + "what is behind it) or none (no status bar and no home indicator). Default: dark (light in dark mode).")

    /// For the commands that draw (`frame`, `render`).
    static let strictImages = Flag(
        "strict-images",
        help: "A header photo whose data is damaged (libjpeg warns that it is corrupt) or whose colour profile "
            + "cannot be used is an error, not a warning.")

    /// The options above, in help's order, for the commands that take them.
    static let all: [any OptionDeclaration] = [
        sceneFile, header, scale, device, appearance, effect, title, titleWidth, rows, statusBar,
    ]
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
        if let path = try arguments[Self.sceneFile] {
            do {
                scene = try SceneFile(contentsOf: path).scene
            } catch let .invalid(path, key, reason) {
                throw arguments.fail(SceneFileError.invalid(path: path, key: key, reason: reason).description)
            } catch {
                throw CommandFailure(message: error.description)
            }
        }
        if let device = try arguments[Self.device] { scene = scene.on(device) }
        if let style = try arguments[Self.appearance] { scene.appearance.style = style }
        if let effect = try arguments[Self.effect] { scene.headerEffect = effect }
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
        if let width = try arguments[Self.titleWidth] {
            scene.titleFitsText = width == nil
            if let width { scene.titleWidth = width }
        }
        if let rows = try arguments[Self.rows] {
            // A table of its own content has no rows to count (SPEC §3): say so rather than ignore it.
            if let key = scene.tableContent != nil ? "table.content" : scene.sections != nil ? "table.sections" : nil {
                throw arguments.fail("option '--rows' cannot be used with a scene that sets \(key)")
            }
            scene.rows = rows
        }
        if let style = try arguments[Self.statusBar] { scene.statusBar.style = style }
        if let (key, reason) = scene.consistencyProblem {
            throw arguments.fail("the scene is impossible: \(key): \(reason)")
        }
        return scene
    }

    /// Finds the rows' images of `scene` before anything is drawn, so that one missing is
    /// reported with the scene file's name (`--scene`) whatever the command draws or lays it out
    /// (exit 2, SPEC §5).
    static func findRowImages(of scene: Scene, _ arguments: ParsedArguments) throws {
        guard let file = try arguments[Self.sceneFile],
            scene.sections?.contains(where: { $0.rows.contains { $0.image != nil } }) == true
        else { return }
        let resources = try bundledResources()
        do {
            _ = try TableContent.rowImages(of: scene, resources: resources)
        } catch {
            throw CommandFailure(message: "scene file \(Excerpt.quoted(file)): \(error.description)")
        }
    }

    /// Loads everything the scene draws and returns a renderer for it (failures exit 2). What
    /// the texts could not draw is printed on stderr as warnings (see `sayWarnings`).
    static func renderer(for scene: Scene, _ arguments: ParsedArguments) throws(CommandFailure) -> FrameRenderer {
        let resources = try bundledResources()
        do {
            let assets = try SceneAssets.load(scene: scene, resources: resources)
            sayWarnings(assets, strictImages: arguments[strictImages])
            return FrameRenderer(scene: scene, assets: assets)
        } catch {
            throw CommandFailure(message: error.description)
        }
    }

    /// Says on stderr what `assets` could not honour, once per run, before any frame. With
    /// `strictImages` the header's unusable colour profile is not a warning: `checkHeader`
    /// refuses it.
    @Sendable static func sayWarnings(_ assets: SceneAssets, strictImages: Bool) {
        let header = strictImages ? [] : assets.headerWarnings
        for warning in header + assets.textWarnings { Stretchy.printError("Warning: \(warning)") }
    }

    /// Says once on stderr that `photo` is damaged, once its first decode has read it; with
    /// `--strict-images` that is an error (exit 2), before anything is written, and so is a
    /// colour profile that cannot be used (which `sayWarnings` otherwise says).
    static func checkHeader(_ photo: HeaderPhoto, _ arguments: ParsedArguments) throws(CommandFailure) {
        if arguments[strictImages], let problem = photo.colorProblem {
            throw CommandFailure(
                message: "header image \(Excerpt.quoted(photo.path)) has an unusable colour profile: "
                    + "\(problem.reason) (--strict-images)")
        }
        guard let damage = photo.damage else { return }
        let problem = "header image \(Excerpt.quoted(photo.path)) is damaged: \(damage)"
        if arguments[strictImages] { throw CommandFailure(message: problem + " (--strict-images)") }
        Stretchy.printError("Warning: \(problem); drawn as decoded")
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
    static func bundledResources() throws(CommandFailure) -> ResourceLocator {
        do {
            return try ResourceLocator.find()
        } catch {
            throw CommandFailure(message: error.description)
        }
    }
}
