extension Pixmap {
    /// The smallest rectangle holding every pixel that differs from `previous` (a pixmap of the
    /// same size), or nil when none does: what an animation frame after `previous` must store.
    /// Rows are compared whole first (a scroll leaves the status bar's rows alike), then the
    /// columns of the rows that differ.
    package func changedRect(from previous: Pixmap) -> PixelRect? {
        precondition(previous.width == width && previous.height == height)
        let stride = width * 4
        return bytes.withUnsafeBytes { new in
            previous.bytes.withUnsafeBytes { old in
                // Eight bytes at a time (two pixels), then the odd pixel.
                func rowDiffers(_ y: Int) -> Bool {
                    let row = y * stride
                    for i in Swift.stride(from: row, to: row + stride - 7, by: 8)
                    where new.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                        != old.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    {
                        return true
                    }
                    return stride % 8 != 0
                        && new.loadUnaligned(fromByteOffset: row + stride - 4, as: UInt32.self)
                            != old.loadUnaligned(fromByteOffset: row + stride - 4, as: UInt32.self)
                }
                guard let top = (0..<height).first(where: rowDiffers) else { return nil }
                // Row `top` differs, so a last differing row, and a first and last differing
                // column within them, exist: each search ends at `top` or before.
                let bottom = (top..<height).last(where: rowDiffers) ?? top
                func columnDiffers(_ x: Int) -> Bool {
                    (top...bottom).contains { y in
                        let i = y * stride + x * 4
                        return new.loadUnaligned(fromByteOffset: i, as: UInt32.self)
                            != old.loadUnaligned(fromByteOffset: i, as: UInt32.self)
                    }
                }
                let left = (0..<width).first(where: columnDiffers) ?? 0
                let right = (left..<width).last(where: columnDiffers) ?? left
                return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }
}
