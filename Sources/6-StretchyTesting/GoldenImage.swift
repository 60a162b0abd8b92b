import Codecs
import Compare
import Files
import FoundationEssentials
import Raster
import StretchyKit

/// Something a golden PNG is checked against: PNG bytes as they are (`[UInt8]`), or a rendered
/// `StretchyFrame` as `stretchy frame` would write it.
public protocol GoldenImage {
    /// The PNG bytes recorded as the golden and compared with it.
    func goldenPNG() throws -> [UInt8]
}

extension Array: GoldenImage where Element == UInt8 {
    public func goldenPNG() -> [UInt8] { self }
}

extension StretchyFrame: GoldenImage {
    public func goldenPNG() throws -> [UInt8] { try png() }
}
