import Codecs
import Raster
import SceneModel
import Synchronization

/// The header photo's file, decoded on demand at the DCT scale each header rectangle needs.
///
/// A JPEG is decoded at the smallest scale n/8 that still covers the rectangle in both
/// dimensions (so that the aspect-fill only ever reduces), and each scale at most once: a
/// 12-megapixel photo behind a resting @2x header is decoded at 1/4, and only the frames pulled
/// far enough to need more pixels use a larger scale. The scale is a function of the rectangle
/// alone, so a frame's pixels depend only on its offset: `frame`, `render` and any motion draw
/// the same offset alike. A PNG has one scale, its own size.
///
/// Rejected: one decode sized for the whole screen (what a long pull could need); it costs a
/// 12-megapixel photo twice the decoding and four times the resampling of every resting frame.
public final class HeaderPhoto: Sendable {
    /// The file, for messages.
    public let path: String
    /// Why the photo's colour profile could not be used (its colours are then taken as sRGB),
    /// nil when it could or there is none.
    public let colorProblem: ColorProfileError?
    private let bytes: [UInt8]
    private let decoded = Mutex<[Int: Pixmap]>([:])

    /// Reads nothing but `bytes`' header, and decodes the scale that covers `firstSize` (the
    /// resting header), so that a file that cannot be decoded fails here, before any frame.
    init(bytes: [UInt8], path: String, firstSize: (width: Int, height: Int)) throws(CodecError) {
        self.path = path
        self.bytes = bytes
        let scale = try Self.scale(of: bytes, covering: firstSize)
        let image = try ImageDecoder.decode(bytes, minimumSize: firstSize, maxPixels: SceneAssets.maxHeaderPixels)
        decoded.withLock { $0[scale] = image }
        colorProblem = ImageDecoder.colorProfileProblem(of: bytes)
    }

    /// The photo, upright, at the smallest DCT scale that covers `width` × `height` pixels.
    /// `init` decoded these bytes already and libjpeg reads the same data at every scale, so a
    /// failure here means the file is damaged in a way only one scale sees; it names the file.
    public func image(covering width: Int, height: Int) throws(SceneryError) -> Pixmap {
        let size = (width: width, height: height)
        do {
            let scale = try Self.scale(of: bytes, covering: size)
            // Decoding under the lock: a second frame needing the same scale waits for it
            // rather than decoding it again.
            return try decoded.withLock { (cache: inout [Int: Pixmap]) throws(CodecError) -> Pixmap in
                if let image = cache[scale] { return image }
                let image = try ImageDecoder.decode(bytes, minimumSize: size, maxPixels: SceneAssets.maxHeaderPixels)
                cache[scale] = image
                return image
            }
        } catch {
            throw .undecodable(role: "header image", path: path, error: error)
        }
    }

    private static func scale(of bytes: [UInt8], covering size: (width: Int, height: Int)) throws(CodecError) -> Int {
        try ImageDecoder.scaleNumerator(of: bytes, minimumSize: size, maxPixels: SceneAssets.maxHeaderPixels)
    }
}
