import Codecs
import Files
import Glibc
import Raster
import SceneModel
import Scenery

/// A rendered frame as a PNG file: 8-bit RGB, sRGB, pHYs of 72·scale dpi, written atomically.
package enum FrameFile {
    /// The PNG bytes of `frame` for a screen of `scene`'s scale; `threads` and `memo` as
    /// `PNGEncoder`'s (neither changes the bytes).
    package static func encode(
        _ frame: Pixmap, scene: Scene, compression: PNGEncoder.Compression,
        threads: Int = 1, memo: FilterMemo? = nil
    ) throws(ExportError) -> [UInt8] {
        do {
            return try encoder(scene: scene, compression: compression, threads: threads, memo: memo).encodeOpaque(frame)
        } catch {
            throw .encode(path: "frame", reason: error.description)
        }
    }

    /// Whether `path` holds a whole PNG: it starts with the PNG signature and ends with the IEND
    /// chunk. Atomic writes already leave only whole files; this also catches a file cut short
    /// some other way (a copy, a full disk outside stretchy), cheaply: two reads of a few bytes.
    package static func isWhole(at path: String) -> Bool {
        // Not through a link, and never waiting: a FIFO at a frame's name is simply not whole.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            Int(status.st_size) >= signature.count + iend.count
        else { return false }
        var head = [UInt8](repeating: 0, count: signature.count), tail = [UInt8](repeating: 0, count: iend.count)
        guard pread(fd, &head, head.count, 0) == head.count,
            pread(fd, &tail, tail.count, off_t(status.st_size) - off_t(tail.count)) == tail.count
        else { return false }
        return head == signature && tail == iend
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The last chunk of every PNG: length 0, `IEND`, its CRC.
    static let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    /// The first step of a frame drawn in parts: its PNG bands below the top rows, encoded on
    /// `threads` threads, while another may still be decoding the photo the top shows.
    package static func encodeBelowTop(
        _ frame: FrameRenderer.Parts, scene: Scene,
        compression: PNGEncoder.Compression, threads: Int
    ) -> PartialPNG {
        encoder(scene: scene, compression: compression, threads: threads, memo: nil)
            .encodeOpaque(frame.lower, below: frame.topRows)
    }

    /// The second: draws the top rows (on the threads `renderInParts` was given) unless every
    /// band they reach is among `encodedSince` (`TopBands` made those as the photo was
    /// decoded), encodes the other bands they reach on `threads` threads, and checks the frame.
    /// The bytes are those `encode` gives the whole frame. Fails as the frame's drawing would.
    package static func finish(_ png: PartialPNG, of frame: FrameRenderer.Parts, encodedSince: [Int] = [], threads: Int)
        throws(ExportError) -> [UInt8]
    {
        let drawsTop = frame.topRows > 0 && !png.bandsLeft(besides: encodedSince).isEmpty
        let bytes: [UInt8]
        do {
            bytes = try png.finish(top: drawsTop ? frame.drawTop() : nil, threads: threads, encodedSince: encodedSince)
        } catch {
            throw .encode(path: "frame", reason: error.description)
        }
        do {
            try frame.check()
        } catch {
            throw .frame(error)
        }
        return bytes
    }

    /// Writes a frame's PNG bytes to `path` atomically.
    package static func write(_ bytes: [UInt8], to path: String) throws(ExportError) {
        try ExportError.writing { () throws(FileError) in try AtomicFile.write(bytes, to: path) }
    }

    private static func encoder(
        scene: Scene, compression: PNGEncoder.Compression, threads: Int,
        memo: FilterMemo?
    ) -> PNGEncoder {
        PNGEncoder(
            compression: compression,
            pixelsPerMeter: PNGEncoder.pixelsPerMeter(dotsPerInch: 72 * Double(scene.scale)),
            threads: threads, memo: memo)
    }
}
