import Foundation
import Raster
import TestSupport
import Testing

@testable import Typesetting

/// One default chain for the tests that only read from it (it is thread-safe and caches glyphs).
private let shared = Result { () throws(TypesettingError) in try Typesetter() }

private func typesetter() throws -> Typesetter { try shared.get() }

private func totalCoverage(_ mask: AlphaMask?) -> Int { mask?.coverage.reduce(0) { $0 + Int($1) } ?? 0 }

private let dejaVuMono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"

/// Unassigned in Unicode (a hole in the Greek block): no font can have it.
private let unassigned: Unicode.Scalar = "\u{0378}"

@Suite struct FontChainTests {
    @Test func findsTheDefaultFamiliesThroughFontconfig() throws {
        let fonts = try typesetter().fonts
        print("font chain:\n" + (try typesetter().chainDescription))
        #expect(
            fonts.map(\.family) == [
                "Inter", "Noto Sans CJK SC", "Noto Sans Hebrew", "Noto Sans Arabic",
                "Noto Color Emoji", "DejaVu Sans",
            ])
        #expect(fonts[0].file.hasSuffix("/Inter-Regular.otf"))
        #expect(fonts[1].file.hasSuffix(".ttc") && fonts[1].file.contains("NotoSansCJK"))
        #expect(fonts[1].faceIndex > 0, "SC is not the first face of the Noto CJK collection")
        #expect(fonts[4].file.hasSuffix("/NotoColorEmoji.ttf"))
        #expect(fonts[5].file.hasSuffix("/DejaVuSans.ttf"))
    }

    /// Fallback fonts are looked up and opened when a character first needs them, in chain
    /// order; what is drawn is the same as with every font open (the other tests).
    @Test func fallbackFontsOpenOnlyWhenACharacterNeedsThem() throws {
        let t = try Typesetter()
        #expect(t.openedFonts.map(\.family) == ["Inter"])
        _ = t.typeset("cell0 …", pointSize: 17, scale: 2)
        #expect(t.openedFonts.map(\.family) == ["Inter"], "Latin text needs Inter alone")
        _ = t.typeset("שלום", pointSize: 17, scale: 2)
        #expect(
            t.openedFonts.map(\.family) == ["Inter", "Noto Sans CJK SC", "Noto Sans Hebrew"],
            "the CJK font is tried first, and lacks Hebrew")
        #expect(t.fonts.count == 6, "listing the chain looks up every family")
        #expect(t.openedFonts.map(\.family) == t.fonts.map(\.family))
    }

    @Test func eachCharacterComesFromTheFirstFontThatHasIt() throws {
        let t = try typesetter()
        #expect(t.fontIndices("cell0") == [0, 0, 0, 0, 0])
        #expect(t.fontIndices("标题") == [1, 1])
        #expect(t.fontIndices("cell标题") == [0, 0, 0, 0, 1, 1])
        #expect(t.fontIndices("שלום") == [2, 2, 2, 2])
        #expect(t.fontIndices("مرحبا") == [3, 3, 3, 3, 3])
    }

    @Test func emojiTakeTheColourFontEvenWhereAnEarlierFontHasThem() throws {
        let t = try typesetter()
        // DejaVu Sans has a black-and-white U+2615; emoji presentation asks for colour.
        #expect(t.fontIndices("☕🎉") == [4, 4])
        #expect(t.fontIndices("\u{00A9}") == [0], "© has text presentation by default: Inter's")
        #expect(t.fontIndices("\u{00A9}\u{FE0F}") == [4, 4], "U+FE0F asks for the emoji")
    }

    /// Issue 23: a space after an emoji is Inter's, not Noto Color Emoji's 1.245 em one. The gap
    /// it opens — how far the A after it moves — is the one between two letters, within 1 px.
    @Test func aSpaceAfterAnEmojiIsTheTextFontsSpace() throws {
        let t = try typesetter()
        #expect(t.fontIndices("📸 A") == [4, 0, 0])
        #expect(t.fontIndices("A📸#") == [0, 4, 4], "punctuation stays in the emoji's font when it has it")
        func inkEnd(_ text: String) throws -> Int {
            let image = t.typeset(text, pointSize: 17, scale: 2)
            return image.maskOrigin.x + (try #require(image.mask)).width
        }
        let afterEmoji = try inkEnd("📸 A") - inkEnd("📸A"), afterLetter = try inkEnd("A A") - inkEnd("AA")
        #expect(abs(afterEmoji - afterLetter) <= 1, "\(afterEmoji) px after the emoji, \(afterLetter) after a letter")
        #expect(afterLetter > 5, "a space opens a gap")
    }

    @Test func spacesBetweenRightToLeftWordsStayInTheirFont() throws {
        #expect(try typesetter().fontIndices("שלום עולם") == [2, 2, 2, 2, 2, 2, 2, 2, 2])
    }

    @Test func aCharacterNoFontHasIsDejaVusMissingGlyphBox() throws {
        let t = try typesetter()
        #expect(t.fontIndices(String(unassigned)) == [5])
        let box = t.typeset(String(unassigned), pointSize: 17, scale: 2)
        #expect(box.mask != nil, "the missing-glyph box has ink")
        #expect(box.advance > 0)
        #expect(box.missingCharacters == [unassigned])
        #expect(t.typeset("cell0", pointSize: 17, scale: 2).missingCharacters.isEmpty)
    }

    @Test func theLanguagePicksTheHanForms() throws {
        let japanese = try Typesetter(families: FontFamily.defaultChain(language: "ja"), language: "ja")
        #expect(japanese.fonts[1].family == "Noto Sans CJK JP")
        // 直 is drawn differently in China and Japan.
        #expect(
            japanese.typeset("直", pointSize: 17, scale: 2) != (try typesetter()).typeset("直", pointSize: 17, scale: 2))
        for (language, face) in [("zh-Hant", "TC"), ("ko", "KR"), ("zh-Hans", "SC")] {
            #expect(FontFamily.defaultChain(language: language)[1].name == "Noto Sans CJK \(face)")
        }
    }

    @Test func extraFontFilesComeFirst() throws {
        let t = try Typesetter(extraFontFiles: [dejaVuMono])
        #expect(t.fonts.map(\.family) == ["DejaVu Sans Mono"] + FontFamily.defaultChain.map(\.name))
        #expect(t.fonts[0].file == dejaVuMono)
        #expect(t.fontIndices("cell0").allSatisfy { $0 == 0 })
        // DejaVu Sans Mono has no Han: those still fall through to Noto.
        #expect(t.fontIndices("标题").allSatisfy { $0 == 2 })
        #expect(t.chainDescription.split(separator: "\n").count == 7)
        // Monospaced: every character advances alike.
        let one = t.typeset("i", pointSize: 17, scale: 2).advance
        #expect(abs(t.typeset("WWWW", pointSize: 17, scale: 2).advance - 4 * one) < 1e-9)
    }

    @Test func aMissingExtraFontFileIsAnErrorNamingIt() {
        let path = "/nonexistent/NoSuchFont.ttf"
        #expect {
            try Typesetter(extraFontFiles: [path])
        } throws: { error in
            guard case TypesettingError.cannotOpenFontFile(let named, _) = error else { return false }
            let text = (error as? TypesettingError)?.description ?? ""
            return named == path && text.contains(path) && !text.contains("\n")
        }
    }

    @Test func aFileThatIsNotAFontIsAnError() throws {
        let notAFont = "/etc/hostname"
        #expect(throws: TypesettingError.self) { try Typesetter(extraFontFiles: [notAFont]) }
    }

    @Test func aMissingFamilyIsSkipped() throws {
        let t = try Typesetter(families: [FontFamily("No Such Family Xq7"), FontFamily("DejaVu Sans")])
        #expect(t.fonts.map(\.family) == ["DejaVu Sans"])
        #expect(
            t.substitutions == [
                FontSubstitution(weight: .regular, asked: "No Such Family Xq7 Regular", used: "DejaVu Sans Regular")
            ],
            "the family asked for first is missing: what draws instead is named")
    }

    @Test func noUsableFontIsAnError() {
        #expect(throws: TypesettingError.noUsableFont(families: ["No Such Family Xq7"])) {
            try Typesetter(families: [FontFamily("No Such Family Xq7")])
        }
    }
}

