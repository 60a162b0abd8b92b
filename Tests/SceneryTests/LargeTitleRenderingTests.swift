import FoundationEssentials
import Raster
import SceneModel
import TestSupport
import Testing

@testable import Scenery

/// The large title drawn (SPEC §1 layer 7, "Large titles"): at the leading margin in its area at
/// rest, the inline title hidden; wider when pulled (scaled about its bottom-leading corner);
/// gone, and the inline title back, once scrolled past 42 pt.
@Suite struct LargeTitleRenderingTests {
    /// The large-title list example: a clear header over the white table, a black title.
    static let renderer = Result {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/examples/bar/large-title-list.json")
        return try SceneRenderer.make(try SceneFile(contentsOf: file.path).scene)
    }

    /// The columns and rows of `frame` inside `rect` holding black ink (all channels below 60).
    static func ink(_ frame: Pixmap, in rect: PixelRect) -> (columns: [Int], rows: [Int]) {
        var columns = Set<Int>(), rows = Set<Int>()
        for y in rect.minY..<rect.maxY {
            for x in rect.minX..<rect.maxX {
                let p = frame.pixel(x: x, y: y)
                if p.red < 60 && p.green < 60 && p.blue < 60 { columns.insert(x); rows.insert(y) }
            }
        }
        return (columns.sorted(), rows.sorted())
    }

    @Test func theLargeTitleRestsAtTheMarginAndGrowsWhenPulled() throws {
        let renderer = try Self.renderer.get()
        let rest = renderer.scene.restOffset
        // The area at rest: 128 … 232 px (@2x), the text from the 16 pt margin.
        #expect(rest == -116)
        let area = PixelRect(x: 0, y: 128, width: 750, height: 104)
        let resting = Self.ink(try renderer.render(offset: rest), in: area)
        let first = try #require(resting.columns.first), last = try #require(resting.columns.last)
        #expect(first >= 32 && first < 40)
        // Its bottom is 8 pt above the area's: no ink in the last 16 px but a descender's.
        #expect(try #require(resting.rows.last) < 232 - 8)
        let pulled = Self.ink(
            try renderer.render(offset: rest - 146.5), in: PixelRect(x: 0, y: 128, width: 750, height: 400))
        let pulledWidth = try #require(pulled.columns.last) - first
        #expect(abs(Double(pulledWidth) / Double(last - first) - 1.1) < 0.05, "\(pulledWidth) vs \(last - first)")
        // Anchored at the leading edge: only the first glyph's side bearing grows with the scale.
        #expect(abs(try #require(pulled.columns.first) - first) <= 2)
    }

    /// Scrolled 42 pt the large title is gone and the inline title is drawn; below it, the reverse.
    @Test func theInlineTitleTakesOverAt42Points() throws {
        let renderer = try Self.renderer.get()
        let rest = renderer.scene.restOffset
        let titleBox = renderer.assets.titleFrame
        let before = try renderer.render(offset: rest + 41.5), after = try renderer.render(offset: rest + 42)
        let inline = { (frame: Pixmap) in
            (titleBox.minY..<titleBox.maxY).contains { y in
                (titleBox.minX..<titleBox.maxX).contains { x in frame.pixel(x: x, y: y) == Color.black.premultiplied }
            }
        }
        #expect(!inline(before) && inline(after))
    }
}
