/// A font family to look up with fontconfig, with the style wanted from it.
package struct FontFamily: Sendable, Hashable, CustomStringConvertible {
    package let name: String
    package let style: String

    package init(_ name: String, style: String) {
        self.name = name
        self.style = style
    }

    /// The language of the default chain's Han forms: Simplified Chinese, the seed's "标题".
    package static let defaultLanguage = "zh-Hans"

    /// The chain of SPEC §1 for `defaultLanguage`.
    package static let defaultChain = defaultChain(language: defaultLanguage)

    /// The chain of SPEC §1, a font per script as iOS falls back: Latin from Inter, Han from the
    /// Noto Sans CJK face of `language` (`zh-Hans` SC, `zh-Hant` TC, `ja` JP, `ko` KR; any other
    /// SC), Hebrew and Arabic from Noto Sans, emoji from Noto Color Emoji, DejaVu Sans last.
    package static func defaultChain(language: String) -> [FontFamily] {
        let han =
            switch language {
            case "zh-Hant": "TC"
            case "ja": "JP"
            case "ko": "KR"
            default: "SC"
            }
        return [
            FontFamily("Inter", style: "Regular"),
            FontFamily("Noto Sans CJK \(han)", style: "Regular"),
            FontFamily("Noto Sans Hebrew", style: "Regular"),
            FontFamily("Noto Sans Arabic", style: "Regular"),
            FontFamily("Noto Color Emoji", style: "Regular"),
            FontFamily("DejaVu Sans", style: "Book"),
        ]
    }

    /// The status bar's chain: SF Semibold's stand-in, then DejaVu Sans Bold.
    package static let semiboldChain: [FontFamily] = [
        FontFamily("Inter", style: "Semi Bold"),
        FontFamily("DejaVu Sans", style: "Bold"),
    ]

    package var description: String { "\(name) \(style)" }
}
