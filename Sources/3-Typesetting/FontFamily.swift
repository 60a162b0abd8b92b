/// A font family to look up with fontconfig, with the style wanted from it.
public struct FontFamily: Sendable, Hashable, CustomStringConvertible {
    public let name: String
    public let style: String

    public init(_ name: String, style: String) {
        self.name = name
        self.style = style
    }

    /// The chain of SPEC §1: Latin from Inter, Han from Noto Sans CJK SC, DejaVu Sans last.
    public static let defaultChain: [FontFamily] = [
        FontFamily("Inter", style: "Regular"),
        FontFamily("Noto Sans CJK SC", style: "Regular"),
        FontFamily("DejaVu Sans", style: "Book"),
    ]

    /// The status bar's chain: SF Semibold's stand-in, then DejaVu Sans Bold.
    public static let semiboldChain: [FontFamily] = [
        FontFamily("Inter", style: "Semi Bold"),
        FontFamily("DejaVu Sans", style: "Bold"),
    ]

    public var description: String { "\(name) \(style)" }
}
