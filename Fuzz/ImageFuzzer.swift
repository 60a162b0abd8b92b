import Codecs
import Raster

/// Every input is handed to the header-image reading path as
/// `stretchy frame --header` would (ImageDecoder — JPEG, PNG or HEIF, colour-managed — at full
/// size, at a reduced DCT scale and in part, and its colour-profile check) and to PNGDecoder as
/// `stretchy compare` would, and to the animation decoders as `compare` reads an APNG, a GIF or
/// a WebP. An input may be refused with any `CodecError`; what it
/// must never do is crash, read or write out of bounds (AddressSanitizer), or come back as an
/// image that breaks the decoders' promises, checked below.
///
/// The budget is small so that a header claiming a big size is refused quickly instead of
/// spending the fuzzer's time decoding grey; the refusal path is the same at any budget.
let maxPixels = 1 << 20

func fuzz(_ bytes: [UInt8]) {
    // Full size, the smallest DCT scale, and one the input picks with its last byte.
    let chosen = Int(bytes.last ?? 0)
    for minimumSize in [nil, (width: 7, height: 5), (width: chosen, height: chosen / 2)] as [(width: Int, height: Int)?]
    {
        if let pixmap = try? ImageDecoder.decode(bytes, minimumSize: minimumSize, maxPixels: maxPixels) {
            check(pixmap)
        }
    }
    // A part, as one `frame` decodes first: libjpeg's cropped and skipped decode, at a part
    // the input picks with its first bytes.
    let pick = bytes.prefix(4).map(Int.init) + [0, 0, 0, 0]
    if let part = try? ImageDecoder.decodePart(
        bytes, minimumSize: (width: 7, height: 5), maxPixels: maxPixels,
        needing: { size in
            PixelRect(
                x: pick[0] % size.width, y: pick[1] % size.height, width: 1 + pick[2] % size.width,
                height: 1 + pick[3] % size.height)
        })
    {
        check(part.pixels)
        require(
            part.rect.maxX <= part.fullWidth && part.rect.maxY <= part.fullHeight, "part \(part.rect) outside the image"
        )
    }
    // One frame's decode, streamed into the aspect-fill of a window of a box the input picks:
    // libjpeg's rows handed over one at a time. When it succeeds it gives exactly the
    // aspect-fill of the part decoded the same way.
    let box = (width: 1 + pick[2] % 40, height: 1 + pick[3] % 40)
    let window = PixelRect(x: 0, y: pick[0] % box.height, width: box.width, height: box.height - pick[0] % box.height)
    func needed(_ size: (width: Int, height: Int)) -> PixelRect? {
        Resampler.aspectFillSourceRect(
            sourceWidth: size.width, sourceHeight: size.height, width: box.width, height: box.height, window: window,
            kernel: .linear)
    }
    if let stream = try? ImageDecoder.decodeRows(
        bytes, maxPixels: maxPixels, needing: needed,
        into: { part, fullWidth, fullHeight in
            AspectFillStream(
                fullWidth: fullWidth, fullHeight: fullHeight, part: part, width: box.width, height: box.height,
                window: window, kernel: .linear)
        })
    {
        let fill = stream.finish()
        require(fill != nil, "a stream fed a whole decode made nothing")
        if let fill, let part = try? ImageDecoder.decodePart(bytes, maxPixels: maxPixels, needing: needed) {
            require(
                fill
                    == Resampler.aspectFill(
                        part, width: box.width, height: box.height, window: window, kernel: .linear),
                "the streamed aspect-fill differs from the part's")
        }
    }
    // The profile check reads what decoding read (APP2 chunks, iCCP, cHRM/gAMA, colr) without
    // the pixels; any answer is fine, a crash is not.
    _ = ImageDecoder.colorProfileProblem(of: bytes)
    // An animation as `compare` reads one (APNG, GIF, WebP, frame by frame): each frame the
    // canvas's size; the first frames only, so that a long one does not spend the fuzzer's time.
    if let frames = try? AnimationDecoder.open(bytes, maxPixels: maxPixels) {
        var count = 0
        while count < 16, let frame = try? frames.next() {
            require(
                frame.image.width == frames.width && frame.image.height == frames.height && frame.ticks >= 0,
                "animation frame \(count) of \(frame.image.width)×\(frame.image.height), \(frame.ticks) ticks")
            count += 1
        }
    }
    if let image = try? PNGDecoder.decode(bytes, maxPixels: maxPixels) {
        require(
            image.width > 0 && image.height > 0 && image.width * image.height <= maxPixels,
            "PNG decoded to \(image.width)×\(image.height)")
        require(image.bytes.count == image.width * image.height * 4, "PNG buffer size")
    }
}

/// A decoded header: within budget, the buffer its size says, and validly premultiplied
/// (no colour above its alpha), which every later blend relies on.
func check(_ pixmap: Pixmap) {
    require(
        pixmap.width > 0 && pixmap.height > 0 && pixmap.width * pixmap.height <= maxPixels,
        "decoded to \(pixmap.width)×\(pixmap.height)")
    pixmap.withUnsafeBytes { pixels in
        require(pixels.count == pixmap.width * pixmap.height * 4, "pixmap buffer size")
        var i = 0
        while i < pixels.count {
            let alpha = pixels[i + 3]
            require(
                pixels[i] <= alpha && pixels[i + 1] <= alpha && pixels[i + 2] <= alpha,
                "pixel \(i / 4) is not premultiplied")
            i += 4
        }
    }
}
