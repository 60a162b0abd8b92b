import CZlib
import Raster

/// An animated PNG put together from PNGs `PNGEncoder` wrote (SPEC §6 "APNG"): the first
/// frame's file whole, its IDAT chunks the default image and frame 0, then one `fcTL` and `fdAT`
/// chunks per later frame, each holding only the rectangle that changed (`APNG_DISPOSE_OP_NONE`,
/// `APNG_BLEND_OP_SOURCE`), so every frame's pixels are what the rectangle's PNG holds over what
/// the frame before showed.
///
/// Debian's libpng has no APNG patch, and its `png_write_end` refuses image data it did not
/// compress itself, so the container is written here; the image data is the encoder's own.
/// Nothing varies between runs: the same PNGs give the same bytes.
package struct APNGWriter: Sendable {
    /// A frame's delay is `frames / fps` seconds, both numbers stored as they are: `frames` may
    /// be at most this.
    package static let maxFramesPerDelay = Int(UInt16.max)

    private let fps: Int
    private let plays: Int
    /// The first PNG's chunks before its image data (IHDR, sRGB, pHYs).
    private var head: [UInt8] = []
    private var frames: [(rect: PixelRect, frames: Int, data: [UInt8])] = []

    /// `fps` (1 … 65535) is every delay's denominator; `plays` how many times players show the
    /// animation, 0 for ever.
    package init(fps: Int, plays: Int) {
        precondition((1...Int(UInt16.max)).contains(fps) && (0...Int(UInt32.max)).contains(plays))
        self.fps = fps
        self.plays = plays
    }

    /// How many frames were appended.
    package var count: Int { frames.count }

    /// Adds a frame shown for `frames / fps` seconds: `png`, a file `PNGEncoder` wrote, holds the
    /// pixels of `rect`; the first frame's rectangle is the whole image.
    package mutating func append(_ png: [UInt8], at rect: PixelRect, frames count: Int) throws(CodecError) {
        precondition((1...Self.maxFramesPerDelay).contains(count))
        var data: [UInt8] = []
        var before: [UInt8] = []
        var offset = 8
        guard png.count > 8 else { throw .encodeFailed(reason: "not a PNG file") }
        while offset + 12 <= png.count {
            let length = Int(Self.uint32(png, at: offset))
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let end = offset + 12 + length
            guard end <= png.count else { throw .encodeFailed(reason: "a PNG chunk runs past the end") }
            if type == "IDAT" {
                data += png[(offset + 8)..<(offset + 8 + length)]
            } else if data.isEmpty && type != "IEND" {
                before += png[offset..<end]
            }
            offset = end
        }
        if frames.isEmpty { head = Array(png[0..<8]) + before }
        frames.append((rect, count, data))
    }

    /// Shows the last frame appended for `frames` more frames of time (nothing changed).
    package mutating func extendLast(by count: Int) {
        frames[frames.count - 1].frames += count
        precondition(frames[frames.count - 1].frames <= Self.maxFramesPerDelay)
    }

    /// The last frame's delay in frames.
    package var lastFrames: Int { frames.last?.frames ?? 0 }

    /// The file: the first PNG's head, `acTL`, then per frame `fcTL` and its data (IDAT for
    /// frame 0, `fdAT` after), `IEND`. Sequence numbers count every `fcTL` and `fdAT` from 0.
    package func file() -> [UInt8] {
        var out = head
        Self.chunk("acTL", Self.bytes(UInt32(frames.count)) + Self.bytes(UInt32(plays)), into: &out)
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            var control = Self.bytes(sequence)
            for value in [frame.rect.width, frame.rect.height, frame.rect.x, frame.rect.y] {
                control += Self.bytes(UInt32(value))
            }
            control += Self.bytes(UInt16(frame.frames)) + Self.bytes(UInt16(fps))
            control += [0, 0]  // APNG_DISPOSE_OP_NONE, APNG_BLEND_OP_SOURCE
            Self.chunk("fcTL", control, into: &out)
            sequence += 1
            // Chunks of at most 1 GiB, as the encoder's IDATs.
            for start in Swift.stride(from: 0, to: max(frame.data.count, 1), by: 1 << 30) {
                let part = frame.data[start..<min(frame.data.count, start + (1 << 30))]
                if index == 0 {
                    Self.chunk("IDAT", Array(part), into: &out)
                } else {
                    Self.chunk("fdAT", Self.bytes(sequence) + part, into: &out)
                    sequence += 1
                }
            }
        }
        Self.chunk("IEND", [], into: &out)
        return out
    }

    private static func chunk(_ type: String, _ data: [UInt8], into out: inout [UInt8]) {
        out += bytes(UInt32(data.count))
        let typed = Array(type.utf8) + data
        out += typed
        let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
        out += bytes(UInt32(crc))
    }

    private static func bytes(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func bytes(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }

    private static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[offset + $1]) }
    }
}
