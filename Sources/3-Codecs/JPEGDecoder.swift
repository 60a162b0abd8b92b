import CShim
import Raster

/// Decodes baseline and progressive JPEG (RGB/YCbCr, greyscale, CMYK, YCCK) through libjpeg,
/// upright according to its EXIF orientation, optionally reduced by libjpeg's DCT scaling, and
/// converted to sRGB from its embedded ICC profile (APP2) when it has one lcms2 can use.
package enum JPEGDecoder {
    /// Decodes `data` to an opaque pixmap.
    ///
    /// - Parameters:
    ///   - minimumSize: the smallest upright size the caller needs (e.g. an aspect-fill target);
    ///     the image is decoded at the smallest scale n/8 (n = 1…8) that still covers it in both
    ///     dimensions, so a later resampling step only ever reduces. nil decodes at full size.
    ///   - maxPixels: the pixel budget; a larger declared width × height is refused right after
    ///     the header is read, before any pixel memory is allocated.
    package static func decode(
        _ data: [UInt8], minimumSize: (width: Int, height: Int)? = nil,
        maxPixels: Int = ImageDecoder.defaultMaxPixels
    ) throws(CodecError) -> Pixmap {
        try decodePart(data, minimumSize: minimumSize, maxPixels: maxPixels) { _ in nil }.pixels
    }

    /// Decodes what `needed` asks for of the image `decode` would make, given its upright size
    /// at the scale chosen (nil: all of it): a part holding at least those pixels, exactly as
    /// the whole image has them. Outside the part libjpeg only entropy-decodes, so a damaged file
    /// fails as it would decoded whole. Only an upright stored image (EXIF orientation 1) is
    /// decoded in part; others are decoded whole. `warned` is given libjpeg's first warning that
    /// the data is corrupt, when it gave one and decoded the image anyway.
    package static func decodePart(
        _ data: [UInt8], minimumSize: (width: Int, height: Int)? = nil,
        maxPixels: Int = ImageDecoder.defaultMaxPixels, warned: (String) -> Void = { _ in },
        needing needed: ((width: Int, height: Int)) -> PixelRect?
    ) throws(CodecError) -> ImagePart {
        try decodePart(
            data, Setup(data, minimumSize: minimumSize, maxPixels: maxPixels, needing: needed), warned: warned)
    }

    /// `decodePart` as `setup` says, made from the file's header.
    private static func decodePart(_ data: [UInt8], _ setup: Setup, warned: (String) -> Void) throws(CodecError)
        -> ImagePart
    {
        let (region, orientation) = (setup.region, setup.orientation)
        let (scaledWidth, scaledHeight) = setup.scaledSize
        let outWidth = orientation.swapsAxes ? region.height : region.width
        let outHeight = orientation.swapsAxes ? region.width : region.height
        // libjpeg writes every byte of the part, and `orientation.apply` every byte of the
        // pixmap, so neither is zeroed first; fresh pages are asked for as huge pages.
        let written = Pixmap.writingEveryByte(width: outWidth, height: outHeight) { pixels -> String? in
            stretchy_advise_huge_pages(pixels.baseAddress, pixels.count)
            // The common case decodes straight into the pixmap: no copy.
            if orientation == .up {
                return decodeRows(
                    data, setup, warned: warned, into: ContiguousRows(pixels.baseAddress!, width: outWidth))
            }
            var stored = [UInt8](repeating: 0, count: scaledWidth * scaledHeight * 4)
            let failure = stored.withUnsafeMutableBufferPointer { stored in
                decodeRows(data, setup, warned: warned, into: ContiguousRows(stored.baseAddress!, width: scaledWidth))
            }
            if let failure { return failure }
            stored.withUnsafeBufferPointer { source in
                orientation.apply(to: source, width: scaledWidth, height: scaledHeight, into: pixels)
            }
            return nil
        }
        guard let (pixmap, failure) = written else {
            throw .tooLarge(width: setup.width, height: setup.height, limit: Pixmap.maxPixelCount)
        }
        if let failure { throw .corrupt(format: .jpeg, reason: failure) }
        return ImagePart(
            pixmap, x: region.x, y: region.y, fullWidth: orientation.swapsAxes ? scaledHeight : scaledWidth,
            fullHeight: orientation.swapsAxes ? scaledWidth : scaledHeight)!
    }

    /// `decodePart`, handing the part's rows to the sink `makeSink` makes for it (given the part
    /// and the whole image's size at the scale chosen) as libjpeg decodes them, instead of into
    /// a pixmap: the same rows, never held together here. An image not stored upright is
    /// decoded whole by `decodePart`, which turns it, and its rows are sent from there. Nil,
    /// with nothing decoded, when `makeSink` gives nil.
    package static func decodeRows<Sink: RowSink>(
        _ data: [UInt8], minimumSize: (width: Int, height: Int)? = nil,
        maxPixels: Int = ImageDecoder.defaultMaxPixels, warned: (String) -> Void = { _ in },
        needing needed: ((width: Int, height: Int)) -> PixelRect?,
        into makeSink: (_ part: PixelRect, _ fullWidth: Int, _ fullHeight: Int) -> Sink?
    ) throws(CodecError) -> Sink? {
        let setup = try Setup(data, minimumSize: minimumSize, maxPixels: maxPixels, needing: needed)
        guard setup.orientation == .up else {
            return try decodePart(data, setup, warned: warned).sendRows(into: makeSink)
        }
        guard let sink = makeSink(setup.region, setup.scaledSize.width, setup.scaledSize.height) else { return nil }
        if let failure = decodeRows(data, setup, warned: warned, into: sink) {
            throw .corrupt(format: .jpeg, reason: failure)
        }
        return sink
    }

    /// What a decode of a file does, from its header: the scale, the part of the stored image
    /// decoded, and how its samples become sRGB.
    private struct Setup {
        let info: StretchyJPEGInfo
        let orientation: EXIFOrientation
        /// The stored image's size at full scale.
        let width: Int
        let height: Int
        /// The n of the n/8 scale.
        let n: Int
        /// The stored image's size at that scale.
        let scaledSize: (width: Int, height: Int)
        /// The part decoded, of the stored image at that scale.
        let region: PixelRect
        /// The colour conversion of each row, nil when there is none to make.
        let conversion: ((UnsafeMutableBufferPointer<UInt8>) -> Void)?

        init(
            _ data: [UInt8], minimumSize: (width: Int, height: Int)?, maxPixels: Int,
            needing needed: ((width: Int, height: Int)) -> PixelRect?
        ) throws(CodecError) {
            let (info, orientation, upright) = try readHeader(data, maxPixels: maxPixels)
            self.info = info
            self.orientation = orientation
            width = Int(info.width)
            height = Int(info.height)
            n = scaleNumerator(for: upright, minimum: minimumSize)
            // libjpeg's own rounding of a scaled side (jdiv_round_up); the shim verifies it.
            let scaledWidth = (width * n + 7) / 8, scaledHeight = (height * n + 7) / 8
            scaledSize = (scaledWidth, scaledHeight)
            region =
                orientation == .up
                ? part(
                    needed((scaledWidth, scaledHeight)), width: scaledWidth, height: scaledHeight, margin: 4 * n,
                    columnAlignment: info.components == 1 ? n : n * Int(info.max_h_samp_factor))
                : PixelRect(x: 0, y: 0, width: scaledWidth, height: scaledHeight)
            // A profile that cannot be used leaves the pixels as sRGB (`colorProfileProblem` says
            // why); CMYK without a usable profile is converted by `convertCMYK`.
            let managed = (try? JPEGProfile.profile(of: data)).flatMap {
                SRGBConverter.conversion(from: $0, layout: layout(of: info))
            }
            let adobe = info.adobe != 0
            conversion = managed ?? (info.cmyk != 0 ? { convertCMYK($0, adobe: adobe) } : nil)
        }
    }

    /// Decodes `setup.region` into `sink`'s rows, each converted to sRGB before the sink is told
    /// it is written; the failure's text, nil on success. Every warning libjpeg gives (level −1)
    /// is handed to `warned`; one that calls itself a warning (`Warning: unknown JFIF revision
    /// number 2.01`) without saying so twice.
    private static func decodeRows(_ data: [UInt8], _ setup: Setup, warned: (String) -> Void, into sink: some RowSink)
        -> String?
    {
        let relay = RowRelay(sink: sink, rowBytes: setup.region.width * 4, conversion: setup.conversion)
        let (failure, warning) = withExtendedLifetime(relay) {
            data.withUnsafeBufferPointer { input in
                Shim.callNotingWarning { message, capacity in
                    let region = setup.region
                    return stretchy_jpeg_decode(
                        input.baseAddress, input.count, UInt32(setup.n), setup.info.cmyk,
                        UInt32(setup.scaledSize.width), UInt32(setup.scaledSize.height),
                        StretchyJPEGRegion(
                            x: UInt32(region.x), y: UInt32(region.y),
                            width: UInt32(region.width), height: UInt32(region.height)),
                        StretchyRowSink(
                            context: Unmanaged.passUnretained(relay).toOpaque(),
                            row: { context, index in
                                Unmanaged<RowRelay>.fromOpaque(context!).takeUnretainedValue().row(Int(index))
                            },
                            written: { context, index in
                                Unmanaged<RowRelay>.fromOpaque(context!).takeUnretainedValue().written(Int(index))
                            }),
                        message, capacity)
                }
            }
        }
        guard failure == nil else { return failure }
        if let warning { warned(warning.hasPrefix("Warning: ") ? String(warning.dropFirst(9)) : warning) }
        return nil
    }

    /// What the C decoder's row callbacks reach: the sink, and the conversion each row gets
    /// between libjpeg writing it and the sink reading it.
    private final class RowRelay {
        let sink: any RowSink
        let rowBytes: Int
        let conversion: ((UnsafeMutableBufferPointer<UInt8>) -> Void)?
        private var current: UnsafeMutablePointer<UInt8>?

        init(sink: any RowSink, rowBytes: Int, conversion: ((UnsafeMutableBufferPointer<UInt8>) -> Void)?) {
            self.sink = sink
            self.rowBytes = rowBytes
            self.conversion = conversion
        }

        func row(_ index: Int) -> UnsafeMutablePointer<UInt8> {
            let row = sink.destination(ofRow: index)
            current = row
            return row
        }

        func written(_ index: Int) {
            if let conversion, let current { conversion(UnsafeMutableBufferPointer(start: current, count: rowBytes)) }
            sink.rowWritten(index)
        }
    }

    /// Rows one after another in one buffer: a pixmap's.
    private final class ContiguousRows: RowSink {
        let base: UnsafeMutablePointer<UInt8>
        let rowBytes: Int

        init(_ base: UnsafeMutablePointer<UInt8>, width: Int) {
            self.base = base
            rowBytes = width * 4
        }

        func destination(ofRow index: Int) -> UnsafeMutablePointer<UInt8> { base + index * rowBytes }
        func rowWritten(_ index: Int) {}
    }

    /// The part of a `width × height` image to decode for `needed`: the whole image when nil,
    /// else `needed` (clipped to the image) grown by `margin` pixels on each side, where libjpeg's
    /// fancy upsampling would see the part's edge instead of the neighbours (two iMCUs at a
    /// scale n/8 with 2 × 2 chroma subsampling: 4n), and its left side moved left onto a
    /// multiple of `columnAlignment` (the iMCU width), where `jpeg_crop_scanline` can start.
    static func part(_ needed: PixelRect?, width: Int, height: Int, margin: Int, columnAlignment: Int) -> PixelRect {
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        guard let needed = needed?.intersection(whole), !needed.isEmpty else { return whole }
        let x0 = max(needed.minX - margin, 0) / columnAlignment * columnAlignment, x1 = min(needed.maxX + margin, width)
        let y0 = max(needed.minY - margin, 0), y1 = min(needed.maxY + margin, height)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The n of the n/8 scale `decode` uses for `data` and `minimumSize`; only the header is read.
    package static func scaleNumerator(
        of data: [UInt8], minimumSize: (width: Int, height: Int)?,
        maxPixels: Int = ImageDecoder.defaultMaxPixels
    ) throws(CodecError) -> Int {
        scaleNumerator(for: try readHeader(data, maxPixels: maxPixels).upright, minimum: minimumSize)
    }

    /// Why the embedded ICC profile of `data` cannot be used, nil when it can or there is none.
    static func colorProfileProblem(of data: [UInt8]) -> ColorProfileError? {
        do throws(ColorProfileError) {
            guard let header = try? readHeader(data, maxPixels: .max), let profile = try JPEGProfile.profile(of: data)
            else {
                return nil
            }
            return SRGBConverter.problem(with: profile, layout: layout(of: header.info))
        } catch {
            return error
        }
    }

    /// What libjpeg writes into each 4-byte pixel: CMYK as stored, or RGBA (grey repeated).
    private static func layout(of info: StretchyJPEGInfo) -> SRGBConverter.Layout {
        if info.cmyk != 0 { return .cmyk(inverted: info.adobe != 0) }
        return info.components == 1 ? .grey : .rgb
    }

    /// The header's facts, the EXIF orientation and the upright size, after the checks every
    /// decode makes first: a readable header, a size within the pixel budget, a colour space we
    /// can convert.
    private static func readHeader(_ data: [UInt8], maxPixels: Int) throws(CodecError)
        -> (info: StretchyJPEGInfo, orientation: EXIFOrientation, upright: (width: Int, height: Int))
    {
        guard !data.isEmpty else { throw .empty }
        var info = StretchyJPEGInfo()
        // An APP1 segment holds at most 65533 bytes.
        var exif = [UInt8](repeating: 0, count: 65536)
        let headerFailure = data.withUnsafeBufferPointer { input in
            exif.withUnsafeMutableBufferPointer { exifBuffer in
                Shim.call { message, capacity in
                    stretchy_jpeg_info(
                        input.baseAddress, input.count, &info,
                        exifBuffer.baseAddress, exifBuffer.count, message, capacity)
                }
            }
        }
        if let headerFailure { throw .corrupt(format: .jpeg, reason: headerFailure) }

        let width = Int(info.width), height = Int(info.height)
        let limit = min(maxPixels, Pixmap.maxPixelCount)
        guard width * height <= limit else { throw .tooLarge(width: width, height: height, limit: limit) }
        guard info.known_color_space != 0 else {
            throw .unsupported(format: .jpeg, reason: "\(info.components) colour components of unknown meaning")
        }
        let orientation = EXIFOrientation(exifPayload: exif[0..<info.exif_length])
        return (info, orientation, orientation.swapsAxes ? (height, width) : (width, height))
    }

    /// The smallest n in 1…8 whose n/8 scale of `size` still covers `minimum` in both
    /// dimensions; 8 (full size) when none does or no minimum is given.
    static func scaleNumerator(for size: (width: Int, height: Int), minimum: (width: Int, height: Int)?) -> Int {
        guard let minimum else { return 8 }
        return (1...8).first { n in
            (size.width * n + 7) / 8 >= minimum.width && (size.height * n + 7) / 8 >= minimum.height
        } ?? 8
    }

    /// CMYK samples to opaque RGB, in place, for a file without a usable CMYK profile (a CMYK
    /// profile is converted through lcms2 instead). Adobe files (APP14) store inverted ink, so the
    /// stored C and K already are "amount of light": R = C·K/255. Others store ink: invert first.
    static func convertCMYK(_ pixels: UnsafeMutableBufferPointer<UInt8>, adobe: Bool) {
        let flip: UInt8 = adobe ? 0 : 255  // x ^ 255 == 255 − x
        var i = 0
        while i < pixels.count {
            let k = pixels[i + 3] ^ flip
            pixels[i] = Blend.multiply(pixels[i] ^ flip, k)
            pixels[i + 1] = Blend.multiply(pixels[i + 1] ^ flip, k)
            pixels[i + 2] = Blend.multiply(pixels[i + 2] ^ flip, k)
            pixels[i + 3] = 255
            i += 4
        }
    }
}
