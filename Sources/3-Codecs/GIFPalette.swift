import CImageQuant
import Raster

/// One palette for every frame of a GIF (`--gif-palette global`): libimagequant's histogram of
/// every frame, added in frame order, then quantized once; each frame is then remapped to it.
///
/// Not shareable between threads (libimagequant keeps remapping state in its result): frames
/// are added and remapped one at a time, in order, by whoever holds it.
package final class GIFPalette: @unchecked Sendable {
    private let quantizer: GIFQuantizer
    private let attributes: OpaquePointer
    private let histogram: OpaquePointer
    private var result: OpaquePointer?

    /// An empty histogram for frames scaled as `quantizer` scales them.
    package init(quantizer: GIFQuantizer) throws(CodecError) {
        self.quantizer = quantizer
        attributes = try GIFQuantizer.makeAttributes()
        guard let histogram = liq_histogram_create(attributes) else {
            liq_attr_destroy(attributes)
            throw .animationFailed(format: "GIF", reason: "libimagequant could not allocate a histogram")
        }
        self.histogram = histogram
    }

    deinit {
        if let result { liq_result_destroy(result) }
        liq_histogram_destroy(histogram)
        liq_attr_destroy(attributes)
    }

    /// Counts the colours of `sized`, a frame at the GIF's size (`GIFQuantizer.scaled`), before
    /// the palette is made.
    package func add(_ sized: Pixmap) throws(CodecError) {
        precondition(result == nil)
        try GIFQuantizer.withImage(sized) { attributes, image throws(CodecError) in
            try GIFQuantizer.check(liq_histogram_add_image(histogram, attributes, image), "counting colours")
        }
    }

    /// The palette, made from every frame added (once, at the first call), as R, G, B triples.
    @discardableResult
    package func palette() throws(CodecError) -> [UInt8] {
        if result == nil {
            omp_set_num_threads(1)
            var made: OpaquePointer?
            try GIFQuantizer.check(liq_histogram_quantize(histogram, attributes, &made), "making the palette")
            result = made
        }
        return GIFQuantizer.palette(of: result!)
    }

    /// `source`, a frame at the GIF's size (`GIFQuantizer.scaled`), mapped to the shared palette.
    package func picture(of source: Pixmap) throws(CodecError) -> GIFQuantizer.Picture {
        try palette()
        return try GIFQuantizer.withImage(source) { _, image throws(CodecError) in
            try quantizer.remap(source, image: image, with: result!)
        }
    }
}
