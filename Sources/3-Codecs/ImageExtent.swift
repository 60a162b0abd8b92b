import Files
import Glibc

/// How far an image's bytes can go, told from a growing prefix of them while they are read
/// (SPEC §7), so that a stream that starts like an image and then goes on for ever is read no
/// further than the image it declares could need.
///
/// Each format is walked by its own structure, resuming where the last call stopped: a PNG's
/// chunks up to IEND, a JPEG's segments and entropy-coded data up to EOI, a HEIF's top-level
/// boxes. The end found, or bytes that can only fail to decode (a chunk type no PNG has, a
/// box type no HEIF has, no image format at all in the first 4 KiB), say `complete`: the
/// decode needs nothing more. Until then the bytes may go on, but not past `limit(pixels:)` of
/// the size the header declares (IHDR, SOF, the largest `ispe`), or `metadataAllowance` before
/// it is known. Bytes after the end are never read; the decoders stop there too.
///
/// Rejected: a fixed cap for every image (512 MiB read from `/dev/zero` behind a PNG signature
/// before it was refused); parsing with the libraries themselves (libjpeg and libpng want the
/// whole input, or a suspending source that would run Swift between setjmp and longjmp).
package struct ImageExtent: Sendable {
    /// What an image may hold besides its pixels' data, before or beside it: ICC profiles (a
    /// JPEG's may fill 255 APP2 segments of 64 KiB), EXIF, XMP, text chunks, a HEIF's item
    /// tables. Also the bound of the bytes before the size is declared.
    package static let metadataAllowance = 16 << 20

    /// The bytes a pixel's data may take, at most: four times a 16-bit RGBA PNG's unfiltered
    /// pixel (8 bytes; stored deflate blocks add 5 bytes in 65535), and above the worst of
    /// baseline JPEG's entropy coding of four 4:4:4 components (16-bit codes with 11 bits of
    /// magnitude for each coefficient, every byte stuffed: 27 bytes a pixel).
    package static let bytesPerPixel = 32

    /// The most bytes an image declaring `pixels` may take: `metadataAllowance` plus
    /// `bytesPerPixel` for each (saturating).
    package static func limit(pixels: Int) -> Int {
        let (product, overflow) = pixels.multipliedReportingOverflow(by: bytesPerPixel)
        return overflow || product > Int.max - metadataAllowance ? Int.max : metadataAllowance + product
    }

    /// `width` × `height`, saturating (a PNG's or HEIF's sides are 32-bit).
    private static func pixels(_ size: (width: Int, height: Int)) -> Int {
        let (product, overflow) = size.width.multipliedReportingOverflow(by: size.height)
        return overflow ? Int.max : product
    }

    private var format: CodecError.Format?
    /// The offset of the next byte to look at (a chunk, segment or box header, or entropy data).
    private var position = 0
    /// The size the header declares, once read.
    private var size: (width: Int, height: Int)?
    /// HEIF: the last box runs to the end of the input (or past any offset there can be).
    private var lastBox = false

    package init() {}

    /// The verdict on `bytes`, the prefix read so far (each call's bytes extend the last call's),
    /// for `InputFile.read`: `ends` after IEND's CRC, EOI or the last whole HEIF box before bytes
    /// no box starts with; `complete` where the decode can only fail on what it has (no image
    /// format in the first 4 KiB, a PNG chunk or JPEG marker the library refuses); `atMost` the
    /// declared size's bound, naming the image (`a 1×1 PNG`, `a JPEG before its image size`);
    /// nil while the bytes are too few to tell the format.
    package mutating func verdict(after bytes: UnsafeBufferPointer<UInt8>) -> InputFile.Extent? {
        if format == nil {
            format = ImageDecoder.format(of: Array(bytes.prefix(64)))
            guard let format else { return bytes.count >= 4096 ? .complete : nil }
            position = format == .png ? 8 : format == .jpeg ? 2 : 0
        }
        let walked: InputFile.Extent?
        switch format! {
        case .png: walked = walkPNG(bytes)
        case .jpeg: walked = walkJPEG(bytes)
        case .heic, .avif: walked = walkHEIF(bytes)
        }
        if let walked { return walked }
        let name = format == .png ? "PNG" : format == .jpeg ? "JPEG" : "HEIF"
        guard let size else {
            return .atMost(bytes: Self.metadataAllowance, image: "a \(name) before its image size")
        }
        return .atMost(bytes: Self.limit(pixels: Self.pixels(size)), image: "a \(size.width)×\(size.height) \(name)")
    }

    private static func be16(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) -> Int {
        Int(bytes[at]) << 8 | Int(bytes[at + 1])
    }

    private static func be32(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) -> Int {
        be16(bytes, at) << 16 | be16(bytes, at + 2)
    }

    /// PNG chunks: length, type, data, CRC; IHDR first, IEND last. The end after IEND; complete
    /// at a chunk libpng refuses (a type that is not four ASCII letters, a length of 2³¹ or
    /// more, a first chunk other than IHDR); nil while the chunks go on.
    private mutating func walkPNG(_ bytes: UnsafeBufferPointer<UInt8>) -> InputFile.Extent? {
        while position + 8 <= bytes.count {
            let length = Self.be32(bytes, position)
            let type = bytes[(position + 4)..<(position + 8)]
            // `& 0xDF` makes a lower-case letter upper-case, and nothing else a letter.
            guard length < 1 << 31, type.allSatisfy({ (0x41...0x5A).contains($0 & 0xDF) }) else { return .complete }
            if position == 8 {
                guard type.elementsEqual("IHDR".utf8) else { return .complete }
                guard position + 16 <= bytes.count else { return nil }
                size = (Self.be32(bytes, 16), Self.be32(bytes, 20))
            }
            if type.elementsEqual("IEND".utf8) {
                guard position + 12 <= bytes.count else { return nil }
                return .ends(at: position + 12)
            }
            position += 12 + length
        }
        return nil
    }

    /// The SOFn markers (C4, C8 and CC are DHT, JPG and DAC), whose segment gives the height
    /// (offset 3) and width (offset 5).
    private static let frameHeaders: Set<UInt8> = [
        0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF,
    ]

    /// JPEG markers: FF and a code, then a 16-bit length and the segment for all but SOI, EOI,
    /// RSTn and TEM; after SOS, entropy-coded data up to the next marker (FF 00 is a stuffed FF,
    /// FF Dn a restart). Bytes where a marker should be are skipped, as libjpeg skips them (with
    /// a warning). The end after EOI; complete at a second SOI or a length under 2 (both
    /// libjpeg errors); nil while the data goes on.
    private mutating func walkJPEG(_ bytes: UnsafeBufferPointer<UInt8>) -> InputFile.Extent? {
        // Inside the loop the buffer is not empty, so it has a base address.
        while position < bytes.count, let base = bytes.baseAddress {
            if bytes[position] != 0xFF {
                // Entropy-coded data or garbage: on to the next FF.
                guard let found = memchr(base + position, 0xFF, bytes.count - position) else {
                    position = bytes.count
                    return nil
                }
                position = UnsafeRawPointer(base).distance(to: found)
                continue
            }
            guard position + 1 < bytes.count else { return nil }
            let code = bytes[position + 1]
            if code == 0xFF { position += 1; continue }  // a fill byte
            if code == 0x00 || (0xD0...0xD7).contains(code) || code == 0x01 { position += 2; continue }
            if code == 0xD9 { return .ends(at: position + 2) }
            if code == 0xD8 { return .complete }
            guard position + 4 <= bytes.count else { return nil }
            let length = Self.be16(bytes, position + 2)
            guard length >= 2 else { return .complete }
            if Self.frameHeaders.contains(code), size == nil {
                guard position + 9 <= bytes.count else { return nil }
                size = (Self.be16(bytes, position + 7), Self.be16(bytes, position + 5))
            }
            position += 2 + length
        }
        return nil
    }

    /// HEIF top-level boxes: a 32-bit size (1: a 64-bit one follows the type; 0: to the end of
    /// the file), a type of four printable characters. The image size is the largest `ispe`
    /// (width, height after version and flags) in the `meta` box, once it has been read whole.
    /// The end before bytes no box starts with (a type that is not printable, a size under 8):
    /// what follows the file's boxes; nil while boxes go on.
    private mutating func walkHEIF(_ bytes: UnsafeBufferPointer<UInt8>) -> InputFile.Extent? {
        while !lastBox, position + 8 <= bytes.count {
            var length = Self.be32(bytes, position)
            let type = bytes[(position + 4)..<(position + 8)]
            guard type.allSatisfy({ (0x20...0x7E).contains($0) }) else { return .ends(at: position) }
            if length == 1 {
                guard position + 16 <= bytes.count else { return nil }
                let high = Self.be32(bytes, position + 8), low = Self.be32(bytes, position + 12)
                length = high >= 1 << 31 ? Int.max : high << 32 | low
            }
            guard length >= 8 || length == 0 else { return .ends(at: position) }
            if type.elementsEqual("meta".utf8) {
                guard length != 0, length <= bytes.count - position else { return nil }
                readImageSizes(bytes[position..<(position + length)])
            }
            // A box to the end (size 0) is the last; so is one no offset can pass.
            lastBox = length == 0 || length > Int.max - position
            if !lastBox { position += length }
        }
        return nil
    }

    /// The largest `ispe` property in `meta`: a box of at least 20 bytes, `ispe`, version and
    /// flags, then the width and height.
    private mutating func readImageSizes(_ meta: Slice<UnsafeBufferPointer<UInt8>>) {
        let bytes = UnsafeBufferPointer(rebasing: meta)
        var largest = size
        var at = 4
        while at + 16 <= bytes.count {
            if bytes[at] == 0x69, bytes[at + 1] == 0x73, bytes[at + 2] == 0x70, bytes[at + 3] == 0x65,
                Self.be32(bytes, at - 4) >= 20
            {
                let found = (width: Self.be32(bytes, at + 8), height: Self.be32(bytes, at + 12))
                if Self.pixels(found) > largest.map(Self.pixels) ?? -1 { largest = found }
            }
            at += 1
        }
        size = largest
    }
}
