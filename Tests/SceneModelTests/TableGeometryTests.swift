import Foundation
import JSON
import Testing

@testable import SceneModel

/// A scene of the seed with `sections`.
private func scene(_ sections: [TableSection], sticky: StickyHeaders = .inset) -> Scene {
    var scene = Scene.seed
    scene.sections = sections
    scene.stickyHeaders = sticky
    return scene
}

private func rows(_ count: Int, style: CellStyle = .default, height: Double? = nil) -> [TableRow] {
    (0..<count).map { TableRow(text: "r\($0)", detail: "d\($0)", style: style, height: height) }
}

/// The elements of `kind` at `offset`, as (section, row, frame).
private func frames(_ geometry: TableGeometry, _ kind: TableElement.Kind, at offset: Double) -> [TableElement] {
    geometry.elements(offset: offset).filter { $0.kind == kind }
}

/// SPEC §1 "Sections and rows": where the sections' parts are, held to `TableMetrics`' numbers.
@Suite struct TableGeometryTests {
    @Test func sectionsStackHeaderRowsAndFooter() {
        let geometry = TableGeometry(
            scene: scene([
                TableSection(header: "A", footer: "f", rows: rows(2)), TableSection(rows: rows(1, height: 60)),
            ]))
        // 28 + 2·44 + 28, then 60.
        #expect(geometry.contentHeight == 28 + 88 + 28 + 60)
        let cells = frames(geometry, .cell, at: 0)
        #expect(cells.map(\.frame.y) == [28, 72, 144])
        #expect(cells.map(\.frame.height) == [44, 44, 60])
        #expect(cells.map(\.section) == [0, 0, 1] && cells.map(\.row) == [0, 1, 0])
        #expect(scene([TableSection(rows: rows(30))]).maxOffset == 30 * 44 - 667)
    }

    @Test func aDefaultRowIsTheSeedsCell() {
        let geometry = TableGeometry(scene: scene([TableSection(rows: rows(1))]))
        let parts = geometry.elements(offset: 0)
        let text = parts.first { $0.kind == .text }
        #expect(text?.frame == PointRect(x: 15, y: 0, width: 345, height: 44))
        #expect(text?.look == .init(size: 17, semibold: false, ink: .label, trailing: false))
        let separator = parts.first { $0.kind == .separator && $0.row == 0 }
        #expect(separator?.frame == PointRect(x: 15, y: 43.5, width: 360, height: 0.5))
    }

    @Test func aSubtitleRowCentresItsTwoLines() throws {
        let geometry = TableGeometry(scene: scene([TableSection(rows: rows(1, style: .subtitle))]))
        let texts = frames(geometry, .text, at: 0)
        let (line1, line2) = (17 * 2444 / 2048.0, 12 * 2444 / 2048.0)
        let top = (44 - line1 - 3 - line2) / 2
        #expect(texts.map(\.frame.y) == [top, top + line1 + 3])
        #expect(texts.map(\.frame.height) == [line1, line2])
        #expect(texts.last?.look == .init(size: 12, semibold: false, ink: .secondary, trailing: false))
    }

    @Test func anAccessoryTakesTheTrailingMarginAndTheTextsRoom() throws {
        var row = TableRow(text: "a", detail: "b", style: .value1, accessory: .disclosure)
        let geometry = TableGeometry(scene: scene([TableSection(rows: [row])]))
        let accessory = try #require(frames(geometry, .accessory, at: 0).first)
        #expect(accessory.frame == PointRect(x: 375 - 15 - 8, y: (44 - 13) / 2, width: 8, height: 13))
        let texts = frames(geometry, .text, at: 0)
        #expect(texts.map(\.frame.maxX) == [352 - 6, 352 - 6])
        #expect(texts.map { $0.look?.trailing } == [false, true])
        row.accessory = .detailDisclosure
        let both = TableGeometry(scene: scene([TableSection(rows: [row])]))
        #expect(frames(both, .accessory, at: 0).first?.frame.width == Double(22 + 16 + 8))
    }

    @Test func anImageMovesTheTextAndTheSeparator() throws {
        let row = TableRow(text: "a", image: "face")
        let geometry = TableGeometry(scene: scene([TableSection(rows: [row, TableRow(text: "b", image: "big")])])) {
            $0 == "face" ? (30, 30) : (100, 88)
        }
        let images = frames(geometry, .image, at: 0)
        #expect(images.first?.frame == PointRect(x: 15, y: 7, width: 30, height: 30))
        // Taller than the row: shrunk to its height.
        #expect(images.last?.frame == PointRect(x: 15, y: 44, width: 50, height: 44))
        #expect(frames(geometry, .text, at: 0).first?.frame.x == Double(15 + 30 + 16))
        #expect(frames(geometry, .separator, at: 0).first?.frame.x == Double(15 + 30 + 16))
    }

    /// UIKit pins a plain header at the top of the area inside the adjusted content inset (200 pt
    /// down the seed's screen), clamps it to its section, and the next header pushes it off.
    /// (offset, where headers pin, the two headers' y where they are on screen).
    private static let pins: [(Double, StickyHeaders, [Double])] = [
        // Resting: in place, at the top of its section.
        (-200, .inset, [200, 668]),
        // Pulled: it stays with its section.
        (-300, .inset, [300, 768]),
        // Scrolled 100: pinned 200 down, the section's top gone under it.
        (100, .inset, [200, 368]),
        // Pushed: section 0's rows end at 468, so its header sits no lower than 440, on the next.
        (250, .inset, [190, 218]),
        // Gone with its section, while the next is pinned over its own first rows.
        (300, .inset, [140, 200]),
        // Released: section 1's header pinned in its place.
        (500, .inset, [-60, 200]),
        // Pinned under the bar (64) instead.
        (100, .bar, [64, 368]),
    ]

