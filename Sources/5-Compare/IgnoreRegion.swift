import Raster

/// One `--ignore` rectangle as the user wrote it (SPEC §4 "Ignored pixels"): in device pixels
/// (`X,Y,W,H` or `X,Y,W,Hpx`) or in points (`X,Y,W,Hpt`), which need the frames' scale.
///
/// Points exist because a region written in pixels is right at one scale only: the status bar
/// `0,0,375,20` covers all of it at @1x and a quarter of it at @2x.
package struct IgnoreRegion: Sendable, Equatable {
    /// The rectangle, in `unit`.
    package let rectangle: PixelRect
    /// Whether `rectangle` is in points (to be multiplied by the scale) rather than pixels.
    package let inPoints: Bool

    package init(rectangle: PixelRect, inPoints: Bool) {
        self.rectangle = rectangle
        self.inPoints = inPoints
    }

    /// Reads `X,Y,W,H` with an optional unit suffix, `pt` or `px`, right after H.
    package init(parsing text: String) throws(IgnoreError) {
        var numbers = Substring(text)
        while numbers.last == " " { numbers.removeLast() }
        let unit = numbers.suffix(2)
        inPoints = unit == "pt"
        if inPoints || unit == "px" { numbers.removeLast(2) }
        do throws(IgnoreError) {
            rectangle = try IgnoredPixels.rectangle(parsing: String(numbers))
        } catch {
            throw .notARectangle(text)
        }
    }

    /// The rectangle in device pixels at `scale` device pixels per point.
    package func pixels(scale: Int) -> PixelRect {
        guard inPoints else { return rectangle }
        return PixelRect(
            x: rectangle.x * scale, y: rectangle.y * scale,
            width: rectangle.width * scale, height: rectangle.height * scale)
    }
}
