import Codecs
import Files
import FoundationEssentials
import Glibc
import Raster
import Wording

/// Compare's inputs and outputs on disk: PNG files read as SPEC §4 reads them, diff images and
/// report files written whole or not at all (SPEC §6).
///
/// Paths read are `NameText`: the same as the plain path unless it holds `\`, control
/// characters or bytes that are not UTF-8, which a folder walk finds as bytes and must open
/// again as such.
package enum CompareFiles {
    /// Reads `path` (`NameText`) as 8-bit straight RGBA. JPEGs and HEIFs are refused by name (`compare reads PNG files
    /// only`); errors name the path and say why, in SPEC §7's words.
    @Sendable package static func load(_ path: String) throws(CompareError) -> RGBAImage {
        let bytes = try read(path)
        // libpng's own words for a wrong signature do not say what the file is.
        switch ImageDecoder.format(of: bytes) {
        case .png:
            do throws(CodecError) {
                return try PNGDecoder.decode(bytes)
            } catch {
                throw .undecodable(path: path, reason: error.description)
            }
        case let other?:
            throw .undecodable(path: path, reason: "\(other.withArticle); compare reads PNG files only")
        case nil:
            throw .undecodable(path: path, reason: bytes.isEmpty ? "empty file" : "not a PNG file")
        }
    }

    /// Reads the file at `path` as the user or the system spelled it (not `NameText`); errors
    /// name it in `NameText`, so a control character in it prints harmlessly.
    package static func loadFile(atPath path: String) throws(CompareError) -> RGBAImage {
        try load(NameText.text(of: path.utf8))
    }

    /// `read(_:)` of a path as the user or the system spelled it (not `NameText`).
    package static func readFile(atPath path: String) throws(CompareError) -> [UInt8] {
        try read(NameText.text(of: path.utf8))
    }

    /// The bytes of the regular file at `path` (`NameText`), at most `InputFile.maxImageBytes`
    /// of them, read by `InputFile`'s loop once it is open and known to be a regular file.
    package static func read(_ path: String) throws(CompareError) -> [UInt8] {
        let raw = NameText.bytes(of: path)
        var status = stat()
        let descriptor = withCString(raw) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: reason(errno)) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw .unreadable(
                path: path,
                reason: status.st_mode & S_IFMT == S_IFDIR ? "it is a folder" : InputFile.notRegular)
        }
        do throws(InputFile.Unreadable) {
            return try InputFile.read(descriptor, path, limit: InputFile.maxImageBytes)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
    }

    /// A reason in the words every message uses (`PathKind.unreadableReason`).
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: return "no such file"
        case EACCES, EPERM: return "permission denied or unreadable"
        default: return String(cString: strerror(code))
        }
    }

    /// `stat` of the path `bytes`, links followed; false when there is nothing there.
    static func status(of bytes: [UInt8], _ status: inout stat) -> Bool {
        withCString(bytes) { stat($0, &status) } == 0
    }

    /// Fails unless `path` is a folder: `folderMissing` when nothing is there, else `notAFolder`.
    package static func requireFolder(_ path: String) throws(CompareError) {
        switch PathKind(path) {
        case .folder: return
        case .missing: throw .folderMissing(path: path)
        default: throw .notAFolder(path: path)
        }
    }

    /// The names in the folder at `bytes`, as bytes; nil when it cannot be listed.
    static func entries(of bytes: [UInt8]) -> [[UInt8]]? {
        guard let folder = withCString(bytes, { opendir($0) }) else { return nil }
        defer { closedir(folder) }
        var names: [[UInt8]] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [UInt8(ascii: ".")] && name != [UInt8(ascii: "."), UInt8(ascii: ".")] { names.append(name) }
        }
        return names
    }

    private static func withCString<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// Writes `image` as an 8-bit RGBA PNG (`fast` compression, SPEC §6), encoded once, as each
    /// of the files `names` of `folder` (a pair and its twins, `PairTwins`), names stretchy chose
    /// (`write(_:named:in:)`).
    package static func writeDiff(_ image: RGBAImage, named names: [String], in folder: String) throws(CompareError) {
        guard let first = names.first else { return }
        let bytes = try diffBytes(image, path: FilePath.join(folder, first))
        for name in names { try write(bytes, named: name, in: folder) }
    }

    /// Writes `image` as `writeDiff(_:named:in:)` does, to `path`, a file the user named.
    package static func writeDiff(_ image: RGBAImage, to path: String) throws(CompareError) {
        try write(try diffBytes(image, path: path), to: path)
    }

    /// Writes `bytes` to `path`, a file the user named, atomically, creating its missing folders;
    /// a link at `path` is written through.
    package static func write(_ bytes: [UInt8], to path: String) throws(CompareError) {
        do throws(FileError) {
            try Folder.ensureExists(FilePath.folder(of: path))
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .write(error.description)
        }
    }

    /// Writes `bytes` as the file `name` of `folder`, a name stretchy chose (a report's page, a
    /// diff image), atomically, creating `folder` and the folders `name` goes through
    /// (`a/frame_0001.png`); no link below `folder` is written through, a subfolder's included
    /// (SPEC §6).
    package static func write(_ bytes: [UInt8], named name: String, in folder: String) throws(CompareError) {
        do throws(FileError) {
            try Folder.ensureExists(folder)
            try AtomicFile.write(bytes, named: name, in: folder)
        } catch {
            throw .write(error.description)
        }
    }

    /// The PNG bytes of a diff image for `path`.
    private static func diffBytes(_ image: RGBAImage, path: String) throws(CompareError) -> [UInt8] {
        do throws(CodecError) {
            return try PNGEncoder(compression: .fast).encodeRGBA(image)
        } catch {
            throw .encode(path: path, error)
        }
    }
}
