import Raster

/// Where the title label lives (SPEC §1, layer 5).
package enum TitlePlacement: String, Sendable, CaseIterable {
    /// The seed as it runs: `view?.addSubview(titleLabel)` moved the label out of the bar, so it
    /// never fades.
    case view
    /// The seed's apparent intent: the label inside the bar, fading with it.
    case bar
}

/// Whether the table adds the status bar to its top inset (SPEC §5 `table.contentInsetAdjustment`):
/// UIScrollView's `contentInsetAdjustmentBehavior`, iOS 11 and later.
package enum ContentInsetAdjustment: String, Sendable, CaseIterable {
    /// The inset is the header alone: the seed sets `automaticallyAdjustsScrollViewInsets = false`.
    case never
    /// The status bar's height is added to the top inset (the safe area, as iOS 11 adjusts it).
    case automatic
}

/// How the header photo is sampled (SPEC §1 "Pixels", §5 `header.filter`): as Core Animation
/// filters a layer's contents.
package enum HeaderFilter: String, Sendable, CaseIterable {
    /// Core Animation's default, `magnificationFilter` and `minificationFilter` both `linear`:
    /// bilinear samples of the whole decoded photo, for enlargement and reduction alike.
    case linear
    /// `minificationFilter = .trilinear`: bilinear samples of two mipmap levels, blended.
    case trilinear
    /// Lanczos-3 from a DCT-scaled decode: smoother than iOS draws it, for nicer previews.
    case lanczos3
}

/// Every constant of the screen, in points unless named otherwise. `Scene.seed` is the seed's
/// screen (SPEC §1); scene files and options change it (SPEC §5), and so does a Swift client, by
/// the same keys (StretchyKit's `set(_:to:folder:)`, `scene["title.text"]`); `json` is the scene
/// as a scene file, what `stretchy scene --print` writes.
public struct Scene: Sendable, Equatable {
    /// The device preset this scene started from (informational; the numbers below rule).
    package var device: String
    /// The screen's width in points (SPEC §5 `width`).
    package var width: Double
    /// The screen's height in points (SPEC §5 `height`).
    package var height: Double
    /// Device pixels per point: 1, 2 or 3.
    package var scale: Int
    /// The status bar's height in points (SPEC §5 `statusBarHeight`).
    package var statusBarHeight: Double

    /// The header image: a file, or the name of a bundled image (`ceshi.jpg`).
    package var headerImage: String
    /// The header's height at rest, in points (SPEC §5 `header.height`).
    package var headerHeight: Double
    /// How the photo is sampled into its rectangle (SPEC §1 "Pixels").
    package var headerFilter: HeaderFilter
    /// The named bundle the four keys below follow unless a scene sets them (SPEC §5 `header.effect`).
    package var headerEffect: HeaderEffect
    /// What the header does when pulled down (SPEC §1 "The header's effects"); unless set, the
    /// effect's.
    package var headerStretch: HeaderStretch {
        get { SceneSchema.stretchRule.value(in: self) }
        set { explicitHeaderStretch = newValue }
    }
    /// What the header does when scrolled up; unless set, the effect's.
    package var headerCollapse: HeaderCollapse {
        get { SceneSchema.collapseRule.value(in: self) }
        set { explicitHeaderCollapse = newValue }
    }
    /// With `scroll`, the photo's speed as a fraction of the table's: 1 the seed, 0 pinned;
    /// unless set, the effect's.
    package var headerParallax: Double {
        get { SceneSchema.parallaxRule.value(in: self) }
        set { explicitHeaderParallax = newValue }
    }
    /// The box never gets shorter than this, and then stays at the top of the screen (0: it
    /// leaves with the table).
    package var headerMinimumHeight: Double
    /// The Gaussian blur's σ per point of pull (Flutter's `blurBackground`: 0.1); unless set,
    /// the effect's.
    package var headerBlur: Double {
        get { SceneSchema.blurRule.value(in: self) }
        set { explicitHeaderBlur = newValue }
    }

    /// The bar's height (SPEC §5 `bar.height`): unless set, it follows the status bar
    /// (`Scene.barHeight(belowStatusBar:)`).
    package var barHeight: Double {
        get { SceneSchema.barHeightRule.value(in: self) }
        set { explicitBarHeight = newValue }
    }
    /// The opaque bar's colour (SPEC §5 `bar.color`).
    package var barColor: Color
    /// Back button images for the transparent and the opaque bar (SPEC §5 `bar.backImages`):
    /// names resolved like `UIImage(named:)`, or paths to PNG files.
    package var backImages: BarStates<String>
    /// The bar's buttons (SPEC §5 `bar.items`); `BarItems.none`, the seed's back button alone.
    package var barItems: BarItems
    /// What the bar view is made of (SPEC §5 `bar.material`): the seed's `solid` colour, or `chrome`.
    package var barMaterial: BarMaterial
    /// A large-title bar, `prefersLargeTitles` (SPEC §5 `bar.largeTitle`).
    package var barLargeTitle: Bool
    /// A refresh control on the table, `UIRefreshControl` (SPEC §5 `refresh.enabled`).
    package var refreshEnabled = false
    /// The bar items' colour (SPEC §5 `bar.tint`): unless set, the appearance's system blue.
    package var barTint: Color {
        get { SceneSchema.tintRule.value(in: self) }
        set { explicitBarTint = newValue }
    }

