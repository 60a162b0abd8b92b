import CShim

/// A C library that CShim opens when it is first needed instead of linking it (CShim.h, "Lazily
/// opened libraries"): loading and relocating it would cost every run at start, while only a
/// HEIF header or an animated GIF or WebP calls it. None of its functions may be called before
/// `load` has returned nil; `HEIFLibrary` and `AnimationLibraries` load each once per process.
package struct LazyLibrary: Sendable, Equatable, CustomStringConvertible {
    /// The name it is opened by, the one Debian's package installs (libheif1, libimagequant0, …).
    /// scripts/deb.sh reads the `LazyLibrary("…"` lines below for the package's Depends.
    package let soname: String
    /// What cannot be done without it, as its error says: "GIF output needs libgif.so.7: …".
    package let feature: String
    /// CShim's `stretchy_*_load` for it.
    private let loader: @Sendable (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>, Int) -> Int32

    package static let heif = LazyLibrary("libheif.so.1", "HEIF support", stretchy_heif_load)
    package static let imageQuant = LazyLibrary("libimagequant.so.0", "GIF output", stretchy_imagequant_load)
    package static let gif = LazyLibrary("libgif.so.7", "GIF output", stretchy_gif_load)
    package static let webp = LazyLibrary("libwebp.so.7", "WebP output", stretchy_webp_load)
    /// Links libwebp: load that first, so that its absence is named as libwebp's.
    package static let webpMux = LazyLibrary("libwebpmux.so.3", "WebP output", stretchy_webpmux_load)
    /// Links libwebp, as libwebpMux does: reads animated WebPs for `compare`.
    package static let webpDemux = LazyLibrary("libwebpdemux.so.2", "WebP input", stretchy_webpdemux_load)
    /// Every one, in the order a run opens them.
    package static let all = [heif, imageQuant, gif, webp, webpMux, webpDemux]

    private init(
        _ soname: String, _ feature: String,
        _ loader: @escaping @Sendable (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>, Int) -> Int32
    ) {
        (self.soname, self.feature, self.loader) = (soname, feature, loader)
    }

    /// Opens `file` (the soname unless told) as this library with every function Codecs calls, or
    /// leaves the one loaded before in place; nil when done, else why not.
    package func load(_ file: String? = nil) -> CodecError? {
        let file = file ?? soname
        return Shim.call { loader(file, $0, $1) }.map { .libraryUnavailable(self, file: file, reason: $0) }
    }

    /// One library per soname.
    package static func == (lhs: LazyLibrary, rhs: LazyLibrary) -> Bool { lhs.soname == rhs.soname }

    package var description: String { soname }
}
