/// Opens an animated file by its signature (never its name): APNG or still PNG, GIF, WebP.
package enum AnimationDecoder {
    /// Whether `file` is an animation `open` reads: a GIF, a WebP, or a PNG with an `acTL`
    /// chunk before its image data (an APNG; a still PNG is not).
    package static func isAnimation(_ file: [UInt8]) -> Bool {
        switch ForeignImageFormat(signature: file) {
        case .gif?, .webP?: return true
        default: return ImageDecoder.format(of: file) == .png && APNGDecoder.declaresAnimation(file)
        }
    }

    /// The frames of `file`, a PNG (still or animated), a GIF or a WebP; nil for another format.
    package static func open(_ file: [UInt8], maxPixels: Int = ImageDecoder.defaultMaxPixels) throws(CodecError)
        -> (any AnimationFrames)?
    {
        switch ForeignImageFormat(signature: file) {
        case .gif?: return try GIFDecoder(file, maxPixels: maxPixels)
        case .webP?: return try WebPDecoder(file, maxPixels: maxPixels)
        default: return ImageDecoder.format(of: file) == .png ? try APNGDecoder(file, maxPixels: maxPixels) : nil
        }
    }
}
