import Raster
import Synchronization
import Workers

/// A pixmap made top to bottom by one thread (an `AspectFillStream` writing into it), whose rows
/// other threads may read as soon as they are made: `rows` counts them.
///
/// Unchecked `Sendable` under `BandShared`'s rule, kept by the protocol of `rows`: the maker
/// writes a row only before counting it, and nobody writes a row once it is counted, so a
/// reader that waited for a row reads it while nobody writes it. The memory lives as long as
/// the pixmap.
package final class GrowingPixmap: @unchecked Sendable {
    package let width: Int
    package let height: Int
    /// The rows made so far, from the top.
    package let rows = Progress()
    private let bytes: UnsafeMutablePointer<UInt8>
    private let whole = Mutex<Pixmap?>(nil)

    /// Nil for a size no pixmap has.
    package init?(width: Int, height: Int) {
        guard Pixmap.isValidSize(width: width, height: height) else { return nil }
        self.width = width
        self.height = height
        bytes = .allocate(capacity: width * height * 4)
    }

    deinit { bytes.deallocate() }

    /// Row 0's first byte; rows of `width` × 4 bytes of premultiplied RGBA follow. A row is read
    /// once `rows` counts it, and written only by the maker before.
    package var baseAddress: UnsafeMutablePointer<UInt8> { bytes }

    /// The pixmap, once every row is made (a copy made once); nil before.
    package func pixmap() -> Pixmap? {
        guard rows.current == height else { return nil }
        return whole.withLock { whole in
            if let whole { return whole }
            let made = firstRows(height)
            whole = made
            return made
        }
    }

    /// A copy of the first `count` rows (1 ... `height`), once they are made; nil before.
    package func pixmap(rows count: Int) -> Pixmap? {
        guard (1...height).contains(count), rows.current >= count else { return nil }
        return firstRows(count)
    }

    private func firstRows(_ count: Int) -> Pixmap {
        Pixmap(
            width: width, height: count,
            premultipliedBytes: Array(UnsafeBufferPointer(start: bytes, count: width * count * 4)))!
    }
}