@Suite struct TypesetTests {
    @Test func cellTextHasAPlausibleDeterministicMask() throws {
        let t = try typesetter()
        let image = t.typeset("cell0", pointSize: 17, scale: 2)
        let mask = try #require(image.mask)
        #expect(t.typeset("cell0", pointSize: 17, scale: 2) == image)
        #expect(try Typesetter().typeset("cell0", pointSize: 17, scale: 2) == image, "a cold cache gives the same")
        // 34 px Inter: "l" rises ~0.76 em (26 px), five glyphs ~2.2 em wide.
        #expect((24...28).contains(mask.height))
        #expect((65...80).contains(mask.width))
        #expect(image.advance > Double(mask.width) && image.advance < 80)
        #expect(image.maskOrigin.x >= 0 && image.maskOrigin.x <= 3)
        #expect(image.maskOrigin.y < -20 && image.maskOrigin.y + mask.height <= 1, "sits on the baseline")
    }

    @Test func capHeightOfInterAt17ptTimes2() throws {
        let mask = try #require(try typesetter().typeset("H", pointSize: 17, scale: 2).mask)
        #expect((24...26).contains(mask.height), "Inter's cap height is 0.727 em = 24.7 px")
    }

    @Test func inkStaysInsideTheMaskAndTheLineBox() throws {
        let t = try typesetter()
        for text in ["cell0", "标题", "Typography", String(unassigned)] {
            let image = t.typeset(text, pointSize: 17, scale: 2)
            let mask = try #require(image.mask)
            // Trimmed to the ink: every edge row and column of the mask has some.
            let rows = (0..<mask.height).map { y in (0..<mask.width).contains { mask.coverage[y * mask.width + $0] > 0 }
            }
            let cols = (0..<mask.width).map { x in (0..<mask.height).contains { mask.coverage[$0 * mask.width + x] > 0 }
            }
            #expect(rows.first == true && rows.last == true && cols.first == true && cols.last == true, "\(text)")
            #expect(Double(-image.maskOrigin.y) <= image.ascender, "\(text)")
            #expect(Double(image.maskOrigin.y + mask.height) <= -image.descender, "\(text)")
        }
        // Nothing is lost when glyphs are combined: the line's ink is the sum of its glyphs'
        // (up to the subpixel phase each glyph is drawn at).
        let whole = totalCoverage(t.typeset("cell0", pointSize: 17, scale: 2).mask)
        let parts = "cell0".map { totalCoverage(t.typeset(String($0), pointSize: 17, scale: 2).mask) }.reduce(0, +)
        #expect(abs(whole - parts) * 50 < parts)
    }

