import JSON

/// Every element a frame shows at an offset, in drawing order, in screen points (SPEC §3
/// `stretchy layout`): the table's (its sections', the seed's rows as one section of
/// `table.text`, or a screenshot), then the header's box, the bar, the back button, the title
/// and the status bar. A pure function of the scene and the offset, what tests and users check
/// geometry with.
package struct ScreenLayout: Sendable {
    package let state: ScrollState
    package let elements: [TableElement]

    /// The layout of `scene` at `offset` (snapped as a frame's is); `imageSize` gives each row
    /// image's size in points.
    package init(
        scene: Scene, offset: Double,
        imageSize: @escaping @Sendable (String) -> (width: Double, height: Double)? = { _ in nil }
    ) {
        let state = ScrollState(offset: offset, scene: scene)
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
        chrome(.header, state.headerLayout.box)
        if state.barAlpha > 0 { chrome(.bar, PointRect(x: 0, y: 0, width: scene.width, height: scene.barHeight)) }
        let back = PointRect(
            x: 0, y: scene.statusBarHeight, width: UIKitMetrics.backButtonWidth, height: UIKitMetrics.backButtonHeight)
        if state.floatingBackVisible || state.barAlpha > 0 { chrome(.backButton, back) }
        let title = PointRect(
            x: scene.width / 2 - scene.titleWidth / 2,
            y: scene.statusBarHeight + UIKitMetrics.barContentHeight / 2 - UIKitMetrics.titleLabelHeight / 2,
            width: scene.titleWidth, height: UIKitMetrics.titleLabelHeight)
        if scene.titlePlacement == .view || state.barAlpha > 0 { chrome(.title, title, string: scene.titleText) }
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
