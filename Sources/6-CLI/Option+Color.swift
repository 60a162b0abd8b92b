import ArgumentParsing
import Raster

extension Option where Value == Color {
    /// `R,G,B`, each part 0…255 (spaces around a part allowed).
    static func color(_ name: String, help: String) -> Option {
        Option(name, "R,G,B", help: help) { text throws(InvalidValue) in
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { part in
                UInt8(String(part.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()))
            }
            guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2] else {
                throw InvalidValue(InvalidValue.quoted(text) + " is not R,G,B with each part 0…255")
            }
            return Color(red: r, green: g, blue: b)
        }
    }
}
