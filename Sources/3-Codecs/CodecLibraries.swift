import CHeif
import CLCMS2
import CShim

/// The versions of the image libraries stretchy runs with, for the environment fingerprint
/// (SPEC §6 "Environment"): each as loaded, not as built against, where the library can tell.
package enum CodecLibraries {
    /// `libjpeg`, `libpng`, `zlib`, `lcms2`, then `libheif`: the loaded library's own
    /// (`heif_get_version`). libheif is opened only for a HEIF (`HEIFLibrary`), so asking opens
    /// it when no HEIF was read yet (once per process, ~4 ms): the fingerprint is the same
    /// before and after a process reads one, and nil where libheif cannot be opened.
    package static var versions: [(name: String, version: String?)] {
        var jpeg = [CChar](repeating: 0, count: 256)
        stretchy_jpeg_version(&jpeg, jpeg.count)
        // lcms2 encodes its version as major·1000 + minor·10 (2140 is 2.14).
        let lcms = Int(cmsGetEncodedCMMversion())
        return [
            ("libjpeg", String(decoding: jpeg.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)),
            ("libpng", String(cString: stretchy_png_version())),
            ("zlib", String(cString: stretchy_zlib_version())),
            ("lcms2", "\(lcms / 1000).\(lcms % 1000 / 10)"),
            ("libheif", LazyLibrary.heif.load() == nil ? heif_get_version().map { String(cString: $0) } : nil),
        ]
    }
}
