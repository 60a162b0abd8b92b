import Wording

/// Why a `Typesetter` could not be made.
package enum TypesettingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// FreeType itself would not start (`FT_Init_FreeType` returned `code`).
    case freeTypeUnavailable(code: Int32)
    /// An extra font file (SPEC §5 `font.files`) could not be opened as a font.
    case cannotOpenFontFile(path: String, freeTypeError: Int32)
    /// An extra font file holds only bitmaps, which cannot be drawn at an arbitrary size.
    case fontNotScalable(path: String)
    /// Not one font of the chain could be found or opened.
    case noUsableFont(families: [String])

    package var description: String {
        switch self {
        case .freeTypeUnavailable(let code):
            return "FreeType could not be initialised (error \(code))"
        case .cannotOpenFontFile(let path, let code):
            return "cannot open font file \(Excerpt.quoted(path)): \(Self.explain(code))"
        case .fontNotScalable(let path):
            return "font file \(Excerpt.quoted(path)) has no outlines (bitmap-only fonts cannot be scaled)"
        case .noUsableFont(let families):
            let list = families.isEmpty ? "none requested" : families.joined(separator: ", ")
            return "no usable font: no font file given and fontconfig found none of the families (\(list))"
        }
    }

    /// The FreeType errors a wrong path or a wrong file gives; FreeType's own strings are
    /// usually compiled out of the distribution library.
    private static func explain(_ code: Int32) -> String {
        switch code {
        case 0x01: return "no such file or not readable (FreeType error 1)"
        case 0x02: return "not a font format FreeType knows (FreeType error 2)"
        case 0x03: return "broken font file (FreeType error 3)"
        case 0x06: return "no face with that index in the file (FreeType error 6)"
        default: return "FreeType error \(code)"
        }
    }
}
