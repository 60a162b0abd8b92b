import CShim
import Raster

/// Decodes a header image — JPEG, PNG or HEIF (HEIC, AVIF) — told apart by its signature (never
/// by file name), upright and converted to sRGB from the colour profile it declares.
package enum ImageDecoder {
    /// The default pixel budget of every decoder: 100 million pixels (400 MB of RGBA).
    package static let defaultMaxPixels = 100_000_000

    /// The format `data` announces in its first bytes, nil when none this module reads.
    package static func format(of data: [UInt8]) -> CodecError.Format? {
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        return HEIFDecoder.format(of: data)
    }

    /// The n of the n/8 scale `decode` uses for `data` and `minimumSize`: for a JPEG only its
    /// header is read; other formats are always decoded whole (8).
    package static func scaleNumerator(
        of data: [UInt8], minimumSize: (width: Int, height: Int)?,
        maxPixels: Int = defaultMaxPixels
    ) throws(CodecError) -> Int {
        switch try knownFormat(of: data) {
        case .jpeg: return try JPEGDecoder.scaleNumerator(of: data, minimumSize: minimumSize, maxPixels: maxPixels)
        case .png, .heic, .avif: return 8
        }
    }

    /// Decodes a JPEG (see `JPEGDecoder`, `minimumSize` picks its DCT scale), a PNG or a HEIF
    /// (always at full size; `minimumSize` does not apply) to a premultiplied sRGB pixmap. The
    /// colours are converted from an embedded ICC profile (or a PNG's cHRM/gAMA, a HEIF's nclx)
    /// before premultiplying; a profile that cannot be used leaves them as they are, taken as
    /// sRGB, and `colorProfileProblem(of:)` says why.
    package static func decode(
        _ data: [UInt8], minimumSize: (width: Int, height: Int)? = nil,
        maxPixels: Int = defaultMaxPixels
    ) throws(CodecError) -> Pixmap {
        switch try knownFormat(of: data) {
        case .jpeg:
            return try JPEGDecoder.decode(data, minimumSize: minimumSize, maxPixels: maxPixels)
        case .png:
            return try png(data, maxPixels: maxPixels) { _ in nil }.pixels
        case .heic, .avif:
            return try HEIFDecoder.decode(data, maxPixels: maxPixels)
        }
    }

    /// `decode`, of only the part `needed` asks for (given the image's upright size at the scale
    /// `minimumSize` picks; nil: all of it): a JPEG is decoded in part (see
    /// `JPEGDecoder.decodePart`, which also says what `warned` is given), a PNG decoded whole but
    /// only the part kept (`png(_:maxPixels:needing:)`), a HEIF whole.
    package static func decodePart(
        _ data: [UInt8], minimumSize: (width: Int, height: Int)? = nil,
        maxPixels: Int = defaultMaxPixels, warned: (String) -> Void = { _ in },
        needing needed: ((width: Int, height: Int)) -> PixelRect?
    ) throws(CodecError) -> ImagePart {
        switch try knownFormat(of: data) {
        case .jpeg:
            return try JPEGDecoder.decodePart(
                data, minimumSize: minimumSize, maxPixels: maxPixels, warned: warned,
                needing: needed)
        case .png:
            return try png(data, maxPixels: maxPixels, needing: needed)
        case .heic, .avif:
            return ImagePart(whole: try decode(data, minimumSize: minimumSize, maxPixels: maxPixels))
        }
    }

    /// `decodePart`, handing the part's rows to the sink `makeSink` makes for it (given the part
    /// and the whole image's size), top to bottom: a JPEG's as libjpeg decodes them
    /// (`JPEGDecoder.decodeRows`), so that the image is never held whole; a PNG's or a HEIF's
    /// from the part decoded. Nil, with nothing decoded, when `makeSink` gives nil.
    package static func decodeRows<Sink: RowSink>(
        _ data: [UInt8], minimumSize: (width: Int, height: Int)? = nil,
        maxPixels: Int = defaultMaxPixels, warned: (String) -> Void = { _ in },
        needing needed: ((width: Int, height: Int)) -> PixelRect?,
        into makeSink: (_ part: PixelRect, _ fullWidth: Int, _ fullHeight: Int) -> Sink?
    ) throws(CodecError) -> Sink? {
        if try knownFormat(of: data) == .jpeg {
            return try JPEGDecoder.decodeRows(
                data, minimumSize: minimumSize, maxPixels: maxPixels, warned: warned, needing: needed, into: makeSink)
        }
        return try decodePart(data, minimumSize: minimumSize, maxPixels: maxPixels, warned: warned, needing: needed)
            .sendRows(into: makeSink)
    }

    /// The part of a PNG header image `needed` asks for (given its size; nil, or none of the
    /// image: all of it; an interlaced PNG always whole, see `PNGDecoder.decode(_:_:part:into:)`),
    /// decoded, converted from its colour profile and premultiplied in the one buffer it is
    /// decoded into (huge pages asked for), so that a 100-megapixel PNG is never held twice. A
    /// profile that cannot be used leaves the pixels as sRGB (`colorProfileProblem` says why).
    private static func png(
        _ data: [UInt8], maxPixels: Int, needing needed: ((width: Int, height: Int)) -> PixelRect?
    ) throws(CodecError) -> ImagePart {
        let info = try PNGDecoder.header(of: data, maxPixels: maxPixels)
        let width = Int(info.width), height = Int(info.height)
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        let asked = info.interlaced != 0 ? nil : needed((width, height))?.intersection(whole)
        let part = asked.flatMap { $0.isEmpty ? nil : $0 } ?? whole
        let profile = try? PNGProfile.profile(of: data)
        let written = Pixmap.writingEveryByte(width: part.width, height: part.height) { pixels -> String? in
            stretchy_advise_huge_pages(pixels.baseAddress, pixels.count)
            if let failure = PNGDecoder.decode(data, info, part: part, into: pixels) { return failure }
            if let (profile, layout) = profile { _ = SRGBConverter.convert(pixels, from: profile, layout: layout) }
            Pixmap.premultiply(pixels)
            return nil
        }
        guard let (pixmap, failure) = written else {
            throw .tooLarge(width: width, height: height, limit: Pixmap.maxPixelCount)
        }
        if let failure { throw .corrupt(format: .png, reason: failure) }
        return ImagePart(pixmap, x: part.x, y: part.y, fullWidth: width, fullHeight: height)!
    }

    /// Why the colour profile `data` declares cannot be used (its pixels are then taken as
    /// sRGB); nil when it can, when there is none, and when `data` is no image `decode` reads.
    package static func colorProfileProblem(of data: [UInt8]) -> ColorProfileError? {
        switch format(of: data) {
        case .jpeg: return JPEGDecoder.colorProfileProblem(of: data)
        case .png:
            do throws(ColorProfileError) {
                return try PNGProfile.profile(of: data).flatMap {
                    SRGBConverter.problem(with: $0.profile, layout: $0.layout)
                }
            } catch {
                return error
            }
        case .heic, .avif: return HEIFDecoder.colorProfileProblem(of: data)
        case nil: return nil
        }
    }

    /// `format(of:)`, or the error that names what `data` is instead.
    private static func knownFormat(of data: [UInt8]) throws(CodecError) -> CodecError.Format {
        guard !data.isEmpty else { throw .empty }
        if let format = format(of: data) { return format }
        if let other = ForeignImageFormat(signature: data) { throw .otherFormat(other) }
        throw .notAnImage(signature: Array(data.prefix(8)))
    }
}
