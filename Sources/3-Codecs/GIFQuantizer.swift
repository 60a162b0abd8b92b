import CImageQuant
import Raster

/// Turns frames into GIF pictures with libimagequant: scaled to the GIF's width, a palette of at
/// most 255 colours (index 255 stays free for transparency, `GIFWriter`) and each pixel's index,
/// dithered by `dither` (0 … 1, Floyd–Steinberg in libimagequant's own measure).
///
/// Deterministic: libimagequant draws no random numbers, and each call runs on the calling
/// thread alone (`omp_set_num_threads(1)`, see CImageQuant's header), so a picture depends on
/// the frame and the settings only, never on the machine's cores or on `--jobs`.
package struct GIFQuantizer: Sendable {
    /// A frame in a GIF's colours.
    package struct Picture: Sendable {
        /// The scaled frame the indices stand for, which the next frame is compared with.
        package let source: Pixmap
        /// R, G, B per palette entry, at most 255 entries.
        package let palette: [UInt8]
        /// One palette index per pixel of `source`, rows top to bottom.
        package let indices: [UInt8]
    }

    /// libimagequant's speed (1 slowest … 10 fastest): 8, not pngquant's 4. On the default
    /// animation's GIF (one palette, no dithering; bench/README.md) speed 4 made the file 0.7 %
    /// smaller at about the same mean SSIM (0.9984 against 0.9982) for 2.6 times the time of
    /// making the palette and mapping the frames; with a palette per frame quantizing took 10
    /// times as long.
    package static let speed: Int32 = 8

    /// The GIF's width in pixels, or nil for the frames' own.
    package let width: Int?
    /// libimagequant's dithering level, 0 (none) … 1.
    package let dither: Double

    /// Scales frames to `width` (never up) and dithers them by `dither`.
    package init(width: Int?, dither: Double) {
        self.width = width
        self.dither = dither
    }

    /// The GIF's size for frames of `width` × `height`: the requested width (never more than the
    /// frames') and the height that keeps the aspect, rounded, at least 1.
    package func size(forWidth frameWidth: Int, height frameHeight: Int) -> (width: Int, height: Int) {
        guard let width, width < frameWidth else { return (frameWidth, frameHeight) }
        return (width, max(1, Int((Double(frameHeight) * Double(width) / Double(frameWidth)).rounded())))
    }

    /// `frame` at the GIF's size (Lanczos, as the contact sheet's thumbnails).
    package func scaled(_ frame: Pixmap) -> Pixmap {
        let size = size(forWidth: frame.width, height: frame.height)
        guard size.width != frame.width || size.height != frame.height else { return frame }
        return Resampler.resize(frame, width: size.width, height: size.height)!
    }

    /// `source`, a frame already at the GIF's size (`scaled`), with a palette of its own.
    package func picture(ofSized source: Pixmap) throws(CodecError) -> Picture {
        try Self.withImage(source) { attributes, image throws(CodecError) in
            var result: OpaquePointer?
            try Self.check(liq_image_quantize(image, attributes, &result), "quantizing a frame")
            defer { liq_result_destroy(result!) }
            return try remap(source, image: image, with: result!)
        }
    }

    /// `source` (already scaled) mapped to the colours of `result`, a palette libimagequant made.
    func remap(_ source: Pixmap, image: OpaquePointer, with result: OpaquePointer) throws(CodecError) -> Picture {
        liq_set_dithering_level(result, Float(dither))
        var indices = [UInt8](repeating: 0, count: source.width * source.height)
        // A frame has at least one pixel: the buffer has a start.
        let status = indices.withUnsafeMutableBytes { buffer in
            buffer.baseAddress.map { liq_write_remapped_image(result, image, $0, buffer.count) } ?? LIQ_BUFFER_TOO_SMALL
        }
        try Self.check(status, "remapping a frame")
        return Picture(source: source, palette: Self.palette(of: result), indices: indices)
    }

    /// The R, G, B of every entry of `result`'s palette.
    static func palette(of result: OpaquePointer) -> [UInt8] {
        let palette = liq_get_palette(result)!
        let count = Int(palette.pointee.count)
        return withUnsafeBytes(of: palette.pointee.entries) { raw in
            let colors = raw.bindMemory(to: liq_color.self)
            return (0..<count).flatMap { [colors[$0].r, colors[$0].g, colors[$0].b] }
        }
    }

    /// Runs `body` with libimagequant's settings and an image of `pixmap`'s pixels (opaque
    /// frames: premultiplied is straight), single-threaded (see the type's note).
    static func withImage<T>(
        _ pixmap: Pixmap, _ body: (OpaquePointer, OpaquePointer) throws(CodecError) -> T
    ) throws(CodecError) -> T {
        let attributes = try makeAttributes()
        defer { liq_attr_destroy(attributes) }
        omp_set_num_threads(1)
        // A Result: `withUnsafeBytes` only rethrows untyped errors.
        return try pixmap.withUnsafeStart { pixels -> Result<T, CodecError> in
            guard
                let image = liq_image_create_rgba(
                    attributes, pixels, Int32(pixmap.width), Int32(pixmap.height), 0)
            else { return .failure(.animationFailed(format: "GIF", reason: "libimagequant refused a frame")) }
            defer { liq_image_destroy(image) }
            do throws(CodecError) {
                return .success(try body(attributes, image))
            } catch {
                return .failure(error)
            }
        }.get()
    }

    /// libimagequant's settings: 255 colours at `speed`, any quality (never a refusal). Every use
    /// of libimagequant starts here, so it is loaded here (`AnimationLibraries`).
    static func makeAttributes() throws(CodecError) -> OpaquePointer {
        try AnimationLibraries.requireGIF()
        guard let attributes = liq_attr_create() else {
            throw .animationFailed(format: "GIF", reason: "libimagequant could not allocate its settings")
        }
        liq_set_max_colors(attributes, 255)
        liq_set_speed(attributes, speed)
        return attributes
    }

    static func check(_ status: liq_error, _ step: String) throws(CodecError) {
        guard status != LIQ_OK else { return }
        throw .animationFailed(format: "GIF", reason: "libimagequant failed \(step) (error \(status.rawValue))")
    }
}
