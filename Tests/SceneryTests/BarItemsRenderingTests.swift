import Raster
import SceneModel
import TestSupport
import Testing

@testable import Scenery

/// The bar's items and the title's place drawn (SPEC §1 layer 6, "Bar items"): items in the
/// tint inside their frames, the back button gone when `left` replaces it, a centred title and
/// one sized to its text, truncated only where it meets the items.
@Suite struct BarItemsRenderingTests {
    static func renderer(_ change: (inout Scene) -> Void) throws -> FrameRenderer {
        var scene = Scene.seed
        change(&scene)
        return try SceneRenderer.make(scene)
    }

    /// The columns of `frame` holding pixels of `color` (within 12 levels a channel) in `rows`.
    static func columns(of color: Color, in frame: Pixmap, rows: Range<Int>) -> [Int] {
        (0..<frame.width).filter { x in
            rows.contains { y in
                let p = frame.pixel(x: x, y: y)
                return abs(Int(p.red) - Int(color.red)) <= 12 && abs(Int(p.green) - Int(color.green)) <= 12
                    && abs(Int(p.blue) - Int(color.blue)) <= 12
            }
        }
    }

    /// Each item is inked in the tint inside its own frame only, over the photo and the opaque bar.
    @Test(arguments: [-200.0, 0], [AppearanceStyle.light, .dark])
    func itemsAreInkedInTheTintInsideTheirFrames(offset: Double, style: AppearanceStyle) throws {
        let renderer = try Self.renderer {
            $0.barItems = BarItems(left: [.text("Edit")], right: [.image("back_0"), .text("Share")])
            $0.appearance.style = style
            $0.background = .white
            $0.barColor = .white
        }
        let frame = try renderer.render(offset: offset)
        let items = renderer.assets.barItems.items
        let tint = renderer.scene.barTint
        let inked = Self.columns(of: tint, in: frame, rows: 40..<128)
        #expect(!inked.isEmpty)
        for x in inked { #expect(items.contains { $0.frame.minX <= x && x < $0.frame.maxX }, "column \(x)") }
        for item in items {
            #expect(inked.contains { item.frame.minX <= $0 && $0 < item.frame.maxX }, "\(item.frame)")
        }
        // The right margin is 16 pt: the first right item ends 32 px from the edge.
        #expect(items[1].frame.maxX == 750 - 32 && items[0].frame.minX == 32)
    }

    /// `left`, even empty, replaces the back button: only its rectangle changes, on the view at
    /// rest and on the bar once opaque.
    @Test(arguments: [-200.0, 0])
    func aLeftListReplacesTheBackButton(offset: Double) throws {
        let seed = try Self.renderer { _ in }.render(offset: offset)
        let replaced = try Self.renderer { $0.barItems = BarItems(left: []) }.render(offset: offset)
        let button = PixelRect(x: 0, y: 40, width: 80, height: 88)
        var changed = false
        for y in 0..<seed.height {
            for x in 0..<seed.width where seed.pixel(x: x, y: y) != replaced.pixel(x: x, y: y) {
                #expect(button.minX <= x && x < button.maxX && button.minY <= y && y < button.maxY, "(\(x), \(y))")
                changed = true
            }
        }
        #expect(changed)
    }

    /// `center` puts the text's advance in the middle of its label: a wide label's ink is
    /// centred on the screen (within the glyphs' side bearings), `natural` keeps it at the left.
    @Test func aCentredTitleSitsInTheMiddleOfItsLabel() throws {
        func ink(_ align: TitleAlignment) throws -> [Int] {
            let renderer = try Self.renderer {
                $0.titleText = "Inbox"; $0.titleWidth = 300; $0.titleAlignment = align
            }
            return Self.columns(of: .black, in: try renderer.render(offset: 0), rows: 40..<128)
        }
        let centred = try ink(.center), natural = try ink(.natural)
        let (left, right) = (try #require(centred.first), try #require(centred.last))
        #expect(abs((left + right + 1) - 750) <= 6, "\(left)…\(right)")
        #expect(natural.first ?? 0 < left - 100 && (natural.first ?? 0) >= 75)
    }

    /// `auto`: a short title's label is its text's width, centred; a long one is truncated only
    /// where it meets the items, its label ending 8 pt before them.
    @Test func anAutoTitleFitsItsTextAndStopsAtTheItems() throws {
        let short = try Self.renderer {
            $0.titleText = "Inbox"; $0.titleFitsText = true
        }
        #expect(!short.assets.title.isTruncated)
        let frame = short.assets.titleFrame
        #expect(frame.width == Int(short.assets.title.advance.rounded(.up)))
        #expect(abs(frame.minX + frame.maxX - 750) <= 1)

        let long = try Self.renderer {
            $0.titleText = "A weekend in Tokyo, Kyoto and Osaka"; $0.titleFitsText = true
            $0.barItems = BarItems(right: [.text("Share")])
        }
        let share = long.assets.barItems.items[0].frame
        #expect(long.assets.title.isTruncated && long.assets.title.text.hasSuffix("…"))
        #expect(long.assets.titleFrame.maxX <= share.minX - 16 && long.assets.titleFrame.minX >= 96)
        // The seed's fixed label would have cut it at 80 pt.
        let seed = try Self.renderer { $0.titleText = "A weekend in Tokyo, Kyoto and Osaka" }
        #expect(seed.assets.title.advance < long.assets.title.advance)
    }
}
