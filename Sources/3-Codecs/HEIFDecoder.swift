import CHeif
import Raster

/// Decodes the primary image of a HEIF file — HEIC as iPhones save photos, and AVIF where
/// libheif has an AV1 decoder — through libheif, upright and converted to sRGB. libheif is
/// loaded by the first decode (`HEIFLibrary`); when it cannot be, decoding throws.
///
/// Orientation: libheif applies the file's `irot`, `imir` and `clap` (rotation, mirror, crop)
/// while decoding, which is what UIImage shows. An EXIF orientation inside a HEIF only repeats
/// them (HEIF says readers must not apply it), so it is never applied again.
///
/// Colour: a `colr` ICC profile is converted like a JPEG's; a `colr` nclx box (e.g. Display
/// P3: primaries 12, sRGB transfer 13) is turned into the matching RGB profile first.
package enum HEIFDecoder {
    /// The HEIF format `data` announces in its `ftyp` box, nil when it is no HEIF file: AVIF
    /// when a brand says so (an AVIF also lists the generic `mif1`), else HEIC for the HEVC and
    /// generic image brands.
    package static func format(of data: [UInt8]) -> CodecError.Format? {
        guard data.count >= 16, data[4..<8].elementsEqual("ftyp".utf8) else { return nil }
        let size = Int(data[0]) << 24 | Int(data[1]) << 16 | Int(data[2]) << 8 | Int(data[3])
        guard size >= 16 else { return nil }
        // The major brand, then the compatible ones; the minor version between them is no brand.
        let end = min(size, data.count)
        let brands = ([8] + Array(stride(from: 16, to: end - 3, by: 4))).map {
            String(decoding: data[$0..<$0 + 4], as: UTF8.self)
        }
        if brands.contains(where: { $0 == "avif" || $0 == "avis" }) { return .avif }
        let heic: Set = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]
        return brands.contains(where: heic.contains) ? .heic : nil
    }

    /// Decodes `data`'s primary image to a premultiplied pixmap. Its size (`ispe`), and the
    /// canvas of every grid or overlay in the file, is checked against `maxPixels` before
    /// anything is decoded.
    package static func decode(_ data: [UInt8], maxPixels: Int = ImageDecoder.defaultMaxPixels) throws(CodecError)
        -> Pixmap
    {
        let format = self.format(of: data) ?? .heic
        let limit = min(maxPixels, Pixmap.maxPixelCount)
        // libheif checks a grid's or overlay's canvas side by side only (HEIFCanvas).
        for canvas in HEIFCanvas.derivedSizes(in: data) {
            let (pixels, overflow) = canvas.width.multipliedReportingOverflow(by: canvas.height)
            guard !overflow, pixels <= limit else {
                throw .tooLarge(width: canvas.width, height: canvas.height, limit: limit)
            }
        }
        return try withPrimaryImage(of: data, format: format, limit: limit) { handle throws(CodecError) in
            let width = Int(heif_image_handle_get_ispe_width(handle)),
                height = Int(heif_image_handle_get_ispe_height(handle))
            guard width * height <= limit else { throw .tooLarge(width: width, height: height, limit: limit) }
            var straight = try decodePixels(handle, format: format, limit: limit)
            // A profile that cannot be used leaves the pixels as sRGB (`colorProfileProblem`).
            if let profile = try? Self.profile(of: handle) {
                _ = straight.bytes.withUnsafeMutableBufferPointer {
                    SRGBConverter.convert($0, from: profile, layout: .rgb)
                }
            }
            guard let image = RGBAImage(width: straight.width, height: straight.height, bytes: straight.bytes) else {
                throw .corrupt(format: format, reason: "libheif decoded a \(straight.width)×\(straight.height) image")
            }
            return Pixmap(premultiplying: image)
        }
    }

    /// Why the colour profile of `data` cannot be used, nil when it can or there is none.
    static func colorProfileProblem(of data: [UInt8]) -> ColorProfileError? {
        try? withPrimaryImage(of: data, format: format(of: data) ?? .heic, limit: Pixmap.maxPixelCount) {
            handle throws(CodecError) in
            do throws(ColorProfileError) {
                guard let profile = try profile(of: handle) else { return nil }
                return SRGBConverter.problem(with: profile, layout: .rgb)
            } catch {
                return error
            }
        }
    }

    /// Straight RGBA as libheif decodes it, upright.
    private static func decodePixels(_ handle: OpaquePointer, format: CodecError.Format, limit: Int)
        throws(CodecError) -> (width: Int, height: Int, bytes: [UInt8])
    {
        let options = heif_decoding_options_alloc()
        defer { heif_decoding_options_free(options) }
        // 10- and 12-bit HEIFs (HDR photos) come out as 8 bits a sample like every other image.
        options?.pointee.convert_hdr_to_8bit = 1
        var image: OpaquePointer?
        try check(heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, options), format)
        defer { heif_image_release(image) }
        let width = Int(heif_image_get_width(image, heif_channel_interleaved))
        let height = Int(heif_image_get_height(image, heif_channel_interleaved))
        var stride: Int32 = 0
        guard width > 0, height > 0, width * height <= limit,
            let plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride),
            Int(stride) >= width * 4
        else {
            throw .corrupt(format: format, reason: "libheif decoded no \(width)×\(height) RGBA image")
        }
        let rowBytes = width * 4
        let bytes = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            for y in 0..<height {
                UnsafeMutableRawBufferPointer(
                    rebasing: UnsafeMutableRawBufferPointer(buffer)[y * rowBytes..<(y + 1) * rowBytes]
                )
                .copyMemory(from: UnsafeRawBufferPointer(start: plane + y * Int(stride), count: rowBytes))
            }
            count = rowBytes * height
        }
        return (width, height, bytes)
    }

    /// What the primary image's `colr` box says, nil for sRGB or none.
    private static func profile(of handle: OpaquePointer) throws(ColorProfileError) -> ColorProfile? {
        let type = heif_image_handle_get_color_profile_type(handle)
        if type == heif_color_profile_type_prof || type == heif_color_profile_type_rICC {
            var bytes = [UInt8](repeating: 0, count: heif_image_handle_get_raw_color_profile_size(handle))
            guard !bytes.isEmpty, heif_image_handle_get_raw_color_profile(handle, &bytes).code == heif_error_Ok else {
                throw .unreadable(reason: "libheif could not read it")
            }
            return .icc(bytes)
        }
        guard type == heif_color_profile_type_nclx else { return nil }
        var nclx: UnsafeMutablePointer<heif_color_profile_nclx>?
        guard heif_image_handle_get_nclx_color_profile(handle, &nclx).code == heif_error_Ok, let nclx else {
            return nil
        }
        defer { heif_nclx_color_profile_free(nclx) }
        return try profile(of: nclx.pointee)
    }

    /// The RGB profile of ITU-T H.273 code points: any primaries libheif knows (it gives
    /// their coordinates), with the sRGB, BT.709 or a power transfer. "Unspecified" (2) is
    /// taken as sRGB's.
    static func profile(of nclx: heif_color_profile_nclx) throws(ColorProfileError) -> ColorProfile? {
        let primaries = Int(nclx.color_primaries.rawValue), transfer = Int(nclx.transfer_characteristics.rawValue)
        let curve: ColorProfile.TransferCurve
        switch transfer {
        case 2, 13: curve = .sRGB
        case 1, 6, 14, 15: curve = .bt709
        case 4: curve = .power(2.2)
        case 5: curve = .power(2.8)
        case 8: curve = .power(1)
        default: throw .unsupportedNCLX(primaries: primaries, transfer: transfer)
        }
        typealias XY = ColorProfile.Chromaticities.XY
        let chromaticities = ColorProfile.Chromaticities(
            red: XY(x: Double(nclx.color_primary_red_x), y: Double(nclx.color_primary_red_y)),
            green: XY(x: Double(nclx.color_primary_green_x), y: Double(nclx.color_primary_green_y)),
            blue: XY(x: Double(nclx.color_primary_blue_x), y: Double(nclx.color_primary_blue_y)),
            white: XY(x: Double(nclx.color_primary_white_x), y: Double(nclx.color_primary_white_y)))
        if primaries == 2 { return ColorProfile.rgb(.sRGB, curve) }
        // libheif leaves the coordinates at 0 for code points it does not know.
        guard chromaticities.white.y > 0, chromaticities.red.y > 0 else {
            throw .unsupportedNCLX(primaries: primaries, transfer: transfer)
        }
        return ColorProfile.rgb(chromaticities, curve)
    }

    /// Runs `body` with the primary image's handle of the file in `data`.
    private static func withPrimaryImage<T>(
        of data: [UInt8], format: CodecError.Format, limit: Int,
        _ body: (OpaquePointer) throws(CodecError) -> T
    ) throws(CodecError) -> T {
        try HEIFLibrary.require()
        guard let context = heif_context_alloc() else {
            throw .corrupt(format: format, reason: "libheif could not allocate a context")
        }
        defer { heif_context_free(context) }
        // libheif refuses sides over 32768 itself, while reading, in its own words; a side of up
        // to the whole budget gets through to `decode`'s check, which says "image too large".
        heif_context_set_maximum_image_size_limit(context, Int32(clamping: limit))
        let result = data.withUnsafeBytes { bytes -> Result<T, CodecError> in
            Result { () throws(CodecError) -> T in
                // The context reads `bytes` in place, so it must not outlive this closure.
                try check(
                    heif_context_read_from_memory_without_copy(context, bytes.baseAddress, bytes.count, nil), format)
                var handle: OpaquePointer?
                try check(heif_context_get_primary_image_handle(context, &handle), format)
                defer { heif_image_handle_release(handle) }
                guard let handle else { throw .corrupt(format: format, reason: "no primary image") }
                return try body(handle)
            }
        }
        return try result.get()
    }

    /// Throws libheif's error with its own text: unsupported for a codec or feature libheif
    /// lacks, corrupt for everything else.
    private static func check(_ error: heif_error, _ format: CodecError.Format) throws(CodecError) {
        guard error.code != heif_error_Ok else { return }
        // libheif ends some messages with a new line of its own (a truncated HEIC's).
        var reason = error.message.map { String(cString: $0) } ?? "libheif failed without a message"
        while reason.last?.isWhitespace == true { reason.removeLast() }
        switch error.code {
        case heif_error_Unsupported_feature, heif_error_Unsupported_filetype:
            throw .unsupported(format: format, reason: reason)
        default:
            throw error.subcode == heif_suberror_Unsupported_codec
                ? .unsupported(format: format, reason: reason) : .corrupt(format: format, reason: reason)
        }
    }
}
