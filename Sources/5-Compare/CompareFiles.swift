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

    /// Writes `image` as an 8-bit RGBA PNG (`fast` compression, SPEC §6) to `folder/name`,
    /// creating the folders `name` goes through (`a/frame_0001.png`).
    public static func writeDiff(_ image: RGBAImage, named name: String, in folder: String) throws(CompareError) {
        let path = FilePath.join(folder, name)
        let bytes: [UInt8]
        do throws(CodecError) {
            bytes = try PNGEncoder(compression: .fast).encodeRGBA(image)
        } catch {
            throw .encode(path: path, error)
        }
        try write(bytes, to: path)
    }

    /// Writes `bytes` to `path` atomically, creating its missing folders.
    public static func write(_ bytes: [UInt8], to path: String) throws(CompareError) {
        do throws(FileError) {
            try Folder.ensureExists(FilePath.folder(of: path))
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .write(error.description)
        }
    }
}
