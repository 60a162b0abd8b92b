extension Pixmap {
    /// The mean luminance (0 … 1) of the pixels in `rect` clipped to the pixmap: Rec. 709's
    /// weights on the sRGB values as stored, unlinearised (what "light" or "dark" content means
    /// to the home indicator); 0 for an empty rectangle. On an opaque pixmap the stored
    /// (premultiplied) values are the colours themselves.
    package func meanLuminance(in rect: PixelRect) -> Double {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return 0 }
        var sum = 0.0
        withUnsafeBytes { p in
            for y in r.minY..<r.maxY {
                var i = (y * width + r.minX) * 4
                for _ in 0..<r.width {
                    sum += 0.2126 * Double(p[i]) + 0.7152 * Double(p[i + 1]) + 0.0722 * Double(p[i + 2])
                    i += 4
                }
            }
        }
        return sum / 255 / Double(r.width * r.height)
    }
}
