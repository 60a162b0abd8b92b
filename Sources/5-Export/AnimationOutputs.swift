import Codecs

/// The animated files a render writes besides (or instead of) its frames (SPEC §3 `--apng`,
/// `--gif`, `--webp`), and how: every one plays the frames A…B of the render at its fps,
/// `plays` times (0: for ever).
package struct AnimationOutputs: Sendable {
    /// One palette per GIF frame, or one for the whole GIF.
    package enum GIFPaletteMode: String, CaseIterable, Sendable {
        case frame
        case global
    }

    /// The most plays `--loop` may ask for (GIF's and APNG's counters hold at least this).
    package static let plays = 0...65535
    /// `--gif-dither`'s range and default: none, each pixel its nearest colour. Dithering hides
    /// bands in smooth gradients, but its noise costs LZW bytes and lowers the mean SSIM against
    /// the frames (bench/README.md: 0.3 made the default animation's GIF 2.7 % larger, at a lower
    /// SSIM).
    package static let dither = 0.0...1.0
    package static let defaultDither = 0.0
    /// `--gif-palette`'s default: one palette, whose shared colours leave far more pixels
    /// transparent from frame to frame than a palette per frame (and repeat no colour table).
    package static let defaultGIFPalette = GIFPaletteMode.global
    /// `--gif-width`'s range.
    package static let gifWidth = 1...10000
    /// `--webp-quality`'s range (libwebp's).
    package static let webpQuality = 0...100

    /// Where the APNG, the GIF and the WebP go (`--apng`, `--gif`, `--webp`), nil for none.
    package var apng: String?
    /// The GIF's path.
    package var gif: String?
    /// The WebP's path.
    package var webp: String?
    /// How many times players show the files (`--loop`); 0 for ever.
    package var plays: Int
    /// `--gif-palette`.
    package var gifPalette: GIFPaletteMode
    /// libimagequant's dithering level, 0 … 1 (`--gif-dither`).
    package var gifDither: Double
    /// The GIF's width in pixels (`--gif-width`), nil for the frames'.
    package var gifWidth: Int?
    /// Lossy WebP at this quality (`--webp-quality`); nil: lossless.
    package var webpQuality: Int?

    /// The settings, each defaulting as its option does.
    package init(
        apng: String? = nil, gif: String? = nil, webp: String? = nil, plays: Int = 0,
        gifPalette: GIFPaletteMode = defaultGIFPalette, gifDither: Double = defaultDither, gifWidth: Int? = nil,
        webpQuality: Int? = nil
    ) {
        // Every setting has its option's default, so a caller names only what it changes.
        self.apng = apng
        self.gif = gif
        self.webp = webp
        self.plays = plays
        self.gifPalette = gifPalette
        self.gifDither = gifDither
        self.gifWidth = gifWidth
        self.webpQuality = webpQuality
    }

    /// Whether any animated file is asked for.
    package var isEmpty: Bool { apng == nil && gif == nil && webp == nil }

    /// The files, in the order they are written.
    package var paths: [String] { [apng, gif, webp].compactMap { $0 } }

    /// Whether the frames are drawn twice: once to count a global palette's colours, once to
    /// map them to it.
    package var needsPalettePass: Bool { gif != nil && gifPalette == .global }

    /// Loads the libraries the GIF and the WebP need (`AnimationLibraries`), which are opened only
    /// for them: a render asks first, so that a missing one fails it before anything is read or
    /// written. The error names the first file that cannot be made.
    package func loadLibraries() throws(ExportError) {
        let needs: [(path: String?, require: () throws(CodecError) -> Void)] = [
            (gif, AnimationLibraries.requireGIF), (webp, AnimationLibraries.requireWebP),
        ]
        for case let (path?, require) in needs {
            do {
                try require()
            } catch {
                throw .encode(path: path, reason: error.description)
            }
        }
    }
}
