import Codecs
import Typesetting
import Wording

/// Why a scene could not be prepared. Each case makes one line that names the file or image.
package enum SceneryError: Error, Sendable, CustomStringConvertible {
    /// A file could not be read at all.
    case unreadable(role: String, path: String, reason: String)
    /// A file was read but is not an image we can decode.
    case undecodable(role: String, path: String, error: CodecError)
    /// A back button image name that matches no file.
    case missingImage(name: String, directory: String)
    /// What went wrong with the value of a scene key (a row's image): the key's place, then why.
    indirect case atKey(String, SceneryError)
    /// The fonts could not be set up.
    case fonts(TypesettingError)
    /// A frame was asked for at an offset no scene can reach (beyond `FrameRenderer.offsetLimit`
    /// or not a number), where pixel coordinates would overflow.
    case offsetOutOfRange(Double)

    package var description: String {
        switch self {
        case let .unreadable(role, path, reason):
            return "cannot read \(role) \(Excerpt.quoted(path)): \(reason)"
        case let .undecodable(role, path, error):
            return "cannot decode \(role) \(Excerpt.quoted(path)): \(error)"
        case let .missingImage(name, directory):
            return "no image named '\(name)' (looked for \(name).png, \(name)@2x.png, \(name)@3x.png in \(directory))"
        case let .atKey(key, error):
            return "\(key): \(error)"
        case let .fonts(error):
            return "fonts: \(error)"
        case let .offsetOutOfRange(offset):
            return "cannot draw offset \(NumberText.shortest(offset)): it must be within "
                + "±\(NumberText.decimal(FrameRenderer.offsetLimit)) pt"
        }
    }
}
