/// The libraries the animated files need, each pair loaded by the first call that needs it, once
/// per process (`LazyLibrary`): libimagequant and giflib for a GIF, libwebp and libwebpmux for a
/// WebP; giflib, or libwebp and libwebpdemux, to read one (`compare`). `render` asks before it reads or writes anything, so that a missing one is its first
/// and only error; the writers ask again, so that no caller reaches a function unloaded.
package enum AnimationLibraries {
    /// Loads libimagequant and giflib on the first call; throws, naming the first that cannot be
    /// loaded, on this call and every later one. No function of theirs may be called before this
    /// returned.
    package static func requireGIF() throws(CodecError) {
        if let gif { throw gif }
    }

    /// Loads libwebp and libwebpmux on the first call, as `requireGIF` does.
    package static func requireWebP() throws(CodecError) {
        if let webp { throw webp }
    }

    /// Loads giflib alone, for reading a GIF (libimagequant only makes palettes).
    package static func requireGIFReading() throws(CodecError) {
        if let gifReading { throw gifReading }
    }

    /// Loads libwebp and libwebpdemux, for reading a WebP.
    package static func requireWebPReading() throws(CodecError) {
        if let webpReading { throw webpReading }
    }

    private static let gifReading = LazyLibrary.gif.load()
    private static let webpReading = LazyLibrary.webp.load() ?? LazyLibrary.webpDemux.load()
    /// Why GIF's libraries could not be loaded, nil once both are.
    private static let gif = LazyLibrary.imageQuant.load() ?? LazyLibrary.gif.load()
    /// Why WebP's could not be, nil once both are.
    private static let webp = LazyLibrary.webp.load() ?? LazyLibrary.webpMux.load()
}
