import Codecs
import Files
import Raster

/// The animated files of one render being made: frames come in frame order, a run of frames
/// that show the same offset at a time, and each file is staged once every frame is in, to be
/// committed with the render's other files (`FileBatch`), so an interrupted or failed render
/// leaves none.
///
/// What depends on one frame alone (the frame at the GIF's size, and with a palette per frame
/// its palette and indices) is made by `sized` and `prepare` on the worker that drew it, in
/// parallel; `count` and `append` then run in frame order, one run at a time, and do what needs
/// the frames before (the global palette's histogram and mapping, which libimagequant's state
/// keeps to one thread, APNG's and GIF's changed rectangles, libwebp's encoder).
/// The bytes depend on the frames alone, never on the jobs. Shared by the workers, used by one
/// at a time (`FrameExporter`'s turnstile), hence the unchecked `Sendable`.
package final class AnimationEncoders: @unchecked Sendable {
    /// What `prepare` made of a frame, for `append`.
    package struct Prepared: Sendable {
        /// The frame's GIF picture, when it has a palette of its own.
        let gif: GIFQuantizer.Picture?
        /// The frame at the GIF's size, to be mapped to the global palette.
        let sized: Pixmap?
    }

    /// The files and their settings.
    package let outputs: AnimationOutputs
    private let animation: Animation
    private let range: ClosedRange<Int>
    private let compression: PNGEncoder.Compression
    private let threads: Int
    private let quantizer: GIFQuantizer
    private let palette: GIFPalette?
    private var apng: APNGWriter?
    private var gif: GIFWriter?
    private var webp: WebPWriter?
    /// The frame before, for APNG's changed rectangle.
    private var previous: Pixmap?

    /// For frames `range` of `animation`; APNG frames compressed as `compression` says, each on
    /// `threads` threads.
    package init(
        _ outputs: AnimationOutputs, animation: Animation, range: ClosedRange<Int>,
        compression: PNGEncoder.Compression, threads: Int
    ) throws(ExportError) {
        self.outputs = outputs
        self.animation = animation
        self.range = range
        self.compression = compression
        self.threads = threads
        let scene = animation.scene
        quantizer = GIFQuantizer(width: outputs.gifWidth, dither: outputs.gifDither)
        do throws(CodecError) {
            palette = outputs.needsPalettePass ? try GIFPalette(quantizer: quantizer) : nil
            if outputs.apng != nil { apng = APNGWriter(fps: animation.fps, plays: outputs.plays) }
            if outputs.webp != nil {
                webp = try WebPWriter(
                    width: scene.pixelWidth, height: scene.pixelHeight, plays: outputs.plays,
                    quality: outputs.webpQuality)
            }
        } catch {
            throw .encode(path: outputs.webp ?? outputs.gif ?? "", reason: error.description)
        }
    }

    /// `frame` at the GIF's size, for `count`, on any thread.
    package func sized(_ frame: Pixmap) -> Pixmap { quantizer.scaled(frame) }

    /// Counts a frame's colours for the global GIF palette (`needsPalettePass`), in frame order:
    /// `sized` is the frame at the GIF's size (`sized(_:)`).
    package func count(_ sized: Pixmap) throws(ExportError) {
        try encoding(outputs.gif) { () throws(CodecError) in try palette?.add(sized) }
    }

    /// What can be made of `frame` alone, on any thread.
    package func prepare(_ frame: Pixmap) throws(ExportError) -> Prepared {
        guard outputs.gif != nil else { return Prepared(gif: nil, sized: nil) }
        let sized = quantizer.scaled(frame)
        guard palette == nil else { return Prepared(gif: nil, sized: sized) }
        return Prepared(
            gif: try encoding(outputs.gif) { () throws(CodecError) in try quantizer.picture(ofSized: sized) },
            sized: nil)
    }

    /// Adds the frames `run`, which all show `frame`, in frame order.
    package func append(_ frame: Pixmap, prepared: Prepared, run: ClosedRange<Int>) throws(ExportError) {
        let start = run.lowerBound - range.lowerBound
        if outputs.apng != nil { try appendAPNG(frame, frames: run.count) }
        if let path = outputs.gif {
            try encoding(path) { () throws(CodecError) in
                // (`??` would rethrow an untyped error.)
                let picture: GIFQuantizer.Picture
                if let prepared = prepared.gif {
                    picture = prepared
                } else {
                    picture = try palette!.picture(of: prepared.sized!)
                }
                if gif == nil {
                    gif = try GIFWriter(
                        width: picture.source.width, height: picture.source.height, plays: outputs.plays,
                        globalPalette: try palette?.palette())
                }
                try gif!.add(picture, at: GIFWriter.centiseconds(ofFrame: start, fps: animation.fps))
            }
        }
        if let webp {
            try encoding(outputs.webp) { () throws(CodecError) in
                try webp.add(frame, at: WebPWriter.milliseconds(ofFrame: start, fps: animation.fps))
            }
        }
        previous = frame
    }

    /// Stages every file into `batch`, after the last frame.
    package func finish(into batch: FileBatch) throws(ExportError) {
        let count = range.count
        if let path = outputs.apng, let apng { batch.add(try stage(apng.file(), to: path)) }
        if let path = outputs.gif, let gif {
            let bytes = try encoding(path) { () throws(CodecError) in
                try gif.finish(at: GIFWriter.centiseconds(ofFrame: count, fps: animation.fps))
            }
            batch.add(try stage(bytes, to: path))
        }
        if let path = outputs.webp, let webp {
            let bytes = try encoding(path) { () throws(CodecError) in
                try webp.finish(at: WebPWriter.milliseconds(ofFrame: count, fps: animation.fps))
            }
            batch.add(try stage(bytes, to: path))
        }
    }

    /// The APNG frame of `frame`: the whole frame first, then the rectangle that changed from the
    /// frame before; nothing changed adds to the frame before's delay. A delay longer than
    /// `APNGWriter.maxFramesPerDelay` frames goes on in frames that store one unchanged pixel.
    private func appendAPNG(_ frame: Pixmap, frames: Int) throws(ExportError) {
        let path = outputs.apng!
        var left = frames
        if let rect = previous.map({ frame.changedRect(from: $0) }) ?? frame.bounds {
            let take = min(left, APNGWriter.maxFramesPerDelay)
            try appendAPNGPart(frame, rect: rect, frames: take, to: path)
            left -= take
        } else {
            let extra = min(left, APNGWriter.maxFramesPerDelay - apng!.lastFrames)
            apng!.extendLast(by: extra)
            left -= extra
        }
        while left > 0 {
            let take = min(left, APNGWriter.maxFramesPerDelay)
            try appendAPNGPart(frame, rect: PixelRect(x: 0, y: 0, width: 1, height: 1), frames: take, to: path)
            left -= take
        }
    }

    private func appendAPNGPart(_ frame: Pixmap, rect: PixelRect, frames: Int, to path: String) throws(ExportError) {
        // The first frame is the default image: the frame's own PNG, pHYs included.
        let png: [UInt8]
        if apng!.count == 0 {
            png = try FrameFile.encode(frame, scene: animation.scene, compression: compression, threads: threads)
        } else {
            png = try encoding(path) { () throws(CodecError) in
                try PNGEncoder(compression: compression, threads: threads).encodeOpaque(frame.cropped(to: rect)!)
            }
        }
        try encoding(path) { () throws(CodecError) in try apng!.append(png, at: rect, frames: frames) }
    }

    private func stage(_ bytes: [UInt8], to path: String) throws(ExportError) -> StagedFile {
        try ExportError.writing { () throws(FileError) in try AtomicFile.stage(bytes, to: path) }
    }

    private func encoding<T>(_ path: String?, _ step: () throws(CodecError) -> T) throws(ExportError) -> T {
        do {
            return try step()
        } catch {
            throw .encode(path: path ?? "", reason: error.description)
        }
    }
}
