import Wording

/// The keys a scene file may hold (SPEC §5), in SPEC order: the one table that reading
/// (`SceneFileReader`), `scene --print` (`Scene.json`) and the docs' key tables (a test
/// compares them) follow. Adding a key is adding its entry here; see the design note.
public enum SceneSchema {
    /// `device`: applied before every other key, wherever the file writes it.
    static let device = SceneKey.device("device")

    /// `bar.height`: when the file does not set it, the bar follows the status bar.
    static let barHeight = SceneKey.number("bar.height", \.barHeight, in: SceneLimits.length)
        .leftOut("statusBarHeight + 44") { $0.barHeight == Scene.barHeight(belowStatusBar: $0.statusBarHeight) }

    /// The default of the keys the device implies, left out of the printed scene when they are
    /// the device's, so that it follows a `device` edited in it.
    private static let byDevice = "the device's"

    /// The default of the table's colours, left out of the printed scene when they are the
    /// appearance's (`Scene.derivedKeys`), so that it follows an `--appearance` or `--device`.
    private static let byAppearance = "the appearance's"

    /// Every key, in SPEC order, which is also the order `scene --print` writes them in.
    public static let keys: [SceneKey] = [
        device,
        SceneKey.number("width", \.width, in: SceneLimits.length)
            .leftOut(byDevice) { $0.width == Device.named($0.device)?.width },
        SceneKey.number("height", \.height, in: SceneLimits.length)
            .leftOut(byDevice) { $0.height == Device.named($0.device)?.height },
        SceneKey.whole("scale", \.scale, in: SceneLimits.scale)
            .leftOut(byDevice) { $0.scale == Device.named($0.device)?.scale },
        SceneKey.number("statusBarHeight", \.statusBarHeight, in: SceneLimits.statusBarHeight)
            .leftOut(byDevice) { $0.statusBarHeight == Device.named($0.device)?.statusBarHeight },
        SceneKey.word("appearance.style", \.appearance.style),
        // Written even when it is the status bar's era: `scene --print` shows which look it drew.
        SceneKey.numbered("appearance.ios", \.appearance.era),
        SceneKey.file("header.image", \.headerImage),
        SceneKey.number("header.height", \.headerHeight, in: SceneLimits.length),
        SceneKey.word("header.filter", \.headerFilter),
        barHeight,
        SceneKey.color("bar.color", \.barColor),
        SceneKey.imagePair("bar.backImages", \.backImages),
        SceneKey.label("title.text", \.titleText),
        SceneKey.colors("title.colors", \.titleColors),
        SceneKey.word("title.in", \.titlePlacement),
        SceneKey.number("title.width", \.titleWidth, in: SceneLimits.length),
        SceneKey.whole("table.rows", \.rows, in: SceneLimits.rows),
        SceneKey.number("table.rowHeight", \.rowHeight, in: SceneLimits.length),
        SceneKey.label("table.text", \.cellText),
        SceneKey.color("table.textColor", \.cellTextColor).leftOut(byAppearance) { $0.isDerived("table.textColor") },
        SceneKey.color("table.background", \.background, opaque: true)
            .leftOut(byAppearance) { $0.isDerived("table.background") },
        SceneKey.color("table.separatorColor", \.separatorColor)
            .leftOut(byAppearance) { $0.isDerived("table.separatorColor") },
        SceneKey.number("table.separatorInset", \.separatorInset, in: SceneLimits.separatorInset)
            .leftOut("15") { $0.isDerived("table.separatorInset") },
        SceneKey.word("table.contentInsetAdjustment", \.contentInsetAdjustment)
            .leftOut("automatic with appearance.ios 13, never with 10") {
                $0.isDerived("table.contentInsetAdjustment")
            },
        SceneKey.number("font.size", \.fontSize, in: SceneLimits.fontSize),
        SceneKey.files("font.files", \.fontFiles),
        SceneKey.word("font.language", \.fontLanguage, among: Scene.fontLanguages),
        SceneKey.word("statusBar.style", \.statusBar.style).leftOut("dark") { $0.isDerived("statusBar.style") },
        // Nil, the layout's own time, is left out.
        SceneKey.string("statusBar.time", \.statusBar.time, maxLength: SceneLimits.timeLength)
            .leftOut("9:41 AM") { $0.statusBar.time == nil },
        SceneKey.whole("statusBar.battery", \.statusBar.battery, in: SceneLimits.battery),
    ]

    /// The key at `path`; nil for a path that names no key.
    public static func key(_ path: String) -> SceneKey? { byPath[path] }

    private static let byPath = Dictionary(uniqueKeysWithValues: keys.map { ($0.path, $0) })

    /// The objects that group keys (`header`, `bar`…), in SPEC order.
    static let objects: [String] = keys.map(\.object).filter { !$0.isEmpty }.reduce(into: []) { objects, object in
        if !objects.contains(object) { objects.append(object) }
    }

    /// The names an object may hold (`""`: the top level, where the objects are names too).
    static func names(in object: String) -> [String] {
        keys.filter { $0.object == object }.map(\.name) + (object.isEmpty ? objects : [])
    }

    /// `object.name`, or `name` at the top level.
    static func path(_ object: String, _ name: String) -> String { object.isEmpty ? name : "\(object).\(name)" }

    /// What to suggest for an unknown key: the nearest key of the same object, else the nearest
    /// key of another object (a key put in the wrong place, such as a top-level `rows`).
    static func suggestion(for name: String, in object: String) -> String? {
        if let near = Suggestion.nearest(to: name, among: names(in: object)) { return path(object, near) }
        let elsewhere = ([""] + objects).filter { $0 != object }.flatMap { other in
            names(in: other).map { (other, $0) }
        }
        guard let near = Suggestion.nearest(to: name, among: elsewhere.map(\.1)),
            let match = elsewhere.first(where: { $0.1 == near })
        else { return nil }
        return path(match.0, match.1)
    }
}
