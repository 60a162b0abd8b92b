import Codecs
import JSON
import Typesetting

/// The environment fingerprint a render records in `frames.json` and StretchyTesting beside its
/// goldens (SPEC §6 "Environment"): what, besides stretchy's inputs, decides the pixels. Frames
/// made elsewhere that differ can then say why (`EnvironmentNote`, in Compare).
package enum Environment {
    /// The key of the fingerprint in `frames.json`.
    package static let key = "environment"

    /// `{"stretchy", "commit", "fonts": [{"file", "family", "bytes", "hash"}], "libraries": {…}}`
    /// for a render that drew with `fonts` (`Typesetter.usedFonts`); a font is named by its
    /// file's name, its size and 64-bit FNV-1a hash telling two files of one name apart. A
    /// library that cannot tell its version is null.
    package static func json(fonts: [FontInfo]) -> JSONValue {
        let libraries = TextLibraries.versions + CodecLibraries.versions
        return .object([
            ("stretchy", .string(StretchyVersion.number)),
            ("commit", StretchyVersion.commit.map(JSONValue.string) ?? .null),
            ("fonts", .array(fonts.map(json(of:)))),
            ("libraries", .object(libraries.map { (key: $0.name, value: $0.version.map(JSONValue.string) ?? .null) })),
        ])
    }

    private static func json(of font: FontInfo) -> JSONValue {
        let hash = FileHash(ofFileAt: font.file)
        return .object([
            ("file", .string(font.file.split(separator: "/").last.map(String.init) ?? font.file)),
            ("family", .string(font.family)),
            ("bytes", hash.map { .number(Double($0.bytes)) } ?? .null),
            ("hash", hash.map { .string($0.hex) } ?? .null),
        ])
    }
}
