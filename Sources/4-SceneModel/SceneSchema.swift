import JSON
import Wording

/// The keys a scene file may hold (SPEC §5), in SPEC order: the one table that reading
/// (`SceneFileReader`), `scene --print` (`Scene.json`), the defaults that follow other keys
/// (`SceneRule`), the files a render records (`inputFiles`) and the docs' key tables and fuzzing
/// dictionary (generated from it, `SceneKeyDocs` in the tests) follow. Adding a key is adding
/// its entry here; see the design note.
package enum SceneSchema {
    /// `device`: applied before every other key, wherever the file writes it.
    static let device = SceneKey.device("device")
        .documented(
            "applied first, wherever it is written; it sets width, height, scale and statusBarHeight",
            notes: "applied first, wherever it is written: sets width, height, scale, status bar")

    // The defaults that follow other keys, each the one statement of its rule.
    static let barHeightRule = SceneRule(
        follows: ["statusBarHeight"], text: "`statusBarHeight + 44`", explicit: \.explicitBarHeight
    ) { Scene.barHeight(belowStatusBar: $0.statusBarHeight) }
    static let eraRule = SceneRule(
        follows: ["statusBarHeight"], text: "13 with a status bar of 44 pt or more, else 10", explicit: \.explicitEra
    ) { SystemEra.of(statusBarHeight: $0.statusBarHeight) }
    static let textColorRule = SceneRule(
        follows: ["appearance.style"], text: "the appearance's (§1): `#000000`, dark `#FFFFFF`",
        explicit: \.explicitCellTextColor
    ) { $0.appearance.cellTextColor }
    static let backgroundRule = SceneRule(
        follows: ["appearance.style", "table.style"],
        text: "the appearance's: `#FFFFFF`, dark `#000000`; with a grouped `table.style` `systemGroupedBackground`, "
            + "`#F2F2F7`, dark `#000000`",
        explicit: \.explicitBackground
    ) { $0.tableStyle == .plain ? $0.appearance.background : $0.appearance.groupedBackground }
    static let separatorColorRule = SceneRule(
        follows: ["appearance.style", "appearance.ios"],
        text: "the appearance's: `#C8C7CC` (iOS 10), `#C6C6C8` (iOS 13), dark `#323235`",
        explicit: \.explicitSeparatorColor
    ) { $0.appearance.separatorColor }
    static let separatorInsetRule = SceneRule(
        follows: ["width"], text: "15, or 20 when `width` ≥ 414", explicit: \.explicitSeparatorInset
    ) { UIKitMetrics.separatorInset(screenWidth: $0.width) }
    static let insetAdjustmentRule = SceneRule(
        follows: ["appearance.ios"], text: "`\"automatic\"` with `appearance.ios` 13, `\"never\"` with 10",
        explicit: \.explicitContentInsetAdjustment
    ) { $0.appearance.era.contentInsetAdjustment }
    static let statusBarStyleRule = SceneRule(
        follows: ["appearance.style"], text: "`\"dark\"`, dark mode `\"light\"`", explicit: \.explicitStatusBarStyle
    ) { $0.appearance.statusBarStyle }
    static let tintRule = SceneRule(
        follows: ["appearance.style"], text: "the appearance's system blue: `#007AFF`, dark `#0A84FF`",
        explicit: \.explicitBarTint
    ) { $0.appearance.tint }
    static let stretchRule = SceneRule(
        follows: ["header.effect"], text: "the effect's: `\"fill\"` for the seed", explicit: \.explicitHeaderStretch
    ) { $0.headerEffect.stretch }
    static let collapseRule = SceneRule(
        follows: ["header.effect"], text: "the effect's: `\"scroll\"` for the seed", explicit: \.explicitHeaderCollapse
    ) { $0.headerEffect.collapse }
    static let parallaxRule = SceneRule(
        follows: ["header.effect"], text: "the effect's: 1 for the seed", explicit: \.explicitHeaderParallax
    ) { $0.headerEffect.parallax }
    static let blurRule = SceneRule(
        follows: ["header.effect"], text: "the effect's: 0 for the seed", explicit: \.explicitHeaderBlur
    ) { $0.headerEffect.blur }

    /// The default of the keys the device implies, left out of the printed scene when they are
    /// the device's, so that it follows a `device` edited in it.
    private static let byDevice = "the device's"

    /// Every key, in SPEC order, which is also the order `scene --print` writes them in.
    package static let keys: [SceneKey] = [
        device,
        SceneKey.number("width", \.width, in: SceneLimits.length)
            .leftOut(byDevice, follows: ["device"]) { $0.width == Device.named($0.device)?.width }
            .documented("(pt)", notes: "the screen; width at least `title.width`"),
        SceneKey.number("height", \.height, in: SceneLimits.length)
            .leftOut(byDevice, follows: ["device"]) { $0.height == Device.named($0.device)?.height }
            .documented("(pt)", notes: "the screen"),
        SceneKey.whole("scale", \.scale, in: SceneLimits.scale)
            .leftOut(byDevice, follows: ["device"]) { $0.scale == Device.named($0.device)?.scale }
            .documented("", notes: "device pixels per point"),
        SceneKey.number("statusBarHeight", \.statusBarHeight, in: 0...1_000)
            .leftOut(byDevice, follows: ["device"]) { $0.statusBarHeight == Device.named($0.device)?.statusBarHeight }
            .documented("", notes: "the back button and title sit just below it"),
        SceneKey.word("appearance.style", \.appearance.style)
            .documented(
                "the system colours of the table, its cells and the status bar (§1 \"Appearance\"); colours the "
                    + "file sets win",
                notes: "the system colours of the table, cells and status bar (Dark mode, above); `--appearance`"),
        SceneKey.numbered("appearance.ios", \.appearance.era).following(eraRule)
            .documented(
                "the table colours of that iOS release (§1 \"Appearance\")",
                notes: "the table's colours of that iOS release"),
        SceneKey.file("header.image", \.headerImage)
            .documented("", notes: "aspect-filled, stretched when pulled down", default: "`ceshi.jpg` (bundled)"),
        SceneKey.number("header.height", \.headerHeight, in: SceneLimits.length)
            .documented("", notes: "above `bar.height`; the rest offset is −`header.height`"),
        SceneKey.word("header.filter", \.headerFilter)
            .documented(
                "how the photo is sampled (§1 \"Pixels\"): Core Animation's default bilinear, its mipmapped "
                    + "`.trilinear`, or Lanczos-3",
                notes: "`linear` is Core Animation's default filter; `lanczos3` for smoother previews"),
        // The seed's effect and no minimum are left out: the printed seed is the seed's of before.
        SceneKey.word("header.effect", \.headerEffect).leftOut("`\"seed\"`") { $0.headerEffect == .seed }
            .documented(
                "a bundle of the header's behaviour keys below, each the library's own definition (§1 \"The "
                    + "header's effects\"); the keys the file sets win; `--effect`",
                notes:
                    "a library's header as a bundle of the keys below ([header effects](header-effects.md)); `--effect`"
            ),
        SceneKey.word("header.stretch", \.headerStretch).following(stretchRule)
            .documented(
                "what the header does when pulled down (§1 \"The header's effects\")",
                notes: "when pulled down: laid out again, zoomed, or kept at its size"),
        SceneKey.word("header.collapse", \.headerCollapse).following(collapseRule)
            .documented(
                "what it does when scrolled up (§1)",
                notes: "when scrolled up: moves at `header.parallax`, or laid out again in the shrinking box"),
        SceneKey.number("header.parallax", \.headerParallax, in: 0...1).following(parallaxRule)
            .documented(
                "with `scroll`, the photo's speed as a fraction of the table's (§1)",
                notes: "with `scroll`, the photo's speed relative to the table's"),
        SceneKey.number("header.minimumHeight", \.headerMinimumHeight, in: 0...10_000)
            .leftOut("0") { $0.headerMinimumHeight == 0 }
            .documented(
                "below `header.height`: the box never gets shorter, and then stays at the top of the screen over "
                    + "the rows (§1)",
                notes: "below `header.height`; a sticky header: the box stays this tall at the top, over the rows"),
        SceneKey.number("header.blur", \.headerBlur, in: 0...1).following(blurRule)
            .documented(
                "σ of the header box's Gaussian blur per point of pull, at most 50 pt (§1)",
                notes: "σ of a Gaussian blur per point of pull (Flutter: 0.1)"),
        SceneKey.number("bar.height", \.barHeight, in: SceneLimits.length).following(barHeightRule)
            .documented("", notes: "at most `height`; follows the status bar (and `--device`) unless set"),
        SceneKey.color("bar.color", \.barColor).documented("", notes: "the bar fades in with this colour"),
        SceneKey.color("bar.tint", \.barTint).following(tintRule)
            .documented(
                "the bar items' colour (§1 \"Bar items\")", notes: "the items' colour, `UIColor.systemBlue` by default"),
        SceneKey.imagePair("bar.backImages", \.backImages)
            .documented(
                "",
                notes: "a name is looked up as `UIImage(named:)` does (`name.png`, `name@2x.png`, `name@3x.png`) "
                    + "beside the scene file, else among the bundled images; a name with an extension is that file"),
        SceneKey.barItems("bar.items", \.barItems).leftOut("none: the back button alone") { $0.barItems == .none }
            .documented(
                "`leftBarButtonItems` and `rightBarButtonItems`, each from the bar's edge inwards; an item is "
                    + "`{\"text\": …}` (one line of text, 17 pt) or `{\"image\": …}` (a file named as `bar.backImages`, "
                    + "drawn as a template), both in `bar.tint`; `left`, even empty, replaces the back button (§1 "
                    + "\"Bar items\")",
                notes:
                    "`{\"left\": […], \"right\": [{\"text\": \"Edit\"}, {\"image\": \"plus.png\"}]}`; `left` replaces "
                    + "the back button"),
        SceneKey.word("bar.material", \.barMaterial).leftOut("`\"solid\"`") { $0.barMaterial == .solid }
            .documented(
                "`solid`: the seed's view in `bar.color`; `chrome`: UINavigationBar's default look, what lies under "
                    + "the bar blurred (σ 10 pt), the appearance's translucent bar colour over it and a hairline (§1 "
                    + "\"The bar's material\"); it still fades in with the bar",
                notes: "`chrome`: a blurred, tinted bar with a hairline, light or dark"),
        SceneKey.flag("bar.largeTitle", \.barLargeTitle).leftOut("`false`") { !$0.barLargeTitle }
            .documented(
                "`prefersLargeTitles`: the title also 34 pt at the leading margin in a 52 pt area below the bar's "
                    + "content, which scrolling collapses (the inline title shows from 42 pt on) and pulling grows, the "
                    + "title scaled up to 1.1× (§1 \"Large titles\")",
                notes: "a large title below the bar that collapses on scroll and grows when pulled"),
        SceneKey.label("title.text", \.titleText)
            .documented(
                "no control characters (a new line or tab is a usage error)",
                notes: "truncated with `…` past the label (`title.width`); no control characters"),
        SceneKey.colors("title.colors", \.titleColors),
        SceneKey.word("title.in", \.titlePlacement)
            .documented(
                "`view` is the seed as it runs, `bar` fades with the bar",
                notes: "`view`: the seed as it runs, never fades; `bar`: fades with the bar"),
        SceneKey.numberOrAuto("title.width", \.titleWidth, auto: \.titleFitsText, in: SceneLimits.length)
            .documented(
                "the label's width, centred on the screen (the back buttons stay); its text's room. `\"auto\"`: sized "
                    + "to the text as `sizeToFit` does, at most the room the bar items leave, and slid to stay in it "
                    + "(§1 \"Bar items\"); `--title-width`",
                notes: "at most `width`; the label's width, centred on the screen; `\"auto\"` fits the text; "
                    + "`--title-width`"),
        SceneKey.word("title.align", \.titleAlignment).leftOut("`\"natural\"`") { $0.titleAlignment == .natural }
            .documented(
                "`natural`: the text at the label's leading edge (the seed's); `center`: centred in the label",
                notes: "`center` centres the text in its label, as a navigation bar's title"),
        SceneKey.whole("table.rows", \.rows, in: SceneLimits.rows),
        SceneKey.number("table.rowHeight", \.rowHeight, in: SceneLimits.length)
            .documented("", notes: "placeholder rows below the last row have the same height"),
        SceneKey.label("table.text", \.cellText)
            .documented(
                "as `title.text`; every `{row}` becomes the row number (from 0), which is never longer, so each "
                    + "row's text is at most 1000 characters too",
                notes: "`{row}` → row number; no control characters"),
        SceneKey.sections("table.sections", \.sections, notWith: "table.data") { $0.tableData != nil }
            .leftOut("none: `table.rows` of `table.text`") { $0.sections == nil || $0.tableData != nil }
            .documented(
                "the table's own content (§1 \"Sections and rows\"), at least one section, each an object of the "
                    + "`table.sections[]` keys below, at most \(SceneLimits.rows.upperBound) rows in all; with it `table.rows` and `table.text` "
                    + "are not used",
                notes: "sections of rows with their own texts, styles, images and accessories; see below"),
        SceneKey.label("table.sections[].header", \TableSection.header)
            .documented(
                "the section's header (plain: pinned; grouped styles: in capitals, §1)",
                notes: "pinned in plain style", default: "none"),
        SceneKey.label("table.sections[].footer", \TableSection.footer)
            .documented("the section's footer", notes: "floats at the bottom", default: "none"),
        SceneKey.rows("table.sections[].rows"),
        SceneKey.requiredLabel("table.sections[].rows[].text", \TableRow.text),
        SceneKey.label("table.sections[].rows[].detail", \TableRow.detail)
            .documented(
                "the detail label's (not shown by `default`)", notes: "not shown by `default`", default: "none"),
        SceneKey.word("table.sections[].rows[].style", \TableRow.style, omitted: .default)
            .documented("`UITableViewCell.CellStyle`", notes: "`UITableViewCell.CellStyle`", default: "`\"default\"`"),
        SceneKey.file("table.sections[].rows[].image", \TableRow.image)
            .documented(
                "an image name or file, found as `bar.backImages` are (`UIImage(named:)`)",
                notes: "found as `bar.backImages` are", default: "none"),
        SceneKey.word("table.sections[].rows[].accessory", \TableRow.accessory, omitted: .none)
            .documented("", notes: "the trailing accessory", default: "`\"none\"`"),
        SceneKey.number("table.sections[].rows[].height", \TableRow.height, in: SceneLimits.length)
            .documented("(pt)", notes: "the row's height", default: "`table.rowHeight`"),
        SceneKey.tableData("table.data", \.tableData).leftOut("none") { $0.tableData == nil }
            .documented(
                "a CSV (RFC 4180) or, named `.json`, JSON file of the table's rows (§5 \"Table data\"): each row "
                    + "the keys of `table.sections[].rows[]`, one section per distinct `section`; not with "
                    + "`table.sections`",
                notes: "rows from a CSV or JSON file, one section per `section` column ([table data](#table-data))"),
        SceneKey.optionalFile("table.content", \.tableContent).leftOut("none") { $0.tableContent == nil }
            .documented(
                "a PNG screenshot of the user's own list drawn as the table's content (§1 \"A screenshot as the "
                    + "content\"); with it `table.sections`, `table.rows` and `table.text` are not used",
                notes: "a PNG of your own list, scrolled as the content; `@2x`/`@3x` in its name give its scale"),
        SceneKey.word("table.stickyHeaders", \.stickyHeaders)
            .documented(
                "where plain section headers pin: `inset` at the top of the area inside the adjusted content "
                    + "inset (UIKit's), `bar` under the bar",
                notes: "`inset`: UIKit's, below the header's inset; `bar`: under the bar"),
        SceneKey.word("table.style", \.tableStyle).leftOut("`\"plain\"`") { $0.tableStyle == .plain }
            .documented(
                "`UITableView.Style`: `plain` (the seed's), `grouped` or `insetGrouped` (iOS 13+): the grouped "
                    + "background, sections apart with headers and footers in small text that scroll with them, "
                    + "`insetGrouped`'s sections inset with rounded corners (§1 \"Grouped styles\")",
                notes: "`grouped` and `insetGrouped` draw sections as Settings does"),
        SceneKey.color("table.textColor", \.cellTextColor).following(textColorRule),
        SceneKey.color("table.background", \.background, opaque: true).following(backgroundRule)
            .documented("(table and cells)", notes: "table and cells"),
        SceneKey.color("table.separatorColor", \.separatorColor).following(separatorColorRule)
            .documented("", notes: "one device pixel at the bottom of every row"),
        SceneKey.number("table.separatorInset", \.separatorInset, in: 0...10_000)
            .following(separatorInsetRule)
            .documented(
                "where separators and cell text start",
                notes: "below half the width; where separators and the cell text start"),
        SceneKey.word("table.contentInsetAdjustment", \.contentInsetAdjustment).following(insetAdjustmentRule)
            .documented(
                "iOS 11's `contentInsetAdjustmentBehavior`. `automatic` adds `statusBarHeight` to the top inset: "
                    + "the rest offset and `minOffset` (§2) become `−(header.height + statusBarHeight)`, so a "
                    + "render starts there and its frames and `frames.json` follow; the state is still the seed's "
                    + "function of the offset, so at rest the header is stretched to that height (−220 and a "
                    + "220 pt header on an iPhone 8 set to `automatic`, −244 and 244 pt on an iPhone X). It follows "
                    + "the era: from iOS 11 on a table's `contentInsetAdjustmentBehavior` is `.automatic`, which adds "
                    + "the safe area's top to the inset of a vertically scrollable table even with "
                    + "`automaticallyAdjustsScrollViewInsets = false` (Apple, [`contentInsetAdjustmentBehavior`]"
                    + "(https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior)); "
                    + "iOS 10 had no such adjustment",
                notes: "`automatic` (iOS 11+) adds the status bar to the top inset; see below"),
        SceneKey.flag("refresh.enabled", \.refreshEnabled).leftOut("`false`") { !$0.refreshEnabled }
            .documented(
                "`UIRefreshControl` on the table: its spinner in the gap a pull opens, ticks appearing with the "
                    + "pull and spinning past 100 pt; a `refresh S` motion step holds the table open 60 pt while it "
                    + "spins (§1 \"The refresh control\", §2)",
                notes: "a refresh spinner in the gap when the table is pulled; see `refresh S` in motion scripts"),
        SceneKey.number("font.size", \.fontSize, in: 1...500)
            .documented("title and cells", notes: "title and cells"),
        SceneKey.files("font.files", \.fontFiles)
            .documented(
                "tried before the default fonts (a file named twice is opened once, at its first place)",
                notes: "tried before the default fonts (Fonts, above)"),
        SceneKey.word("font.language", \.fontLanguage, among: Scene.fontLanguages)
            .documented(
                "the Noto Sans CJK face for Han (§1 \"Fonts\")",
                notes: "the Noto Sans CJK face for Han: SC, TC, JP, KR"),
        SceneKey.word("statusBar.style", \.statusBar.style).following(statusBarStyleRule)
            .documented("(§1 layer 8)", notes: "the status bar's content; `none` hides it and the home indicator"),
        // Nil, the layout's own time, is left out.
        SceneKey.string("statusBar.time", \.statusBar.time, maxLength: SceneLimits.timeLength)
            .leftOut("`\"9:41 AM\"` (classic), `\"9:41\"` (notched)") { $0.statusBar.time == nil }
            .documented("the time shown"),
        SceneKey.whole("statusBar.battery", \.statusBar.battery, in: SceneLimits.battery)
            .documented(
                "the fill's share of the battery, and the classic `<battery>%`",
                notes: "the battery's fill, and the classic bar's percentage"),
    ]

    /// The key at `path`; nil for a path that names no key.
    package static func key(_ path: String) -> SceneKey? { byPath[path] }

    /// The files `scene` names, as a render records them (SPEC §3): those of the keys of
    /// `recordOrder` in its order, then those of any other key that names files, in SPEC order.
    package static func inputFiles(of scene: Scene) -> [SceneInput] {
        inputKeys.flatMap { $0.inputs?(scene) ?? [] }
    }

    /// The order of the record's inputs before the keys gave them: the pictures as found, then
    /// the files read as named. Kept, so that a record's bytes stay the same (a test checks that
    /// each names a key that names files).
    static let recordOrder = [
        "header.image", "bar.backImages", "bar.items", "table.sections[].rows[].image", "font.files", "table.content",
        "table.data",
    ]
    private static let inputKeys =
        recordOrder.compactMap(key) + keys.filter { $0.inputs != nil && !recordOrder.contains($0.path) }

    private static let byPath = Dictionary(uniqueKeysWithValues: keys.map { ($0.path, $0) })

    /// The objects that group keys (`header`, `bar`…), in SPEC order; not those of arrays'
    /// items (`table.sections[]`), which are read by their array's key.
    static let objects: [String] = keys.filter { !$0.isNested }.map(\.object).filter { !$0.isEmpty }
        .reduce(into: []) { objects, object in
            if !objects.contains(object) { objects.append(object) }
        }

    /// The item of an array of objects at `indices` in `scene` (`table.sections[]` at `[s]`), as a
    /// scene file writes it: the members its keys print.
    static func object(_ object: String, of scene: Scene, at indices: [Int]) -> JSONValue {
        .object(
            keys(in: object).compactMap { key in
                key.partValue?(scene, indices).map { (key.name, $0) }
            })
    }

    /// The keys of an object (`table.sections[].rows[]`), in SPEC order.
    static func keys(in object: String) -> [SceneKey] { byObject[object] ?? [] }

    /// The names an object may hold (`""`: the top level, where the objects are names too).
    static func names(in object: String) -> [String] { namesByObject[object] ?? [] }

    // Made once: the rows of `table.data` or `table.sections` are read by them, 10,000 at most.
    private static let byObject = Dictionary(grouping: keys, by: \.object)
    private static let namesByObject = byObject.mapValues { $0.map(\.name) }.merging(["": objects]) { $0 + $1 }

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
