import JSON

/// Every element a frame shows at an offset, in drawing order, in screen points (SPEC §3
/// `stretchy layout`): the table's (its sections', the seed's rows as one section of
/// `table.text`, or a screenshot) and the refresh control's spinner, then the header's box, the
/// bar, the back button, the title, the bar's items, the large title and the status bar. A pure
/// function of the scene, the offset and the bar's measured widths, what tests and users check
/// geometry with.
package struct ScreenLayout: Sendable {
    package let state: ScrollState
    package let elements: [TableElement]

    /// The layout of `scene` at `offset` (snapped as a frame's is) at time 0 (SPEC §1 "The
    /// refresh control"); `imageSize` gives each row image's size in points, `bar` the bar
    /// items' and the title's widths.
    package init(
        scene: Scene, offset: Double, bar: BarMeasures = .unmeasured,
        imageSize: @escaping @Sendable (String) -> (width: Double, height: Double)? = { _ in nil }
    ) {
        self.init(scene: scene, state: ScrollState(offset: offset, scene: scene), bar: bar, imageSize: imageSize)
    }

    /// The layout of `scene` in `state`, a frame's of `scene` (an animation's at its time, the
    /// refresh control's spinner as that frame draws it).
    package init(
        scene: Scene, state: ScrollState, bar: BarMeasures = .unmeasured,
        imageSize: @escaping @Sendable (String) -> (width: Double, height: Double)? = { _ in nil }
    ) {
        self.state = state
        var table = scene
        if table.sections == nil {
            // The seed's rows lay out as one section without header of `.default` rows.
            table.sections = [TableSection(rows: (0..<scene.rows).map { TableRow(text: scene.text(ofRow: $0)) })]
        }
        var elements: [TableElement] = []
        if scene.tableContent != nil {
            let frame = PointRect(x: 0, y: -state.offset, width: scene.width, height: scene.contentHeight)
            elements.append(TableElement(kind: .content, section: nil, row: nil, frame: frame))
        } else {
            elements = TableGeometry(scene: table, imageSize: imageSize).elements(offset: state.offset)
        }
        func chrome(_ kind: TableElement.Kind, _ frame: PointRect, string: String? = nil) {
            elements.append(TableElement(kind: kind, section: nil, row: nil, frame: frame, string: string))
        }
        if let spinner = state.refresh, spinner.ticks > 0 { chrome(.spinner, spinner.frame) }
        chrome(.header, state.headerLayout.box)
        if state.barAlpha > 0 { chrome(.bar, PointRect(x: 0, y: 0, width: scene.width, height: scene.barHeight)) }
        let back = PointRect(
            x: 0, y: scene.statusBarHeight, width: UIKitMetrics.backButtonWidth, height: UIKitMetrics.backButtonHeight)
        // A `bar.items.left` list replaces the back button, on the bar and floating (SPEC §1).
        if scene.barItems.keepsBackButton && (state.floatingBackVisible || state.barAlpha > 0) {
            chrome(.backButton, back)
        }
        let items = BarLayout(scene: scene, leftWidths: bar.left, rightWidths: bar.right)
        // A large title stands for the view's title until the inline one shows (SPEC §1).
        let inline = (state.largeTitle?.inlineTitleAlpha ?? 1) > 0 || scene.titlePlacement == .bar
        if inline && (scene.titlePlacement == .view || state.barAlpha > 0) {
            chrome(.title, items.titleFrame(textWidth: bar.title), string: scene.titleText)
        }
        let barItems = (scene.barItems.left ?? []) + scene.barItems.right
        for (item, frame) in zip(barItems, items.left + items.right) {
            switch item {
            case .text(let text): chrome(.barItem, frame, string: text)
            case .image(let name): chrome(.barItem, frame, string: name)
            }
        }
        if let large = state.largeTitle, large.inlineTitleAlpha == 0, large.height > 0 {
            chrome(.largeTitle, large.scaledLabel, string: scene.titleText)
        }
        if scene.statusBar.style != .none {
            chrome(.statusBar, PointRect(x: 0, y: 0, width: scene.width, height: scene.statusBarHeight))
        }
        self.elements = elements
    }

    /// `{"offset": Y, "elements": [{"kind", "section", "row", "frame": [x, y, w, h], "role",
    /// "string"}, …]}`, each member only where it applies.
    package var json: JSONValue {
        .object([("offset", .number(state.offset)), ("elements", .array(elements.map(Self.json)))])
    }

    private static func json(_ element: TableElement) -> JSONValue {
        let f = element.frame
        let members: [(String, JSONValue?)] = [
            ("kind", .string(element.kind.rawValue)),
            ("section", element.section.map { .number(Double($0)) }),
            ("row", element.row.map { .number(Double($0)) }),
            ("frame", .array([f.x, f.y, f.width, f.height].map(JSONValue.number))),
            ("role", element.role.map { .string($0.rawValue) }),
            ("accessory", element.accessory.map { .string($0.rawValue) }),
            ("string", element.string.map(JSONValue.string)),
        ]
        return .object(members.compactMap { key, value in value.map { (key, $0) } })
    }
}
