import Raster

/// An animated file read one frame at a time (SPEC §4 "Animations"): APNG (`APNGDecoder`), GIF
/// (`GIFDecoder`) or WebP (`WebPDecoder`), each frame the whole canvas as a player shows it
/// (composited with the frames before), with how long it shows in ticks of `timeBase`.
///
/// Frames are decoded on demand, so that memory holds a canvas or two, never the whole
/// animation: a 243-frame render at 750 × 1334 is 970 MB of RGBA.
package protocol AnimationFrames: AnyObject {
    /// The file's format, as messages name it: "APNG", "GIF", "WebP".
    var format: String { get }
    /// The canvas, which every frame covers.
    var width: Int { get }
    var height: Int { get }
    /// Ticks per second of the delays `next()` gives: an APNG's delay denominator (the least
    /// common multiple when its frames use several), 100 for a GIF (centiseconds), 1000 for a
    /// WebP (milliseconds); nil for a still PNG, whose single frame has no time of its own.
    var timeBase: Int? { get }
    /// The frame rate the file declares, which two animations must share: an APNG's (its time
    /// base; `APNGWriter` writes the render's fps) or a render folder's `fps`; nil for a GIF or a
    /// WebP, whose delays are times without a rate (centiseconds, milliseconds), and for a still
    /// image.
    var frameRate: Int? { get }
    /// The next frame and its delay in ticks (0: a frame players skip), nil after the last. The
    /// decoders throw `CodecError`; other sources (a folder of frames) their own errors.
    func next() throws -> (image: RGBAImage, ticks: Int)?
}
