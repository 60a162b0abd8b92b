import Codecs
import Raster
import SceneModel
import Synchronization
import Workers

/// The header photo's file, decoded on demand, and drawn into a header rectangle with the
/// scene's `header.filter` (`aspectFill`): the one place that says which resampler draws it.
///
/// `linear` and `trilinear` sample the full decode, as Core Animation samples the decoded
/// image (a DCT-scaled decode is a different reduction, so it is not used for them); a trilinear
/// photo's mipmaps are made once. `lanczos3` decodes at the DCT scale each rectangle needs:
/// a JPEG is decoded at the smallest scale n/8 that still covers the rectangle in both
/// dimensions (so that the aspect-fill only ever reduces), and each scale at most once: a
/// 12-megapixel photo behind a resting @2x header is decoded at 1/4, and only the frames pulled
/// far enough to need more pixels use a larger scale. The scale is a function of the rectangle
/// alone, so a frame's pixels depend only on its offset: `frame`, `render` and any motion draw
/// the same offset alike. A PNG has one scale, its own size (and its first decode keeps only the
/// part the first frame reads, as a JPEG's).
///
/// The first scale (the one the caller expects to draw first) is decoded once, by whichever
/// thread comes first: a worker started by `decodeInBackground()`, which lets everything else
/// a renderer needs (the fonts' start-up, the texts) be done beside the decode, or a thread
/// that needs the image (`decodeFirst()`, `check()`, a frame), which otherwise waits for it.
/// Made for one frame (`firstWindow`), the first decode is of the part of the photo that frame
/// shows (libjpeg skips the IDCT of the rest), streamed into that frame's aspect-fill
/// (`AspectFillStream`) as libjpeg hands its rows over, so the photo is never held whole: the
/// aspect-fill a frame asks for with the first size and window is that one, the same bytes as
/// sampling a whole decode. Its rows can be read as they are made (`firstFillRows`), so that a
/// frame's PNG bands that show the photo are encoded while libjpeg still decodes the rows
/// below. Another frame, or another window (a blur's margin), decodes the scale whole.
///
/// Rejected: one decode sized for the whole screen (what a long pull could need); it costs a
/// 12-megapixel photo twice the decoding and four times the resampling of every resting frame.
package final class HeaderPhoto: Sendable {
    /// The file, for messages.
    package let path: String
    /// Why the photo's colour profile could not be used (its colours are then taken as sRGB),
    /// nil when it could or there is none.
    package let colorProblem: ColorProfileError?
    /// How the photo is sampled into a rectangle.
    package let filter: HeaderFilter
    private let bytes: [UInt8]
    private let firstSize: (width: Int, height: Int)
    private let firstWindow: PixelRect?
    private let firstScale: Int
    /// One frame's first window's aspect-fill, made row by row by the first decode (nil when
    /// the photo is not made for one frame).
    private let firstRows: GrowingPixmap?
    /// The first scale, once decoded; held while decoding, so that another thread needing it
    /// waits rather than decodes it again.
    private let first = Mutex<Result<First, CodecError>?>(nil)
    private let decoded = Mutex<[Int: Pixmap]>([:])
    private let firstWarning = Mutex<String?>(nil)
    private let mipmaps = Mutex<MipChain?>(nil)

    /// libjpeg's first warning that the photo's data is corrupt (`Corrupt JPEG data: …`), from
    /// the first decode, which reads the whole file; nil when it gave none, or before that decode.
    /// The photo is drawn as libjpeg decodes it, as UIKit and djpeg show such a file.
    package var damage: String? { firstWarning.withLock { $0 } }

    /// Reads `bytes`' header, which fails now for a file that is not an image stretchy reads or
    /// is too large, and the scale that covers `firstSize`; decodes nothing yet. With
    /// `firstWindow` (the part of a `firstSize` box the first frame shows), the first decode is
    /// of what that window of the photo's aspect-fill reads.
    init(
        bytes: [UInt8], path: String, filter: HeaderFilter, firstSize: (width: Int, height: Int),
        firstWindow: PixelRect? = nil
    ) throws(CodecError) {
        self.path = path
        self.bytes = bytes
        self.filter = filter
        self.firstSize = firstSize
        // A mip chain is made of the whole image.
        self.firstWindow = filter == .trilinear ? nil : firstWindow
        firstScale = try Self.scale(of: bytes, covering: firstSize, filter: filter)
        colorProblem = ImageDecoder.colorProfileProblem(of: bytes)
        firstRows = self.firstWindow.flatMap { GrowingPixmap(width: $0.width, height: $0.height) }
    }

    /// What the first decode made: the part of the photo it decoded, or (for one frame) the
    /// aspect-fill of the first window into the first size, made from its rows as they came.
    private enum First {
        case part(ImagePart)
        case fill(GrowingPixmap)
    }

    /// Whether the first decode, once made, is the first window's aspect-fill made from the
    /// photo's rows as they came (for one frame), holding none of the photo.
    package var firstDecodeIsAspectFill: Bool {
        if case .success(.fill) = firstDecode() { return true }
        return false
    }

    /// How many scales have been decoded whole, beside the first decode: none while only the
    /// first frame a photo was made for is drawn.
    package var wholeDecodeCount: Int { decoded.withLock { $0.count } }

    /// Starts decoding the first scale on a worker thread, unless some thread already has.
    package func decodeInBackground() {
        _ = Background { [self] in decodeFirst() }
    }

    /// The first scale (or the part of it the first window needs, or that window's aspect-fill),
    /// decoded here unless another thread has (or is busy with it).
    @discardableResult
    package func decodeFirst() -> Result<Void, CodecError> {
        firstDecode().map { _ in }
    }

    private func firstDecode() -> Result<First, CodecError> {
        first.withLock { first in
            if let first { return first }
            let (box, window, kernel) = (firstSize, firstWindow, kernel)
            let warned = { (warning: String) in self.firstWarning.withLock { $0 = warning } }
            func needed(_ size: (width: Int, height: Int)) -> PixelRect? {
                window.flatMap {
                    Resampler.aspectFillSourceRect(
                        sourceWidth: size.width, sourceHeight: size.height,
                        width: box.width, height: box.height, window: $0, kernel: kernel)
                }
            }
            let made = Result { () throws(CodecError) -> First in
                if let window, let rows = firstRows {
                    rows.rows.begin()
                    let stream = try ImageDecoder.decodeRows(
                        bytes, minimumSize: minimumSize(box), maxPixels: SceneAssets.maxHeaderPixels,
                        warned: warned, needing: needed
                    ) { part, fullWidth, fullHeight in
                        AspectFillStream(
                            fullWidth: fullWidth, fullHeight: fullHeight, part: part, width: box.width,
                            height: box.height, window: window, kernel: kernel, into: rows.baseAddress,
                            made: rows.rows.advance)
                    }
                    // The stream is made for the part `needed` asks for, so it fails only for a
                    // box no aspect-fill is made for, which `aspectFill` refuses as well.
                    // Its rows are `rows`' already: no copy of them is made.
                    if let stream, stream.isFinished { return .fill(rows) }
                }
                return .part(
                    try ImageDecoder.decodePart(
                        bytes, minimumSize: minimumSize(box), maxPixels: SceneAssets.maxHeaderPixels,
                        warned: warned, needing: needed))
            }
            // Whatever was made: a reader of the rows waits for no more.
            firstRows?.rows.end()
            first = made
            return made
        }
    }

    /// The rows of the aspect-fill `aspectFill(width:height:window:)` gives for this size and
    /// window, as the first decode makes them: readers wait for each with `rows` (which ends
    /// short when the decode fails, or when it did not make that fill). Nil when the photo was
    /// not made for one frame of that size and window, or when the fill may hold transparent
    /// pixels (only a JPEG's never does, known before it is decoded).
    package func firstFillRows(width: Int, height: Int, window: PixelRect) -> GrowingPixmap? {
        guard width == firstSize.width, height == firstSize.height, window == firstWindow,
            ImageDecoder.format(of: bytes) == .jpeg
        else { return nil }
        return firstRows
    }

    /// Waits for the first decode (or makes it); fails, naming the file, when the photo could
    /// not be decoded.
    package func check() throws(SceneryError) {
        do {
            try decodeFirst().get()
        } catch {
            throw .undecodable(role: "header image", path: path, error: error)
        }
    }

    /// The part `window` (in the box's own pixels) of the photo's aspect-fill into a `width` ×
    /// `height` box (UIKit's `.scaleAspectFill`, SPEC §1 layer 2), sampled with `filter`;
    /// `splitter` may spread the work over threads (the pixels are the same).
    package func aspectFill(width: Int, height: Int, window: PixelRect, splitter: WorkSplitter = .serial)
        throws(SceneryError) -> Pixmap
    {
        if filter == .trilinear {
            return Resampler.aspectFill(
                try mipChain(), width: width, height: height, window: window, splitter: splitter)!
        }
        if width == firstSize.width, height == firstSize.height, window == firstWindow,
            case .success(.fill(let fill)) = firstDecode(), let pixmap = fill.pixmap()
        {
            return pixmap
        }
        return Resampler.aspectFill(
            try part(covering: width, height: height, window: window), width: width, height: height,
            window: window, kernel: kernel, splitter: splitter)!
    }

    /// The kernel `aspectFill` samples with along each axis (trilinear: within each level).
    private var kernel: ResamplingKernel { filter == .lanczos3 ? .lanczos3 : .linear }

    /// What `window` of the photo's aspect-fill into a `width` × `height` box reads, at the
    /// scale `filter` decodes the box at: the first decode when it holds that, else the
    /// whole image at that scale (as `image(covering:height:)`).
    private func part(covering width: Int, height: Int, window: PixelRect) throws(SceneryError) -> ImagePart {
        do {
            let scale = try Self.scale(of: bytes, covering: (width, height), filter: filter)
            if scale == firstScale, case .part(let part) = try firstDecode().get() {
                if let needed = Resampler.aspectFillSourceRect(
                    sourceWidth: part.fullWidth, sourceHeight: part.fullHeight,
                    width: width, height: height, window: window, kernel: kernel),
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

    /// The photo's mipmaps, made from its full decode the first time they are needed.
    private func mipChain() throws(SceneryError) -> MipChain {
        try mipmaps.withLock { (chain) throws(SceneryError) -> MipChain in
            if let chain { return chain }
            let made = MipChain(try image(covering: firstSize.width, height: firstSize.height))
            chain = made
            return made
        }
    }

    /// The photo, upright, as `filter` decodes it for a `width` × `height` box: whole for
    /// `linear` and `trilinear`, at the smallest DCT scale that covers the box for `lanczos3`.
    /// libjpeg reads the same data at every scale, so once `check` has passed a failure here
    /// means the file is damaged in a way only one scale sees; it names the file.
    package func image(covering width: Int, height: Int) throws(SceneryError) -> Pixmap {
        do {
            return try wholeImage(
                atScale: Self.scale(of: bytes, covering: (width, height), filter: filter), covering: (width, height))
        } catch {
            throw .undecodable(role: "header image", path: path, error: error)
        }
    }

    /// The whole photo at `scale`, the one that covers `size`: the first decode when it is
    /// whole, else decoded once and kept.
    private func wholeImage(atScale scale: Int, covering size: (width: Int, height: Int)) throws(CodecError) -> Pixmap {
        if scale == firstScale, case .part(let part) = try firstDecode().get(),
            part.rect == PixelRect(x: 0, y: 0, width: part.fullWidth, height: part.fullHeight)
        {
            return part.pixels
        }
        // Decoding under the lock: a second frame needing the same scale waits for it rather
        // than decoding it again.
        return try decoded.withLock { (cache: inout [Int: Pixmap]) throws(CodecError) -> Pixmap in
            if let image = cache[scale] { return image }
            let image = try ImageDecoder.decode(
                bytes, minimumSize: minimumSize(size), maxPixels: SceneAssets.maxHeaderPixels)
            cache[scale] = image
            return image
        }
    }

    /// The size a DCT-scaled decode must cover for a `size` box: nil (the full decode) unless
    /// the filter is `lanczos3`, since bilinear sampling of a scaled decode is not that of the
    /// full one.
    private func minimumSize(_ size: (width: Int, height: Int)) -> (width: Int, height: Int)? {
        Self.minimumSize(size, filter: filter)
    }

    private static func minimumSize(_ size: (width: Int, height: Int), filter: HeaderFilter)
        -> (width: Int, height: Int)?
    {
        filter == .lanczos3 ? size : nil
    }

    private static func scale(of bytes: [UInt8], covering size: (width: Int, height: Int), filter: HeaderFilter)
        throws(CodecError) -> Int
    {
        try ImageDecoder.scaleNumerator(
            of: bytes, minimumSize: minimumSize(size, filter: filter), maxPixels: SceneAssets.maxHeaderPixels)
    }
}
