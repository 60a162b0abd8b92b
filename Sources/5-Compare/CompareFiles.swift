import Codecs
import Files
import FoundationEssentials
import Raster

/// Compare's inputs and outputs on disk: PNG files read as SPEC §4 reads them, diff images and
/// report files written whole or not at all (SPEC §6).
public enum CompareFiles {
    /// Reads `path` as 8-bit straight RGBA. JPEGs and HEIFs are refused by name (`compare reads PNG files
    /// only`); errors name the path and say why, in SPEC §7's words.
    @Sendable public static func load(_ path: String) throws(CompareError) -> RGBAImage {
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

    /// The bytes of the file at `path`.
    public static func read(_ path: String) throws(CompareError) -> [UInt8] {
        guard PathKind(path) == .regularFile, let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: PathKind.unreadableReason(path))
        }
        return [UInt8](data)
    }

    /// Writes `image` as an 8-bit RGBA PNG (`fast` compression, SPEC §6) as the file `name` of
    /// `folder`, a name stretchy chose (`write(_:named:in:)`).
    public static func writeDiff(_ image: RGBAImage, named name: String, in folder: String) throws(CompareError) {
        try write(try diffBytes(image, path: FilePath.join(folder, name)), named: name, in: folder)
    }

    /// Writes `image` as `writeDiff(_:named:in:)` does, to `path`, a file the user named.
    public static func writeDiff(_ image: RGBAImage, to path: String) throws(CompareError) {
        try write(try diffBytes(image, path: path), to: path)
    }

    /// Writes `bytes` to `path`, a file the user named, atomically, creating its missing folders;
    /// a link at `path` is written through.
    public static func write(_ bytes: [UInt8], to path: String) throws(CompareError) {
        do throws(FileError) {
            try Folder.ensureExists(FilePath.folder(of: path))
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .write(error.description)
        }
    }

    /// Writes `bytes` as the file `name` of `folder`, a name stretchy chose (a report's page, a
    /// diff image), atomically, creating the folders `name` goes through (`a/frame_0001.png`);
    /// a link at that name is replaced, never written through (SPEC §6).
    public static func write(_ bytes: [UInt8], named name: String, in folder: String) throws(CompareError) {
        let path = FilePath.join(folder, name)
        do throws(FileError) {
            try Folder.ensureExists(FilePath.folder(of: path))
            try AtomicFile.write(bytes, named: FilePath.name(of: path), in: FilePath.folder(of: path))
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
