import CWebP
import Raster

/// Reads an animated (or still) WebP frame by frame through libwebpdemux's `WebPAnimDecoder`
/// (SPEC §4 "Animations"), which composites each frame on the canvas as players do; straight
/// RGBA. The canvas size is read with `WebPGetFeatures` first and checked against the pixel
/// limit before the decoder allocates it.
///
/// A time base of 1000 ticks a second: a WebP's durations are whole milliseconds. A still WebP
/// is one frame with no time base.
package final class WebPDecoder: AnimationFrames {
    package let format = "WebP"
    package let width: Int
    package let height: Int
    package let timeBase: Int?
    package let frameRate: Int? = nil
    /// The file, which the decoder reads from until it is deleted.
    private let file: UnsafeMutableBufferPointer<UInt8>
    private let decoder: OpaquePointer
    private var index = 0
    /// The end of the frame before, in milliseconds.
    private var time: Int32 = 0

    /// Opens `file`; throws when it is no WebP libwebp reads or its canvas is beyond `maxPixels`.
    package init(_ file: [UInt8], maxPixels: Int = ImageDecoder.defaultMaxPixels) throws(CodecError) {
        try AnimationLibraries.requireWebPReading()
        var features = WebPBitstreamFeatures()
        let status = file.withUnsafeBufferPointer { WebPGetFeatures($0.baseAddress, $0.count, &features) }
        guard status == VP8_STATUS_OK else {
            throw Self.corrupt("libwebp reads no WebP header (status \(status.rawValue))")
        }
        (width, height) = (Int(features.width), Int(features.height))
        timeBase = features.has_animation != 0 ? 1000 : nil
        try AnimationLimits.check(canvasWidth: width, height: height, maxPixels: maxPixels, format: "WebP")
        self.file = .allocate(capacity: file.count)
        _ = self.file.initialize(from: file)
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else {
            self.file.deallocate()
            throw Self.corrupt("this libwebpdemux's version does not match its headers")
        }
        options.color_mode = MODE_RGBA
        options.use_threads = 0
        var data = WebPData(bytes: UnsafePointer(self.file.baseAddress), size: self.file.count)
        guard let decoder = WebPAnimDecoderNew(&data, &options) else {
            self.file.deallocate()
            throw Self.corrupt("libwebpdemux cannot read its chunks")
        }
        self.decoder = decoder
    }

    deinit {
        WebPAnimDecoderDelete(decoder)
        file.deallocate()
    }

    package func next() throws(CodecError) -> (image: RGBAImage, ticks: Int)? {
        guard WebPAnimDecoderHasMoreFrames(decoder) != 0 else {
            guard index > 0 else { throw Self.corrupt("no frame in the file") }
            return nil
        }
        try AnimationLimits.check(frame: index, width: width, height: height, format: format)
        var buffer: UnsafeMutablePointer<UInt8>?
        var end: Int32 = 0
        guard WebPAnimDecoderGetNext(decoder, &buffer, &end) != 0, let buffer else {
            throw Self.corrupt("frame \(index) cannot be decoded")
        }
        let bytes = Array(UnsafeBufferPointer(start: buffer, count: width * height * 4))
        defer { (index, time) = (index + 1, end) }
        return (RGBAImage(unchecked: width, height, bytes), timeBase == nil ? 1 : Int(end - time))
    }

    private static func corrupt(_ reason: String) -> CodecError { .corruptAnimation(format: "WebP", reason: reason) }
}
