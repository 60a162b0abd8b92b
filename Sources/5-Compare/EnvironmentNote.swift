import JSON

/// The one `Note:` line a difference gets when the two sides were made in different environments
/// (SPEC §4 "Environment"): the fingerprints `frames.json` and StretchyTesting's
/// `environment.json` hold (Export's `Environment`), compared. It names only what differs: the
/// stretchy version, a library's version, and a font family both sides drew with from other
/// files (by file name and size, with the hash when the names agree). A library one side does not know
/// (null: libheif when no HEIF was read) and the commit are not compared.
package enum EnvironmentNote {
    /// `goldens recorded with FreeType 2.12.1 and font Inter-Regular.otf (258992 bytes); this run
    /// has FreeType 2.13.2 and font Inter.ttf (310000 bytes)` with `recorded` "goldens recorded
    /// with" and `current` "this run has"; nil when nothing compared differs, or either side has
    /// no fingerprint.
    package static func text(recorded: JSONValue?, current: JSONValue?, recordedAs: String, currentAs: String)
        -> String?
    {
        guard let recorded, let current, case .object = recorded, case .object = current else { return nil }
        var old: [String] = [], new: [String] = []
        if let was = string(recorded["stretchy"]), let now = string(current["stretchy"]), was != now {
            old.append("stretchy \(was)")
            new.append("stretchy \(now)")
        }
        if case let .object(libraries)? = recorded["libraries"] {
            for (name, value) in libraries {
                guard let was = string(value), let now = string(current["libraries"]?[name]), was != now else {
                    continue
                }
                old.append("\(name) \(was)")
                new.append("\(name) \(now)")
            }
        }
        // Fonts by family: a family drawn on both sides from other files. A family on one side
        // only is the text's doing (a title with Han characters), not the environment's.
        let oldFonts = fonts(recorded), newFonts = fonts(current)
        let families = Set(oldFonts.map(\.family)).intersection(newFonts.map(\.family))
        let sameNames = Set(oldFonts.map(\.name)).intersection(newFonts.map(\.name))
        for (fonts, others, isOld) in [(oldFonts, newFonts, true), (newFonts, oldFonts, false)] {
            for font in fonts where families.contains(font.family) && !others.contains(font) {
                let hash = sameNames.contains(font.name) ? ", FNV-1a \(font.hash)" : ""
                let text = "font \(font.name) (\(font.bytes) bytes\(hash))"
                if isOld { old.append(text) } else { new.append(text) }
            }
        }
        guard !old.isEmpty || !new.isEmpty else { return nil }
        func list(_ items: [String]) -> String {
            items.isEmpty
                ? "nothing else"
                : items.count == 1 ? items[0] : items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
        return "\(recordedAs) \(list(old)); \(currentAs) \(list(new))"
    }

    private static func string(_ value: JSONValue?) -> String? {
        if case let .string(text)? = value { text } else { nil }
    }

    private struct Font: Equatable {
        let name: String, family: String, bytes: String, hash: String
    }

    private static func fonts(_ fingerprint: JSONValue) -> [Font] {
        guard case let .array(fonts)? = fingerprint["fonts"] else { return [] }
        return fonts.map { font in
            Font(
                name: string(font["file"]) ?? "?", family: string(font["family"]) ?? "?",
                bytes: font["bytes"].map(\.text) ?? "?",
                hash: string(font["hash"]) ?? "?")
        }
    }
}
