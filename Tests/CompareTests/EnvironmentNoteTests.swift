import JSON
import Testing

@testable import Compare

/// Issue 42: the `Note:` names the font files that differ first — a file swapped for another of
/// its name (with both hashes), a file one side drew with and the other lacks — then versions.
@Suite struct EnvironmentNoteTests {
    /// A fingerprint of `fonts` (file, bytes, hash, family) and FreeType `freeType`.
    static func fingerprint(_ fonts: [(String, Int, String, String)], freeType: String = "2.12.1") -> JSONValue {
        .object([
            ("stretchy", .string("1.0.0")),
            ("commit", .null),
            (
                "fonts",
                .array(
                    fonts.map {
                        .object([
                            ("file", .string($0.0)), ("family", .string($0.3)), ("bytes", .number(Double($0.1))),
                            ("hash", .string($0.2)),
                        ])
                    })
            ),
            ("libraries", .object([("FreeType", .string(freeType)), ("libheif", .null)])),
        ])
    }

    static func note(_ recorded: JSONValue, _ current: JSONValue) -> String? {
        EnvironmentNote.text(recorded: recorded, current: current, recordedAs: "expected", currentAs: "actual")
    }

    static let regular = ("Inter-Regular.otf", 258992, "b721255871cf9491", "Inter")
    static let semibold = ("Inter-SemiBold.otf", 270760, "c82bbb9681c63be7", "Inter")

    @Test func aSwappedFontFileIsNamedWithBothHashesBeforeTheVersions() {
        let swapped = ("Inter-Regular.otf", 609600, "0123456789abcdef", "Inter")
        #expect(
            Self.note(
                Self.fingerprint([Self.regular, Self.semibold]),
                Self.fingerprint([swapped, Self.semibold], freeType: "2.13.3"))
                == "expected font Inter-Regular.otf (258992 bytes, FNV-1a b721255871cf9491) and FreeType 2.12.1; "
                + "actual font Inter-Regular.otf (609600 bytes, FNV-1a 0123456789abcdef) and FreeType 2.13.3")
    }

    /// A file of a family both sides drew with, missing on one side (the status bar's Inter
    /// SemiBold found nowhere, DejaVu Sans Bold drawing instead), is named; a family one side
    /// alone drew with is the text's doing, not the environment's: not named.
    @Test func aFontFileOneSideLacksIsNamed() {
        let bold = ("DejaVuSans-Bold.ttf", 708920, "00000000000000aa", "DejaVu Sans")
        #expect(
            Self.note(Self.fingerprint([Self.regular, Self.semibold]), Self.fingerprint([Self.regular, bold]))
                == "expected font Inter-SemiBold.otf (270760 bytes); actual nothing else")
        let han = ("NotoSansCJK-Regular.ttc", 19_484_784, "c7a5a8d18e92effb", "Noto Sans CJK SC")
        #expect(
            Self.note(Self.fingerprint([Self.regular, han]), Self.fingerprint([Self.regular], freeType: "2.13.3"))
                == "expected FreeType 2.12.1; actual FreeType 2.13.3")
    }

    @Test func theSameFilesAndVersionsSayNothing() {
        let same = Self.fingerprint([Self.regular, Self.semibold])
        #expect(Self.note(same, same) == nil)
        #expect(Self.note(same, Self.fingerprint([Self.semibold, Self.regular])) == nil, "the order is not compared")
    }
}