    @Test func lineMetricsAreTheLargestOfTheFontsThatDrawTheLine() throws {
        // stretchy's own Inter (4.0, Debian 12's file), whatever the system's is.
        let t = try Typesetter(fontsFolder: BundledFontTests.folder)
        let latin = t.typeset("cell0", pointSize: 17, scale: 2)
        // Inter 4.0's hhea: ascender 2728, descender −680 of 2816 units per em, unrounded at 34 px.
        #expect(abs(latin.ascender - 2728.0 / 2816 * 34) < 1e-9 && abs(latin.descender + 680.0 / 2816 * 34) < 1e-9)
        let noto = try #require(ReferenceText.lineMetrics(file: t.fonts[1].file, faceIndex: t.fonts[1].faceIndex))
        let han = t.typeset("标题", pointSize: 17, scale: 2)
        #expect(abs(han.ascender - noto.ascender * 34) < 1e-9 && abs(han.descender - noto.descender * 34) < 1e-9)
        #expect(han.ascender - han.descender > latin.ascender - latin.descender, "a Han line is taller")
        let mixed = t.typeset("cell标题", pointSize: 17, scale: 2)
        #expect(
            mixed.ascender == max(latin.ascender, han.ascender)
                && mixed.descender == min(latin.descender, han.descender))
        #expect(t.typeset("", pointSize: 17, scale: 2).ascender == latin.ascender, "an empty line has the first font's")
        let big = t.typeset("cell0", pointSize: 17, scale: 3)
        #expect(big.ascender > latin.ascender && big.descender < latin.descender)
    }

    @Test func pixelSizeIsPointSizeTimesScale() throws {
        let t = try typesetter()
        let at2x = t.typeset("cell0", pointSize: 17, scale: 2)
        let at1x = t.typeset("cell0", pointSize: 34, scale: 1)
        #expect(at2x == at1x)
        #expect(abs(t.typeset("cell0", pointSize: 17, scale: 3).advance - at2x.advance * 1.5) < 1e-9)
    }

    @Test func advanceGrowsWithTheText() throws {
        let t = try typesetter()
        let advances = ["c", "ce", "cel", "cell", "cell2", "cell29", "cell29标题"].map {
            t.typeset($0, pointSize: 17, scale: 2).advance
        }
        #expect(zip(advances, advances.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func pairsAreKerned() throws {
        let t = try typesetter()
        func advance(_ s: String) -> Double { t.typeset(s, pointSize: 17, scale: 2).advance }
        #expect(advance("To") < advance("T") + advance("o") - 1, "Inter kerns T-o by about -0.08 em")
        #expect(abs(advance("ll") - 2 * advance("l")) < 1e-9, "no kerning where the font has none")
    }

    @Test func aCombiningAccentSitsOnItsLetter() throws {
        let t = try typesetter()
        let decomposed = t.typeset("e\u{0301}", pointSize: 17, scale: 2)
        let e = t.typeset("e", pointSize: 17, scale: 2)
        #expect(abs(decomposed.advance - e.advance) < 1e-9, "the mark takes no room")
        let mask = try #require(decomposed.mask), eMask = try #require(e.mask)
        #expect(mask.width <= eMask.width + 2 && mask.height > eMask.height + 4, "above the e, not beside it")
    }

    @Test func arabicLettersJoin() throws {
        let t = try typesetter()
        let word = t.typeset("مرحبا", pointSize: 17, scale: 2)
        let letters = "مرحبا".map { t.typeset(String($0), pointSize: 17, scale: 2).advance }.reduce(0, +)
        #expect(abs(word.advance - letters) > 2, "joined forms are not the isolated ones")
        #expect(word.isRightToLeft)
    }

    /// The typesetter's line against the same word shaped and drawn plainly (`ReferenceText`):
    /// the silhouettes (coverage ≥ 50 %) overlap by at least 60 % of their union.
    @Test(arguments: [("שלום", 2), ("مرحبا", 3)])
    func rightToLeftWordsMatchAPlainHarfBuzzDrawing(word: String, font: Int) throws {
        let t = try typesetter()
        let image = t.typeset(word, pointSize: 17, scale: 2)
        let mask = try #require(image.mask)
        let reference = try #require(ReferenceText(word, file: t.fonts[font].file, pixelSize: 34, rightToLeft: true))
        #expect(abs(image.advance - reference.advance) < 1)
        var intersection = 0, union = 0
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let mx = x - reference.penX - image.maskOrigin.x, my = y - reference.baseline - image.maskOrigin.y
                let ours =
                    mx >= 0 && mx < mask.width && my >= 0 && my < mask.height
                    && mask.coverage[my * mask.width + mx] >= 128
                let theirs = reference.coverage[y * reference.width + x] >= 128
                if ours && theirs { intersection += 1 }
                if ours || theirs { union += 1 }
            }
        }
        #expect(union > 100 && Double(intersection) / Double(union) >= 0.6, "IoU \(intersection)/\(union)")
    }

    @Test func theParagraphDirectionIsItsFirstStrongCharacters() throws {
        let t = try typesetter()
        #expect(t.typeset("שלום", pointSize: 17, scale: 2).isRightToLeft)
        #expect(t.typeset("123 שלום", pointSize: 17, scale: 2).isRightToLeft, "digits are not strong")
        #expect(t.typeset("שלום Hello", pointSize: 17, scale: 2).isRightToLeft)
        #expect(!t.typeset("Hello שלום", pointSize: 17, scale: 2).isRightToLeft)
        #expect(!t.typeset("标题", pointSize: 17, scale: 2).isRightToLeft)
    }

    @Test func runsAreInVisualOrder() throws {
        // In a right-to-left paragraph the "!" after "Hi" is drawn at the far left, then "Hi",
        // then the Hebrew word; in a left-to-right one the line starts with "Hi".
        let t = try typesetter()
        func startsWith(_ line: String, _ start: String) throws -> Bool {
            let image = t.typeset(line, pointSize: 17, scale: 2), first = t.typeset(start, pointSize: 17, scale: 2)
            let mask = try #require(image.mask), part = try #require(first.mask)
            let dx = first.maskOrigin.x - image.maskOrigin.x, dy = first.maskOrigin.y - image.maskOrigin.y
            return (0..<part.height).allSatisfy { y in
                (0..<part.width).allSatisfy { x in
                    part.coverage[y * part.width + x] == mask.coverage[(y + dy) * mask.width + x + dx]
                }
            }
        }
        #expect(try startsWith("שלום Hi!", "!"))
        #expect(try !startsWith("שלום Hi!", "H"))
        #expect(try startsWith("Hi! שלום", "H"))
    }

    @Test func emojiAreInColour() throws {
        let image = try typesetter().typeset("☕🎉", pointSize: 17, scale: 2)
        #expect(image.mask == nil, "nothing is left to tint")
        let colors = try #require(image.colorImage)
        var chromatic = 0
        for y in 0..<colors.height {
            for x in 0..<colors.width {
                let p = colors.pixel(x: x, y: y)
                if p.alpha > 128 && max(p.red, p.green, p.blue) - min(p.red, p.green, p.blue) > 40 { chromatic += 1 }
            }
        }
        #expect(chromatic > 200)
        // About a line high: Noto Color Emoji's strike is scaled to 34 px per em.
        #expect((30...48).contains(colors.height))
        #expect(image.colorOrigin.y < -20 && image.colorOrigin.y + colors.height <= 14)
    }

    @Test func glyphsSitAtFractionalPenPositions() throws {
        let t = try typesetter()
        // The same "l" after pens of different fractional widths renders differently, not
        // merely shifted by whole pixels.
        let masks = ["al", "bl", "cl"].compactMap { text -> [UInt8]? in
            guard let mask = t.typeset(text, pointSize: 17, scale: 2).mask else { return nil }
            // The last column holds only the "l"'s right edge.
            return (0..<mask.height).map { mask.coverage[$0 * mask.width + mask.width - 1] }
        }
        #expect(masks.count == 3)
        #expect(Set(masks).count > 1)
    }

    @Test func emptyAndBlankTextHaveNoMask() throws {
        let t = try typesetter()
        let empty = t.typeset("", pointSize: 17, scale: 2)
        #expect(empty.mask == nil && empty.advance == 0 && empty.ascender > 0)
        let blank = t.typeset("   ", pointSize: 17, scale: 2)
        #expect(blank.mask == nil && blank.advance > 0)
        let nonsense = t.typeset("cell0", pointSize: .nan, scale: 2)
        #expect(nonsense.mask == nil && nonsense.advance == 0)
    }
}

