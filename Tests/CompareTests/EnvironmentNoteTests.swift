import JSON
import Testing

@testable import Compare

/// Issue 42: the `Note:` names the font files that differ first — a file swapped for another of
/// its name (with both hashes), a file one side drew with and the other lacks — then versions.
@Suite struct EnvironmentNoteTests {
    /// A fingerprint of `fonts` (file, bytes, hash) and FreeType `freeType`.
    static func fingerprint(_ fonts: [(String, Int, String)], freeType: String = "2.12.1") -> JSONValue {
        .object([
            ("stretchy", .string("1.0.0")),
            ("commit", .null),
            (
                "fonts",
                .array(
                    fonts.map {
                        .object([
                            ("file", .string($0.0)), ("family", .string("Inter")), ("bytes", .number(Double($0.1))),
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

    static let regular = ("Inter-Regular.otf", 258992, "b721255871cf9491")
    static let semibold = ("Inter-SemiBold.otf", 270760, "c82bbb9681c63be7")

    @Test func aSwappedFontFileIsNamedWithBothHashesBeforeTheVersions() {
        let swapped = ("Inter-Regular.otf", 609600, "0123456789abcdef")
        #expect(
            Self.note(
                Self.fingerprint([Self.regular, Self.semibold]),
                Self.fingerprint([swapped, Self.semibold], freeType: "2.13.3"))
                == "expected font Inter-Regular.otf (258992 bytes, FNV-1a b721255871cf9491) and FreeType 2.12.1; "
                + "actual font Inter-Regular.otf (609600 bytes, FNV-1a 0123456789abcdef) and FreeType 2.13.3")
    }

    @Test func aFontFileOneSideLacksIsNamed() {
        let bold = ("DejaVuSans-Bold.ttf", 708920, "00000000000000aa")
        #expect(
            Self.note(Self.fingerprint([Self.regular, Self.semibold]), Self.fingerprint([Self.regular, bold]))
                == "expected font Inter-SemiBold.otf (270760 bytes); actual font DejaVuSans-Bold.ttf (708920 bytes)")
        #expect(
            Self.note(Self.fingerprint([Self.regular, Self.semibold]), Self.fingerprint([Self.regular]))
                == "expected font Inter-SemiBold.otf (270760 bytes); actual nothing else")
    }

    @Test func theSameFilesAndVersionsSayNothing() {
        let same = Self.fingerprint([Self.regular, Self.semibold])
        #expect(Self.note(same, same) == nil)
        #expect(Self.note(same, Self.fingerprint([Self.semibold, Self.regular])) == nil, "the order is not compared")
    }
}
