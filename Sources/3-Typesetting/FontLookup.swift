import CFontconfig
import Synchronization

/// Finds font files by family and weight, or by the characters they cover, through fontconfig,
/// with a configuration of its own, loaded once (fontconfig's start-up, a few milliseconds) and
/// kept for the fallback fonts a chain looks up only when a character needs them. Safe to share
/// between threads: one look-up at a time.
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

    /// The file of `family`'s upright, normal-width face of its weight, or nil when the system
    /// does not have it.
    ///
    /// fontconfig always answers with its best match, which for an absent family is some other
    /// family, and for an absent weight another weight of the family; a match counts only when
    /// one of its family names is the requested one and its weight, slant and width are the
    /// requested ones. Style names are never asked for or compared: they are the font's own
    /// words (`Semi Bold`, `SemiBold`), the weight is a number.
    func locate(_ family: FontFamily) -> FontInfo? {
        config.withLock { config in config.flatMap { Self.locate(family, in: $0) } }
    }

    /// A font of the system that has every one of `scalars`, at `weight`, as fontconfig ranks
    /// them for the family Noto Sans (coverage before family: Thai gets Noto Sans Thai), or nil
    /// when it has none. Its family is the font's own.
    func covering(_ scalars: [Unicode.Scalar], weight: Int) -> FontInfo? {
        config.withLock { config in config.flatMap { Self.covering(scalars, weight: weight, in: $0) } }
    }

    private static func locate(_ family: FontFamily, in config: OpaquePointer) -> FontInfo? {
        match(family.name, weight: family.weight, scalars: [], in: config) { match in
            strings(FC_FAMILY, of: match).contains(where: { same($0, family.name) })
                && number(FC_WEIGHT, of: match) == FcWeightFromOpenTypeDouble(Double(family.weight))
                && number(FC_SLANT, of: match) ?? Double(FC_SLANT_ROMAN) == Double(FC_SLANT_ROMAN)
                && number(FC_WIDTH, of: match) ?? Double(FC_WIDTH_NORMAL) == Double(FC_WIDTH_NORMAL)
        }
        .map { FontInfo(family: family.name, file: $0.file, faceIndex: $0.index) }
    }

    private static func covering(_ scalars: [Unicode.Scalar], weight: Int, in config: OpaquePointer) -> FontInfo? {
        match("Noto Sans", weight: weight, scalars: scalars, in: config) { match in
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(match, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else {
                return false
            }
            return scalars.allSatisfy { FcCharSetHasChar(charset, $0.value) != 0 }
        }
        .map { FontInfo(family: $0.family ?? "", file: $0.file, faceIndex: $0.index) }
    }

    /// fontconfig's best match for `family` at `weight` (upright, normal width) with all of
    /// `scalars`, when `accept` takes it: its file, face index and first family name.
    private static func match(
        _ family: String, weight: Int, scalars: [Unicode.Scalar], in config: OpaquePointer,
        accept: (OpaquePointer) -> Bool
    ) -> (file: String, index: Int, family: String?)? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard add(family, as: FC_FAMILY, to: pattern),
            FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(weight))) != 0,
            FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN) != 0,
            FcPatternAddInteger(pattern, FC_WIDTH, FC_WIDTH_NORMAL) != 0
        else { return nil }
        if !scalars.isEmpty {
            guard let charset = FcCharSetCreate() else { return nil }
            defer { FcCharSetDestroy(charset) }
            for scalar in scalars { FcCharSetAddChar(charset, scalar.value) }
            guard FcPatternAddCharSet(pattern, FC_CHARSET, charset) != 0 else { return nil }
        }
        guard FcConfigSubstitute(config, pattern, FcMatchPattern) != 0 else { return nil }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        guard result == FcResultMatch, accept(match), let file = strings(FC_FILE, of: match).first else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(match, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return (file, Int(index), strings(FC_FAMILY, of: match).first)
    }

    /// A number property (an integer or a double), nil when the pattern has none (or a range:
    /// a variable font's weights).
    private static func number(_ object: String, of pattern: OpaquePointer) -> Double? {
        var value = 0.0
        return FcPatternGetDouble(pattern, object, 0, &value) == FcResultMatch ? value : nil
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