@Suite struct TruncationTests {
    @Test func aLongTitleIsCutWithAnEllipsisAndFits() throws {
        let t = try typesetter()
        let maxWidth = 80.0 * 2
        let title = "A navigation title far too long for its label"
        let image = t.typeset(title, pointSize: 17, scale: 2, maxWidth: maxWidth)
        #expect(image.isTruncated)
        #expect(image.text.hasSuffix("\u{2026}"))
        #expect(title.hasPrefix(image.text.dropLast()))
        #expect(image.advance <= maxWidth)
        let mask = try #require(image.mask)
        #expect(image.maskOrigin.x + mask.width <= Int(maxWidth))
        // As long as possible: one more character would not fit.
        let longer = String(title.prefix(image.text.count)) + "\u{2026}"
        #expect(t.typeset(longer, pointSize: 17, scale: 2).advance > maxWidth)
        // The last glyph set is the chain's ellipsis.
        #expect(t.fontIndices("\u{2026}") == [t.fontIndices(String(image.text.last!)).last!])
    }

    @Test func aRightToLeftTextLosesItsLogicalEnd() throws {
        let t = try typesetter()
        let image = t.typeset("שלום עולם ומלואו", pointSize: 17, scale: 2, maxWidth: 160)
        #expect(image.isTruncated && image.isRightToLeft && image.advance <= 160)
        #expect(image.text.hasSuffix("\u{2026}") && "שלום עולם ומלואו".hasPrefix(image.text.dropLast()))
    }

