import Raster

/// An opaque image's PNG, half made (`PNGEncoder.encodeOpaque(_:below:)`): the bands below its
/// top rows are encoded; `finish` encodes the others once the top is drawn.
///
/// The two steps may run on different threads: a frame's table rows are encoded on one while
/// another still decodes the header photo that the top rows show.
package struct PartialPNG: Sendable {
    /// The image, final from row `topRows` on.
    let lower: Pixmap
    let topRows: Int
    let bands: EncodedBands
    /// The bands already encoded.
    let encoded: [Int]

    /// The PNG of the image whose rows above `topRows` are `top` (as wide as the image and
    /// `topRows` high; nil when that is 0) and the others the lower image's: the bytes
    /// `encodeOpaque` gives the whole image. The remaining bands are encoded on `threads` threads.
    package func finish(top: Pixmap?, threads: Int) throws(CodecError) -> [UInt8] {
        precondition(
            top.map { $0.width == lower.width && $0.height == topRows } ?? (topRows == 0),
            "the top rows drawn are not the size promised")
        if let top {
            let remaining = bands.rows.indices.filter { !encoded.contains($0) }
            top.withUnsafeBytes { topPixels in
                lower.withUnsafeBytes { pixels in
                    bands.encode(
                        remaining,
                        from: RowSource(
                            top: topPixels.baseAddress!, split: topRows,
                            bottom: pixels.baseAddress!, stride: lower.width * 4),
                        threads: threads)
                }
            }
        }
        return try bands.file().get()
    }
}