    /// UIKit pins a plain header at the top of the area inside the adjusted content inset (200 pt
    /// down the seed's screen), clamps it to its section, and the next header pushes it off.
    @Test(arguments: pins)
    func stickyHeaders(offset: Double, sticky: StickyHeaders, ys: [Double]) {
        let sections = [TableSection(header: "A", rows: rows(10)), TableSection(header: "B", rows: rows(30))]
        let geometry = TableGeometry(scene: scene(sections, sticky: sticky))
        let headers = frames(geometry, .sectionHeader, at: offset)
        let shown = ys.enumerated().filter { $0.element + 28 > 0 && $0.element < 667 }
        #expect(headers.map(\.frame.y) == shown.map(\.element))
        #expect(headers.map(\.section) == shown.map { Optional($0.offset) })
    }

    @Test func headersAreDrawnOverTheRowsAndFootersFloatAtTheBottom() {
        let geometry = TableGeometry(scene: scene([TableSection(header: "A", footer: "F", rows: rows(30))]))
        let kinds = geometry.elements(offset: 0).map(\.kind)
        #expect(kinds.lastIndex(of: .cell)! < kinds.firstIndex(of: .sectionFooter)!)
        #expect(kinds.firstIndex(of: .sectionFooter)! < kinds.firstIndex(of: .sectionHeader)!)
        #expect(frames(geometry, .sectionFooter, at: 0).first?.frame.y == Double(667 - 28))
    }

    @Test func emptyRowsFollowTheContent() {
        let geometry = TableGeometry(scene: scene([TableSection(rows: rows(2))]))
        let placeholders = frames(geometry, .separator, at: -200).filter { $0.row == nil }
        #expect(placeholders.first?.frame.maxY == Double(200 + 88 + 44))
        #expect(placeholders.count == Int(((667 - 288) / 44.0).rounded(.up)))
    }

    /// Only what meets the screen is laid out: the deepest rows of 10 000 give a screenful.
    @Test func aLongTableLaysOutOnlyWhatIsOnScreen() {
        let geometry = TableGeometry(scene: scene((0..<100).map { TableSection(header: "\($0)", rows: rows(100)) }))
        let cells = frames(geometry, .cell, at: geometry.contentHeight - 667)
        #expect(cells.count <= 16 && cells.last?.section == 99 && cells.last?.row == 99)
        #expect(cells.last?.frame.maxY == 667)
    }
}

/// `table.sections` in a scene file: each member read by its entry, errors naming its place.
@Suite struct TableSectionsFileTests {
    private func read(_ text: String) throws(SceneFileError) -> Scene {
        try SceneFile(text: text, path: "t.json", folder: URL(fileURLWithPath: "/scenes")).scene
    }

    @Test func sectionsAreReadAndPrintedBack() throws {
        let text = #"""
            {"table": {"sections": [{"header": "Fruits", "footer": "Today", "rows": [
              {"text": "Apple", "detail": "Red", "style": "value1", "image": "/i/apple", "accessory": "checkmark",
               "height": 60}]}]}}
            """#
        let scene = try read(text)
        let row = TableRow(
            text: "Apple", detail: "Red", style: .value1, image: "/i/apple", accessory: .checkmark, height: 60)
        #expect(scene.sections == [TableSection(header: "Fruits", footer: "Today", rows: [row])])
        let printed = try #require(SceneSchema.key("table.sections")?.print(scene))
        #expect(try read(JSONValue.object([("table", .object([("sections", printed)]))]).text) == scene)
    }

    @Test(arguments: [
        (#"[]"#, "table.sections", "must be a non-empty array of sections, not an empty array"),
        (#"[{"header": "A"}]"#, "table.sections[0].rows", "is required"),
        (
            #"[{"rows": [{"text": "a", "styel": "value1"}]}]"#, "table.sections[0].rows[0].styel",
            "unknown key; did you mean 'style'?"
        ),
        (
            #"[{"rows": [{"text": "a", "style": "value3"}]}]"#, "table.sections[0].rows[0].style",
            "must be 'default', 'subtitle', 'value1' or 'value2', not 'value3'"
        ),
        (#"[{"rows": [{"detail": "a"}]}]"#, "table.sections[0].rows[0].text", "is required"),
        (
            #"[{"rows": [{"text": "a", "height": 0}]}]"#, "table.sections[0].rows[0].height",
            "must be a number from 1 to 10000, not 0"
        ),
        (
            #"[{"rows": [{"text": "a"}, {"text": "b", "accessory": 1}]}]"#, "table.sections[0].rows[1].accessory",
            "must be a string, not a number"
        ),
    ])
    func aBadMemberIsNamedByItsPlace(sections: String, key: String, reason: String) {
        do {
            _ = try read(#"{"table": {"sections": \#(sections)}}"#)
            Issue.record("accepted \(sections)")
        } catch {
            guard case let .invalid(path, refused, why) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(path == "t.json" && refused == key && why == reason)
        }
    }
}
