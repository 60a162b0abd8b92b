import CGif
import Raster

/// Reads a GIF frame by frame through giflib (SPEC §4 "Animations"): each image record drawn on
/// the logical screen with the graphic control extension before it (disposal, transparent
/// index, delay in centiseconds), as browsers play it — the screen transparent at first and
/// cleared to transparency by disposal 2, not to the background colour. Interlaced images are
/// put back in row order. giflib's low-level calls are used, not `DGifSlurp`, so that each
/// image's size is checked against the screen before its pixels are allocated, and only one
/// image is held at a time.
///
/// A time base of 100 ticks a second: a GIF's delays are whole centiseconds.
package final class GIFDecoder: AnimationFrames {
    package let format = "GIF"
    package private(set) var width = 0
    package private(set) var height = 0
    package let timeBase: Int? = 100
    package let frameRate: Int? = nil
    private let file: [UInt8]
    private var offset = 0
    private var gif: UnsafeMutablePointer<GifFileType>?
    private var canvas = AnimationCanvas(width: 0, height: 0)
    private var index = 0

    /// Opens `file`: its header and logical screen are read; throws when they are malformed or
    /// the screen is beyond `maxPixels`.
    package init(_ file: [UInt8], maxPixels: Int = ImageDecoder.defaultMaxPixels) throws(CodecError) {
        try AnimationLibraries.requireGIFReading()
        self.file = file
        var error: Int32 = 0
        let context = Unmanaged.passUnretained(self).toOpaque()
        gif = DGifOpen(
            context,
            { gif, buffer, count in
                guard let context = gif?.pointee.UserData else { return 0 }
                let decoder = Unmanaged<GIFDecoder>.fromOpaque(context).takeUnretainedValue()
                let taken = min(Int(count), decoder.file.count - decoder.offset)
                guard taken > 0, let buffer else { return 0 }
                decoder.file[decoder.offset..<decoder.offset + taken].withUnsafeBufferPointer {
                    guard let start = $0.baseAddress else { return }
                    buffer.update(from: start, count: taken)
                }
                decoder.offset += taken
                return Int32(taken)
            }, &error)
        guard let gif else { throw Self.failure(error) }
        (width, height) = (Int(gif.pointee.SWidth), Int(gif.pointee.SHeight))
        try AnimationLimits.check(canvasWidth: width, height: height, maxPixels: maxPixels, format: format)
        canvas = AnimationCanvas(width: width, height: height)
    }

    deinit {
        var error: Int32 = 0
        if gif != nil { DGifCloseFile(gif, &error) }
    }

    package func next() throws(CodecError) -> (image: RGBAImage, ticks: Int)? {
        guard let gif else { return nil }
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false, DelayTime: 0,
            TransparentColor: NO_TRANSPARENT_COLOR)
        while true {
            var record = UNDEFINED_RECORD_TYPE
            try check(DGifGetRecordType(gif, &record))
            switch record {
            case EXTENSION_RECORD_TYPE:
                try readExtension(into: &control)
            case IMAGE_DESC_RECORD_TYPE:
                try AnimationLimits.check(frame: index, width: width, height: height, format: format)
                try readImage(control)
                index += 1
                // Browsers show a delay of 0 or 1 cs as 10.
                return (canvas.image, control.DelayTime <= 1 ? 10 : Int(control.DelayTime))
            case TERMINATE_RECORD_TYPE:
                guard index > 0 else { throw Self.corrupt("no image in the file") }
                return nil
            default:
                throw Self.corrupt("an unknown record after frame \(index)")
            }
        }
    }

    /// Reads an extension's blocks; a graphic control extension sets `control`.
    private func readExtension(into control: inout GraphicsControlBlock) throws(CodecError) {
        var code: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        try check(DGifGetExtension(gif, &code, &block))
        if code == GRAPHICS_EXT_FUNC_CODE, let block {
            guard DGifExtensionToGCB(Int(block[0]), block + 1, &control) == GIF_OK else {
                throw Self.corrupt("a graphic control extension of \(block[0]) bytes, not 4")
            }
        }
        while block != nil { try check(DGifGetExtensionNext(gif, &block)) }
    }

    /// Reads the image record whose descriptor is next and draws it on the canvas.
    private func readImage(_ control: GraphicsControlBlock) throws(CodecError) {
        try check(DGifGetImageDesc(gif))
        guard let gif else { return }
        let image = gif.pointee.Image
        let rect = PixelRect(
            x: Int(image.Left), y: Int(image.Top), width: Int(image.Width), height: Int(image.Height))
        guard rect.width > 0, rect.height > 0, rect.x + rect.width <= width, rect.y + rect.height <= height else {
            throw Self.corrupt(
                "frame \(index) of \(rect.width)×\(rect.height) at \(rect.x), \(rect.y) "
                    + "outside the \(width)×\(height) screen")
        }
        guard let map = image.ColorMap ?? gif.pointee.SColorMap else {
            throw Self.corrupt("frame \(index) has no colour table")
        }
        var indices = [GifPixelType](repeating: 0, count: rect.width * rect.height)
        for row in Self.rowOrder(height: rect.height, interlaced: image.Interlace) {
            let status = indices[row * rect.width..<(row + 1) * rect.width].withUnsafeMutableBufferPointer {
                DGifGetLine(gif, $0.baseAddress, Int32(rect.width))
            }
            try check(status)
        }
        let colors = Int(map.pointee.ColorCount)
        var pixels = [UInt8](repeating: 0, count: indices.count * 4)
        for (i, index) in indices.enumerated() where Int32(index) != control.TransparentColor {
            guard Int(index) < colors else {
                throw Self.corrupt("frame \(self.index) uses colour \(index) of a table of \(colors)")
            }
            let color = map.pointee.Colors[Int(index)]
            (pixels[4 * i], pixels[4 * i + 1], pixels[4 * i + 2], pixels[4 * i + 3]) = (
                color.Red, color.Green, color.Blue, 255
            )
        }
        let disposal: AnimationCanvas.Disposal =
            switch control.DisposalMode {
            case DISPOSE_BACKGROUND: .clear
            case DISPOSE_PREVIOUS: .restore
            default: .keep
            }
        canvas.draw(pixels, at: rect, over: true, disposal: disposal)
    }

    /// The rows of an image in the order its lines come: top to bottom, or GIF's four
    /// interlaced passes (every 8th row from 0, every 8th from 4, every 4th from 2, every 2nd
    /// from 1).
    static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
        guard interlaced else { return Array(0..<height) }
        return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in
            Array(stride(from: start, to: height, by: step))
        }
    }

    private func check(_ status: Int32) throws(CodecError) {
        guard status != GIF_OK else { return }
        throw Self.failure(gif?.pointee.Error ?? 0)
    }

    private static func failure(_ code: Int32) -> CodecError {
        corrupt(GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)")
    }

    private static func corrupt(_ reason: String) -> CodecError { .corruptAnimation(format: "GIF", reason: reason) }
}
