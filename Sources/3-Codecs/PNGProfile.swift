import CShim

/// What a PNG says its colours are, for a header image (compare reads PNGs as pngjs does, with
/// no colour management: `PNGDecoder` ignores all this). In the PNG specification's order: an
/// iCCP profile; else an sRGB chunk; else cHRM and gAMA, where they differ from sRGB's (a
/// missing one is taken as sRGB's).
enum PNGProfile {
    /// The profile of `data` and the layout of its decoded pixels; nil for sRGB, an untagged
    /// file, or one whose header cannot be read (which decoding reports). Throws when an iCCP
    /// chunk is there but libpng dropped it as unusable (with libpng's reason), as a JPEG's
    /// unusable profile does: its colours are then taken as sRGB, with a warning.
    static func profile(of data: [UInt8]) throws(ColorProfileError) -> (
        profile: ColorProfile, layout: SRGBConverter.Layout
    )? {
        var color = StretchyPNGColor()
        var icc = StretchyBuffer()
        defer { stretchy_buffer_free(&icc) }
        let (failure, dropped) = data.withUnsafeBufferPointer { input in
            Shim.callNotingWarning { message, capacity in
                stretchy_png_color(input.baseAddress, input.count, &color, &icc, message, capacity)
            }
        }
        guard failure == nil else { return nil }
        if let dropped { throw .unreadable(reason: dropped) }
        let layout: SRGBConverter.Layout = color.grey != 0 ? .grey : .rgb
        if icc.count > 0 { return (.icc(Array(UnsafeBufferPointer(start: icc.bytes, count: icc.count))), layout) }
        guard color.srgb == 0 else { return nil }
        let chromaticities = color.has_chromaticities != 0 ? Self.chromaticities(color) : .sRGB
        let transfer: ColorProfile.TransferCurve = color.gamma > 0 ? .power(1 / color.gamma) : .sRGB
        return ColorProfile.rgb(chromaticities, transfer).map { ($0, layout) }
    }

    private static func chromaticities(_ color: StretchyPNGColor) -> ColorProfile.Chromaticities {
        let c = color.chromaticities
        typealias XY = ColorProfile.Chromaticities.XY
        return .init(
            red: XY(x: c.2, y: c.3), green: XY(x: c.4, y: c.5), blue: XY(x: c.6, y: c.7), white: XY(x: c.0, y: c.1))
    }
}
