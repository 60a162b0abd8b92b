import JSON

/// What the seed's `scrollViewDidScroll` decides at one offset (SPEC §1 "State"): a pure
/// function of the offset and the scene, nothing else.
public struct ScrollState: Sendable, Equatable {
    /// The offset after snapping to the device pixel grid.
    public let offset: Double
    /// The bar group's opacity: `clamp((offset + bar) / (header − bar) + 1, 0, 1)`.
    public let barAlpha: Double
    /// The header is stretched: `offset < −headerHeight`.
    public let stretched: Bool
    /// The bar looks opaque: `offset ≥ −barHeight` (dark back button, dark title).
    public let opaque: Bool
    /// The header image view's frame on screen, in points: `headerLayout.photo`.
    public let header: PointRect
    /// The header's box, photo, zoom and blur (SPEC §1 "The header's effects").
    public let headerLayout: HeaderLayout
    /// The image name on the bar's back button.
    public let barBackImage: String
    /// Whether the floating back button (on the view) is shown.
    public let floatingBackVisible: Bool
    /// The title label's colour.
    public let titleColor: String
    /// The large title's area, scale and the inline title's opacity (`bar.largeTitle`); nil without.
    public let largeTitle: LargeTitleLayout?
    /// The refresh control's spinner (`refresh.enabled`); nil without.
    public let refresh: RefreshSpinner?

    /// The state at `rawOffset` (snapped here) at `moment`, which only the refresh control's
    /// spinner reads: the rest is the offset's alone.
    package init(offset rawOffset: Double, scene: Scene, moment: RefreshMoment = .still) {
        let offset = scene.snap(rawOffset)
        self.offset = offset
        // `customNavc?.alpha = (offY + 64) / (topImageHeight - 64) + 1`; Core Animation clamps.
        let alpha = (offset + scene.barHeight) / (scene.headerHeight - scene.barHeight) + 1
        barAlpha = min(1, max(0, alpha))
        // `if offY < -topImageHeight { topImag?.frame.origin.y = offY; …size.height = -offY }`
        // The seed's effect is `HeaderLayout`'s `fill` and `scroll` (SPEC §1 "The header's effects").
        stretched = offset < -scene.headerHeight
        headerLayout = HeaderLayout(offset: offset, scene: scene)
        header = headerLayout.photo
        // `if offY >= -64 { back_1, hidden, black } else { back_0, visible, white }`
        opaque = offset >= -scene.barHeight
        barBackImage = scene.backImages[opaque: opaque]
        floatingBackVisible = !opaque
        titleColor = scene.titleColors[opaque: opaque].hex
        largeTitle = scene.barLargeTitle ? LargeTitleLayout(offset: offset, scene: scene) : nil
        refresh = scene.refreshEnabled ? RefreshSpinner(offset: offset, scene: scene, moment: moment) : nil
    }
}

extension ScrollState {
    /// The state as SPEC §3 prints it (points, screen coordinates), keys in SPEC order.
    package var json: JSONValue { .object(jsonMembers) }

    /// The members of `json`, for documents that add their own keys first (`frames.json`).
    package var jsonMembers: [(key: String, value: JSONValue)] {
        [
            ("offset", .number(offset)),
            ("barAlpha", .number(barAlpha)),
            ("stretched", .bool(stretched)),
            ("opaque", .bool(opaque)),
            ("header", Self.json(header)),
            ("headerBox", Self.json(headerLayout.box)),
            ("headerZoom", .number(headerLayout.zoom)),
            ("headerBlur", .number(headerLayout.blur)),
            ("barBackImage", .string(barBackImage)),
            ("floatingBackVisible", .bool(floatingBackVisible)),
            ("titleColor", .string(titleColor)),
        ]
            + (largeTitle.map { large in
                [
                    ("largeTitleHeight", .number(large.height)), ("largeTitleScale", .number(large.scale)),
                    ("inlineTitleAlpha", .number(large.inlineTitleAlpha)),
                ]
            } ?? []) + (refresh.map(Self.json) ?? [])
    }

    /// The spinner's members (SPEC §3 `state`): its mode, ticks drawn, active tick (null unless
    /// it spins), opacity and radius.
    private static func json(_ spinner: RefreshSpinner) -> [(key: String, value: JSONValue)] {
        [
            ("refreshMode", .string(spinner.mode.rawValue)), ("refreshTicks", .number(Double(spinner.ticks))),
            ("refreshActiveTick", spinner.activeTick.map { .number(Double($0)) } ?? .null),
            ("refreshOpacity", .number(spinner.opacity)), ("refreshRadius", .number(spinner.radius)),
        ]
    }

    private static func json(_ rect: PointRect) -> JSONValue {
        .object([
            ("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)),
            ("height", .number(rect.height)),
        ])
    }
}
