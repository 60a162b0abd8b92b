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

    /// The bands still to encode, top to bottom: each reads rows above `topRows` (or the row
    /// just above them).
    package var remainingBands: [(index: Int, rows: Range<Int>)] {
        bands.rows.indices.filter { !encoded.contains($0) }.map { ($0, bands.rows[$0]) }
    }

    /// The bands `finish` still has to encode when `encodedSince` were encoded by `encode(band:…)`.
    package func bandsLeft(besides encodedSince: [Int]) -> [Int] {
        remainingBands.map(\.index).filter { !encodedSince.contains($0) }
    }

    /// Encodes band `band` (one of `remainingBands`) now, on this thread, reading rows above
    /// `over.height` from `over` (the image's width; nil: none), the other rows above `topRows`
    /// from `top` (row 0's first byte, rows of the image's width) and the rest from the lower
    /// image. Each row above `topRows` that is not in `over` is read once `ready` says it is
    /// final (it may wait for it); the others must be final already. Whether the band was
    /// encoded, the bytes `finish` gives it (`finish` must then be told so): false when `ready`
    /// said a row never will be, and the band is then `finish`'s to encode.
    package func encode(
        band: Int, over: Pixmap?, top: UnsafePointer<UInt8>, ready: @escaping (Int) -> Bool
    ) -> Bool {
        precondition(!encoded.contains(band) && over.map { $0.width == lower.width && $0.height <= topRows } ?? true)
        let stride = lower.width * 4, overRows = over?.height ?? 0, split = topRows
        func encode(_ overPixels: UnsafePointer<UInt8>?) {
            lower.withUnsafeStart { pixels in
                bands.encode(
                    [band],
                    from: RowSource(
                        over: overPixels, overRows: overRows, top: top, split: split,
                        bottom: pixels, stride: stride,
                        ready: { $0 < overRows || $0 >= split || ready($0) }),
                    threads: 1)
            }
        }
        if let over { over.withUnsafeStart { encode($0) } } else { encode(nil) }
        return bands.isEncoded(band)
    }

    /// The PNG of the image whose rows above `topRows` are `top` (as wide as the image and
    /// `topRows` high; nil when that is 0, or when every band they reach is among
    /// `encodedSince`) and the others the lower image's: the bytes `encodeOpaque` gives the
    /// whole image. The remaining bands but `encodedSince` (those `encode(band:…)` made) are
    /// encoded on `threads` threads.
    package func finish(top: Pixmap?, threads: Int, encodedSince: [Int] = []) throws(CodecError) -> [UInt8] {
        let remaining = bandsLeft(besides: encodedSince)
        precondition(
            top.map { $0.width == lower.width && $0.height == topRows } ?? (topRows == 0 || remaining.isEmpty),
            "the top rows drawn are not the size promised")
        if let top, !remaining.isEmpty {
            top.withUnsafeStart { topPixels in
                lower.withUnsafeStart { pixels in
                    bands.encode(
                        remaining,
                        from: RowSource(
                            top: topPixels, split: topRows,
                            bottom: pixels, stride: lower.width * 4),
                        threads: threads)
                }
            }
        }
        return try bands.file().get()
    }
}