    @Test func hanTitleIsCutToo() throws {
        // Han glyphs are 1 em (34 px) wide; Inter's "…" is 0.82 em: three and the ellipsis fit.
        let image = try typesetter().typeset("标题标题标题标题", pointSize: 17, scale: 2, maxWidth: 160)
        #expect(image.isTruncated && image.text == "标题标\u{2026}" && image.advance <= 160)
    }

    @Test func aTextThatFitsIsUntouched() throws {
        let t = try typesetter()
        let image = t.typeset("标题", pointSize: 17, scale: 2, maxWidth: 160)
        #expect(!image.isTruncated && image.text == "标题")
        #expect(image == t.typeset("标题", pointSize: 17, scale: 2))
    }

    /// A long text is measured by a prefix, never shaped whole (issue 25): it is cut where the
    /// short text that begins it is cut, as long as possible, and still names a character no
    /// font has past the cut.
    @Test(arguments: [
        "A navigation title far too long for its label ", "שלום עולם ומלואו ", "标题",
        "مرحبا بالعالم ",
    ])
    func aLongTextIsCutAsItsBeginningIs(start: String) throws {
        let t = try typesetter()
        let short = String(repeating: start, count: 4)
        let long = String(repeating: start, count: 2_000) + "\u{0378}"
        let image = t.typeset(long, pointSize: 17, scale: 2, maxWidth: 160)
        #expect(image.isTruncated && image.advance <= 160)
        let cut = t.typeset(short, pointSize: 17, scale: 2, maxWidth: 160)
        #expect(image.text == cut.text && image.mask == cut.mask && image.maskOrigin == cut.maskOrigin)
        #expect(image.advance == cut.advance && image.isRightToLeft == cut.isRightToLeft)
        #expect(cut.missingCharacters.isEmpty && image.missingCharacters == ["\u{0378}"])
        let longer = String(long.prefix(image.text.count)) + "\u{2026}"
        #expect(t.typeset(longer, pointSize: 17, scale: 2).advance > 160)
    }

