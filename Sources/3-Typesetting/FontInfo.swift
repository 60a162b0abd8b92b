/// One font of a typesetter's fallback chain: what it is and where it was loaded from.
package struct FontInfo: Sendable, Hashable, CustomStringConvertible {
    /// The family name: the requested one for fonts found through fontconfig, the font's own
    /// (FreeType's `family_name`) for extra font files.
    package let family: String
    /// The font file.
    package let file: String
    /// The face index inside the file (non-zero only in collections such as `.ttc`).
    package let faceIndex: Int

    package init(family: String, file: String, faceIndex: Int) {
        self.family = family
        self.file = file
        self.faceIndex = faceIndex
    }

    /// `Inter (/usr/share/fonts/…/Inter-Regular.otf)`; a face of a collection adds `#index`.
    package var description: String {
        faceIndex == 0 ? "\(family) (\(file))" : "\(family) (\(file)#\(faceIndex))"
    }
}
