import Raster

/// The limits of every `AnimationFrames`, besides the canvas's `ImageDecoder.defaultMaxPixels`
/// (SPEC §7): at most `maxFrames` frames (render's own limit), and at most `maxPixelFrames`
/// canvas pixels decoded over all frames, so that a small file of many tiny frames on a large
/// canvas cannot keep a comparison busy for hours.
package enum AnimationLimits {
    package static let maxFrames = 1_000_000
    package static let maxPixelFrames = 20_000_000_000

    /// Throws when a file with a `width` × `height` canvas reaches frame `index` (from 0).
    static func check(frame index: Int, width: Int, height: Int, format: String) throws(CodecError) {
        guard index < maxFrames else {
            throw .corruptAnimation(format: format, reason: "more than \(maxFrames) frames")
        }
        guard (index + 1) * width * height <= maxPixelFrames else {
            throw .corruptAnimation(
                format: format,
                reason: "more than \(maxPixelFrames) pixels over its frames (\(index + 1) frames of \(width)×\(height))"
            )
        }
    }

    /// Throws `tooLarge` when a `width` × `height` canvas is beyond `maxPixels`.
    static func check(canvasWidth width: Int, height: Int, maxPixels: Int, format: String) throws(CodecError) {
        guard width > 0, height > 0 else {
            throw .corruptAnimation(format: format, reason: "a canvas of \(width)×\(height)")
        }
        let limit = min(maxPixels, Pixmap.maxPixelCount)
        guard width * height <= limit else { throw .tooLarge(width: width, height: height, limit: limit) }
    }
}
