import JSON

/// The one `Note:` line a difference gets when the two sides were made in different environments
/// (SPEC §4 "Environment"): the fingerprints `frames.json` and StretchyTesting's
/// `environment.json` hold (Export's `Environment`), compared. It names only what differs, the
/// fonts first since they change the most pixels: each font file one side drew with and the other
/// did not, of a family both sides drew with (by file name and size, with the hash when the other
/// side has a file of that name: a swapped file), then the stretchy version and a library's
/// version. A family one side alone drew with is the text's doing (a title with Han characters),
/// not the environment's; a library one side does not know (null: libheif where it cannot be
/// opened) and the commit are not compared.
package enum EnvironmentNote {
    /// `goldens recorded with font Inter-Regular.otf (258992 bytes) and FreeType 2.12.1; this run
    /// has font Inter.ttf (310000 bytes) and FreeType 2.13.2` with `recorded` "goldens recorded
    /// with" and `current` "this run has"; nil when nothing compared differs, or either side has
    /// no fingerprint.
    package static func text(recorded: JSONValue?, current: JSONValue?, recordedAs: String, currentAs: String)
        -> String?
    {
        guard let recorded, let current, case .object = recorded, case .object = current else { return nil }
        var old: [String] = [], new: [String] = []
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

    /// A font as the fingerprint names it; two are the same file when all but the family agree.
    private struct Font: Equatable {
        let name: String, family: String, bytes: String, hash: String

        static func == (a: Font, b: Font) -> Bool { (a.name, a.bytes, a.hash) == (b.name, b.bytes, b.hash) }
    }

    private static func fonts(_ fingerprint: JSONValue) -> [Font] {
        guard case let .array(fonts)? = fingerprint["fonts"] else { return [] }
        return fonts.map { font in
            Font(
                name: string(font["file"]) ?? "?", family: string(font["family"]) ?? "?",
                bytes: font["bytes"].map(\.text) ?? "?", hash: string(font["hash"]) ?? "?")
        }
    }
}
