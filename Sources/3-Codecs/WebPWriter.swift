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
    private let plays: Int

    /// The time frame `index` of an animation at `fps` starts, in whole milliseconds (rounded
    /// down, the error carried to the next frame as for GIF's centiseconds).
    package static func milliseconds(ofFrame index: Int, fps: Int) -> Int { 1000 * index / fps }

    /// A WebP of `width` × `height` pixels played `plays` times (0: for ever); lossless when
    /// `quality` is nil, else lossy at that quality (0 … 100).
    package init(width: Int, height: Int, plays: Int, quality: Int?) throws(CodecError) {
        try AnimationLibraries.requireWebP()
        self.width = width
        self.height = height
        self.plays = plays
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
        let file = Array(UnsafeBufferPointer(start: data.bytes, count: data.size))
        return try Self.animated(file, width: width, height: height, duration: end, plays: plays)
    }

    /// `file`, or when libwebp wrote it as a still image (it does for an animation whose frames
    /// all show one picture: its duration and loop count lost) the same image as an animation of
    /// one frame shown for `duration` milliseconds, played `plays` times: the container's VP8X
    /// (animation flag), ANIM (background 0xFFFFFFFF, the loop count) and ANMF (the whole
    /// canvas, no blending) chunks around the still's image chunks. The duration fits ANMF's 24
    /// bits: libwebp's encoder refuses a frame of more before this is reached.
    ///
    /// Rejected: libwebpmux's own `WebPMux` calls, which would build the same chunks, for more
    /// functions loaded from the library; and adding the frame twice, which libwebp merges.
    static func animated(_ file: [UInt8], width: Int, height: Int, duration: Int, plays: Int) throws(CodecError)
        -> [UInt8]
    {
        let fourCC = { (offset: Int) in String(decoding: file[offset..<offset + 4], as: UTF8.self) }
        guard file.count >= 20, fourCC(0) == "RIFF", fourCC(8) == "WEBP" else {
            throw failure("libwebp wrote no WebP container")
        }
        if fourCC(12) == "VP8X" && file[20] & 0x02 != 0 { return file }
        // The image's own chunks (ALPH, VP8 or VP8L), without a VP8X or metadata.
        var image: [UInt8] = []
        var offset = 12
        while offset + 8 <= file.count {
            let size = file[offset + 4..<offset + 8].reversed().reduce(0) { $0 << 8 | Int($1) }
            let end = offset + 8 + size + size % 2
            guard end <= file.count else { throw failure("libwebp wrote a chunk past the file's end") }
            if ["ALPH", "VP8 ", "VP8L"].contains(fourCC(offset)) { image += file[offset..<end] }
            offset = end
        }
        func chunk(_ name: String, _ payload: [UInt8]) -> [UInt8] {
            Array(name.utf8) + uint(payload.count, bytes: 4) + payload + (payload.count % 2 == 1 ? [0] : [])
        }
        let canvas = uint(width - 1, bytes: 3) + uint(height - 1, bytes: 3)
        var body = Array("WEBP".utf8)
        body += chunk("VP8X", [0x02, 0, 0, 0] + canvas)
        body += chunk("ANIM", [0xFF, 0xFF, 0xFF, 0xFF] + uint(plays, bytes: 2))
        // Offset 0, 0; the whole canvas; not blended with the canvas, not disposed.
        body += chunk("ANMF", uint(0, bytes: 6) + canvas + uint(duration, bytes: 3) + [0x02] + image)
        return Array("RIFF".utf8) + uint(body.count, bytes: 4) + body
    }

    /// `value`'s low `bytes` bytes, little-endian, as the WebP container writes numbers.
    private static func uint(_ value: Int, bytes: Int) -> [UInt8] {
        (0..<bytes).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    private var lastError: String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "libwebp failed"
    }

    private static func failure(_ reason: String) -> CodecError { .animationFailed(format: "WebP", reason: reason) }
}
