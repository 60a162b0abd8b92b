/// Takes an image's rows one at a time, top to bottom, into memory it names: what a decoder
/// hands its scanlines to when the caller wants them as they come rather than a whole pixmap
/// (`AspectFillStream`, which reads each row once and keeps only a few).
package protocol RowSink: AnyObject {
    /// Where row `index` (0 the top row the sink was made for) is to be written: the row's
    /// width × 4 bytes, valid until `rowWritten(index)` returns.
    func destination(ofRow index: Int) -> UnsafeMutablePointer<UInt8>
    /// Row `index` has been written where `destination(ofRow:)` said, every row above it before.
    func rowWritten(_ index: Int)
}

extension ImagePart {
    /// Hands the part's rows, top to bottom, to the sink `makeSink` makes for it (given the
    /// part and the whole image's size): the rows a decoder would hand over, for an image that
    /// could only be decoded into a pixmap. Nil when `makeSink` gives nil.
    package func sendRows<Sink: RowSink>(
        into makeSink: (_ part: PixelRect, _ fullWidth: Int, _ fullHeight: Int) -> Sink?
    ) -> Sink? {
        guard let sink = makeSink(rect, fullWidth, fullHeight) else { return nil }
        let rowBytes = rect.width * 4
        pixels.withUnsafeBytes { bytes in
            // A part holds at least one pixel.
            guard let base = bytes.baseAddress else { return }
            for index in 0..<rect.height {
                sink.destination(ofRow: index).update(from: base + index * rowBytes, count: rowBytes)
                sink.rowWritten(index)
            }
        }
        return sink
    }
}
