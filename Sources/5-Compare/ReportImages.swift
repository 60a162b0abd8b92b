import Codecs
import Files
import FoundationEssentials
import Glibc
import Raster

/// The images of the HTML report (SPEC §4 "HTML report"), written for each differing pair while
/// its pixels are still decoded, one pair per core, so the report reads and decodes nothing again.
///
/// Most of a failing frame is usually unchanged (a new title is a band of rows), so the report
/// stores what changed as layers the page stacks over the expected image, exact pixel for pixel,
/// at a fraction of the bytes of whole copies (on the default animation with a new title, a
/// sixth of what three full images per pair took). Per pair `NAME`, under the report folder:
/// - `changes/NAME`: the actual image's pixels that differ from the expected one, every other
///   pixel transparent, down to the last row that holds one (layers are drawn from the top-left
///   corner): over the expected image it *is* the actual image. When the sizes
///   differ, or a changed pixel is not opaque (stacking would blend it), `actual/NAME` is a copy
///   of the actual file instead;
/// - `diff/NAME` (when the sizes match): the diff image's marks — the differing, anti-aliased
///   and ignored pixels as drawn — every unchanged pixel transparent, down to the last row that
///   holds a mark; the page draws the faded
///   grey of the expected image under them (the rest of pixelmatch's diff, a function of the
///   expected image and `alpha`);
/// - `expected/NAME`: a copy of the expected file, only when the report cannot reach it by a
///   relative path (`expectedLink`);
/// - `thumbs/expected/NAME`, `thumbs/diff/NAME` (the whole diff image reduced), and
///   `thumbs/changes/NAME` or `thumbs/actual/NAME` as above: area-averaged reductions
///   (`AreaAverage`) at most `thumbnailWidth` wide, so 1-pixel lines stay visible;
/// - with JUnit XML asked for (`attachments`), `full/expected/NAME` and `full/actual/NAME`
///   (copies of the files) and `full/diff/NAME` (the whole diff image, when the sizes match): the
///   attachments a CI server shows beside the failure, inside the folder it uploads.
package enum ReportImages {
    /// The widest a thumbnail gets, in pixels: a third of a 750-pixel frame, about.
    package static let thumbnailWidth = 240

    /// The images of the report, each in its folder.
    package enum Role: String, Sendable, CaseIterable {
        case expected, actual, changes, diff
        case expectedThumbnail = "thumbs/expected"
        case actualThumbnail = "thumbs/actual"
        case changesThumbnail = "thumbs/changes"
        case diffThumbnail = "thumbs/diff"
        case fullExpected = "full/expected"
        case fullActual = "full/actual"
        case fullDiff = "full/diff"
    }

    /// Where the report in `folder` keeps the `role` image of the pair `name`.
    package static func path(_ role: Role, _ name: String, in folder: String) -> String {
        FilePath.join(FilePath.join(folder, role.rawValue), name)
    }

    /// Writes the images of `pair` into the report `folder`; `options` are the comparison's,
    /// which drew the diff. `attachments` adds the whole images JUnit names (`full/…`).
    package static func write(
        _ pair: FolderComparison.DifferingPair, options: PixelMatchOptions,
        in folder: String, attachments: Bool = false
    ) throws(CompareError) {
        let name = pair.name
        // `fast`: the layers are mostly zeros, which every filter leaves as they are, and a thumbnail
        // is small anyway; the row choice of `default` would cost more time than it saves bytes here.
        let encoder = PNGEncoder(compression: .fast)
        func save(_ image: RGBAImage, _ role: Role) throws(CompareError) {
            let target = path(role, name, in: folder)
            let bytes: [UInt8]
            do throws(CodecError) {
                bytes = try encoder.encodeRGBA(image)
            } catch {
                throw .encode(path: target, error)
            }
            try CompareFiles.write(bytes, named: role.rawValue + "/" + name, in: folder)
        }
        // The folder first: whether the golden file is in reach is decided from its real path.
        do throws(FileError) {
            try Folder.ensureExists(folder)
        } catch {
            throw .write(error.description)
        }
        if expectedLink(pair.expectedPath, from: folder) == nil {
            try CompareFiles.write(
                try CompareFiles.read(pair.expectedPath), named: Role.expected.rawValue + "/" + name,
                in: folder)
        }
        let changes = changedPixels(of: pair.actual, over: pair.expected)
        if let changes {
            try save(changes.layer, .changes)
        } else {
            try CompareFiles.write(
                try CompareFiles.read(pair.actualPath), named: Role.actual.rawValue + "/" + name,
                in: folder)
        }
        let expectedThumbnail = AreaAverage.thumbnail(pair.expected, maxWidth: thumbnailWidth)
        try save(expectedThumbnail, .expectedThumbnail)
        // Only the thumbnail rows that changed rows reach are reduced again.
        let actualThumbnail =
            changes.flatMap {
                AreaAverage.reduce(pair.actual, changedRows: $0.rows, over: expectedThumbnail)
            } ?? AreaAverage.thumbnail(pair.actual, maxWidth: thumbnailWidth)
        if let layer = changedPixels(of: actualThumbnail, over: expectedThumbnail)?.layer {
            try save(layer, .changesThumbnail)
        } else {
            try save(actualThumbnail, .actualThumbnail)
        }
        if let diff = pair.result.diff {
            try save(marks(of: diff, expected: pair.expected, actual: pair.actual, options: options), .diff)
            try save(AreaAverage.thumbnail(diff, maxWidth: thumbnailWidth), .diffThumbnail)
        }
        guard attachments else { return }
        for (role, source) in [(Role.fullExpected, pair.expectedPath), (.fullActual, pair.actualPath)] {
            try CompareFiles.write(try CompareFiles.read(source), named: role.rawValue + "/" + name, in: folder)
        }
        if let diff = pair.result.diff { try save(diff, .fullDiff) }
    }

    /// `diff` with every pixel drawn as unchanged — the expected pixel's grey, opaque — cleared
    /// to (0, 0, 0, 0) (under `diffMask` they are transparent already), cut below its last row
    /// that holds a mark. A pixel the same in both images can only be grey or hatched, so there
    /// any grey is cleared without working out which; only a changed pixel's grey is computed.
    static func marks(
        of diff: RGBAImage, expected: RGBAImage, actual: RGBAImage,
        options: PixelMatchOptions
    ) -> RGBAImage {
        var bytes = diff.bytes
        if !options.diffMask {
            clearUnchanged(&bytes, expected: expected, actual: actual, alpha: options.alpha)
        }
        let rowBytes = diff.width * 4
        let rows = bytes.withUnsafeBufferPointer { out in
            (0..<diff.height).last { y in
                stride(from: y * rowBytes + 3, to: (y + 1) * rowBytes, by: 4).contains { out[$0] != 0 }
            }
        }
        return cropped(bytes, width: diff.width, rows: (rows ?? 0) + 1) ?? diff
    }

    /// Clears the diff's pixels drawn as unchanged (see `marks`).
    private static func clearUnchanged(_ bytes: inout [UInt8], expected: RGBAImage, actual: RGBAImage, alpha: Double) {
        expected.bytes.withUnsafeBytes { old in
            actual.bytes.withUnsafeBytes { new in
                bytes.withUnsafeMutableBufferPointer { out in
                    for offset in stride(from: 0, to: out.count, by: 4) {
                        let red = out[offset]
                        guard out[offset + 1] == red, out[offset + 2] == red, out[offset + 3] == 255 else { continue }
                        if old.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                            != new.loadUnaligned(fromByteOffset: offset, as: UInt32.self),
                            PixelMatch.grey(PixelMatch.Pixel(old, byteOffset: offset), alpha: alpha) != red
                        {
                            continue
                        }
                        for channel in offset..<offset + 4 { out[channel] = 0 }
                    }
                }
            }
        }
    }

    /// The top `rows` rows of an image `width` wide: a layer ends at its last row that holds
    /// anything, as it is drawn from the top-left corner (a new title costs its band of rows,
    /// not a frame of zeros to deflate).
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

    /// The relative path from the report `folder` to `expectedPath`, when the report can reach
    /// it: both exist and share a folder below the filesystem root (a golden folder and a
    /// report in the same checkout); nil otherwise, and the expected image is copied.
    package static func expectedLink(_ expectedPath: String, from folder: String) -> String? {
        guard let target = realPath(expectedPath), let base = realPath(folder) else { return nil }
        let to = target.split(separator: "/"), from = base.split(separator: "/")
        let common = zip(to, from).prefix { $0 == $1 }.count
        guard common > 0 else { return nil }
        return (Array(repeating: "..", count: from.count - common) + to.dropFirst(common)).joined(separator: "/")
    }

    /// The real path of `path` (links resolved), nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
