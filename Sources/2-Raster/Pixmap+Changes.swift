extension Pixmap {
    /// The smallest rectangle holding every pixel that differs from `previous` (a pixmap of the
    /// same size), or nil when none does: what an animation frame after `previous` must store.
    /// Rows are compared whole first (a scroll leaves the status bar's rows alike), then the
    /// columns of the rows that differ.
    package func changedRect(from previous: Pixmap) -> PixelRect? {
        precondition(previous.width == width && previous.height == height)
        let stride = width * 4
        return bytes.withUnsafeBufferPointer { new in
            previous.bytes.withUnsafeBufferPointer { old in
                // Eight bytes at a time (two pixels), then the odd pixel.
                func rowDiffers(_ y: Int) -> Bool {
                    let a = UnsafeRawPointer(new.baseAddress! + y * stride)
                    let b = UnsafeRawPointer(old.baseAddress! + y * stride)
                    for i in Swift.stride(from: 0, to: stride - 7, by: 8)
                    where a.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                        != b.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    {
                        return true
                    }
                    return stride % 8 != 0
                        && a.loadUnaligned(fromByteOffset: stride - 4, as: UInt32.self)
                            != b.loadUnaligned(fromByteOffset: stride - 4, as: UInt32.self)
                }
                guard let top = (0..<height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<height).last(where: rowDiffers)!
                func columnDiffers(_ x: Int) -> Bool {
                    (top...bottom).contains { y in
                        let i = y * stride + x * 4
                        return UnsafeRawPointer(new.baseAddress! + i).loadUnaligned(as: UInt32.self)
                            != UnsafeRawPointer(old.baseAddress! + i).loadUnaligned(as: UInt32.self)
                    }
                }
                let left = (0..<width).first(where: columnDiffers)!
                let right = (left..<width).last(where: columnDiffers)!
                return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
            }
        }
    }
}
