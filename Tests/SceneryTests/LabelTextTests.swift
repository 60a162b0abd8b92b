import Raster
import SceneModel
import Scenery
import TestSupport
import Testing
import Typesetting

/// Where labels put text that is not Latin (SPEC §1 "Labels"): Core Text's line box centred,
/// natural alignment, colour emoji. All on the seed at @2x and offset 0, where the bar is opaque
/// white and the title black; the title label is (295, 40, 160, 88) px.
@Suite struct LabelTextTests {
    static let titleLabel = PixelRect(x: 295, y: 40, width: 160, height: 88)

    static func frame(title: String? = nil, cellText: String? = nil) throws -> Pixmap {
        var scene = Renderers.seedScene(scale: 2)
        if let title { scene.titleText = title }
        if let cellText { scene.cellText = cellText }
        let renderer = try Renderers.make { scene }.get()
        return try renderer.render(offset: 0)
    }

    /// Darkness (255 − red) of the pixels of `rect` on a white ground.
    static func ink(_ frame: Pixmap, in rect: PixelRect) -> [(x: Int, y: Int, ink: Int)] {
        var pixels: [(x: Int, y: Int, ink: Int)] = []
        for y in rect.minY..<rect.maxY {
            for x in rect.minX..<rect.maxX {
                let darkness = 255 - Int(frame.pixel(x: x, y: y).red)
                if darkness > 0 { pixels.append((x, y, darkness)) }
            }
        }
        return pixels
    }