    @Test func whenNotEvenTheEllipsisFitsNothingIsDrawn() throws {
        let image = try typesetter().typeset("cell0", pointSize: 17, scale: 2, maxWidth: 4)
        #expect(image.isTruncated && image.mask == nil && image.advance == 0 && image.text.isEmpty)
    }
}

@Suite struct ConcurrencyTests {
    @Test func typesettingFromManyTasksAtOnceMatchesOneAtATime() async throws {
        let texts = (0..<30).map { "cell\($0)" } + ["标题", "Typography", String(unassigned), "To be or not"]
        let reference = try Typesetter()
        let expected = texts.map { reference.typeset($0, pointSize: 17, scale: 2, maxWidth: 100) }
        // A fresh typesetter, so that the tasks race to fill its caches.
        let contended = try Typesetter()
        let results = await withTaskGroup(of: (Int, [TextImage]).self) { group in
            for task in 0..<8 {
                group.addTask {
                    // Each task walks the texts from a different start.
                    let order = texts.indices.map { ($0 + task * 5) % texts.count }
                    var images = [TextImage?](repeating: nil, count: texts.count)
                    for i in order { images[i] = contended.typeset(texts[i], pointSize: 17, scale: 2, maxWidth: 100) }
                    return (task, images.compactMap { $0 })
                }
            }
            var all: [[TextImage]] = []
            for await (_, images) in group { all.append(images) }
            return all
        }
        #expect(results.count == 8)
        for images in results { #expect(images == expected) }
    }
}

/// The status bar's semibold chain beside the labels' regular one (SPEC §1 "Fonts").
@Suite struct FontWeightTests {
    @Test func theSemiboldChainIsInterSemiBoldThenDejaVuSansBold() throws {
        let fonts = try typesetter().semiboldFonts
        #expect(fonts.map(\.family) == ["Inter", "DejaVu Sans"])
        #expect(fonts[0].file.hasSuffix("/Inter-SemiBold.otf"))
        #expect(fonts[1].file.hasSuffix("/DejaVuSans-Bold.ttf"))
        #expect(try typesetter().fonts.map(\.family) == FontFamily.defaultChain.map(\.name), "regular unchanged")
    }

