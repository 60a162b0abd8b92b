/// The 8-bit arithmetic of compositing, each result rounded to nearest.
///
/// `div255` is exact: for every x in 0...255·255 it equals x/255 rounded half up, which the
/// tests check exhaustively. Everything else is built on it so there is one rounding rule.
package enum Blend {
    /// round(x / 255) for 0 ≤ x ≤ 65025, without a division.
    @inlinable
    package static func div255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// round(a · b / 255): premultiplying a channel, or scaling a coverage.
    @inlinable
    package static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: div255(UInt32(a) &* UInt32(b)))
    }

    /// Source-over of one premultiplied channel: `s + d · (255 − sa) / 255`, rounded.
    @inlinable
    package static func over(source s: UInt8, sourceAlpha sa: UInt8, destination d: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: UInt32(s) &+ div255(UInt32(d) &* (255 &- UInt32(sa))))
    }

    /// Source-over of a premultiplied channel seen through a group opacity `opacity` ∈ [0, 1]:
    /// `s · o + d · (1 − sa · o / 255)`, rounded once (Core Animation flattens the group and
    /// multiplies it by its opacity in the same pass that blends it).
    @inlinable
    package static func over(
        source s: UInt8, sourceAlpha sa: UInt8, destination d: UInt8,
        opacity: Double
    ) -> UInt8 {
        let value = Double(s) * opacity + Double(d) * (1 - Double(sa) * opacity / 255)
        return UInt8(min(255, max(0, (value + 0.5).rounded(.down))))
    }
}
