import Codecs
import Files
import Raster
import SceneModel
import Scenery

/// A rendered frame as a PNG file: 8-bit RGB, sRGB, pHYs of 72·scale dpi, written atomically.
public enum FrameFile {
    /// The PNG bytes of `frame` for a screen of `scene`'s scale; `threads` and `memo` as
    /// `PNGEncoder`'s (neither changes the bytes).
    public static func encode(_ frame: Pixmap, scene: Scene, compression: PNGEncoder.Compression,
                              threads: Int = 1, memo: FilterMemo? = nil) throws(ExportError) -> [UInt8] {
        do {
            return try encoder(scene: scene, compression: compression, threads: threads, memo: memo).encodeOpaque(frame)
        } catch {
            throw .encode(path: "frame", reason: error.description)
        }
    }

    /// Encodes a frame drawn in parts and writes it to `path` atomically: the same bytes as
    /// `encode` of the whole frame. With `threads` > 1 the rows below the top are filtered and
    /// deflated while the top (the header's aspect-fill) is drawn.
    public static func write(_ frame: FrameRenderer.Parts, scene: Scene, compression: PNGEncoder.Compression,
                             threads: Int = 1, to path: String) throws(ExportError) {
        let bytes: [UInt8]
        do {
            bytes = try encoder(scene: scene, compression: compression, threads: threads, memo: nil)
                .encodeOpaque(frame.lower, topRows: frame.topRows, drawTop: frame.drawTop)
        } catch {
            throw .encode(path: "frame", reason: error.description)
        }
        try ExportError.writing { () throws(FileError) in try AtomicFile.write(bytes, to: path) }
    }

    private static func encoder(scene: Scene, compression: PNGEncoder.Compression, threads: Int,
                                memo: FilterMemo?) -> PNGEncoder {
        PNGEncoder(compression: compression,
                   pixelsPerMeter: PNGEncoder.pixelsPerMeter(dotsPerInch: 72 * Double(scene.scale)),
                   threads: threads, memo: memo)
    }
}