    @Test func semiboldTextIsHeavierAndWider() throws {
        let t = try typesetter()
        let regular = t.typeset("9:41 AM", pointSize: 12, scale: 2)
        let semibold = t.typeset("9:41 AM", pointSize: 12, scale: 2, weight: .semibold)
        #expect(totalCoverage(semibold.mask) > totalCoverage(regular.mask) * 11 / 10)
        #expect(semibold.advance > regular.advance)
        #expect(semibold.text == "9:41 AM")
    }

    @Test func aWeightTheFamilyLacksIsSkipped() throws {
        let t = try Typesetter(families: [FontFamily("DejaVu Sans", weight: 900), FontFamily("DejaVu Sans")])
        #expect(t.fonts.map(\.file) == ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"])
    }

    /// Faces are found by weight, never by style name: Debian 12's Inter calls its 600 face
    /// `Semi Bold`, Debian 13's `SemiBold`; Inter's 300 face is `Light` (`fonts-inter`, which the
    /// Makefile installs: DejaVu's 200 face is in `fonts-dejavu-extra`, which a fresh root lacks).
    @Test func facesAreFoundByWeight() throws {
        let t = try Typesetter(
            families: [FontFamily("Inter", weight: 300)],
            semiboldFamilies: [FontFamily("Inter", weight: 600), FontFamily("DejaVu Sans", weight: 700)])
        #expect(t.fonts.map(\.file) == ["/usr/share/fonts/opentype/inter/Inter-Light.otf"])
        #expect(try #require(t.semiboldFonts.first).file.hasSuffix("/Inter-SemiBold.otf"))
        #expect(t.semiboldFonts.last?.file == "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
        #expect(t.substitutions.isEmpty)
    }

    @Test func withoutTheSemiboldFamilyTheNextOneSetsItAndIsNamed() throws {
        let t = try Typesetter(semiboldFamilies: [
            FontFamily("No Such Family", weight: 600), FontFamily("DejaVu Sans", weight: 700),
        ])
        #expect(t.semiboldFonts.map(\.family) == ["DejaVu Sans"])
        #expect(
            t.substitutions == [
                FontSubstitution(weight: .semibold, asked: "No Such Family SemiBold", used: "DejaVu Sans Bold")
            ])
        #expect(try typesetter().substitutions.isEmpty)
    }

    @Test func withoutASemiboldFontTheRegularChainSetsIt() throws {
        let t = try Typesetter(semiboldFamilies: [FontFamily("No Such Family", weight: 700)])
        #expect(t.semiboldFonts == t.fonts)
        #expect(
            t.substitutions == [
                FontSubstitution(weight: .semibold, asked: "No Such Family Bold", used: "Inter Regular")
            ])
        #expect(
            t.typeset("9:41", pointSize: 17, scale: 3, weight: .semibold) == t.typeset("9:41", pointSize: 17, scale: 3))
    }
}

