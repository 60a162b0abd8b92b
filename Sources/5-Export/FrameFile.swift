import Codecs
import Files
import Raster
import SceneModel

/// A rendered frame as a PNG file: 8-bit RGB, sRGB, pHYs of 72·scale dpi, written atomically.
public enum FrameFile {
    /// The PNG bytes of `frame` for a screen of `scene`'s scale; `threads` and `memo` as
    /// `PNGEncoder`'s (neither changes the bytes).
    public static func encode(_ frame: Pixmap, scene: Scene, compression: PNGEncoder.Compression,
                              threads: Int = 1, memo: FilterMemo? = nil) throws(ExportError) -> [UInt8] {
        let encoder = PNGEncoder(compression: compression,
                                 pixelsPerMeter: PNGEncoder.pixelsPerMeter(dotsPerInch: 72 * Double(scene.scale)),
                                 threads: threads, memo: memo)
        do {
            return try encoder.encodeOpaque(frame)
        } catch {
            throw .encode(path: "frame", reason: error.description)
        }
    }

    /// Encodes `frame` and writes it to `path` atomically.
    public static func write(_ frame: Pixmap, scene: Scene, compression: PNGEncoder.Compression,
                             threads: Int = 1, to path: String) throws(ExportError) {
        let bytes = try encode(frame, scene: scene, compression: compression, threads: threads)
        try ExportError.writing { () throws(FileError) in try AtomicFile.write(bytes, to: path) }
    }
}
