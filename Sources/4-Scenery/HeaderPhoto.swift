import Codecs
import Raster
import SceneModel
import Synchronization
import Workers

/// The header photo's file, decoded on demand at the DCT scale each header rectangle needs.
///
/// A JPEG is decoded at the smallest scale n/8 that still covers the rectangle in both
/// dimensions (so that the aspect-fill only ever reduces), and each scale at most once: a
/// 12-megapixel photo behind a resting @2x header is decoded at 1/4, and only the frames pulled
/// far enough to need more pixels use a larger scale. The scale is a function of the rectangle
/// alone, so a frame's pixels depend only on its offset: `frame`, `render` and any motion draw
/// the same offset alike. A PNG has one scale, its own size.
///
/// The first scale (the one the caller expects to draw first) is decoded once, by whichever
/// thread comes first: a worker started by `decodeInBackground()`, which lets everything else
/// a renderer needs (the fonts' start-up, the texts) be done beside the decode, or a thread
/// that needs the image (`decodeFirst()`, `check()`, a frame), which otherwise waits for it.
/// Made for one frame (`firstWindow`), the first decode is of the part of the photo that frame
/// shows (libjpeg skips the IDCT of the rest); another frame needing more decodes the scale whole.
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
    private let firstSize: (width: Int, height: Int)
    private let firstWindow: PixelRect?
    private let firstScale: Int
    /// The first scale, once decoded; held while decoding, so that another thread needing it
    /// waits rather than decodes it again.
    private let first = Mutex<Result<ImagePart, CodecError>?>(nil)
    private let decoded = Mutex<[Int: Pixmap]>([:])
    private let firstWarning = Mutex<String?>(nil)

    /// libjpeg's first warning that the photo's data is corrupt (`Corrupt JPEG data: …`), from
    /// the first decode, which reads the whole file; nil when it gave none, or before that decode.
    /// The photo is drawn as libjpeg decodes it, as UIKit and djpeg show such a file.
    public var damage: String? { firstWarning.withLock { $0 } }

    /// Reads `bytes`' header, which fails now for a file that is not an image stretchy reads or
    /// is too large, and the scale that covers `firstSize`; decodes nothing yet. With
    /// `firstWindow` (the part of a `firstSize` box the first frame shows), the first decode is
    /// of what that window of the photo's aspect-fill reads.
    init(bytes: [UInt8], path: String, firstSize: (width: Int, height: Int), firstWindow: PixelRect? = nil)
        throws(CodecError)
    {
        self.path = path
        self.bytes = bytes
        self.firstSize = firstSize
        self.firstWindow = firstWindow
        firstScale = try Self.scale(of: bytes, covering: firstSize)
        colorProblem = ImageDecoder.colorProfileProblem(of: bytes)
    }

    /// Starts decoding the first scale on a worker thread, unless some thread already has.
    public func decodeInBackground() {
        _ = Background { [self] in decodeFirst() }
    }

    /// The first scale (or the part of it the first window needs), decoded here unless another
    /// thread has (or is busy with it).
    @discardableResult
    public func decodeFirst() -> Result<ImagePart, CodecError> {
        first.withLock { first in
            if let first { return first }
            let (box, window) = (firstSize, firstWindow)
            let part = Result { () throws(CodecError) in
                try ImageDecoder.decodePart(
                    bytes, minimumSize: box, maxPixels: SceneAssets.maxHeaderPixels,
                    warned: { warning in firstWarning.withLock { $0 = warning } }
                ) { size in
                    window.flatMap {
                        Resampler.aspectFillSourceRect(
                            sourceWidth: size.width, sourceHeight: size.height,
                            width: box.width, height: box.height, window: $0)
                    }
                }
            }
            first = part
            return part
        }
    }

    /// Waits for the first decode (or makes it); fails, naming the file, when the photo could
    /// not be decoded.
    public func check() throws(SceneryError) {
        do {
            _ = try decodeFirst().get()
        } catch {
            throw .undecodable(role: "header image", path: path, error: error)
        }
    }

    /// What `window` of the photo's aspect-fill into a `width` × `height` box reads, at the
    /// smallest DCT scale that covers the box: the first decode when it holds that, else the
    /// whole image at that scale (as `image(covering:height:)`).
    public func part(covering width: Int, height: Int, window: PixelRect) throws(SceneryError) -> ImagePart {
        do {
            let scale = try Self.scale(of: bytes, covering: (width, height))
            if scale == firstScale {
                let part = try decodeFirst().get()
                if let needed = Resampler.aspectFillSourceRect(
                    sourceWidth: part.fullWidth, sourceHeight: part.fullHeight,
                    width: width, height: height, window: window),
                    part.contains(needed)
                {
                    return part
                }
            }
            return ImagePart(whole: try wholeImage(atScale: scale, covering: (width, height)))
        } catch {
            throw .undecodable(role: "header image", path: path, error: error)
        }
    }

    /// The photo, upright, at the smallest DCT scale that covers `width` × `height` pixels.
    /// libjpeg reads the same data at every scale, so once `check` has passed a failure here
    /// means the file is damaged in a way only one scale sees; it names the file.
    public func image(covering width: Int, height: Int) throws(SceneryError) -> Pixmap {
        do {
            return try wholeImage(atScale: Self.scale(of: bytes, covering: (width, height)), covering: (width, height))
        } catch {
            throw .undecodable(role: "header image", path: path, error: error)
        }
    }

    /// The whole photo at `scale`, the one that covers `size`: the first decode when it is
    /// whole, else decoded once and kept.
    private func wholeImage(atScale scale: Int, covering size: (width: Int, height: Int)) throws(CodecError) -> Pixmap {
        if scale == firstScale, case let part = try decodeFirst().get(),
            part.rect == PixelRect(x: 0, y: 0, width: part.fullWidth, height: part.fullHeight)
        {
            return part.pixels
        }
        // Decoding under the lock: a second frame needing the same scale waits for it rather
        // than decoding it again.
        return try decoded.withLock { (cache: inout [Int: Pixmap]) throws(CodecError) -> Pixmap in
            if let image = cache[scale] { return image }
            let image = try ImageDecoder.decode(bytes, minimumSize: size, maxPixels: SceneAssets.maxHeaderPixels)
            cache[scale] = image
            return image
        }
    }

    private static func scale(of bytes: [UInt8], covering size: (width: Int, height: Int)) throws(CodecError) -> Int {
        try ImageDecoder.scaleNumerator(of: bytes, minimumSize: size, maxPixels: SceneAssets.maxHeaderPixels)
    }
}
