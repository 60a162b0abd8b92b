import StretchyKit

/// Something `expectGolden(_:named:)` checks as an image: PNG bytes as they are (`[UInt8]`), or
/// a rendered `StretchyFrame` as `stretchy frame` would write it.
public protocol GoldenImage: SendableMetatype {
    /// The PNG bytes recorded as the golden and compared with it.
    func goldenPNG() throws -> [UInt8]
}

extension Array: GoldenImage where Element == UInt8 {
    public func goldenPNG() -> [UInt8] { self }
}

extension StretchyFrame: GoldenImage {
    public func goldenPNG() throws -> [UInt8] { try png() }
}