/// stretchy's own fonts (`Resources/fonts`, SPEC §1 "Fonts"): Inter Regular and SemiBold and
/// Noto Color Emoji, taken from the folder before the system's.
@Suite(.scratchFolders) struct BundledFontTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/fonts").path

    @Test func theBundledFilesComeBeforeTheSystemsOfTheirFamily() throws {
        let t = try Typesetter(fontsFolder: Self.folder)
        let files = t.fonts.map(\.file)
        #expect(files[0] == Self.folder + "/Inter-Regular.otf")
        #expect(files[4] == Self.folder + "/NotoColorEmoji.ttf")
        #expect(files[1].hasPrefix("/usr/share/fonts/"), "Noto Sans CJK is the system's")
        #expect(t.semiboldFonts.first?.file == Self.folder + "/Inter-SemiBold.otf")
        #expect(t.fonts.map(\.family) == FontFamily.defaultChain.map(\.name))
    }

    /// On Debian 12 the bundled files are the system's own bytes: the same glyphs. Where the
    /// system's are other files (Debian 13's Inter 4.1 and emoji font), they draw other glyphs,
    /// which is why stretchy ships its own.
    @Test func theyDrawWhatTheSameSystemFilesDraw() throws {
        let bundled = try Typesetter(fontsFolder: Self.folder), system = try typesetter()
        // Each text with the files that draw it: Inter (and Noto Sans CJK, the system's in
        // both), Noto Color Emoji and Inter, Inter SemiBold.
        let regular = { (t: Typesetter, index: Int) in t.fonts[index].file }
        let cases: [(String, FontWeight, [(Typesetter) -> String])] = [
            ("cell0 标题", .regular, [{ regular($0, 0) }]),
            ("☕🎉 Trip", .regular, [{ regular($0, 0) }, { regular($0, 4) }]),
            ("9:41 AM", .semibold, [{ $0.semiboldFonts[0].file }]),
        ]
        for (text, weight, files) in cases {
            let sameFiles = try files.allSatisfy { file in
                try Data(contentsOf: URL(fileURLWithPath: file(bundled)))
                    == Data(contentsOf: URL(fileURLWithPath: file(system)))
            }
            let same =
                bundled.typeset(text, pointSize: 17, scale: 2, weight: weight)
                == system.typeset(text, pointSize: 17, scale: 2, weight: weight)
            #expect(same == sameFiles, "\(text): \(files.map { $0(system) })")
        }
    }

    @Test func aFileMissingFromTheFolderIsTheSystems() throws {
        let folder = try scratchFolder("fonts")
        try FileManager.default.copyItem(
            atPath: Self.folder + "/Inter-Regular.otf", toPath: folder.appendingPathComponent("Inter-Regular.otf").path)
        let t = try Typesetter(fontsFolder: folder.path)
        #expect(t.fonts[0].file == folder.path + "/Inter-Regular.otf")
        #expect(t.fonts[4].file.hasPrefix("/usr/share/fonts/"), "the emoji font is the system's")
        #expect(try #require(t.semiboldFonts.first).file.hasPrefix("/usr/share/fonts/"))
        #expect(t.substitutions.isEmpty)
    }
}

/// Scripts no font of the chain has, found by fontconfig's coverage (issue 42: a Thai title
/// drew missing-glyph boxes although Noto Sans Thai is installed).
@Suite struct CoverageFallbackTests {
    @Test func thaiAndDevanagariComeFromTheirNotoFaces() throws {
        let t = try Typesetter()
        let thai = t.typeset("ผลไม้", pointSize: 17, scale: 2)
        #expect(thai.missingCharacters.isEmpty)
        #expect(thai.mask != nil)
        #expect(t.missingCharacters(of: "नमस्ते").isEmpty)
        let found = t.fonts.dropFirst(FontFamily.defaultChain.count)
        #expect(found.map(\.family) == ["Noto Sans Thai", "Noto Sans Devanagari"])
        #expect(found.allSatisfy { $0.file.hasPrefix("/usr/share/fonts/") })
        #expect(t.fontIndices("ผล नम") == [6, 6, 6, 7, 7], "the space stays in the Thai font")
        #expect(Set(t.usedFonts.map(\.family)).isSuperset(of: ["Noto Sans Thai", "Noto Sans Devanagari"]))
    }

    /// Which font a character gets never depends on the texts set before it.
    @Test func theFontFoundDoesNotDependOnWhatWasSetBefore() throws {
        let fresh = try Typesetter(), used = try Typesetter()
        _ = used.typeset("ผลไม้", pointSize: 17, scale: 2)
        #expect(used.typeset("नमस्ते", pointSize: 17, scale: 2) == fresh.typeset("नमस्ते", pointSize: 17, scale: 2))
    }

    @Test func aCharacterNoInstalledFontHasIsStillTheMissingGlyphBox() throws {
        let t = try Typesetter()
        #expect(t.missingCharacters(of: "a\(unassigned)") == [unassigned])
        #expect(t.fonts.count == FontFamily.defaultChain.count, "no font was added for it")
    }
}