    /// The title's text (SPEC §5 `title.text`).
    package var titleText: String
    /// Title colours for the transparent and the opaque bar.
    package var titleColors: BarStates<Color>
    /// Where the title sits (SPEC §5 `title.in`).
    package var titlePlacement: TitlePlacement
    /// The title label's width, centred on the screen (SPEC §5 `title.width`).
    package var titleWidth: Double
    /// `title.width: "auto"`: the label sized to its text as `sizeToFit` does, at most the room
    /// the bar's items leave (`titleWidth` is then not used).
    package var titleFitsText: Bool
    /// Where the text sits in its label (SPEC §5 `title.align`).
    package var titleAlignment: TitleAlignment

    /// Light or dark mode and the iOS era: the colours below follow it unless a scene sets them.
    /// The era follows the status bar until it is set to another era than the one it follows
    /// (SPEC §5 `appearance.ios`); from then on it stays.
    package var appearance: Appearance {
        get { Appearance(style: appearanceStyle, era: SceneSchema.eraRule.value(in: self)) }
        set {
            if explicitEra != nil || newValue.era != appearance.era { explicitEra = newValue.era }
            appearanceStyle = newValue.style
        }
    }
    private var appearanceStyle: AppearanceStyle

    /// The table's number of rows (SPEC §5 `table.rows`).
    package var rows: Int
    /// A row's height in points (SPEC §5 `table.rowHeight`).
    package var rowHeight: Double
    /// The cell text; `{row}` is replaced by the row number.
    package var cellText: String
    /// The table's sections, each with its rows (SPEC §5 `table.sections`); nil for the seed's
    /// rows, `rows` of `cellText`.
    package var sections: [TableSection]? = nil
    /// The CSV or JSON file `sections` were read from (SPEC §5 `table.data`); nil for none.
    package var tableData: String? = nil
    /// Where a plain table pins its section headers (SPEC §5 `table.stickyHeaders`).
    package var stickyHeaders: StickyHeaders = .inset
    /// How the table draws its sections: plain, grouped or inset grouped (SPEC §5 `table.style`).
    package var tableStyle: TableStyle = .plain
    /// A screenshot of the user's own list drawn as the table's content (SPEC §5
    /// `table.content`): a PNG file; nil for none. It wins over `sections` and `rows`.
    package var tableContent: String? = nil
    /// The cells' text colour: unless set, the appearance's (SPEC §5 `table.textColor`).
    package var cellTextColor: Color {
        get { SceneSchema.textColorRule.value(in: self) }
        set { explicitCellTextColor = newValue }
    }
    /// The table's and cells' background: unless set, the appearance's (`table.background`).
    package var background: Color {
        get { SceneSchema.backgroundRule.value(in: self) }
        set { explicitBackground = newValue }
    }
    /// The separators' colour: unless set, the appearance's (`table.separatorColor`).
    package var separatorColor: Color {
        get { SceneSchema.separatorColorRule.value(in: self) }
        set { explicitSeparatorColor = newValue }
    }
    /// Where separators and the cell text start: unless set, UIKit's for the width
    /// (`table.separatorInset`).
    package var separatorInset: Double {
        get { SceneSchema.separatorInsetRule.value(in: self) }
        set { explicitSeparatorInset = newValue }
    }
    /// Whether the table adds the status bar to its top inset (SPEC §5
    /// `table.contentInsetAdjustment`): unless set, it follows the era (`automatic` from iOS 11).
    package var contentInsetAdjustment: ContentInsetAdjustment {
        get { SceneSchema.insetAdjustmentRule.value(in: self) }
        set { explicitContentInsetAdjustment = newValue }
    }

    /// The cells' font size in points (SPEC §5 `font.size`).
    package var fontSize: Double
    /// Font files tried before the default fonts (SPEC §5 `font.files`).
    package var fontFiles: [String]
    /// The language whose Han forms are drawn, one of `fontLanguages` (SPEC §5 `font.language`).
    package var fontLanguage: String

    /// The languages `font.language` may name: Simplified and Traditional Chinese, Japanese,
    /// Korean — each with its own Noto Sans CJK face.
    package static let fontLanguages = ["zh-Hans", "zh-Hant", "ja", "ko"]

    /// What the status bar shows; its height is `statusBarHeight`. Its style follows the
    /// appearance until it is set to another style than the one it follows (SPEC §5
    /// `statusBar.style`); from then on it stays.
    package var statusBar: StatusBar {
        get {
            StatusBar(
                style: SceneSchema.statusBarStyleRule.value(in: self), time: statusBarTime, battery: statusBarBattery)
        }
        set {
            if explicitStatusBarStyle != nil || newValue.style != statusBar.style {
                explicitStatusBarStyle = newValue.style
            }
            statusBarTime = newValue.time
            statusBarBattery = newValue.battery
        }
    }
    private var statusBarTime: String?
    private var statusBarBattery: Int

