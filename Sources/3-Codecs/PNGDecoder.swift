import CShim
import Raster

/// Decodes any PNG (palette, grey, grey + alpha, RGB, RGBA; 1 to 16 bits; tRNS; Adam7) to
/// straight 8-bit RGBA through libpng, the way pngjs — the reader of pixelmatch's CLI — does:
///
/// - no gamma or colour-profile correction (pngjs ignores gAMA, iCCP and sRGB);
/// - 16-bit samples become `round(v · 255 / 65535)`: pngjs's `scaleDepth` computes exactly this,
///   and libpng's `png_set_scale_16` rounds the same way (`png_set_strip_16`, which keeps the
///   high byte, would differ from pngjs for e.g. v = 0x00FF: 0 instead of 1);
/// - 1, 2 and 4-bit grey are scaled to 0…255 (bit replication, identical to pngjs's rounding);
/// - palette alpha (tRNS) becomes the alpha channel; a tRNS colour key on grey or RGB makes the
///   matching pixels (compared on the original samples) transparent *black*, (0, 0, 0, 0), as
///   pngjs's `replaceTransparentColor` does — libpng alone would keep their colour, and
///   pixelmatch's anti-aliasing test compares all four channels.
package enum PNGDecoder {
    /// Decodes `data`; a declared width × height above `maxPixels` is refused after the header,
    /// before any pixel memory is allocated. Truncation, a CRC error in any chunk and garbage
    /// are errors carrying libpng's text.
    package static func decode(
        _ data: [UInt8],
        maxPixels: Int = ImageDecoder.defaultMaxPixels
    ) throws(CodecError) -> RGBAImage {
        let info = try header(of: data, maxPixels: maxPixels)
        let width = Int(info.width), height = Int(info.height)
        var failure: String?
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            failure = decode(data, info, part: PixelRect(x: 0, y: 0, width: width, height: height), into: buffer)
            count = failure == nil ? buffer.count : 0
        }
        if let failure { throw .corrupt(format: .png, reason: failure) }
        guard let image = RGBAImage(width: width, height: height, bytes: bytes) else {
            throw .tooLarge(width: width, height: height, limit: Pixmap.maxPixelCount)
        }
        return image
    }

    /// What `data`'s chunks before the image data say, once its size is known to be within
    /// `maxPixels` (else `tooLarge`, before any pixel memory is allocated).
    static func header(of data: [UInt8], maxPixels: Int) throws(CodecError) -> StretchyPNGInfo {
        guard !data.isEmpty else { throw .empty }
        var info = StretchyPNGInfo()
        let headerFailure = data.withUnsafeBufferPointer { input in
            Shim.call { message, capacity in
                stretchy_png_info(input.baseAddress, input.count, &info, message, capacity)
            }
        }
        if let headerFailure { throw .corrupt(format: .png, reason: headerFailure) }
        let width = Int(info.width), height = Int(info.height)
        let limit = min(maxPixels, Pixmap.maxPixelCount)
        guard width * height <= limit else { throw .tooLarge(width: width, height: height, limit: limit) }
        return info
    }

    /// Decodes `part` of `data` (whose `header` is `info`) into `pixels`, `part.width` ×
    /// `part.height` straight RGBA pixels, libpng's text when it fails. Every row is decoded, so
    /// that damage anywhere fails alike, but only the part's are kept: a 100-megapixel header's
    /// frame holds what its aspect-fill reads, not 400 MB. An interlaced PNG, whose passes each
    /// spread over every row, can only be decoded whole.
    static func decode(
        _ data: [UInt8], _ info: StretchyPNGInfo, part: PixelRect, into pixels: UnsafeMutableBufferPointer<UInt8>
    ) -> String? {
        let failure = data.withUnsafeBufferPointer { input in
            Shim.call { message, capacity in
                stretchy_png_decode(
                    input.baseAddress, input.count, pixels.baseAddress, info.width, info.height,
                    StretchyJPEGRegion(
                        x: UInt32(part.x), y: UInt32(part.y), width: UInt32(part.width), height: UInt32(part.height)),
                    message, capacity)
            }
        }
        if failure == nil, info.color_key != 0 { clearTransparent(pixels) }
        return failure
    }

    /// Colour-key transparency gives alpha 0 or 255 only; pngjs zeroes the colour of the former.
    static func clearTransparent(_ pixels: UnsafeMutableBufferPointer<UInt8>) {
        var i = 0
        while i < pixels.count {
            if pixels[i + 3] == 0 { pixels[i] = 0; pixels[i + 1] = 0; pixels[i + 2] = 0 }
            i += 4
        }
    }
}
