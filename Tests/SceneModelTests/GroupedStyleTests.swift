import JSON
import Raster
import Testing

@testable import SceneModel

/// SPEC §1 "Grouped styles": `grouped` and `insetGrouped` tables laid out as `stretchy layout`
/// reports them, pulled (−300), at rest (−200) and scrolled (20: the header photo gone, the first
/// section's header partly above the screen's top), every frame held to the
/// closed forms of SPEC's table (the numbers written out, not read from `TableMetrics`).
@Suite struct GroupedStyleTests {
    /// The line of a 13 pt label: 13 · 2444 / 2048.
    static let line = 13 * 2444 / 2048.0

    /// Two sections of 44 pt rows: a header, three rows and a footer; then three rows alone.
    static func scene(_ style: TableStyle, width: Double = 375) -> Scene {
        var scene = Scene.seed
        scene.width = width
        scene.tableStyle = style
        scene.sections = [
            TableSection(
                header: "General", footer: "Notes",
                rows: (0..<3).map { TableRow(text: "r\($0)", detail: "d", style: .value1, accessory: .disclosure) }),
            TableSection(rows: (0..<3).map { TableRow(text: "s\($0)") }),
        ]
        return scene
    }

    static func elements(_ scene: Scene, at offset: Double, _ kind: TableElement.Kind) -> [TableElement] {
        ScreenLayout(scene: scene, offset: offset).elements.filter { $0.kind == kind }
    }

    /// Content y of every part of the two sections, in SPEC's order: above, header band + gap,
    /// rows, below the rows, footer band + gap.
    static func tops(_ style: TableStyle) -> (header: Double, rows0: Double, footer: Double, rows1: Double) {
        let l = line
        switch style {
        case .grouped:
            // 22, header L + 6, rows 132, 8, footer L; then 22 and the rows.
            return (22, 22 + l + 6, 22 + l + 6 + 132 + 8, 22 + l + 6 + 132 + 8 + l + 22)
        default:
            // 16, header L + 6, rows 132, 10, footer L + 10; then 20 and the rows.
            return (16, 16 + l + 6, 16 + l + 6 + 132 + 10, 16 + l + 6 + 132 + 10 + l + 10 + 20)
        }
    }

    @Test(arguments: [TableStyle.grouped, .insetGrouped], [-300.0, -200, 20])
    func sectionsHeadersFootersAndCellsStackAsSpecSays(style: TableStyle, offset: Double) {
        let scene = Self.scene(style)
        let (header, rows0, footer, rows1) = Self.tops(style)
        // The table's content starts at y 0 of the content: on screen at −offset.
        let y0 = -offset
        #expect(scene.contentHeight == rows1 + 132 + (style == .grouped ? 8 : 10))
        let m = style == .insetGrouped ? 16.0 : 0, width = 375 - 2 * m
        let sections = Self.elements(scene, at: offset, .section)
        #expect(
            sections.map(\.frame) == [
                PointRect(x: m, y: y0 + rows0, width: width, height: 132),
                PointRect(x: m, y: y0 + rows1, width: width, height: 132),
            ])
        let cells = Self.elements(scene, at: offset, .cell)
        #expect(cells.map(\.frame.y) == [0, 44, 88].map { y0 + rows0 + $0 } + [0, 44, 88].map { y0 + rows1 + $0 })
        #expect(Set(cells.map(\.frame.x)) == [m] && Set(cells.map(\.frame.width)) == [width])
        // Not pinned: the header stays at its place whatever the offset.
        let bands = Self.elements(scene, at: offset, .sectionHeader) + Self.elements(scene, at: offset, .sectionFooter)
        #expect(
            bands.map(\.frame) == [
                PointRect(x: m, y: y0 + header, width: width, height: Self.line),
                PointRect(x: m, y: y0 + footer, width: width, height: Self.line),
            ])
        let texts = Self.elements(scene, at: offset, .text).filter { $0.row == nil }
        #expect(texts.map(\.string) == ["Notes", "GENERAL"])
        #expect(Set(texts.map(\.frame.x)) == [m + 15])
        let small = TableElement.Look(size: 13, semibold: false, ink: .secondary, trailing: false)
        #expect(texts.map(\.look) == [small, small])
    }

    @Test(arguments: [-300.0, -200, 20])
    func groupedSeparatorsCrossTheScreenAboveAndBelowEachSection(offset: Double) {
        let scene = Self.scene(.grouped)
        let (_, rows0, _, rows1) = Self.tops(.grouped)
        let y0 = -offset
        let separators = Self.elements(scene, at: offset, .separator).map(\.frame)
        let across = separators.filter { $0.x == 0 }.map(\.y).sorted()
        // Each section's first row's top, its last row's bottom (less the half-point line).
        #expect(across == [y0 + rows0, y0 + rows0 + 132 - 0.5, y0 + rows1, y0 + rows1 + 132 - 0.5].sorted())
        // Between rows: from the text (15) to the screen's edge, two per section.
        let between = separators.filter { $0.x != 0 }
        #expect(between.count == 4 && Set(between.map(\.x)) == [15] && Set(between.map(\.width)) == [360])
        #expect(separators.allSatisfy { $0.height == 0.5 })
    }

    @Test(arguments: [(375.0, 16.0), (430, 20)])
    func insetSectionsHaveMarginsAndNoSeparatorAboveOrBelow(width: Double, margin: Double) throws {
        let scene = Self.scene(.insetGrouped, width: width)
        let (_, rows0, _, _) = Self.tops(.insetGrouped)
        let inset = width >= 414 ? 20.0 : 15
        let separators = Self.elements(scene, at: -200, .separator).map(\.frame)
        // Two between the rows of each section, none on a section's top or bottom edge.
        #expect(separators.count == 4)
        #expect(Set(separators.map(\.x)) == [margin + inset] && Set(separators.map(\.maxX)) == [width - margin])
        #expect(separators.first?.y == 200 + rows0 + 44 - 0.5)
        let chevron = try #require(Self.elements(scene, at: -200, .accessory).first)
        #expect(chevron.frame.maxX == width - margin - inset)
        let text = try #require(Self.elements(scene, at: -200, .text).first { $0.row == 0 && $0.role == .text })
        #expect(text.frame.x == margin + inset)
    }

    @Test func theGroupedBackgroundIsTheDefaultAndThePlainStyleKeepsItsOwn() {
        var scene = Scene.seed
        #expect(scene.background == .white)
        scene.tableStyle = .grouped
        #expect(scene.background == Color(red: 0xF2, green: 0xF2, blue: 0xF7))
        scene.appearance.style = .dark
        #expect(scene.background == .black && scene.appearance.groupedCellBackground.red == 0x1C)
        scene.background = .white
        scene.tableStyle = .insetGrouped
        #expect(scene.background == .white)
    }

    @Test func thePlainStyleIsUnchanged() {
        // SPEC §1 "Sections and rows": a plain header's band is 28 pt at the section's top.
        let scene = Self.scene(.plain)
        #expect(scene.contentHeight == 28 + 132 + 28 + 132)
        #expect(Self.elements(scene, at: -200, .section).isEmpty)
    }
}
