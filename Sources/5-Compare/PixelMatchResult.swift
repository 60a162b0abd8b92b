import JSON
import Raster
import Wording

/// The outcome of comparing two images (SPEC §3 `compare --json` on two files).
package struct PixelMatchResult: Sendable, Equatable {
    /// Pixels counted as different (anti-aliased and ignored ones excluded); 0 when the sizes
    /// differ, since no pixel was compared.
    package let differentPixels: Int
    /// `width · height`.
    package let totalPixels: Int
    /// Width of the expected (first) image.
    package let width: Int
    /// Height of the expected (first) image.
    package let height: Int
    /// Same size and byte-identical RGBA data. Stricter than `differentPixels == 0`, which a
    /// threshold, anti-aliasing or ignored pixels can also give.
    package let identical: Bool
    /// The two images differ in size; nothing else was compared and there is no diff image.
    package let sizeMismatch: Bool
    /// The diff image when one was asked for and the sizes match.
    package let diff: RGBAImage?
    /// Width of the actual (second) image.
    package let actualWidth: Int
    /// Height of the actual (second) image.
    package let actualHeight: Int
    /// The smallest rectangle holding every counted difference; nil when there is none.
    package let diffBounds: PixelRect?
    /// How many pixels of the image were left out (`IgnoredPixels`), differing or not; 0 when
    /// the sizes differ.
    package let ignoredPixels: Int

    package init(
        differentPixels: Int, totalPixels: Int, width: Int, height: Int,
        identical: Bool, sizeMismatch: Bool, diff: RGBAImage?,
        actualWidth: Int, actualHeight: Int, diffBounds: PixelRect?, ignoredPixels: Int
    ) {
        self.differentPixels = differentPixels
        self.totalPixels = totalPixels
        self.width = width
        self.height = height
        self.identical = identical
        self.sizeMismatch = sizeMismatch
        self.diff = diff
        self.actualWidth = actualWidth
        self.actualHeight = actualHeight
        self.diffBounds = diffBounds
        self.ignoredPixels = ignoredPixels
    }

    /// The same result without its diff image, as a folder comparison keeps each pair's (a
    /// frame's diff is megabytes).
    package var withoutDiff: PixelMatchResult {
        PixelMatchResult(
            differentPixels: differentPixels, totalPixels: totalPixels, width: width, height: height,
            identical: identical, sizeMismatch: sizeMismatch, diff: nil, actualWidth: actualWidth,
            actualHeight: actualHeight, diffBounds: diffBounds, ignoredPixels: ignoredPixels)
    }

    /// All zeros and no diff: what a pair that could not be compared records.
    package static let empty = PixelMatchResult(
        differentPixels: 0, totalPixels: 0, width: 0, height: 0,
        identical: false, sizeMismatch: false, diff: nil, actualWidth: 0,
        actualHeight: 0, diffBounds: nil, ignoredPixels: 0)

    /// Whether this result fails `--max-diff N` (SPEC §3 exit code 1): a size mismatch, or more
    /// than `maxDiff` differing pixels.
    package func exceeds(maxDiff: Int) -> Bool {
        exceeds(.pixels(maxDiff))
    }

    /// Whether this result fails `limit` (SPEC §3 exit code 1): a size mismatch, or more
    /// differing pixels than the limit allows in an image of this size.
    package func exceeds(_ limit: DiffLimit) -> Bool {
        sizeMismatch || differentPixels > limit.allowedPixels(ofTotal: totalPixels)
    }

    /// The one wording of a result, for the console, the JUnit and HTML reports and the golden
    /// tests (SPEC §4 "Wording"): `sizes differ (expected 4×3, actual 3×4)`, or
    /// `2 of 12 pixels differ (16.667 %)`, then `, 0 allowed` with the pixels `settings` allow
    /// (`--max-diff` or `--precision`, whichever allows more). A share that is not 0 never reads
    /// as 0: `1 of 250125 pixels differ (<0.001 %)`.
    package func summary(allowedBy settings: CompareSettings? = nil) -> String {
        if sizeMismatch {
            return "sizes differ (expected \(width)×\(height), actual \(actualWidth)×\(actualHeight))"
        }
        var share = NumberText.decimal(Double(differentPixels) * 100 / Double(max(1, totalPixels)), maxDecimals: 3)
        if share == "0" && differentPixels > 0 { share = "<0.001" }
        let allowed = settings.map { ", \($0.allowedPixels(ofTotal: totalPixels)) allowed" } ?? ""
        return "\(differentPixels) of \(totalPixels) pixels differ (\(share) %)\(allowed)"
    }

    /// `{"differentPixels": …, "totalPixels": …, "width": …, "height": …, "identical": …,
    /// "sizeMismatch": …, "actualWidth": …, "actualHeight": …, "diffBounds": {x, y, width,
    /// height} or null, "ignoredPixels": …}`, keys in SPEC order.
    package var json: JSONValue { .object(jsonFields) }

    /// `json` followed by the two limits in the manner of swift-snapshot-testing that judged it
    /// (`compare --json`): `"precision"` and `"perceptualPrecision"`.
    package func json(settings: CompareSettings) -> JSONValue {
        .object(jsonFields + settings.jsonFields)
    }

    /// The members of `json`, so a folder entry can put `"name"` first.
    var jsonFields: [(key: String, value: JSONValue)] {
        [
            ("differentPixels", .number(Double(differentPixels))), ("totalPixels", .number(Double(totalPixels))),
            ("width", .number(Double(width))), ("height", .number(Double(height))),
            ("identical", .bool(identical)), ("sizeMismatch", .bool(sizeMismatch)),
            ("actualWidth", .number(Double(actualWidth))), ("actualHeight", .number(Double(actualHeight))),
            ("diffBounds", diffBounds?.json ?? .null), ("ignoredPixels", .number(Double(ignoredPixels))),
        ]
    }
}