    // The values a scene sets for keys whose defaults follow others; nil follows, so the
    // properties above derive them when read (`SceneRule`, the design note).
    var explicitBarHeight: Double?
    var explicitEra: SystemEra?
    var explicitCellTextColor: Color?
    var explicitBackground: Color?
    var explicitSeparatorColor: Color?
    var explicitSeparatorInset: Double?
    var explicitContentInsetAdjustment: ContentInsetAdjustment?
    var explicitStatusBarStyle: StatusBarStyle?
    var explicitHeaderStretch: HeaderStretch?
    var explicitHeaderCollapse: HeaderCollapse?
    var explicitHeaderParallax: Double?
    var explicitHeaderBlur: Double?
    var explicitBarTint: Color?

    /// The seed's screen on an iPhone 8 (SPEC §1). Other scenes start from it and change fields.
    public static let seed = Scene(
        device: Device.standard.name, width: Device.standard.width, height: Device.standard.height,
        scale: Device.standard.scale, statusBarHeight: Device.standard.statusBarHeight,
        headerImage: "ceshi.jpg", headerHeight: 200, headerFilter: .linear, headerEffect: .seed, headerMinimumHeight: 0,
        barColor: .white,
        backImages: BarStates(transparent: "back_0", opaque: "back_1"), barItems: .none, barMaterial: .solid,
        barLargeTitle: false,
        titleText: "标题", titleColors: BarStates(transparent: .white, opaque: .black), titlePlacement: .view,
        titleWidth: UIKitMetrics.titleLabelWidth, titleFitsText: false, titleAlignment: .natural,
        appearanceStyle: Appearance.standard.style,
        rows: 30, rowHeight: UIKitMetrics.rowHeight, cellText: "cell{row}",
        fontSize: UIKitMetrics.systemFontSize, fontFiles: [], fontLanguage: "zh-Hans",
        statusBarTime: StatusBar.standard.time, statusBarBattery: StatusBar.standard.battery)

    /// The height of a bar whose `bar.height` is not set (SPEC §5): a navigation bar's content
    /// below the status bar, 20 + 44 = 64 on the seed. The one statement of that rule.
    package static func barHeight(belowStatusBar statusBarHeight: Double) -> Double {
        statusBarHeight + UIKitMetrics.barContentHeight
    }

    /// The header's height at rest, from which its effect measures the pull and the scroll (SPEC §1
    /// "The header's effects"). The seed's code measures from `−topImageHeight`, `header.height`,
    /// so with the automatic inset it rests stretched by the status bar, as the seed does on iOS
    /// 11. A library's effect measures from the table's rest, so its header rests filling the box
    /// the inset leaves, `header.height + statusBarHeight` (MXParallaxHeader issue #81 and PR #78):
    /// no band of table background above or below the photo at rest.
    package var headerRestHeight: Double { headerEffect == .seed ? headerHeight : -minOffset }

    /// The offset at rest: the top inset, `minOffset`. The header shows whole; with the
    /// automatic inset adjustment it is also stretched by the status bar's height.
    package var restOffset: Double { minOffset }

    /// The scroll bounds of SPEC §2: `−(headerHeight + the status bar when the inset is adjusted)`
    /// … `max(min, contentHeight − height)` (`rows·rowHeight`, or the sections').
    package var minOffset: Double {
        -(headerHeight + (contentInsetAdjustment == .automatic ? statusBarHeight : 0))
    }
    package var maxOffset: Double { max(minOffset, contentHeight - height) }

    /// A notched iPhone's screen (status bar 44 pt or more): the notched status bar layout and
    /// a home indicator.
    package var hasNotch: Bool { statusBarHeight >= StatusBarMetrics.notchedMinimumHeight }

    /// The screen in device pixels.
    package var pixelWidth: Int { FrameLayout.pixels(width, scale: Double(scale)) }
    package var pixelHeight: Int { FrameLayout.pixels(height, scale: Double(scale)) }

    /// The status bar's band across the top of the screen in device pixels, where its icons and
    /// texts are drawn; nil when it is hidden (`none`).
    package var statusBarPixels: PixelRect? {
        guard statusBar.style != .none else { return nil }
        return PixelRect(
            x: 0, y: 0, width: pixelWidth, height: FrameLayout.pixels(statusBarHeight, scale: Double(scale)))
    }

    /// The text of row `row`: `cellText` with every `{row}` replaced.
    package func text(ofRow row: Int) -> String {
        cellText.replacing("{row}", with: String(row))
    }

    /// Rounds an offset to the device pixel grid, as UIKit does before it lays anything out.
    package func snap(_ offset: Double) -> Double {
        (offset * Double(scale)).rounded() / Double(scale)
    }
}
