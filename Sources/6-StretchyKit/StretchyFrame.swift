import Codecs
import Export
import Raster
import SceneModel

/// One rendered frame of a scene.
public struct StretchyFrame: Sendable {
    /// The scene it shows (its scale sets the PNG's pHYs).
    public let scene: Scene
    /// The state it shows.
    public let state: ScrollState
    /// Its pixels, opaque, premultiplied (`Pixmap`); `rgba` gives them straight.
    package let pixels: Pixmap

    /// The pixels as straight 8-bit RGBA, as `Compare` and PNG files hold them. A frame is
    /// opaque, and opaque premultiplied bytes are their straight bytes: the array is shared,
    /// not converted pixel by pixel (which costs a debug build 0.1 s per @3x frame).
    public var rgba: RGBAImage { pixels.opaqueRGBA }

    /// The PNG file `stretchy frame` writes for it (SPEC §6): 8-bit RGB, sRGB, pHYs.
    public func png(compression: PNGEncoder.Compression = .default) throws(StretchyKitError) -> [UInt8] {
        do throws(ExportError) {
            return try FrameFile.encode(pixels, scene: scene, compression: compression)
        } catch {
            throw StretchyKitError(.encode, error)
        }
    }
}
