import CZlib
import Raster

/// Reads an animated PNG frame by frame (SPEC §4 "Animations"), any APNG, not only
/// `APNGWriter`'s: Debian's libpng has no APNG patch, so the chunks are read here (`acTL`,
/// `fcTL`, `fdAT`, `IDAT`), each frame's data becomes a PNG of its own (the file's IHDR with the
/// frame's size, the chunks before the image data such as PLTE and tRNS, its data as IDAT) that
/// `PNGDecoder` decodes as any PNG, and `AnimationCanvas` composites it with `dispose_op` and
/// `blend_op`. A PNG without `acTL` is a still image: one frame, no time base.
///
/// Every chunk's CRC is checked, `fcTL` and `fdAT` sequence numbers must count up from 0, each
/// frame's rectangle must lie inside the canvas and the frames must be as many as `acTL` says;
/// anything else is one `corruptAnimation` line. The file is indexed at once (its chunks, not
/// its pixels); frames are decoded on demand.
package final class APNGDecoder: AnimationFrames {
    /// One frame's `fcTL` and where its data is.
    private struct Frame {
        var rect: PixelRect
        var delay: (numerator: Int, denominator: Int)
        var disposal: AnimationCanvas.Disposal
        var over: Bool
        var data: [Range<Int>] = []
    }

    package let format = "APNG"
    package let width: Int
    package let height: Int
    package let timeBase: Int?
    package var frameRate: Int? { timeBase }
    private let file: [UInt8]
    /// IHDR's data after its width and height (bit depth, colour type, …).
    private let header: ArraySlice<UInt8>
    /// The chunks between IHDR and the image data, whole (PLTE, tRNS, sRGB, …).
    private let ancillary: [UInt8]
    private let frames: [Frame]
    private let maxPixels: Int
    private var canvas: AnimationCanvas
    private var index = 0

    /// The least common multiple of the delay denominators above which an APNG is refused.
    static let maxTimeBase = 1_000_000

    /// Indexes `file`; throws when its chunks are malformed or its canvas beyond `maxPixels`.
    package init(_ file: [UInt8], maxPixels: Int = ImageDecoder.defaultMaxPixels) throws(CodecError) {
        self.file = file
        self.maxPixels = maxPixels
        let chunks = try Self.chunks(of: file)
        guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13 else {
            throw Self.corrupt("the first chunk is not a 13-byte IHDR")
        }
        let canvas = (
            width: Self.uint32(file, ihdr.data.lowerBound), height: Self.uint32(file, ihdr.data.lowerBound + 4)
        )
        (width, height) = canvas
        try AnimationLimits.check(
            canvasWidth: canvas.width, height: canvas.height, maxPixels: maxPixels, format: "APNG")
        header = file[ihdr.data.lowerBound + 8..<ihdr.data.upperBound]
        var ancillary: [UInt8] = []
        var frames: [Frame] = []
        var declared: Int?
        var sequence = 0
        var seenData = false
        var defaultIsFrame = false
        for chunk in chunks.dropFirst() {
            let data = chunk.data
            switch chunk.type {
            case "acTL":
                guard data.count == 8, !seenData, declared == nil else {
                    throw Self.corrupt(
                        "an acTL chunk that is not 8 bytes, not before the image data or not the only one")
                }
                declared = Self.uint32(file, data.lowerBound)
            case "fcTL":
                try Self.checkSequence(file, data, &sequence)
                frames.append(try Self.control(file, data, canvas: canvas, first: frames.isEmpty))
            case "IDAT":
                seenData = true
                // Image data after the first fcTL is frame 0; before it, a default image that
                // is not part of the animation.
                if frames.count == 1, declared != nil {
                    frames[0].data.append(data)
                    defaultIsFrame = true
                }
            case "fdAT":
                try Self.checkSequence(file, data, &sequence)
                guard let last = frames.indices.last, seenData, last > 0 || !defaultIsFrame else {
                    throw Self.corrupt("an fdAT chunk before the image data, or of a frame whose data is IDAT")
                }
                frames[last].data.append(data.lowerBound + 4..<data.upperBound)
            case "IEND":
                break
            default:
                if !seenData { ancillary += file[chunk.whole] }
            }
        }
        self.ancillary = ancillary
        guard let declared else {
            // A still PNG: its image data is its one frame.
            let data = chunks.filter { $0.type == "IDAT" }.map(\.data)
            self.frames = [
                Frame(
                    rect: PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height), delay: (0, 0),
                    disposal: .keep, over: false, data: data)
            ]
            timeBase = nil
            self.canvas = AnimationCanvas(width: canvas.width, height: canvas.height)
            return
        }
        guard declared == frames.count, declared > 0 else {
            throw Self.corrupt("acTL declares \(declared) frames, the file holds \(frames.count)")
        }
        if let empty = frames.firstIndex(where: { $0.data.isEmpty }) {
            throw Self.corrupt("frame \(empty) has no image data")
        }
        self.frames = frames
        timeBase = try Self.timeBase(of: frames)
        self.canvas = AnimationCanvas(width: canvas.width, height: canvas.height)
    }

    package func next() throws(CodecError) -> (image: RGBAImage, ticks: Int)? {
        guard index < frames.count else { return nil }
        try AnimationLimits.check(frame: index, width: width, height: height, format: format)
        let frame = frames[index]
        let png: RGBAImage
        do throws(CodecError) {
            png = try PNGDecoder.decode(stream(of: frame), maxPixels: maxPixels)
        } catch {
            throw Self.corrupt("frame \(index): \(error)")
        }
        canvas.draw(png.bytes, at: frame.rect, over: frame.over, disposal: frame.disposal)
        index += 1
        guard let timeBase else { return (canvas.image, 1) }
        // Delay 0/0 is 0/100 s (APNG's denominator 0 means 100).
        let denominator = frame.delay.denominator == 0 ? 100 : frame.delay.denominator
        return (canvas.image, frame.delay.numerator * (timeBase / denominator))
    }

    /// Whether `file`, a PNG, has an `acTL` chunk before its first IDAT (chunk lengths followed,
    /// nothing checked: `init` does that).
    static func declaresAnimation(_ file: [UInt8]) -> Bool {
        var offset = 8
        while offset + 8 <= file.count {
            let type = String(decoding: file[offset + 4..<offset + 8], as: UTF8.self)
            if type == "acTL" { return true }
            if type == "IDAT" { return false }
            offset += 12 + uint32(file, offset)
        }
        return false
    }

    /// A PNG of `frame` alone: the signature, IHDR with the frame's size, the chunks before the
    /// image data, the frame's data as IDAT, IEND.
    private func stream(of frame: Frame) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        Self.chunk("IHDR", Self.bytes(frame.rect.width) + Self.bytes(frame.rect.height) + header, into: &out)
        out += ancillary
        for range in frame.data { Self.chunk("IDAT", file[range], into: &out) }
        Self.chunk("IEND", [], into: &out)
        return out
    }

    /// The chunks of `file` after the signature: type, data and the whole chunk, CRCs checked.
    private static func chunks(of file: [UInt8]) throws(CodecError) -> [(
        type: String, data: Range<Int>, whole: Range<Int>
    )] {
        guard file.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw corrupt("no PNG signature")
        }
        var chunks: [(type: String, data: Range<Int>, whole: Range<Int>)] = []
        var offset = 8
        while offset < file.count {
            guard offset + 12 <= file.count else { throw corrupt("a chunk cut short at byte \(offset)") }
            let length = uint32(file, offset)
            guard length <= file.count - offset - 12 else {
                throw corrupt("a chunk at byte \(offset) runs past the end of the file")
            }
            let type = String(decoding: file[offset + 4..<offset + 8], as: UTF8.self)
            let end = offset + 12 + length
            let crc = file[offset + 4..<end - 4].withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
            guard Int(crc) == uint32(file, end - 4) else {
                throw corrupt("the \(type) chunk at byte \(offset) fails its CRC")
            }
            chunks.append((type, offset + 8..<end - 4, offset..<end))
            offset = end
            if type == "IEND" { return chunks }
        }
        throw corrupt("no IEND chunk: the file is cut short")
    }

    /// Checks a chunk's sequence number, the next expected.
    private static func checkSequence(_ file: [UInt8], _ data: Range<Int>, _ sequence: inout Int) throws(CodecError) {
        guard data.count >= 4, uint32(file, data.lowerBound) == sequence else {
            throw corrupt(
                "sequence number \(data.count >= 4 ? uint32(file, data.lowerBound) : -1) where \(sequence) was due")
        }
        sequence += 1
    }

    /// An `fcTL` chunk's frame, its rectangle inside the canvas (the first's the whole canvas).
    private static func control(
        _ file: [UInt8], _ data: Range<Int>, canvas: (width: Int, height: Int), first: Bool
    ) throws(CodecError) -> Frame {
        guard data.count == 26 else { throw corrupt("an fcTL chunk of \(data.count) bytes, not 26") }
        let at = data.lowerBound
        let (w, h, x, y) = (uint32(file, at + 4), uint32(file, at + 8), uint32(file, at + 12), uint32(file, at + 16))
        guard w > 0, h > 0, x + w <= canvas.width, y + h <= canvas.height else {
            throw corrupt("a frame of \(w)×\(h) at \(x), \(y) outside the \(canvas.width)×\(canvas.height) canvas")
        }
        guard !first || (x == 0 && y == 0 && w == canvas.width && h == canvas.height) else {
            throw corrupt("the first frame does not cover the canvas")
        }
        let delay = (Int(file[at + 20]) << 8 | Int(file[at + 21]), Int(file[at + 22]) << 8 | Int(file[at + 23]))
        let (dispose, blend) = (file[at + 24], file[at + 25])
        guard dispose <= 2, blend <= 1 else { throw corrupt("dispose_op \(dispose) or blend_op \(blend) unknown") }
        // PREVIOUS on the first frame is BACKGROUND, as the APNG specification says.
        let disposal: AnimationCanvas.Disposal = dispose == 0 ? .keep : dispose == 1 || first ? .clear : .restore
        return Frame(
            rect: PixelRect(x: x, y: y, width: w, height: h), delay: delay, disposal: disposal, over: blend == 1)
    }

    /// The least common multiple of the frames' delay denominators (0 counting as 100).
    private static func timeBase(of frames: [Frame]) throws(CodecError) -> Int {
        var base = 1
        for frame in frames {
            let denominator = frame.delay.denominator == 0 ? 100 : frame.delay.denominator
            base = base / gcd(base, denominator) * denominator
            guard base <= maxTimeBase else {
                throw corrupt("delays whose denominators have a least common multiple above \(maxTimeBase)")
            }
        }
        return base
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    private static func chunk(_ type: String, _ data: some Collection<UInt8>, into out: inout [UInt8]) {
        let typed = Array(type.utf8) + data
        out += bytes(data.count) + typed
        out += bytes(Int(typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }))
    }

    private static func bytes(_ value: Int) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }

    private static func uint32(_ file: [UInt8], _ offset: Int) -> Int {
        (0..<4).reduce(0) { $0 << 8 | Int(file[offset + $1]) }
    }

    private static func corrupt(_ reason: String) -> CodecError { .corruptAnimation(format: "APNG", reason: reason) }
}
