import CFontconfig
import Synchronization

/// Finds font files by family through fontconfig, with a configuration of its own, loaded
/// once (fontconfig's start-up, a few milliseconds) and kept for the fallback fonts a chain
/// looks up only when a character needs them. Safe to share between threads: one look-up at a
/// time.
final class FontLookup: Sendable {
    /// The private configuration (nothing global is touched), nil when fontconfig could not
    /// load one: then no family is found.
    private let config: Mutex<OpaquePointer?>

    init() {
        config = Mutex(FcInitLoadConfigAndFonts())
    }

    deinit {
        config.withLock { config in
            if let config { FcConfigDestroy(config) }
        }
    }

    /// The file of `family`, or nil when the system does not have it.
    ///
    /// fontconfig always answers with its best match, which for an absent family is some other
    /// family, and for an absent style another style of the family; a match counts only when
    /// one of its family names is the requested one and one of its style names the requested style.
    func locate(_ family: FontFamily) -> FontInfo? {
        config.withLock { config in config.flatMap { Self.locate(family, in: $0) } }
    }

    private static func locate(_ family: FontFamily, in config: OpaquePointer) -> FontInfo? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard add(family.name, as: FC_FAMILY, to: pattern), add(family.style, as: FC_STYLE, to: pattern),
            FcConfigSubstitute(config, pattern, FcMatchPattern) != 0
        else { return nil }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        guard result == FcResultMatch, strings(FC_FAMILY, of: match).contains(where: { same($0, family.name) }),
            strings(FC_STYLE, of: match).contains(where: { same($0, family.style) }),
            let file = strings(FC_FILE, of: match).first
        else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(match, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return FontInfo(family: family.name, file: file, faceIndex: Int(index))
    }

    private static func add(_ value: String, as object: String, to pattern: OpaquePointer) -> Bool {
        value.withCString { chars in
            chars.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) {
                FcPatternAddString(pattern, object, $0) != 0
            }
        }
    }

    /// Every value of a string property (a font has one family name per language, for example).
    private static func strings(_ object: String, of pattern: OpaquePointer) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, Int32(values.count), &value) == FcResultMatch, let value {
            values.append(String(cString: value))
        }
        return values
    }

    /// Family and style names compare as fontconfig compares them: ignoring case and spaces.
    private static func same(_ a: String, _ b: String) -> Bool {
        func folded(_ s: String) -> String { s.lowercased().filter { $0 != " " } }
        return folded(a) == folded(b)
    }
}