    /// UILabel centres Core Text's line — Noto Sans CJK SC's own ascender and descender for a
    /// line of Han, not Inter's — so "标题" sits where FreeType draws it on the baseline
    /// 20 + (44 − (a + d)·17)/2 + a·17 pt.
    @Test func aHanTitleIsCentredOnItsOwnFontsLine() throws {
        let fonts = try SceneAssets.typesetter(for: .seed, resources: ResourceLocator.find()).fonts
        let noto = try #require(fonts.first { $0.family == "Noto Sans CJK SC" })
        let (a, descender) = try #require(ReferenceText.lineMetrics(file: noto.file, faceIndex: noto.faceIndex))
        let d = -descender
        let baseline = 2 * (20 + (44 - (a + d) * 17) / 2 + a * 17)
        let reference = try #require(
            ReferenceText(
                "标题", file: noto.file, faceIndex: noto.faceIndex, pixelSize: 34,
                rightToLeft: false))
        var sum = (x: 0.0, y: 0.0, weight: 0.0)
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let w = Double(reference.coverage[y * reference.width + x])
                sum = (
                    sum.x + w * (Double(x - reference.penX) + 0.5 + 295),
                    sum.y + w * (Double(y - reference.baseline) + 0.5 + baseline), sum.weight + w
                )
            }
        }
        let drawn = Self.ink(try Renderers.seed2x.get().render(offset: 0), in: Self.titleLabel)
        let weight = Double(drawn.reduce(0) { $0 + $1.ink })
        let x = drawn.reduce(0.0) { $0 + Double($1.ink) * (Double($1.x) + 0.5) } / weight
        let y = drawn.reduce(0.0) { $0 + Double($1.ink) * (Double($1.y) + 0.5) } / weight
        let (wantX, wantY) = (sum.x / sum.weight, sum.y / sum.weight)
        #expect(
            ((x - wantX) * (x - wantX) + (y - wantY) * (y - wantY)).squareRoot() <= 0.75,
            "ink centroid (\(x), \(y)), FreeType's (\(wantX), \(wantY))")
    }

    @Test(arguments: ["שלום", "مرحبا"])
    func aRightToLeftTitleEndsAtTheLabelsRightEdge(title: String) throws {
        let drawn = Self.ink(try Self.frame(title: title), in: PixelRect(x: 275, y: 40, width: 200, height: 88))
        let right = try #require(drawn.map(\.x).max()), left = try #require(drawn.map(\.x).min())
        #expect(right < Self.titleLabel.maxX && right >= Self.titleLabel.maxX - 5, "ink ends at x = \(right)")
        #expect(left > Self.titleLabel.minX + 40, "and starts well right of the label's left edge")
    }

    @Test func aRightToLeftCellTextEndsAtTheCellsRightEdge() throws {
        // Row 3 is (0, 264, 750, 88) px at offset 0; its text room ends 15 pt from the right.
        let drawn = Self.ink(
            try Self.frame(cellText: "שורה {row}"), in: PixelRect(x: 0, y: 264, width: 750, height: 87))
        let right = try #require(drawn.map(\.x).max())
        #expect(right < 720 && right >= 715, "ink ends at x = \(right)")
    }

    @Test func emojiKeepTheirColoursInTheFrame() throws {
        let frame = try Self.frame(title: "☕🎉")
        var chromatic = 0
        for y in Self.titleLabel.minY..<Self.titleLabel.maxY {
            for x in Self.titleLabel.minX..<Self.titleLabel.maxX {
                let p = frame.pixel(x: x, y: y)
                if max(p.red, p.green, p.blue) - min(p.red, p.green, p.blue) > 40 { chromatic += 1 }
            }
        }
        #expect(chromatic > 200)
    }

    @Test func aCharacterNoFontHasIsAWarningOncePerText() throws {
        var scene = Renderers.seedScene(scale: 1)
        scene.titleText = "a\u{0378}b\u{0378}"
        scene.cellText = "\u{0379}{row}"
        scene.rows = 3
        let assets = try SceneRenderer.make(scene).assets
        #expect(
            assets.warnings == [
                "no font has U+0378 (in title.text 'a\u{0378}b\u{0378}'); drawn as the missing-glyph box",
                "no font has U+0379 (in table.text '\u{0379}{row}'); drawn as the missing-glyph box",
            ])
        #expect(try SceneRenderer.make(Renderers.seedScene(scale: 1)).assets.warnings.isEmpty)
    }

    /// Issue 42: Thai and Devanagari come from the installed Noto faces (fontconfig's coverage),
    /// not the missing-glyph box.
    @Test func thaiAndDevanagariTitlesDrawWithoutAWarning() throws {
        var scene = Renderers.seedScene(scale: 1)
        scene.titleText = "ผลไม้ नमस्ते"
        let assets = try SceneRenderer.make(scene).assets
        #expect(assets.warnings.isEmpty, "\(assets.warnings)")
        #expect(assets.typesetter.usedFonts.map(\.family).contains("Noto Sans Thai"))
    }

    /// A family asked for and found nowhere is named with the one drawn instead.
    @Test func aMissingFamilyIsAWarningNamingBoth() {
        #expect(
            SceneAssets.substitutionWarning(
                FontSubstitution(weight: .semibold, asked: "Inter SemiBold", used: "DejaVu Sans Bold"))
                == "no font Inter SemiBold; the status bar is drawn with DejaVu Sans Bold")
        #expect(
            SceneAssets.substitutionWarning(
                FontSubstitution(weight: .regular, asked: "Inter Regular", used: "Noto Sans CJK SC Regular"))
                == "no font Inter Regular; the title and the cells are drawn with Noto Sans CJK SC Regular")
    }

    /// stretchy's own Inter and emoji files, from the bundled resources' fonts folder, draw the
    /// scene: no system file of theirs is opened.
    @Test func theBundledFontsDrawTheScene() throws {
        var scene = Renderers.seedScene(scale: 1)
        scene.titleText = "标题 ☕"
        let assets = try SceneRenderer.make(scene).assets
        let folder = try ResourceLocator.find().fontsFolder.path
        let files = assets.typesetter.usedFonts.map(\.file)
        #expect(files.contains(folder + "/Inter-Regular.otf"))
        #expect(files.contains(folder + "/Inter-SemiBold.otf"))
        #expect(files.contains(folder + "/NotoColorEmoji.ttf"))
        #expect(!files.contains { $0.hasPrefix("/usr/share/fonts/") && ($0.contains("Inter") || $0.contains("Emoji")) })
    }
}
