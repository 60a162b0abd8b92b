/// A rectangle of a larger image's pixels: what a decoder makes when its caller needs only
/// part of the image (`Resampler.aspectFillSourceRect`), and what `Resampler.aspectFill` reads
/// as it would read the whole image.
package struct ImagePart: Sendable, Equatable {
    /// The pixels of `rect`.
    package let pixels: Pixmap
    /// Where `pixels` lie in the whole image.
    package let rect: PixelRect
    /// The whole image's size.
    package let fullWidth: Int
    package let fullHeight: Int

    /// `pixels` as the part at (`x`, `y`) of a `fullWidth` × `fullHeight` image; nil unless it
    /// lies within it.
    package init?(_ pixels: Pixmap, x: Int, y: Int, fullWidth: Int, fullHeight: Int) {
        guard x >= 0, y >= 0, x + pixels.width <= fullWidth, y + pixels.height <= fullHeight else { return nil }
        self.pixels = pixels
        self.rect = PixelRect(x: x, y: y, width: pixels.width, height: pixels.height)
        self.fullWidth = fullWidth
        self.fullHeight = fullHeight
    }

    /// A whole image, as its own part.
    package init(whole pixels: Pixmap) {
        self.pixels = pixels
        rect = PixelRect(x: 0, y: 0, width: pixels.width, height: pixels.height)
        fullWidth = pixels.width
        fullHeight = pixels.height
    }

    /// Whether every pixel of `needed` is here.
    package func contains(_ needed: PixelRect) -> Bool {
        needed.intersection(rect) == needed
    }
}
