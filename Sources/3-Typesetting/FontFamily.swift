/// A font family wanted at a weight: the file stretchy ships for it (`Resources/fonts`), if any,
/// else the family's upright face of that weight found with fontconfig. Never a style name:
/// distributions name one face `Semi Bold` or `SemiBold` (Inter 4.0 and 4.1), but its weight
/// is 600 in both.
package struct FontFamily: Sendable, Hashable, CustomStringConvertible {
    package let name: String
    /// The OpenType weight (`usWeightClass`): 400 regular, 600 semibold, 700 bold.
    package let weight: Int
    /// The file of this face among stretchy's own fonts, tried before fontconfig; nil for a face
    /// always taken from the system.
    package let bundledFile: String?

    package init(_ name: String, weight: Int = 400, bundledFile: String? = nil) {
        self.name = name
        self.weight = weight
        self.bundledFile = bundledFile
    }

    /// The language of the default chain's Han forms: Simplified Chinese, the seed's "标题".
    package static let defaultLanguage = "zh-Hans"

    /// The chain of SPEC §1 for `defaultLanguage`.
    package static let defaultChain = defaultChain(language: defaultLanguage)

    /// The chain of SPEC §1, a font per script as iOS falls back: Latin from Inter, Han from the
    /// Noto Sans CJK face of `language` (`zh-Hans` SC, `zh-Hant` TC, `ja` JP, `ko` KR; any other
    /// SC), Hebrew and Arabic from Noto Sans, emoji from Noto Color Emoji, DejaVu Sans last.
    /// Inter and the emoji font are stretchy's own files: Debian 13's differ from Debian 12's,
    /// the others are byte for byte the same (or differ in their dates only: DejaVu Sans).
    package static func defaultChain(language: String) -> [FontFamily] {
        let han =
            switch language {
            case "zh-Hant": "TC"
            case "ja": "JP"
            case "ko": "KR"
            default: "SC"
            }
        return [
            FontFamily("Inter", bundledFile: "Inter-Regular.otf"),
            FontFamily("Noto Sans CJK \(han)"),
            FontFamily("Noto Sans Hebrew"),
            FontFamily("Noto Sans Arabic"),
            FontFamily("Noto Color Emoji", bundledFile: "NotoColorEmoji.ttf"),
            FontFamily("DejaVu Sans"),
        ]
    }

    /// The status bar's chain: SF Semibold's stand-in, then DejaVu Sans Bold.
    package static let semiboldChain: [FontFamily] = [
        FontFamily("Inter", weight: 600, bundledFile: "Inter-SemiBold.otf"),
        FontFamily("DejaVu Sans", weight: 700),
    ]

    /// `Inter SemiBold`: the family and the weight's usual name (`Inter 350` for another weight).
    package var description: String { "\(name) \(Self.weightNames[weight] ?? String(weight))" }

    private static let weightNames: [Int: String] = [
        100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium", 600: "SemiBold", 700: "Bold",
        800: "ExtraBold", 900: "Black",
    ]
}
