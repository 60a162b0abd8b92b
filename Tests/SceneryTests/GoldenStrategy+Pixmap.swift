import Codecs
import Raster
import StretchyTesting

extension GoldenStrategy where Value == Pixmap {
    /// A renderer's frame stored as `stretchy frame --compression best` writes it (8-bit RGB
    /// PNG, pHYs of 72·scale dpi), its pixels compared exactly as StretchyTesting compares images.
    static func frame(scale: Int) -> GoldenStrategy {
        let encoder = PNGEncoder(
            compression: .best,
            pixelsPerMeter: PNGEncoder.pixelsPerMeter(dotsPerInch: 72 * Double(scale)))
        return GoldenStrategy(
            pathExtension: "png", encode: { try encoder.encodeOpaque($0) },
            compare: { golden, frame in
                try GoldenComparison.images(
                    PNGDecoder.decode(golden), frame.unpremultiplied(),
                    tolerance: .exact)
            })
    }
}
