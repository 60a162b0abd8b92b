import JSON

/// What the seed's `scrollViewDidScroll` decides at one offset (SPEC §1 "State"): a pure
/// function of the offset and the scene, nothing else.
public struct ScrollState: Sendable, Equatable {
    /// The offset after snapping to the device pixel grid.
    public let offset: Double
    /// The bar group's opacity: `clamp((offset + bar) / (header − bar) + 1, 0, 1)`.
    package let barAlpha: Double
    /// The header is stretched: `offset < −headerHeight`.
    package let stretched: Bool
    /// The bar looks opaque: `offset ≥ −barHeight` (dark back button, dark title).
    package let opaque: Bool
    /// The header image view's frame on screen, in points: `headerLayout.photo`.
    package let header: PointRect
    /// The header's box, photo, zoom and blur (SPEC §1 "The header's effects").
    package let headerLayout: HeaderLayout
    /// The image name on the bar's back button.
    package let barBackImage: String
    /// Whether the floating back button (on the view) is shown.
    package let floatingBackVisible: Bool
    /// The title label's colour.
    package let titleColor: String
    /// The large title's area, scale and the inline title's opacity (`bar.largeTitle`); nil without.
    package let largeTitle: LargeTitleLayout?
    /// The refresh control's spinner (`refresh.enabled`); nil without.
    package let refresh: RefreshSpinner?

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
    /// The state as `stretchy state` prints it (SPEC §3: points, screen coordinates, keys in
    /// SPEC order): the bar's alpha, the header's frame, box, zoom and blur, the back button's
    /// image, the title's colour, and the large title's and the spinner's members when the scene
    /// has them. The Swift API gives the state as this document, so that it names each number as
    /// the command line, `frames.json` and SPEC do; the state's own members are `package`.
    public var json: JSONValue { .object(jsonMembers) }

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
