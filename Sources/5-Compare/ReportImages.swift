import Codecs
import Files
import FoundationEssentials
import Glibc
import Raster

/// The images of the HTML report (SPEC §4 "HTML report"), written for each differing pair while
/// its pixels are still decoded, one pair per core, so the report reads and decodes nothing again.
///
/// A report is an artifact: uploaded, unzipped elsewhere, opened without the goldens. Everything
/// it shows is inside its folder, and it stays small: what a reviewer looks at 1:1 is where the
/// pixels differ, so the whole frames are kept as thumbnails and only the part that differs, with
/// some context, at full size (on the default animation with a new title, 243 frames, the report
/// was 148 MB with whole copies for JUnit and a link out to the goldens; issue 43). Per pair `NAME`,
/// under the report folder:
/// - `crops/expected/NAME`, `crops/actual/NAME`, `crops/diff/NAME` (sizes equal): the pair's
///   `diffBounds` widened by `cropMargin` on each side (within the image), cut from the expected
///   image, the actual image and the diff image as `--diff` draws it — exact pixels, what the zoom
///   shows and JUnit attaches. The whole image when nothing is counted as differing (a pair that
///   fails by precision alone has no bounds to crop to);
/// - when the sizes differ, `expected/NAME` and `actual/NAME`, copies of the files: there is no
///   common part to crop, and the whole frames are what differs;
/// - `thumbs/expected/NAME`, `thumbs/diff/NAME`, and `thumbs/changes/NAME` (the reduced actual
///   image's pixels that differ from the reduced expected one's, drawn over it by the page, the rest
///   transparent and cut below its last changed row) or `thumbs/actual/NAME`: area-averaged
///   reductions (`AreaAverage`) at most `thumbnailWidth` wide, so 1-pixel lines stay visible. Only
///   the rows that changed are reduced twice: the actual thumbnail is the expected one elsewhere,
///   and the diff's is the expected one drawn as the diff draws an unchanged pixel (its grey)
///   elsewhere — a whole reduction of each image was a quarter of a report's time.
package enum ReportImages {
    /// The widest a thumbnail gets, in pixels: a third of a 750-pixel frame, about.
    package static let thumbnailWidth = 240

    /// The context kept around a pair's differences in its crops, in pixels on each side: a
    /// line of text at @3x, enough to see what the changed pixels belong to.
    package static let cropMargin = 48

    /// The images of the report, each in its folder.
    package enum Role: String, Sendable, CaseIterable {
        case expected, actual
        case expectedCrop = "crops/expected"
        case actualCrop = "crops/actual"
        case diffCrop = "crops/diff"
        case expectedThumbnail = "thumbs/expected"
        case actualThumbnail = "thumbs/actual"
        case changesThumbnail = "thumbs/changes"
        case diffThumbnail = "thumbs/diff"
    }

    /// Where the report in `folder` keeps the `role` image of the pair `name`.
    package static func path(_ role: Role, _ name: String, in folder: String) -> String {
        FilePath.join(FilePath.join(folder, role.rawValue), name)
    }

    /// The part of a pair's images its crops hold: its differences widened by `cropMargin`
    /// within the image, or the whole image when nothing counted as differing; nil when the
    /// sizes differ (the report keeps both files whole).
    package static func crop(of result: PixelMatchResult) -> PixelRect? {
        guard !result.sizeMismatch else { return nil }
        let whole = PixelRect(x: 0, y: 0, width: result.width, height: result.height)
        guard let bounds = result.diffBounds else { return whole }
        let widened = PixelRect(
            x: bounds.x - cropMargin, y: bounds.y - cropMargin, width: bounds.width + 2 * cropMargin,
            height: bounds.height + 2 * cropMargin)
        return widened.intersection(whole)
    }

    /// Writes the images of `pair` into the report `folder`, each made and encoded once and
    /// written under the pair's name and its twins'; `settings` are the comparison's, which
    /// drew the diff.
    package static func write(
        _ pair: FolderComparison.DifferingPair, settings: CompareSettings, in folder: String
    ) throws(CompareError) {
        // `fast`: a crop is small and a thumbnail smaller; the row choice of `default` would cost
        // more time than it saves bytes here.
        let encoder = PNGEncoder(compression: .fast)
        func save(_ image: RGBAImage, _ role: Role) throws(CompareError) {
            let bytes: [UInt8]
            do throws(CodecError) {
                bytes = try encoder.encodeRGBA(image)
            } catch {
                throw .encode(path: path(role, pair.name, in: folder), error)
            }
            for name in pair.names { try CompareFiles.write(bytes, named: role.rawValue + "/" + name, in: folder) }
        }
        if let crop = crop(of: pair.result) {
            try save(cut(pair.expected, to: crop), .expectedCrop)
            try save(cut(pair.actual, to: crop), .actualCrop)
            if let diff = pair.result.diff { try save(cut(diff, to: crop), .diffCrop) }
        } else {
            // The files compared, read once: a twin's hold the very same bytes.
            for (role, source) in [(Role.expected, pair.expectedPath), (.actual, pair.actualPath)] {
                let bytes = try CompareFiles.read(source)
                for name in pair.names { try CompareFiles.write(bytes, named: role.rawValue + "/" + name, in: folder) }
            }
        }
        let rows = changedRows(of: pair.actual, over: pair.expected)
        let expectedThumbnail = AreaAverage.thumbnail(pair.expected, maxWidth: thumbnailWidth)
        try save(expectedThumbnail, .expectedThumbnail)
        // Only the thumbnail rows that changed rows reach are reduced again.
        let actualThumbnail =
            rows.flatMap {
                AreaAverage.reduce(pair.actual, changedRows: $0, over: expectedThumbnail)
            } ?? AreaAverage.thumbnail(pair.actual, maxWidth: thumbnailWidth)
        if let layer = changedPixels(of: actualThumbnail, over: expectedThumbnail)?.layer {
            try save(layer, .changesThumbnail)
        } else {
            try save(actualThumbnail, .actualThumbnail)
        }
        if let diff = pair.result.diff {
            try save(diffThumbnail(diff, rows: rows, expectedThumbnail, settings: settings), .diffThumbnail)
        }
    }

    /// The diff image reduced: its marks (differing, anti-aliased and hatched pixels) only where
    /// `changed` (the rows where the images differ) and the ignored rows reach; elsewhere a
    /// diff holds only unchanged pixels, drawn from the expected image, and the thumbnail is
    /// `expectedThumbnail` drawn the same way (a grey may be a level off the whole reduction's).
    static func diffThumbnail(
        _ diff: RGBAImage, rows changed: Range<Int>?, _ expectedThumbnail: RGBAImage, settings: CompareSettings
    ) -> RGBAImage {
        let whole = PixelRect(x: 0, y: 0, width: diff.width, height: diff.height)
        let ignored = settings.ignore.rectangles.map { $0.intersection(whole) }.filter { !$0.isEmpty }
        guard let changed, settings.ignore.mask == nil else {
            return AreaAverage.thumbnail(diff, maxWidth: thumbnailWidth)
        }
        let spans = ([changed].filter { !$0.isEmpty } + ignored.map { $0.minY..<$0.maxY })
        let marked = spans.dropFirst().reduce(spans.first ?? 0..<0) {
            min($0.lowerBound, $1.lowerBound)..<max($0.upperBound, $1.upperBound)
        }
        var bytes = [UInt8](repeating: 0, count: expectedThumbnail.bytes.count)
        if !settings.options.diffMask {
            expectedThumbnail.bytes.withUnsafeBytes { thumbnail in
                for offset in stride(from: 0, to: bytes.count, by: 4) {
                    let grey = PixelMatch.grey(
                        PixelMatch.Pixel(thumbnail, byteOffset: offset), alpha: settings.options.alpha)
                    bytes[offset] = grey; bytes[offset + 1] = grey; bytes[offset + 2] = grey; bytes[offset + 3] = 255
                }
            }
        }
        guard let unchanged = RGBAImage(width: expectedThumbnail.width, height: expectedThumbnail.height, bytes: bytes)
        else { return AreaAverage.thumbnail(diff, maxWidth: thumbnailWidth) }
        return AreaAverage.reduce(diff, changedRows: marked, over: unchanged)
            ?? AreaAverage.thumbnail(diff, maxWidth: thumbnailWidth)
    }

    /// The rows where `actual`'s bytes differ from `expected`'s (empty when none); nil when the
    /// sizes differ.
    static func changedRows(of actual: RGBAImage, over expected: RGBAImage) -> Range<Int>? {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        let rowBytes = actual.width * 4
        return actual.bytes.withUnsafeBytes { new in
            expected.bytes.withUnsafeBytes { old in
                guard let newRows = new.baseAddress, let oldRows = old.baseAddress else { return 0..<0 }
                let differs = { (row: Int) in
                    memcmp(newRows + row * rowBytes, oldRows + row * rowBytes, rowBytes) != 0
                }
                guard let top = (0..<actual.height).first(where: differs),
                    let bottom = (top..<actual.height).last(where: differs)
                else { return 0..<0 }
                return top..<bottom + 1
            }
        }
    }

    /// The part of `image` inside `rect`, a non-empty rectangle within it (`crop(of:)`).
    static func cut(_ image: RGBAImage, to rect: PixelRect) -> RGBAImage {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rect.width * rect.height * 4)
        for row in rect.minY..<rect.maxY {
            let start = (row * image.width + rect.x) * 4
            bytes += image.bytes[start..<start + rect.width * 4]
        }
        return RGBAImage(width: rect.width, height: rect.height, bytes: bytes) ?? image
    }

    /// The top `rows` rows of an image `width` wide: a layer ends at its last row that holds
    /// anything, as it is drawn from the top-left corner.
    private static func cropped(_ bytes: [UInt8], width: Int, rows: Int) -> RGBAImage? {
        RGBAImage(width: width, height: rows, bytes: Array(bytes.prefix(width * rows * 4)))
    }

    /// `actual` with every pixel byte-identical to `expected`'s cleared to (0, 0, 0, 0), and the
    /// rows where some pixel differs (empty when none); nil when the sizes differ or a differing
    /// pixel of `actual` is not opaque.
    static func changedPixels(of actual: RGBAImage, over expected: RGBAImage) -> (layer: RGBAImage, rows: Range<Int>)? {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        var bytes = [UInt8](repeating: 0, count: actual.bytes.count)
        var top = actual.height, bottom = 0
        let opaque = actual.bytes.withUnsafeBytes { new in
            expected.bytes.withUnsafeBytes { old in
                bytes.withUnsafeMutableBytes { out in
                    for pixel in 0..<(actual.width * actual.height) {
                        let value = new.loadUnaligned(fromByteOffset: pixel * 4, as: UInt32.self)
                        guard value != old.loadUnaligned(fromByteOffset: pixel * 4, as: UInt32.self) else { continue }
                        guard new[pixel * 4 + 3] == 255 else { return false }
                        out.storeBytes(of: value, toByteOffset: pixel * 4, as: UInt32.self)
                        let row = pixel / actual.width
                        top = min(top, row)
                        bottom = row + 1
                    }
                    return true
                }
            }
        }
        guard opaque, let layer = cropped(bytes, width: actual.width, rows: max(1, bottom)) else { return nil }
        return (layer, top < bottom ? top..<bottom : 0..<0)
    }

    /// The real path of `path` (links resolved), nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
