import CFreeType
import CFriBidi
import CHarfBuzz

/// The versions of the text libraries stretchy runs with, as loaded, for the environment
/// fingerprint (SPEC §6 "Environment").
package enum TextLibraries {
    /// `FreeType`, `HarfBuzz`, `FriBidi`. FreeType answers only through a library instance, so
    /// one is made and freed here; nil if it would not start.
    package static var versions: [(name: String, version: String?)] {
        [
            ("FreeType", freeType),
            ("HarfBuzz", String(cString: hb_version_string())),
            // "(GNU FriBidi) 1.0.8\ninterface version 4, …": the number of its first line.
            (
                "FriBidi",
                String(cString: stretchy_fribidi_version()).split(separator: "\n").first?.split(separator: " ").last
                    .map(String.init)
            ),
        ]
    }

    private static var freeType: String? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        var (major, minor, patch): (FT_Int, FT_Int, FT_Int) = (0, 0, 0)
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}
