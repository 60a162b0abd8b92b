import ArgumentParsing
import Files
import Wording

/// The one rule for a file stretchy writes as a PNG on the user's say-so (`frame --output`,
/// `compare --diff` for two files): its name ends in `.png`, in any case. A PNG saved as
/// `shot.jpg` is misread by viewers, upload forms and pipelines that trust the extension, so it
/// is refused before any work rather than written under the wrong name.
enum PNGName {
    /// Whether the last component of `path` ends in `.png`, in any case.
    static func isPNG(_ path: String) -> Bool { ends(path, in: ".png") }

    /// Whether the last component of `path` ends in `suffix` (lower case), in any case.
    static func ends(_ path: String, in suffix: String) -> Bool {
        FilePath.name(of: path).lowercased().hasSuffix(suffix)
    }

    /// `path` when it ends in `suffix` (`.gif`), the same rule for the animated files `render`
    /// writes: otherwise why not, naming `kind` (`an animated GIF`).
    static func checked(_ path: String, suffix: String, kind: String) throws(InvalidValue) -> String {
        if path == FileDescriptorOutput.dash {
            throw InvalidValue("this option does not write to standard output ('-'); name a \(suffix) file")
        }
        guard ends(path, in: suffix) else {
            throw InvalidValue("'\(path)' does not end in \(suffix); this option writes \(kind)")
        }
        return path
    }

    /// `path` when it names a PNG file; otherwise why not, worded to follow `option '--NAME': `.
    static func checked(_ path: String) throws(InvalidValue) -> String {
        // `-` reads as "standard output" to anyone used to Unix tools; where an option does not
        // stream (`compare --diff`), say so plainly instead of blaming the extension. Those that
        // do (`frame --output`) take `-` before asking here.
        if path == FileDescriptorOutput.dash {
            throw InvalidValue("this option does not write to standard output ('-'); name a .png file")
        }
        guard isPNG(path) else {
            throw InvalidValue("\(Excerpt.quoted(path)) does not end in .png; stretchy writes PNG files only")
        }
        return path
    }
}
