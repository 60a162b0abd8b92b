import CWebP
import Raster

/// An animated WebP made by libwebp's `WebPAnimEncoder` (SPEC §6 "WebP"): lossless unless a
/// quality is given, each frame stored as libwebp finds best (a sub-rectangle of the change, key
/// frames at its default spacing), no mixing of lossy and lossless, one thread.
///
/// Frames come with the time they start in milliseconds (libwebp's unit), the last with the time
/// the animation ends. Deterministic: libwebp's encoder uses no clock and no randomness. Used by
/// one thread at a time.
package final class WebPWriter: @unchecked Sendable {
    /// Lossless effort: `method` and `quality` (libwebp's 0 … 6 and 0 … 100 for lossless: how hard
    /// it searches, not what it keeps), measured in bench/README.md.
    package static let losslessMethod: Int32 = 1
    package static let losslessEffort: Float = 25
    /// Lossy: libwebp's default method.
    package static let lossyMethod: Int32 = 4

    private let encoder: OpaquePointer
    private var config = WebPConfig()
    private let width: Int
    private let height: Int

    /// The time frame `index` of an animation at `fps` starts, in whole milliseconds (rounded
    /// down, the error carried to the next frame as for GIF's centiseconds).
    package static func milliseconds(ofFrame index: Int, fps: Int) -> Int { 1000 * index / fps }

    /// A WebP of `width` × `height` pixels played `plays` times (0: for ever); lossless when
    /// `quality` is nil, else lossy at that quality (0 … 100).
    package init(width: Int, height: Int, plays: Int, quality: Int?) throws(CodecError) {
        try AnimationLibraries.requireWebP()
        self.width = width
        self.height = height
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
            throw Self.failure("this libwebp's version does not match its headers")
        }
        options.anim_params.loop_count = Int32(plays)
        options.anim_params.bgcolor = 0xFFFF_FFFF
        options.allow_mixed = 0
        if let quality {
            config.lossless = 0
            config.quality = Float(quality)
            config.method = Self.lossyMethod
        } else {
            config.lossless = 1
            config.exact = 1
            config.quality = Self.losslessEffort
            config.method = Self.losslessMethod
        }
        config.thread_level = 0
        guard WebPValidateConfig(&config) != 0 else { throw Self.failure("libwebp refused its settings") }
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw Self.failure("libwebp could not start an animation of \(width) × \(height)")
        }
        self.encoder = encoder
    }

    deinit { WebPAnimEncoderDelete(encoder) }

    /// Adds `frame` (opaque, the animation's size), shown from `start` milliseconds on.
    package func add(_ frame: Pixmap, at start: Int) throws(CodecError) {
        precondition(frame.width == width && frame.height == height)
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw Self.failure("libwebp could not start a picture") }
        defer { WebPPictureFree(&picture) }
        picture.width = Int32(width)
        picture.height = Int32(height)
        picture.use_argb = 1
        // Opaque: premultiplied is straight.
        let imported = frame.withUnsafeBytes { WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4)) }
        guard imported != 0 else { throw Self.failure("libwebp could not take a frame (out of memory)") }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(start), &config) != 0 else {
            throw Self.failure(lastError)
        }
    }

    /// The file, the last frame ending at `end` milliseconds.
    package func finish(at end: Int) throws(CodecError) -> [UInt8] {
        guard WebPAnimEncoderAdd(encoder, nil, Int32(end), nil) != 0 else { throw Self.failure(lastError) }
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0 else { throw Self.failure(lastError) }
        return Array(UnsafeBufferPointer(start: data.bytes, count: data.size))
    }

    private var lastError: String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "libwebp failed"
    }

    private static func failure(_ reason: String) -> CodecError { .animationFailed(format: "WebP", reason: reason) }
}
